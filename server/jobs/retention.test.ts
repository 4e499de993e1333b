import { Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { count, sql } from "drizzle-orm";
import { createLogger } from "../logger.ts";
import { describe, expect, it } from "vitest";
import { chatMessages, chatThreads } from "../db/schema.ts";
import { testTargets, useTestDb } from "../../tests/support/test-db.ts";
import { startRetentionJob } from "./retention.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 0, 10, 12);

/** A real logger whose lines the test can read. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger("info", sink), lines };
}

/** `n` conversations (ids from `first`) last active `ageDays` before NOW, two messages each. */
const seed = (first: number, n: number, ageDays: number) =>
  sql.raw(`
    WITH t AS (
      INSERT INTO chat_threads (id, language, engine, created_at, updated_at)
      SELECT lpad(to_hex(i), 32, '0')::uuid, 'es', 'local', ts, ts
      FROM generate_series(${first}, ${first + n - 1}) AS i,
        LATERAL (SELECT timestamptz '${new Date(NOW - ageDays * DAY).toISOString()}' AS ts) x
    )
    INSERT INTO chat_messages (thread_id, role, content, language)
    SELECT lpad(to_hex(i), 32, '0')::uuid, r.role, 'hola', 'es'
    FROM generate_series(${first}, ${first + n - 1}) AS i
      CROSS JOIN (VALUES ('user'), ('assistant')) AS r(role)`);

describe.each(testTargets())("chat retention on $name", (target) => {
  const db = useTestDb(target);
  const threads = async () => Number((await db.db.select({ n: count() }).from(chatThreads))[0]!.n);
  const messages = async () =>
    Number((await db.db.select({ n: count() }).from(chatMessages))[0]!.n);

  it("deletes conversations idle longer than the setting, with their messages, in bounded batches", async () => {
    await db.db.execute(seed(1, 2_345, 181));
    await db.db.execute(seed(10_001, 10, 179));
    const { logger, lines } = recordingLogger();
    const job = startRetentionJob({
      db: db.db,
      days: 180,
      logger,
      batchSize: 1_000,
      now: () => NOW,
    });
    try {
      expect(await job.runOnce()).toBe(2_345);
      expect(await threads()).toBe(10);
      expect(await messages()).toBe(20);
      expect(lines.at(-1)).toMatchObject({ deleted: 2_345, batches: 3, days: 180 });
      // Nothing left to delete: nothing deleted, nothing logged.
      expect(await job.runOnce()).toBe(0);
      expect(lines).toHaveLength(1);
    } finally {
      job.stop();
    }
  });

  it("keeps conversations that have a lead, whatever their age, with their messages", async () => {
    await db.db.execute(seed(1, 1_200, 400));
    // Every hundredth old conversation left contact details (server/leads/).
    await db.db.execute(sql`
      INSERT INTO leads (id, thread_id, name, email, language)
      SELECT gen_random_uuid(), lpad(to_hex(i), 32, '0')::uuid, 'Ana', 'ana' || i || '@example.com', 'es'
      FROM generate_series(100, 1200, 100) AS i`);
    const { logger } = recordingLogger();
    const job = startRetentionJob({ db: db.db, days: 180, logger, batchSize: 500, now: () => NOW });
    try {
      expect(await job.runOnce()).toBe(1_200 - 12);
      expect(await threads()).toBe(12);
      expect(await messages()).toBe(24);
      const kept = await db.db.execute(sql`
        SELECT count(*)::int AS n FROM leads l JOIN chat_threads t ON t.id = l.thread_id`);
      expect((kept as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(12);
      // Kept leads never block later runs: nothing else is left to delete.
      expect(await job.runOnce()).toBe(0);
    } finally {
      job.stop();
    }
  });

  it("keeps everything when the setting is 0", async () => {
    await db.db.execute(seed(1, 5, 5_000));
    const { logger } = recordingLogger();
    const job = startRetentionJob({ db: db.db, days: 0, logger, intervalMs: 10, now: () => NOW });
    try {
      expect(await job.runOnce()).toBe(0);
      await sleep(50);
      expect(await threads()).toBe(5);
    } finally {
      job.stop();
    }
  });

  it("runs by itself every interval until stopped", async () => {
    await db.db.execute(seed(1, 3, 200));
    const { logger } = recordingLogger();
    const job = startRetentionJob({ db: db.db, days: 180, logger, intervalMs: 20, now: () => NOW });
    try {
      await expect.poll(threads, { timeout: 5_000, interval: 20 }).toBe(0);
      await db.db.execute(seed(100, 2, 300));
      await expect.poll(threads, { timeout: 5_000, interval: 20 }).toBe(0);
    } finally {
      job.stop();
    }
    await db.db.execute(seed(200, 2, 300));
    await sleep(100);
    expect(await threads()).toBe(2);
  });

  it("logs a failed run with its code, never as an unhandled rejection, and tries again later", async () => {
    const { logger, lines } = recordingLogger();
    await db.db.execute(seed(1, 3, 200));
    // The table out of the way: every statement of the run fails.
    await db.db.execute(sql`ALTER TABLE chat_threads RENAME TO chat_threads_away`);
    const job = startRetentionJob({ db: db.db, days: 180, logger, intervalMs: 20, now: () => NOW });
    try {
      await expect.poll(() => lines.length, { timeout: 5_000, interval: 20 }).toBeGreaterThan(0);
      expect(lines[0]).toMatchObject({
        level: 50,
        err: { cause: { code: "42P01" } },
        msg: "chat retention failed",
      });
      expect(JSON.stringify(lines[0]).length).toBeLessThan(1_000);
      await db.db.execute(sql`ALTER TABLE chat_threads_away RENAME TO chat_threads`);
      await expect.poll(threads, { timeout: 5_000, interval: 20 }).toBe(0);
    } finally {
      job.stop();
      await db.db.execute(sql`ALTER TABLE IF EXISTS chat_threads_away RENAME TO chat_threads`);
    }
  });
});
