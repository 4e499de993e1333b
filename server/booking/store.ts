/**
 * Bookings in the database. Each change runs in one transaction that also writes its outbox
 * events, so a notification exists exactly when the change does (STYLE 13).
 *
 * Capacity is the database's: a booking takes a seat (0 … capacity − 1) of its time and the
 * partial unique index on (type, start_at, seat) admits one confirmed booking per seat, whatever
 * runs concurrently, in however many processes. The transaction-scoped advisory locks (first on
 * the e-mail, then on the meeting type, always in that order) serialise the checks that span
 * rows — the per-e-mail count, buffers around other times, the choice of seat — so a second
 * request for a full time waits, then sees it full and gets a clean 409 instead of a violation.
 *
 * Reminders: the 24-hour reminder is an outbox event due at start − 24 h, its id kept on the
 * booking. Rescheduling or cancelling withdraws it in the same transaction (its event and pending
 * deliveries are deleted unless something was already sent) and a moved booking gets a new one.
 * The payload also carries the booking's `sequence`, so a worker that had already claimed the old
 * reminder can see it is stale (booking cancelled or sequence moved on) and skip it.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, gte, lt, ne, sql } from "drizzle-orm";
import type { MeetingAvailability, MeetingType } from "../../app/content/business.ts";
import type { Lang } from "../../app/content/routes.ts";
import type { Database } from "../db/client.ts";
import { bookings } from "../db/schema.ts";
import { enqueue, type OutboxChannel } from "../outbox/enqueue.ts";
import { checkSlot, type Taken } from "./availability.ts";
import { MAX_FUTURE_PER_EMAIL } from "./schema.ts";
import type { AvailabilitySettings } from "./settings.ts";

const LOCK_SPACE = 4_200_322;
const HOUR = 3_600_000;

export type BookingRow = typeof bookings.$inferSelect;

export type NewBooking = {
  type: MeetingType;
  start: number;
  name: string;
  email: string;
  company?: string;
  phone?: string;
  interest?: string;
  message?: string;
  language: Lang;
  timezone: string;
};

export type StoreDeps = {
  db: Database;
  availability: AvailabilitySettings;
  /** Whether WEBHOOK_URL is set: booking events then go to the webhook too. */
  webhookConfigured: boolean;
  /** The manage link for a token, absolute (for e-mails). */
  manageUrl: (token: string, lang: Lang) => string;
  now: () => number;
};

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A unique violation: only reachable if something bypassed the locks; it still means "taken". */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error, i = 0; e && typeof e === "object" && i < 5; i++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

