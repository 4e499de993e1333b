/**
 * Leads in the database: what the sales assistant calls when a visitor leaves their contact
 * details in the chat (capture) or books a demo there (linkBooking).
 *
 * One lead per conversation. A capture upserts it in one transaction that also writes the
 * owner's `lead.created` event when the lead is new, so the notification exists exactly when the
 * lead does (STYLE 13): the assistant can tell the visitor their details are saved once the
 * promise resolves, never before. A transaction-scoped advisory lock on the thread serialises
 * captures of one conversation, in one process or many sharing one PostgreSQL: the second waits,
 * then finds the first's row and merges into it, so two concurrent captures give one lead and one
 * event. Every lead has a contact method (the table's CHECK), so "new" and "first contact method"
 * are the same moment; later details update the row and its score without a second event.
 *
 * Call it once the turn's messages are stored (the chat store's append has resolved): the event
 * carries the conversation's last messages as they are in the database then.
 *
 * Refused input comes back as a result naming the field; a database failure is thrown, as the
 * booking store does, for the function's boundary to log and answer 503.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { foreignKeyViolation } from "../db/errors.ts";
import { bookings, chatThreads, leads } from "../db/schema.ts";
import { enqueue, type OutboxChannel } from "../outbox/enqueue.ts";
import { LEAD_TRANSCRIPT_CHARS, LEAD_TRANSCRIPT_MESSAGES } from "../outbox/types.ts";
import {
  LEAD_LIMITS,
  normalisePhone,
  parseLeadInput,
  uniqueChannels,
  type LeadCaptureInput,
  type LeadInputError,
  type LeadNeeds,
  type ValidLead,
} from "./schema.ts";
import { leadScore } from "./score.ts";

export type { LeadCaptureInput, LeadNeeds } from "./schema.ts";

export type LeadError = LeadInputError | "unknown_thread" | "unknown_booking";

export type CaptureResult =
  { ok: true; id: string; created: boolean } | { ok: false; reason: LeadError };

export type LeadCaptureOptions = {
  /** Whether WEBHOOK_URL is set: lead.created then goes to the webhook too. */
  webhookConfigured: boolean;
};

export type LeadRow = typeof leads.$inferSelect;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Another space than the booking store's locks (4_200_322) and the migrations' (4_200_314). */
const LOCK_SPACE = 4_200_323;

