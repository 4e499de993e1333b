/**
 * Retention of the sales assistant's conversations (issue 21, finding 5): every anonymous visitor
 * starts a conversation with their first message, so without an end the table only grows. Threads
 * idle for longer than CHAT_RETENTION_DAYS and without a lead are deleted with their messages, a
 * bounded batch per statement, so the single PGlite connection is never held for long and other
 * queries run between batches. 0 days keeps everything.
 */
import { and, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { chatThreads, leads } from "../db/schema.ts";

type LogFn = (fields: Record<string, unknown>, message: string) => void;

export type RetentionOptions = {
  db: Database;
  /** Days of inactivity after which an anonymous conversation is deleted; 0 = keep forever. */
  days: number;
  logger: { info: LogFn; error: LogFn };
  /** Time between runs; the first runs after this or a minute, whichever is sooner. */
  intervalMs?: number;
  /** Threads deleted per statement. */
  batchSize?: number;
  now?: () => number;
};

export type RetentionJob = { stop(): void; runOnce(): Promise<number> };

const DAY_MS = 86_400_000;

/**
 * Which threads retention may delete: the anonymous ones. A conversation in which the visitor
 * left contact details has a lead (server/leads/) and is kept whatever its age (docs/product/design.md §5: leads
 * and bookings are kept), its transcript with it. leads.thread_id is unique, so this is one index
 * probe per candidate thread.
 */
const anonymous = sql`NOT EXISTS (SELECT 1 FROM ${leads} WHERE ${leads.threadId} = ${chatThreads.id})`;

export function startRetentionJob({
  db,
  days,
  logger,
  intervalMs = 3_600_000,
  batchSize = 500,
  now = Date.now,
}: RetentionOptions): RetentionJob {
  let stopped = false;
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function sweep(): Promise<number> {
    const cutoff = new Date(now() - days * DAY_MS);
    let deleted = 0;
    let batches = 0;
    while (!stopped) {
      const stale = db
        .select({ id: chatThreads.id })
        .from(chatThreads)
        .where(and(lt(chatThreads.updatedAt, cutoff), anonymous))
        .orderBy(chatThreads.updatedAt)
        .limit(batchSize);
      const rows = await db
        .delete(chatThreads)
        .where(inArray(chatThreads.id, stale))
        .returning({ id: chatThreads.id });
      batches++;
      deleted += rows.length;
      if (rows.length < batchSize) break;
    }
    if (deleted)
      logger.info({ deleted, batches, days }, "chat retention: old conversations deleted");
    return deleted;
  }

  function runOnce(): Promise<number> {
    if (days <= 0) return Promise.resolve(0);
    running ??= sweep().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delay: number) {
    if (stopped || days <= 0) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => logger.error({ err: error }, "chat retention failed"))
        .finally(() => schedule(intervalMs));
    }, delay);
    timer.unref();
  }
  schedule(Math.min(intervalMs, 60_000));

  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    runOnce,
  };
}
