/**
 * Where the server's log lines go: standard output, never waited on.
 *
 * pino's own destination flushes synchronously when the process exits, retrying for as long
 * as the pipe is full: a server whose log reader had stopped reading (its parent gone, a
 * supervisor that no longer drains the pipe) never exited, and its grace timer could not
 * fire. Here lines are handed to process.stdout, which queues them without blocking; past
 * `maxBuffered` queued bytes they are counted and dropped, and the count is logged once the
 * reader reads again. Exiting waits for the queue at most `flush`'s time.
 */
export function logOutput(
  out: NodeJS.WritableStream & { writableLength: number } = process.stdout,
  maxBuffered = 4 * 1024 * 1024,
) {
  let dropped = 0;
  return {
    write(line: string) {
      if (out.writableLength > maxBuffered) {
        dropped++;
        return;
      }
      if (dropped > 0) {
        out.write(
          `${JSON.stringify({ level: 40, time: Date.now(), msg: `${dropped} log lines were dropped: the log's reader was not reading` })}\n`,
        );
        dropped = 0;
      }
      out.write(line);
    },
    /** Resolves once the queued lines are out, or after `ms` whatever is left. */
    flush(ms: number) {
      return new Promise<void>((resolve) => {
        if (out.writableLength === 0) return resolve();
        const timer = setTimeout(resolve, ms);
        timer.unref();
        out.once('drain', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