async function lock(tx: Tx, threadId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}::int, hashtext(${threadId}))`);
}

/** At most `max` UTF-16 units (what the payload's schema counts), never half a surrogate pair. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let head = text.slice(0, max - 1);
  if (/[\ud800-\udbff]$/.test(head)) head = head.slice(0, -1);
  return `${head}…`;
}

/** A conversation or booking that went away between our check and our write. */
function missingReference(error: unknown): LeadError | undefined {
  const constraint = foreignKeyViolation(error);
  if (constraint === undefined) return undefined;
  return constraint === "leads_booking_id_fkey" ? "unknown_booking" : "unknown_thread";
}

/** Channels said over several captures, once each, within the schema's bound. */
function channelsOf(before: string[] = [], now: string[] = []): string[] | undefined {
  const all = uniqueChannels([...before, ...now]);
  return all.length ? all.slice(0, LEAD_LIMITS.channels) : undefined;
}

/**
 * The lead after this capture. `merge`: what was said now replaces what was said before, field
 * by field (needs key by key, channels added up). `fill` (a booking's details): only fills what
 * the lead does not have yet, but the booking is attached whatever was there.
 */
function merged(existing: LeadRow | undefined, lead: ValidLead, mode: "merge" | "fill") {
  const pick = <T>(now: T | undefined, before: T | null | undefined): T | undefined =>
    mode === "merge" ? (now ?? before ?? undefined) : (before ?? now ?? undefined);
  const beforeNeeds: LeadNeeds = existing?.needs ?? {};
  const nowNeeds: LeadNeeds = lead.needs ?? {};
  // A need not stated now (absent, or undefined after an empty value) keeps the earlier one.
  const stated = (needs: LeadNeeds): LeadNeeds =>
    Object.fromEntries(Object.entries(needs).filter(([, v]) => v !== undefined));
  const needs: LeadNeeds =
    mode === "merge"
      ? { ...stated(beforeNeeds), ...stated(nowNeeds) }
      : { ...stated(nowNeeds), ...stated(beforeNeeds) };
  const channels = channelsOf(beforeNeeds.channels, nowNeeds.channels);
  if (channels) needs.channels = channels;
  else delete needs.channels;
  return {
    name: pick(lead.name, existing?.name)!,
    email: pick(lead.email, existing?.email) ?? null,
    phone: pick(lead.phone, existing?.phone) ?? null,
    company: pick(lead.company, existing?.company) ?? null,
    interest: pick(lead.interest, existing?.interest) ?? null,
    needs,
    language: mode === "merge" ? lead.language : (existing?.language ?? lead.language),
    bookingId: lead.bookingId ?? existing?.bookingId ?? null,
  };
}

export function createLeadCapture(db: Database, options: LeadCaptureOptions) {
  function channels(): OutboxChannel[] {
    return ["email:owner", ...(options.webhookConfigured ? ["webhook" as const] : [])];
  }

  /** The conversation's last messages, oldest first, each cut to the payload's bound. */
  async function transcript(tx: Tx, threadId: string) {
    const result = (await tx.execute(sql`
      SELECT m.role, left(m.content, ${LEAD_TRANSCRIPT_CHARS}) AS content,
        to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
      FROM (
        SELECT id, role, content, created_at FROM chat_messages
        WHERE thread_id = ${threadId}::uuid ORDER BY id DESC LIMIT ${LEAD_TRANSCRIPT_MESSAGES}
      ) m
      ORDER BY m.id`)) as unknown as {
      rows: { role: "user" | "assistant"; content: string; at: string }[];
    };
    return result.rows.map((m) => ({
      role: m.role,
      content: cut(m.content, LEAD_TRANSCRIPT_CHARS),
      at: m.at,
    }));
  }

  /** lead.created's payload (server/outbox/types.ts, leadPayloadSchema): absent fields left out. */
  async function payloadOf(tx: Tx, row: LeadRow) {
    const payload = {
      id: row.id,
      threadId: row.threadId ?? undefined,
      name: row.name,
      email: row.email ?? undefined,
      phone: row.phone ?? undefined,
      company: row.company ?? undefined,
      interest: row.interest ?? undefined,
      needs: Object.keys(row.needs).length ? row.needs : undefined,
      score: row.score,
      bookingId: row.bookingId ?? undefined,
      source: row.source,
      language: row.language,
      transcript: row.threadId ? await transcript(tx, row.threadId) : [],
    };
    return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== undefined));
  }

  async function save(tx: Tx, lead: ValidLead, mode: "merge" | "fill"): Promise<CaptureResult> {
    await lock(tx, lead.threadId);
    // Held until the end, so the conversation cannot go away under the new lead.
    const [thread] = await tx
      .select({ id: chatThreads.id })
      .from(chatThreads)
      .where(eq(chatThreads.id, lead.threadId))
      .for("key share");
    if (!thread) return { ok: false, reason: "unknown_thread" };
    if (lead.bookingId) {
      const [booking] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.id, lead.bookingId))
        .for("key share");
      if (!booking) return { ok: false, reason: "unknown_booking" };
    }
    const [existing] = await tx
      .select()
      .from(leads)
      .where(eq(leads.threadId, lead.threadId))
      .for("update");
    const next = merged(existing, lead, mode);
    const score = leadScore(next);
    if (existing) {
      await tx
        .update(leads)
        .set({ ...next, score, updatedAt: sql`now()` })
        .where(eq(leads.id, existing.id));
      return { ok: true, id: existing.id, created: false };
    }
    const [row] = await tx
      .insert(leads)
      .values({ id: crypto.randomUUID(), threadId: lead.threadId, ...next, score })
      .returning();
    await enqueue(tx, {
      type: "lead.created",
      payload: await payloadOf(tx, row!),
      channels: channels(),
    });
    return { ok: true, id: row!.id, created: true };
  }

  async function run(work: (tx: Tx) => Promise<CaptureResult>): Promise<CaptureResult> {
    try {
      return await db.transaction(work);
    } catch (error) {
      const missing = missingReference(error);
      if (missing) return { ok: false, reason: missing };
      throw error;
    }
  }

  const linkSchema = z.object({ threadId: z.guid(), bookingId: z.guid() });

  return {
    /**
     * Stores what the visitor gave in the conversation `threadId`: creates its lead (and the
     * owner's lead.created) or merges into the one it has. Resolves once committed.
     */
    async capture(input: LeadCaptureInput): Promise<CaptureResult> {
      const parsed = parseLeadInput(input);
      if (!parsed.ok) return parsed;
      return run((tx) => save(tx, parsed.value, "merge"));
    },

    /**
     * Attaches a booking made in the conversation to its lead. A conversation without a lead
     * gets one from the booking's own details (name, e-mail, …), with its lead.created; a lead
     * that has one keeps its details and only fills what it lacked.
     */
    async linkBooking(threadId: string, bookingId: string): Promise<CaptureResult> {
      const ids = linkSchema.safeParse({ threadId, bookingId });
      if (!ids.success)
        return {
          ok: false,
          reason:
            ids.error.issues[0]?.path[0] === "threadId" ? "invalid_thread" : "invalid_booking",
        };
      return run(async (tx) => {
        const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
        if (!booking) return { ok: false, reason: "unknown_booking" };
        const parsed = parseLeadInput({
          threadId,
          name: booking.name,
          email: booking.email,
          phone: booking.phone ? normalisePhone(booking.phone) : undefined,
          company: booking.company?.slice(0, LEAD_LIMITS.company),
          interest: booking.interest?.slice(0, LEAD_LIMITS.interest),
          language: booking.language,
          bookingId,
        } satisfies LeadCaptureInput);
        if (!parsed.ok) return parsed;
        return save(tx, parsed.value, "fill");
      });
    },
  };
}

export type LeadCapture = ReturnType<typeof createLeadCapture>;
