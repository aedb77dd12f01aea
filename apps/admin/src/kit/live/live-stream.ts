/** One message of the live stream. */
export interface LiveMessage {
  id: string;
  event: string;
  data: string;
}

export type StreamState = 'connecting' | 'open' | 'closed';

/** The events the server sends (decision 032). */
const EVENTS = ['hello', 'change', 'presence', 'reset', 'ended', 'ping'] as const;

interface ConnectOptions {
  url: string;
  onMessage: (message: LiveMessage) => void;
  onState: (state: StreamState) => void;
  /** silence this long (no ping) means the connection is gone: opened again */
  staleMs?: number;
}

/**
 * The tab's one stream, kept open (decision 032): an EventSource (the session goes in the
 * panel's cookie), which reconnects by itself after a drop sending Last-Event-ID. When the
 * browser gives up (an error answer: a limit, the server restarting) or the stream fell
 * silent past `staleMs`, it is opened again here, with `?last=` in the URL, backing off from
 * 2 s to 30 s. `ended` (the session is over) stops it. Answers a function that closes it.
 */
export function connectLive(opts: ConnectOptions): () => void {
  // a browser (or test DOM) without EventSource works as before live lists: nothing follows
  if (typeof EventSource === 'undefined') {
    opts.onState('closed');
    return () => {};
  }
  const staleMs = opts.staleMs ?? 45_000;
  let lastId = '';
  let source: EventSource | null = null;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stale: ReturnType<typeof setTimeout> | null = null;

  const alive = () => {
    if (stale) clearTimeout(stale);
    stale = setTimeout(() => reopen(0), staleMs);
  };
  const stop = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    if (stale) clearTimeout(stale);
    source?.close();
    opts.onState('closed');
  };

  function reopen(delay: number) {
    source?.close();
    if (stale) clearTimeout(stale);
    if (stopped) return;
    opts.onState('connecting');
    timer = setTimeout(open, delay);
  }

  function open() {
    if (stopped) return;
    const es = new EventSource(lastId ? `${opts.url}?last=${encodeURIComponent(lastId)}` : opts.url);
    source = es;
    es.onopen = () => {
      failures = 0;
      opts.onState('open');
      alive();
    };
    for (const event of EVENTS)
      es.addEventListener(event, (e: MessageEvent<string>) => {
        alive();
        if (e.lastEventId) lastId = e.lastEventId;
        if (event === 'ping') return;
        opts.onMessage({ id: e.lastEventId, event, data: e.data });
        if (event === 'ended') stop();
      });
    es.onerror = () => {
      if (es.readyState !== EventSource.CLOSED) return opts.onState('connecting'); // the browser reconnects
      failures += 1;
      reopen(Math.min(30_000, 2000 * 2 ** Math.min(failures - 1, 4)));
    };
  }

  open();
  return stop;
}
