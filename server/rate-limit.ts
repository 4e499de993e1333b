/**
 * Fixed-window request counters kept in the database, so every server process behind a load
 * balancer shares them (DESIGN §5). One row per key; a hit is one atomic upsert.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./db/client.ts";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };
export type RateLimiter = (key: string) => Promise<RateLimitResult>;

export function createRateLimiter(
  db: Database,
  options: { limit: number; windowMs?: number; now?: () => number },
): RateLimiter {
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  let hits = 0;
  return async (key) => {
    const t = now();
    const start = Math.floor(t / windowMs) * windowMs;
    const retryAfterSeconds = Math.max(1, Math.ceil((start + windowMs - t) / 1000));
    if (options.limit <= 0) return { allowed: true, count: 0, retryAfterSeconds };
    const windowStart = new Date(start).toISOString();
    const result = (await db.execute(sql`
      INSERT INTO rate_limits AS r (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.window_start = excluded.window_start THEN r.count + 1 ELSE 1 END,
        window_start = excluded.window_start
      RETURNING count`)) as unknown as { rows: { count: number }[] };
    const count = Number(result.rows[0]?.count ?? 0);
    // Now and then, forget keys that have not been seen for an hour.
    if (++hits % 1000 === 0)
      await db.execute(
        sql`DELETE FROM rate_limits WHERE window_start < ${new Date(t - 3_600_000).toISOString()}`,
      );
    return { allowed: count <= options.limit, count, retryAfterSeconds };
  };
}
