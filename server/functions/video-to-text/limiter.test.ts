import { describe, expect, it } from "vitest";
import { createLimiter } from "./limiter.ts";

describe("limiter", () => {
  it("runs `concurrency` at once, queues `queue` more and refuses the rest", async () => {
    const limiter = createLimiter({ concurrency: 1, queue: 1 });
    const a = limiter.admit()!;
    const b = limiter.admit()!;
    expect(limiter.admit()).toBeUndefined();
    await a.acquire();
    let bRunning = false;
    const bDone = b.acquire().then(() => (bRunning = true));
    await Promise.resolve();
    expect(bRunning).toBe(false);
    expect(limiter.stats()).toEqual({ admitted: 2, running: 1, waiting: 1 });
    a.release();
    await bDone;
    expect(bRunning).toBe(true);
    expect(limiter.admit()).toBeDefined();
  });

  it("drops a waiter whose request is aborted, and release is idempotent", async () => {
    const limiter = createLimiter({ concurrency: 1, queue: 2 });
    const a = limiter.admit()!;
    await a.acquire();
    const b = limiter.admit()!;
    const abort = new AbortController();
    const waiting = b.acquire(abort.signal);
    abort.abort(new Error("gone"));
    await expect(waiting).rejects.toThrow("gone");
    b.release();
    b.release();
    a.release();
    expect(limiter.stats()).toEqual({ admitted: 0, running: 0, waiting: 0 });
  });
});
