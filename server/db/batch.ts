/**
 * Group commit for hot statements. Every call waits for its own result, but calls that arrive
 * while a statement is in flight are handed to the next one together. One PGlite statement costs
 * ~0.3–1 ms of CPU whatever its size, so under load this turns N statements into a few; with
 * no concurrency a call waits one turn of the event loop at most.
 */
import { isDatabaseUnavailable } from "./errors.ts";

export type Batcher<T, R> = (item: T) => Promise<R>;

export function createBatcher<T, R>(
  /**
   * Runs a batch; returns one result per item, in order. When a batch of several throws, its items
   * are run again one by one, so one bad item fails alone instead of failing everyone batched
   * with it.
   */
  run: (items: T[]) => Promise<R[]>,
  /** Most items in one run (keeps statements well under PostgreSQL's 65,535 parameters). */
  maxBatch = 500,
): Batcher<T, R> {
  type Pending = { item: T; resolve: (r: R) => void; reject: (e: unknown) => void };
  let queue: Pending[] = [];
  let running = false;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.length > maxBatch ? queue.slice(0, maxBatch) : queue;
      queue = queue.length > maxBatch ? queue.slice(maxBatch) : [];
      try {
        const results = await run(batch.map((p) => p.item));
        batch.forEach((p, i) => p.resolve(results[i]!));
      } catch (error) {
        if (batch.length === 1 || isDatabaseUnavailable(error)) {
          for (const p of batch) p.reject(error);
          continue;
        }
        for (const p of batch) await run([p.item]).then(([r]) => p.resolve(r!), p.reject);
      }
    }
    running = false;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (running) return;
      running = true;
      // Start on the next turn of the event loop, not now: PGlite runs a statement on this thread
      // synchronously, so requests already read from their sockets must join before it starts.
      setImmediate(() => void drain());
    });
}
