/**
 * Bookings as the owner sees them in the admin: lists (upcoming, past, cancelled) a page at a
 * time, one booking with its outbox deliveries, the owner's cancellation (through the booking
 * store, so the event is written in the same transaction), a streamed CSV, and the availability
 * editor's reads and writes (server/booking/settings.ts).
 */
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { bookings } from "../db/schema.ts";
import { createAvailabilitySettings } from "../booking/settings.ts";
import { bookingFields, createBookingStore, type BookingRow } from "../booking/store.ts";
import { bookingsCsvStream } from "./bookings-csv.ts";

export const bookingViews = ["upcoming", "past", "cancelled"] as const;
export type BookingView = (typeof bookingViews)[number];

export type AdminBooking = ReturnType<typeof bookingFields> & {
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  sequence: number;
  seat: number;
  capacity: number;
};

export type BookingDelivery = {
  id: number;
  eventType: string;
  channel: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
};

export function adminBooking(row: BookingRow): AdminBooking {
  return {
    ...bookingFields(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    sequence: row.sequence,
    seat: row.seat,
    capacity: row.capacity,
  };
}

const isoOf = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

export type AdminBookingsOptions = {
  /** WEBHOOK_URL is set: an owner's cancellation goes to the webhook too. */
  webhookConfigured: boolean;
  now: () => number;
};

export function createAdminBookings(db: Database, options: AdminBookingsOptions) {
  const availability = createAvailabilitySettings(db, { now: options.now });
  const store = createBookingStore({
    db,
    availability,
    webhookConfigured: options.webhookConfigured,
    // The admin only cancels, and a cancellation carries no manage link.
    manageUrl: () => "",
    now: options.now,
  });

  /** Which rows a view shows, and in which order: the most relevant first. */
  function viewOf(view: BookingView): { where: SQL | undefined; order: SQL[] } {
    const now = new Date(options.now());
    if (view === "upcoming")
      return {
        where: and(eq(bookings.status, "confirmed"), gte(bookings.startAt, now)),
        order: [asc(bookings.startAt), asc(bookings.id)],
      };
    if (view === "past")
      return {
        where: and(eq(bookings.status, "confirmed"), lt(bookings.startAt, now)),
        order: [desc(bookings.startAt), desc(bookings.id)],
      };
    return {
      where: eq(bookings.status, "cancelled"),
      order: [desc(bookings.cancelledAt), desc(bookings.id)],
    };
  }

  return {
    /** One page of a view, with the view's total; past the last page, no query for rows. */
    async page(view: BookingView, page: number, perPage: number) {
      const { where, order } = viewOf(view);
      const [row] = await db.select({ n: count() }).from(bookings).where(where);
      const total = Number(row?.n ?? 0);
      const offset = (page - 1) * perPage;
      if (offset >= total) return { bookings: [] as AdminBooking[], total };
      const rows = await db
        .select()
        .from(bookings)
        .where(where)
        .orderBy(...order)
        .limit(perPage)
        .offset(offset);
      return { bookings: rows.map(adminBooking), total };
    },

    /** One booking, and whether it is still ahead (the visitor can move or cancel it). */
    async get(id: string) {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      return row && { ...adminBooking(row), upcoming: row.startAt.getTime() > options.now() };
    },

    /** Every delivery of every event about one booking, oldest first. */
    async deliveries(id: string): Promise<BookingDelivery[]> {
      const result = (await db.execute(sql`
        SELECT d.id::text AS id, e.type AS event_type, d.channel, d.status, d.attempts,
          d.next_attempt_at, d.last_error, d.sent_at, d.created_at
        FROM outbox_events e JOIN outbox_deliveries d ON d.event_id = e.id
        WHERE e.payload->'booking'->>'id' = ${id}
        ORDER BY d.created_at, d.id`)) as unknown as { rows: DeliveryRow[] };
      return result.rows.map(deliveryOf);
    },

    cancel: (id: string, note: string | undefined) => store.cancelByAdmin(id, note),

    csv: (): ReadableStream<Uint8Array> => bookingsCsvStream(db),

    /** The hours in force now, defaults under the owner's overrides. */
    availability: () => availability.fresh(),
    saveAvailability: (input: unknown) => availability.save(input),
  };
}

export type AdminBookings = ReturnType<typeof createAdminBookings>;

export type DeliveryRow = {
  id: string;
  event_type: string;
  channel: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: string | Date;
  last_error: string | null;
  sent_at: string | Date | null;
  created_at: string | Date;
};

export function deliveryOf(row: DeliveryRow): BookingDelivery {
  return {
    id: Number(row.id),
    eventType: row.event_type,
    channel: row.channel,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: isoOf(row.next_attempt_at)!,
    lastError: row.last_error,
    sentAt: isoOf(row.sent_at),
    createdAt: isoOf(row.created_at)!,
  };
}
