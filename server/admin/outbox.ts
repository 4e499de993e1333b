/**
 * The outbox as the owner sees it: the latest deliveries of every event (bookings' and leads'),
 * filtered by status, a page at a time, and "retry now" (server/outbox/worker.ts). Whether SMTP
 * and the webhook are configured comes from the environment, so the page can say why e-mails wait.
 */
import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { outboxDeliveries } from "../db/schema.ts";
import { retryNow } from "../outbox/worker.ts";
import { deliveryOf, type BookingDelivery, type DeliveryRow } from "./bookings.ts";

export const deliveryStatuses = ["pending", "sent", "failed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export type AdminOutboxOptions = { smtpConfigured: boolean; webhookConfigured: boolean };

export function createAdminOutbox(db: Database, options: AdminOutboxOptions) {
  return {
    smtpConfigured: options.smtpConfigured,
    webhookConfigured: options.webhookConfigured,

    /** Newest first; `status` undefined = all. Past the last page, no query for rows. */
    async page(status: DeliveryStatus | undefined, page: number, perPage: number) {
      const where = status ? eq(outboxDeliveries.status, status) : undefined;
      const [row] = await db.select({ n: count() }).from(outboxDeliveries).where(where);
      const total = Number(row?.n ?? 0);
      const offset = (page - 1) * perPage;
      if (offset >= total) return { deliveries: [] as BookingDelivery[], total };
      const filter = status ? sql`WHERE d.status = ${status}` : sql``;
      const result = (await db.execute(sql`
        SELECT d.id::text AS id, e.type AS event_type, d.channel, d.status, d.attempts,
          d.next_attempt_at, d.last_error, d.sent_at, d.created_at
        FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
        ${filter}
        ORDER BY d.id DESC
        LIMIT ${perPage} OFFSET ${offset}`)) as unknown as { rows: DeliveryRow[] };
      return { deliveries: result.rows.map(deliveryOf), total };
    },

    /** False when the delivery is sent, in flight or gone. */
    retry: (deliveryId: number) => retryNow(db, deliveryId),
  };
}

export type AdminOutbox = ReturnType<typeof createAdminOutbox>;
