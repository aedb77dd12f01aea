/** A Server-Sent Events reader for tests: what a tab's stream receives, event by event. */
export interface SseEvent {
  id?: string;
  event: string;
  data: unknown;
}

/**
 * A stream as the panel's EventSource opens it (`browser`: the session in the `access_token`
 * cookie, the last id in `?last=`), or as a script would (a bearer header, Last-Event-ID).
 */
export async function openStream(base: string, token: string, lastEventId?: string, browser = false) {
  const controller = new AbortController();
  const query = browser && lastEventId ? `?last=${lastEventId}` : '';
  const res = await fetch(`${base}/api/live${query}`, {
    headers: {
      ...(browser ? { cookie: `role=admin; access_token=${token}` } : { authorization: `Bearer ${token}` }),
      accept: 'text/event-stream',
      ...(lastEventId && !browser ? { 'last-event-id': lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  let ended = false;
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  const read = async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const e: SseEvent = { event: 'message', data: null };
          let data: string | null = null;
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) e.id = line.slice(4);
            else if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data !== null) {
            e.data = JSON.parse(data);
            events.push(e);
          }
          cut = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // aborted by the test
    }
    ended = true;
    wake();
  };
  const reading = res.status === 200 ? read() : Promise.resolve();

  /** The first event (from the start) that `match` accepts, waiting up to `ms`. */
  async function next(match: (e: SseEvent) => boolean, ms = 8000): Promise<SseEvent> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (ended) throw new Error(`stream ended; received ${JSON.stringify(events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`not received in ${ms} ms; received ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves once the server ended the stream (or rejects after `ms`). */
  async function closed(ms = 8000) {
    await Promise.race([
      reading,
      new Promise((_, reject) => setTimeout(() => reject(new Error('stream still open')), ms)),
    ]);
    return ended;
  }

  return {
    res,
    events,
    next,
    closed,
    close: () => controller.abort(),
    hello: async () => ((await next((e) => e.event === 'hello')).data as { stream: string }).stream,
  };
}
export type TestStream = Awaited<ReturnType<typeof openStream>>;
