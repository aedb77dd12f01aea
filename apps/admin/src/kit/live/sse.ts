/** One message of a Server-Sent Events stream. */
export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/**
 * Splits what has arrived into whole messages (the HTML standard's format: `field: value`
 * lines, a blank line ends a message, `:` lines are comments such as heartbeats) and the
 * unfinished rest, which waits for the next chunk.
 */
export function parseSse(buffer: string): { messages: SseMessage[]; rest: string } {
  const messages: SseMessage[] = [];
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
    }
    if (data.length > 0) messages.push({ ...(id !== undefined && { id }), event, data: data.join('\n') });
  }
  return { messages, rest };
}

export type StreamState = 'connecting' | 'open' | 'closed';

interface ConnectOptions {
  url: string;
  /** read at every (re)connect: the session's current token */
  headers: () => Record<string, string>;
  onMessage: (message: SseMessage) => void;
  onState: (state: StreamState) => void;
  /** silence this long (no heartbeat) means the connection is gone: reconnect */
  staleMs?: number;
}

/** Statuses after which reconnecting cannot help: signed out, not allowed. */
const FINAL = new Set([400, 401, 403]);

/**
 * One stream, kept open: read with fetch (the session's token goes in the Authorization
 * header, which EventSource cannot send), reconnected after a drop with `Last-Event-ID`, so
 * nothing said in between is missed (decision 032). Answers a function that closes it.
 */
export function connectSse(opts: ConnectOptions): () => void {
  let lastId: string | undefined;
  let stopped = false;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  const staleMs = opts.staleMs ?? 45_000;

  const again = (ms: number) => {
    opts.onState('connecting');
    if (!stopped) retry = setTimeout(run, ms);
  };

  async function run() {
    if (stopped) return;
    controller = new AbortController();
    const ctl = controller;
    let stale: ReturnType<typeof setTimeout> | null = null;
    const alive = () => {
      if (stale) clearTimeout(stale);
      stale = setTimeout(() => ctl.abort(), staleMs);
    };
    try {
      opts.onState('connecting');
      const res = await fetch(opts.url, {
        headers: {
          ...opts.headers(),
          accept: 'text/event-stream',
          ...(lastId && { 'last-event-id': lastId }),
        },
        signal: ctl.signal,
        cache: 'no-store',
      });
      if (FINAL.has(res.status)) {
        opts.onState('closed');
        return;
      }
      if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
      opts.onState('open');
      failures = 0;
      alive();
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      let ended = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        alive();
        const parsed = parseSse(buffer + value);
        buffer = parsed.rest;
        for (const m of parsed.messages) {
          if (m.id !== undefined) lastId = m.id;
          if (m.event === 'ended') ended = true;
          opts.onMessage(m);
        }
      }
      if (ended) {
        opts.onState('closed');
        return;
      }
    } catch {
      // dropped, stale or refused: tried again below
    } finally {
      if (stale) clearTimeout(stale);
    }
    failures += 1;
    // 2 s, then longer while the server stays away, up to half a minute
    again(Math.min(30_000, 2000 * 2 ** Math.min(failures - 1, 4)));
  }

  void run();
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    controller?.abort();
  };
}
