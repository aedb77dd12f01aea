import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * A request older than this is a stream (the live lists' event stream is hijacked and never
 * answers), stuck, or was aborted without an answer (no onResponse; an onRequestAbort hook
 * would add a listener to every request): it no longer holds background work back.
 */
const STREAM_MS = 10_000;
/** While requests keep coming, background work still takes one turn this often. */
const TURN_EVERY_MS = 500;
/** How often a waiting turn looks again. */
const LOOK_EVERY_MS = 5;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether requests are being answered now, for background work to yield to them. */
    requestPressure: RequestPressure;
  }
}

export interface RequestPressure {
  /** requests being answered now (streams older than STREAM_MS left out) */
  inFlight(): number;
  /**
   * Resolves at once while no request is being answered; while some are, when they are done,
   * or at the latest when no other turn was given in the last TURN_EVERY_MS (so that work
   * still advances under a steady load, one piece every half second).
   */
  turn(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Background work yields to requests (issue 25 §4: the ads list's p99 while a backfill runs).
 * The media jobs' pixel threads already run at nice 10, but a picture's JavaScript and, on the
 * embedded database, every statement of its job run on the thread that answers requests: a
 * request arriving then waits behind them. So a media job asks for a turn before each picture
 * and before writing its batch: on a quiet server it runs at full speed, under a steady load it
 * makes two pictures a second and the requests keep the thread.
 */
export function registerRequestPressure(app: FastifyInstance) {
  const started = new Map<IncomingMessage, number>();
  let lastForcedTurn = 0;
  // callback hooks: every request passes here (decision 006)
  app.addHook('onRequest', (request, _reply, done) => {
    started.set(request.raw, performance.now());
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    started.delete(request.raw);
    done();
  });
  const inFlight = () => {
    const old = performance.now() - STREAM_MS;
    for (const [raw, at] of started) if (at < old) started.delete(raw);
    return started.size;
  };
  app.decorate('requestPressure', {
    inFlight,
    async turn() {
      while (inFlight() > 0) {
        const now = performance.now();
        if (now - lastForcedTurn >= TURN_EVERY_MS) {
          lastForcedTurn = now;
          return;
        }
        await sleep(LOOK_EVERY_MS);
      }
    },
  });
}
