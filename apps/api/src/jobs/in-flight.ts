/** Promises still running, to wait for before what they use closes (the queue's handlers, its statements). */
export function inFlight() {
  const running = new Set<Promise<unknown>>();
  return {
    /** Adds `work` until it settles; answers it unchanged. */
    track<T>(work: Promise<T>): Promise<T> {
      running.add(work);
      const forget = () => running.delete(work);
      work.then(forget, forget);
      return work;
    },
    /** Waits for those running now (not for any started meanwhile). */
    async settled() {
      await Promise.allSettled([...running]);
    },
    get size() {
      return running.size;
    },
  };
}
