/**
 * The outbox worker (docs/product/design.md §5). Each round claims a batch of due deliveries in one statement:
 * `FOR UPDATE SKIP LOCKED` lets several processes claim side by side without waiting on or taking
 * each other's rows, and the claim itself is a lease (`claimed_until`) written in that statement,
 * so it holds after the row lock is gone, while the message is sent outside any transaction. A
 * process that dies mid-delivery leaves a lease that runs out, and whoever polls next sends it:
 * at least once, never twice while a lease holds (a webhook receiver tells a rare repeat by its
 * event id; an e-mail repeats its Message-ID). A channel whose transport is not configured is
 * never claimed: its deliveries wait as they are, attempts untouched, until it is.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { OutboxChannel, OutboxEventType } from "./enqueue.ts";
import type { OutboxTransports, StoredEvent } from "./types.ts";

type LogFn = (fields: Record<string, unknown>, message: string) => void;

export type OutboxWorkerOptions = {
  db: Database;
  transports: OutboxTransports;
  logger: { info: LogFn; warn: LogFn; error: LogFn };
  now?: () => number;
  /** Time between rounds when there was nothing (or less than a batch) to do. */
  pollMs?: number;
  batchSize?: number;
  /** Attempts before a delivery is marked failed (the admin can retry it). */
  maxAttempts?: number;
  /** How long a claim holds: longer than any one delivery may take (SMTP and webhook time out). */
  leaseMs?: number;
  /** The first retry's delay; each further one doubles, up to maxBackoffMs, with jitter. */
  backoffMs?: number;
  maxBackoffMs?: number;
  random?: () => number;
};

export type OutboxWorker = { stop(): Promise<void>; runOnce(): Promise<number> };

type Claimed = {
  id: number;
  channel: OutboxChannel;
  attempts: number;
  event: StoredEvent;
};

type ClaimRow = {
  id: string;
  channel: OutboxChannel;
  attempts: number;
  event_id: string;
  type: OutboxEventType;
  payload: Record<string, unknown>;
  created_at: string | Date;
};

const MAX_ERROR = 500;

/**
 * What is kept of a failure: the error's code and first line, e-mail addresses blanked (an SMTP
 * server quotes the recipient it refused), bounded. Never a visitor's text.
 */
export function describeError(error: unknown): string {
  let code: string | undefined;
  let message = error instanceof Error ? error.message : String(error);
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const c = (e as { code?: unknown }).code;
    if (typeof c === "string" && !code) code = c;
    e = (e as { cause?: unknown }).cause;
  }
  message = (message.split("\n", 1)[0] ?? "").replace(/[^\s<>"'@]+@[^\s<>"']+/g, "<address>");
  const text = code && !message.includes(code) ? `${code}: ${message}` : message;
  return text.length > MAX_ERROR ? `${text.slice(0, MAX_ERROR - 1)}…` : text;
}

/** The delay before retry number `attempts` (1-based): exponential, capped, 50–100 % jitter. */
export function backoffDelay(attempts: number, base: number, max: number, random: number): number {
  const full = Math.min(max, base * 2 ** Math.max(0, attempts - 1));
  return Math.round(full * (0.5 + random * 0.5));
}

const iso = (ms: number) => new Date(ms).toISOString();

function configuredChannels(transports: OutboxTransports): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (transports.email) channels.push("email:visitor", "email:owner");
  if (transports.webhook) channels.push("webhook");
  return channels;
}

async function claim(
  db: Database,
  channels: OutboxChannel[],
  now: number,
  leaseMs: number,
  batchSize: number,
): Promise<Claimed[]> {
  // One statement, so one short transaction: the row locks last only as long as it runs.
  const result = (await db.execute(sql`
    WITH due AS (
      SELECT id FROM outbox_deliveries
      WHERE status = 'pending'
        AND next_attempt_at <= ${iso(now)}::timestamptz
        AND (claimed_until IS NULL OR claimed_until < ${iso(now)}::timestamptz)
        AND channel = ANY(${sql.param(channels)}::text[])
      ORDER BY next_attempt_at, id
      LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE outbox_deliveries d
    SET claimed_until = ${iso(now + leaseMs)}::timestamptz, attempts = d.attempts + 1
    FROM due, outbox_events e
    WHERE d.id = due.id AND e.id = d.event_id
    RETURNING d.id::text AS id, d.channel, d.attempts, e.id AS event_id, e.type, e.payload,
      e.created_at`)) as unknown as { rows: ClaimRow[] };
  return result.rows.map((row) => ({
    id: Number(row.id),
    channel: row.channel,
    attempts: Number(row.attempts),
    event: {
      id: row.event_id,
      type: row.type,
      payload: row.payload,
      createdAt: new Date(row.created_at),
    },
  }));
}