async function lock(tx: Tx, key: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}::int, hashtext(${key}))`);
}

export function createBookingStore(deps: StoreDeps) {
  const { db } = deps;

  /** Confirmed bookings of a type starting in [from, to): start → count. */
  async function taken(
    q: Pick<Database, "select">,
    type: MeetingType,
    from: number,
    to: number,
    except?: string,
  ): Promise<Taken> {
    const rows = await q
      .select({ start: bookings.startAt, n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.type, type),
          eq(bookings.status, "confirmed"),
          gte(bookings.startAt, new Date(from)),
          lt(bookings.startAt, new Date(to)),
          except ? ne(bookings.id, except) : undefined,
        ),
      )
      .groupBy(bookings.startAt);
    return new Map(rows.map((r) => [r.start.getTime(), Number(r.n)]));
  }

  /** Whether `start` can be taken now, and which seat is free, inside a locked transaction. */
  async function claim(
    tx: Tx,
    config: MeetingAvailability,
    type: MeetingType,
    start: number,
    except?: string,
  ) {
    const reach = (config.slotMinutes + config.bufferMinutes) * 60_000;
    const around = await taken(tx, type, start - reach + 1, start + reach, except);
    const check = checkSlot(config, start, deps.now(), around);
    if (check.status !== "free") return { ...check, config };
    const used = await tx
      .select({ seat: bookings.seat })
      .from(bookings)
      .where(
        and(
          eq(bookings.type, type),
          eq(bookings.status, "confirmed"),
          eq(bookings.startAt, new Date(start)),
          except ? ne(bookings.id, except) : undefined,
        ),
      );
    const seats = new Set(used.map((u) => u.seat));
    let seat = 0;
    while (seats.has(seat)) seat++;
    if (seat >= config.capacity) return { status: "taken" as const, config };
    return { ...check, seat, config };
  }

  function channels(): OutboxChannel[] {
    return [
      "email:visitor",
      "email:owner",
      ...(deps.webhookConfigured ? ["webhook" as const] : []),
    ];
  }

  function eventData(row: BookingRow) {
    return { ...bookingFields(row), sequence: row.sequence };
  }

  /** The visitor's reminder 24 h before, when that is still ahead. */
  async function scheduleReminder(tx: Tx, row: BookingRow, token: string) {
    const due = row.startAt.getTime() - 24 * HOUR;
    if (due <= deps.now()) return null;
    return enqueue(tx, {
      type: "booking.reminder",
      payload: {
        booking: eventData(row),
        manageUrl: deps.manageUrl(token, row.language),
      },
      channels: ["email:visitor"],
      deliverAfter: new Date(due),
    });
  }

  async function withdrawReminder(tx: Tx, eventId: string | null) {
    if (!eventId) return;
    await tx.execute(sql`
      DELETE FROM outbox_events e WHERE e.id = ${eventId}
        AND NOT EXISTS (SELECT 1 FROM outbox_deliveries d WHERE d.event_id = e.id AND d.status <> 'pending')`);
  }

  /** Cancels a row locked by the caller, with its event, in the caller's transaction. */
  async function cancelLocked(tx: Tx, row: BookingRow, reason: string | undefined) {
    await withdrawReminder(tx, row.reminderEventId);
    const [cancelled] = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelReason: reason ?? null,
        cancelledAt: new Date(deps.now()),
        sequence: sql`${bookings.sequence} + 1`,
        reminderEventId: null,
        updatedAt: sql`now()`,
      })
      .where(eq(bookings.id, row.id))
      .returning();
    await enqueue(tx, {
      type: "booking.cancelled",
      payload: { booking: eventData(cancelled!) },
      channels: channels(),
    });
    return cancelled!;
  }

  async function lockedByToken(tx: Tx, token: string) {
    const [found] = await tx
      .select({ type: bookings.type })
      .from(bookings)
      .where(eq(bookings.manageTokenHash, hashToken(token)));
    if (!found) return undefined;
    await lock(tx, `type:${found.type}`);
    const [row] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.manageTokenHash, hashToken(token)))
      .for("update");
    return row;
  }

  return {
    taken: (type: MeetingType, from: number, to: number) => taken(db, type, from, to),

    async create(input: NewBooking) {
      const token = newToken();
      // Read before the transaction: on PGlite a query outside it would wait for its end.
      const config = (await deps.availability.get())[input.type];
      try {
        return await db.transaction(async (tx) => {
          const email = input.email.toLowerCase();
          await lock(tx, `email:${email}`);
          await lock(tx, `type:${input.type}`);
          const [{ n } = { n: 0 }] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(bookings)
            .where(
              and(
                eq(bookings.status, "confirmed"),
                sql`lower(${bookings.email}) = ${email}`,
                gt(bookings.startAt, new Date(deps.now())),
              ),
            );
          if (Number(n) >= MAX_FUTURE_PER_EMAIL)
            return { ok: false as const, reason: "too_many_bookings" as const };
          const slot = await claim(tx, config, input.type, input.start);
          if (slot.status === "invalid")
            return { ok: false as const, reason: "slot_unavailable" as const };
          if (slot.status === "taken") return { ok: false as const, reason: "slot_taken" as const };

          const [row] = await tx
            .insert(bookings)
            .values({
              id: crypto.randomUUID(),
              type: input.type,
              startAt: new Date(slot.start),
              endAt: new Date(slot.end),
              seat: slot.seat,
              capacity: slot.config.capacity,
              name: input.name,
              email: input.email,
              company: input.company ?? null,
              phone: input.phone ?? null,
              interest: input.interest ?? null,
              message: input.message ?? null,
              language: input.language,
              timezone: input.timezone,
              manageTokenHash: hashToken(token),
            })
            .returning();
          const booking = row!;
          const reminderEventId = await scheduleReminder(tx, booking, token);
          if (reminderEventId)
            await tx.update(bookings).set({ reminderEventId }).where(eq(bookings.id, booking.id));
          await enqueue(tx, {
            type: "booking.created",
            payload: {
              booking: eventData(booking),
              manageUrl: deps.manageUrl(token, booking.language),
            },
            channels: channels(),
          });
          return { ok: true as const, booking, token };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false as const, reason: "slot_taken" as const };
        throw error;
      }
    },

    async byToken(token: string): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(eq(bookings.manageTokenHash, hashToken(token)));
      return row;
    },

    async reschedule(token: string, start: number) {
      const availability = await deps.availability.get();
      try {
        return await db.transaction(async (tx) => {
          const row = await lockedByToken(tx, token);
          if (!row) return { ok: false as const, reason: "not_found" as const };
          if (row.status === "cancelled")
            return { ok: false as const, reason: "cancelled" as const, booking: row };
          if (row.startAt.getTime() <= deps.now())
            return { ok: false as const, reason: "already_started" as const, booking: row };
          if (row.startAt.getTime() === start) return { ok: true as const, booking: row };
          const slot = await claim(tx, availability[row.type], row.type, start, row.id);
          if (slot.status === "invalid")
            return { ok: false as const, reason: "slot_unavailable" as const, booking: row };
          if (slot.status === "taken")
            return { ok: false as const, reason: "slot_taken" as const, booking: row };

          await withdrawReminder(tx, row.reminderEventId);
          const [moved] = await tx
            .update(bookings)
            .set({
              startAt: new Date(slot.start),
              endAt: new Date(slot.end),
              seat: slot.seat,
              capacity: slot.config.capacity,
              sequence: sql`${bookings.sequence} + 1`,
              reminderEventId: null,
              updatedAt: sql`now()`,
            })
            .where(eq(bookings.id, row.id))
            .returning();
          const reminderEventId = await scheduleReminder(tx, moved!, token);
          const [booking] = reminderEventId
            ? await tx
                .update(bookings)
                .set({ reminderEventId })
                .where(eq(bookings.id, row.id))
                .returning()
            : [moved!];
          await enqueue(tx, {
            type: "booking.rescheduled",
            payload: {
              booking: eventData(booking!),
              previous: { start: row.startAt.toISOString(), end: row.endAt.toISOString() },
              manageUrl: deps.manageUrl(token, booking!.language),
            },
            channels: channels(),
          });
          return { ok: true as const, booking: booking! };
        });
      } catch (error) {
        if (isUniqueViolation(error))
          return { ok: false as const, reason: "slot_taken" as const, booking: undefined };
        throw error;
      }
    },

    async cancel(token: string, reason: string | undefined) {
      return db.transaction(async (tx) => {
        const row = await lockedByToken(tx, token);
        if (!row) return { ok: false as const, reason: "not_found" as const };
        // Cancelling twice is answered like the first time, and announced once.
        if (row.status === "cancelled") return { ok: true as const, booking: row };
        if (row.startAt.getTime() <= deps.now())
          return { ok: false as const, reason: "already_started" as const, booking: row };
        return { ok: true as const, booking: await cancelLocked(tx, row, reason) };
      });
    },

    /**
     * The owner cancels from the admin; `note` reaches the visitor as the cancellation's reason
     * (the e-mail's reason line). Unlike the visitor's own repeat, a second cancel is refused:
     * the owner must not believe a new note went out.
     */
    async cancelByAdmin(id: string, note: string | undefined) {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ type: bookings.type })
          .from(bookings)
          .where(eq(bookings.id, id));
        if (!found) return { ok: false as const, reason: "not_found" as const };
        await lock(tx, `type:${found.type}`);
        const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
        if (!row) return { ok: false as const, reason: "not_found" as const };
        if (row.status === "cancelled") return { ok: false as const, reason: "cancelled" as const };
        if (row.startAt.getTime() <= deps.now())
          return { ok: false as const, reason: "already_started" as const };
        return { ok: true as const, booking: await cancelLocked(tx, row, note) };
      });
    },
  };
}

export type BookingStore = ReturnType<typeof createBookingStore>;

/** A booking as plain JSON: what its events carry and the manage function shows. */
export function bookingFields(row: BookingRow) {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    interest: row.interest,
    message: row.message,
    language: row.language,
    timezone: row.timezone,
    cancelReason: row.cancelReason,
  };
}
