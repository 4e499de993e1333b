/**
 * Writing to the outbox: call inside the transaction that saves what the event announces, so the
 * event exists exactly when the booking or lead does. Delivery is the worker's (./worker.ts).
 */
import type { Database } from "../db/client.ts";
import { outboxDeliveries, outboxEvents } from "../db/schema.ts";

export type OutboxEventType =
  | "booking.created"
  | "booking.rescheduled"
  | "booking.cancelled"
  | "booking.reminder"
  | "lead.created";

export type OutboxChannel = "email:visitor" | "email:owner" | "webhook";

export type OutboxEvent = {
  type: OutboxEventType;
  /** Plain JSON: what the e-mails and the webhook's `data` are made from. */
  payload: Record<string, unknown>;
  /** Where it goes; an e-mail channel waits in the outbox while SMTP is not configured. */
  channels: OutboxChannel[];
  /** Not before (a reminder 24 h ahead); default now. */
  deliverAfter?: Date;
};

/** A Drizzle transaction or the database itself (then the event is its own transaction). */
type Writer = Pick<Database, "insert">;

export async function enqueue(tx: Writer, event: OutboxEvent): Promise<string> {
  const id = crypto.randomUUID();
  await tx.insert(outboxEvents).values({ id, type: event.type, payload: event.payload });
  if (event.channels.length > 0)
    await tx.insert(outboxDeliveries).values(
      event.channels.map((channel) => ({
        eventId: id,
        channel,
        nextAttemptAt: event.deliverAfter ?? new Date(),
      })),
    );
  return id;
}
