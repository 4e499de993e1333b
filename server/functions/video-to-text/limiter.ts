/**
 * Bounds heavy work per process: `concurrency` jobs run at once, up to `queue` more wait
 * (uploading or queued). A request beyond that is refused at once (429), before its upload.
 */
export type Ticket = {
  /** Waits for a run slot; rejects if the signal aborts while waiting. */
  acquire(signal?: AbortSignal): Promise<void>;
  /** Frees the admission and the run slot (idempotent). */
  release(): void;
};

export function createLimiter({ concurrency, queue }: { concurrency: number; queue: number }) {
  let admitted = 0;
  let running = 0;
  const waiting: (() => void)[] = [];

  function next() {
    while (running < concurrency && waiting.length > 0) {
      running++;
      waiting.shift()!();
    }
  }

  return {
    stats: () => ({ admitted, running, waiting: waiting.length }),
    admit(): Ticket | undefined {
      if (admitted >= concurrency + queue) return undefined;
      admitted++;
      let state: "admitted" | "waiting" | "running" | "released" = "admitted";
      let wake: (() => void) | undefined;
      return {
        acquire(signal) {
          return new Promise<void>((resolve, reject) => {
            if (state !== "admitted") return reject(new Error("ticket already used"));
            state = "waiting";
            const onAbort = () => {
              const i = wake ? waiting.indexOf(wake) : -1;
              if (i >= 0) waiting.splice(i, 1);
              reject(signal!.reason);
            };
            wake = () => {
              signal?.removeEventListener("abort", onAbort);
              state = "running";
              resolve();
            };
            if (signal?.aborted) return onAbort();
            signal?.addEventListener("abort", onAbort, { once: true });
            waiting.push(wake);
            next();
          });
        },
        release() {
          if (state === "released") return;
          if (state === "running") running--;
          if (state === "waiting" && wake) {
            const i = waiting.indexOf(wake);
            if (i >= 0) waiting.splice(i, 1);
          }
          state = "released";
          admitted--;
          next();
        },
      };
    },
  };
}
