/**
 * Fixed-window request counters kept in the database, so every server process behind a load
 * balancer shares them (docs/product/design.md §5). One row per key. Hits that arrive together are counted in
 * one atomic upsert (group commit, ./db/batch.ts): each key's count grows by its number of hits,
 * and the hits get the consecutive counts they would have had one by one, so the limit is exactly
 * the same as with one statement per hit, at a fraction of the cost.
 */
import { sql } from "drizzle-orm";
import { createBatcher } from "./db/batch.ts";
import type { Database } from "./db/client.ts";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };
export type RateLimiter = (key: string) => Promise<RateLimitResult>;

export function createRateLimiter(
  db: Database,
  options: { limit: number; windowMs?: number; now?: () => number },
): RateLimiter {
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  let flushes = 0;

  const hit = createBatcher<string, RateLimitResult>(async (keys) => {
    // The window is the batch's: hits waiting a few ms for the statement count in it.
    const t = now();
    const start = Math.floor(t / windowMs) * windowMs;
    const retryAfterSeconds = Math.max(1, Math.ceil((start + windowMs - t) / 1000));
    const hits = new Map<string, number>();
    for (const key of keys) hits.set(key, (hits.get(key) ?? 0) + 1);
    const result = (await db.execute(sql`
      INSERT INTO rate_limits AS r (key, window_start, count)
      SELECT u.key, ${new Date(start).toISOString()}::timestamptz, u.n
      FROM unnest(${sql.param([...hits.keys()])}::text[], ${sql.param([...hits.values()])}::int[]) AS u(key, n)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.window_start = excluded.window_start THEN r.count + excluded.count ELSE excluded.count END,
        window_start = excluded.window_start
      RETURNING key, count`)) as unknown as { rows: { key: string; count: number }[] };
    // Hand out the counts in arrival order: the first hit of a key gets (total - n + 1).
    const next = new Map<string, number>();
    for (const row of result.rows) next.set(row.key, Number(row.count) - hits.get(row.key)! + 1);
    // Now and then, forget keys that have not been seen for an hour.
    if (++flushes % 200 === 0)
      await db.execute(
        sql`DELETE FROM rate_limits WHERE window_start < ${new Date(t - 3_600_000).toISOString()}`,
      );
    return keys.map((key) => {
      const count = next.get(key)!;
      next.set(key, count + 1);
      return { allowed: count <= options.limit, count, retryAfterSeconds };
    });
  });

  return async (key) => {
    if (options.limit <= 0) {
      const t = now();
      const retryAfterSeconds = Math.max(1, Math.ceil((windowMs - (t % windowMs)) / 1000));
      return { allowed: true, count: 0, retryAfterSeconds };
    }
    return hit(key);
  };
}
