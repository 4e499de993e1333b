/**
 * The requests in flight, so the process can stop them: shutdown() aborts each one's signal
 * (which kills its ffmpeg/pocketsphinx children and cancels its engine request) and resolves once
 * every one has finished, its `finally` (the temporary directory's removal) included.
 */
export class ShutdownError extends Error {
  constructor() {
    super("video-to-text is shutting down");
    this.name = "ShutdownError";
  }
}

export function createJobs() {
  const inFlight = new Map<Promise<unknown>, AbortController>();
  let closing = false;
  return {
    get closing() {
      return closing;
    },
    get size() {
      return inFlight.size;
    },
    run<T>(work: (stop: AbortSignal) => Promise<T>): Promise<T> {
      const controller = new AbortController();
      const job = work(controller.signal);
      const settled = job.then(
        () => undefined,
        () => undefined,
      );
      inFlight.set(settled, controller);
      void settled.then(() => inFlight.delete(settled));
      return job;
    },
    async shutdown(): Promise<void> {
      closing = true;
      for (const controller of inFlight.values()) controller.abort(new ShutdownError());
      await Promise.all(inFlight.keys());
    },
  };
}
