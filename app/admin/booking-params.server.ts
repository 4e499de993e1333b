/**
 * What the bookings, availability and outbox pages take from URLs and forms, checked before any
 * query: a malformed booking id is a 404 (the uuid column would refuse it), an unknown view or
 * status is a 404 rather than a silently different list.
 */
import { z } from "zod";
import type { BookingView } from "../../server/admin/bookings.ts";
import type { DeliveryStatus } from "../../server/admin/outbox.ts";

export const bookingViews = ["upcoming", "past", "cancelled"] as const satisfies BookingView[];
export const deliveryStatuses = ["pending", "sent", "failed"] as const satisfies DeliveryStatus[];

export const bookingIdSchema = z.uuid();

/** `?view=`: absent means upcoming. */
export const viewSchema: z.ZodType<BookingView, string | null> = z.union([
  z.null().transform((): BookingView => "upcoming"),
  z.enum(bookingViews),
]);

/** `?status=`: absent means every status. */
export const statusSchema: z.ZodType<DeliveryStatus | undefined, string | null> = z.union([
  z.null().transform(() => undefined),
  z.enum(deliveryStatuses),
]);

/** Outbox delivery ids are a bigint identity; anything a JS number holds exactly is accepted. */
export const deliveryIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);

/** The owner's note on a cancellation: as long as a visitor's own reason may be. */
export const cancelNoteSchema = z
  .string()
  .max(1000)
  .transform((note) => note.trim() || undefined);