export function startOutboxWorker({
  db,
  transports,
  logger,
  now = Date.now,
  pollMs = 2_000,
  batchSize = 20,
  maxAttempts = 10,
  leaseMs = 120_000,
  backoffMs = 30_000,
  maxBackoffMs = 6 * 3_600_000,
  random = Math.random,
}: OutboxWorkerOptions): OutboxWorker {
  const channels = configuredChannels(transports);
  let stopped = false;
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function deliver(item: Claimed): Promise<void> {
    const fields = {
      delivery: item.id,
      event: item.event.id,
      type: item.event.type,
      channel: item.channel,
      attempt: item.attempts,
    };
    const transport = item.channel === "webhook" ? transports.webhook : transports.email;
    // Still ours and still wanted: a reminder withdrawn by a reschedule or cancellation since the
    // claim (its event deleted, server/booking/store.ts) is not sent.
    const current = (await db.execute(sql`
      SELECT 1 FROM outbox_deliveries
      WHERE id = ${item.id} AND attempts = ${item.attempts} AND status = 'pending'`)) as unknown as {
      rows: unknown[];
    };
    if (current.rows.length === 0) {
      logger.info(fields, "outbox delivery withdrawn before sending");
      return;
    }
    try {
      await transport!(item.event, item.channel);
    } catch (error) {
      const permanent = (error as { outboxPermanent?: unknown }).outboxPermanent === true;
      const giveUp = permanent || item.attempts >= maxAttempts;
      const lastError = describeError(error);
      const next = now() + backoffDelay(item.attempts, backoffMs, maxBackoffMs, random());
      // `attempts` identifies this claim: a late answer never overwrites a later attempt.
      await db.execute(sql`
        UPDATE outbox_deliveries
        SET status = ${giveUp ? "failed" : "pending"}, next_attempt_at = ${iso(next)}::timestamptz,
          claimed_until = NULL, last_error = ${lastError}
        WHERE id = ${item.id} AND attempts = ${item.attempts} AND status = 'pending'`);
      logger.warn(
        { ...fields, error: lastError, ...(giveUp ? {} : { retryAt: iso(next) }) },
        giveUp ? "outbox delivery failed; giving up" : "outbox delivery failed; will retry",
      );
      return;
    }
    await db.execute(sql`
      UPDATE outbox_deliveries
      SET status = 'sent', sent_at = ${iso(now())}::timestamptz, claimed_until = NULL,
        last_error = NULL
      WHERE id = ${item.id} AND attempts = ${item.attempts}`);
    logger.info(fields, "outbox delivery sent");
  }

  async function round(): Promise<number> {
    if (channels.length === 0) return 0;
    const claimed = await claim(db, channels, now(), leaseMs, batchSize);
    const results = await Promise.allSettled(claimed.map(deliver));
    for (const result of results)
      if (result.status === "rejected")
        // Recording the outcome failed (the database went away): the lease runs out and the
        // delivery is tried again, a repeat the event id makes harmless.
        logger.error({ error: describeError(result.reason) }, "outbox: could not record a result");
    return claimed.length;
  }

  function runOnce(): Promise<number> {
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .then(
          (n) => schedule(n >= batchSize ? 0 : pollMs),
          (error: unknown) => {
            logger.error({ error: describeError(error) }, "outbox round failed");
            schedule(pollMs);
          },
        )
        .catch(() => {});
    }, delay);
    // The server's listener keeps the process alive; the worker alone must not.
    timer.unref();
  }
  schedule(pollMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
    runOnce,
  };
}

/**
 * The admin's "retry now": a failed delivery, or a pending one that nobody holds, is due at once
 * with a fresh set of attempts. A delivery in flight or already sent is left alone (false).
 */
export async function retryNow(db: Database, deliveryId: number): Promise<boolean> {
  const result = (await db.execute(sql`
    UPDATE outbox_deliveries
    SET status = 'pending', attempts = 0, next_attempt_at = now(), claimed_until = NULL
    WHERE id = ${deliveryId}
      AND (status = 'failed' OR (status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())))
    RETURNING id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
