/**
 * What the outbox worker reads from an event's payload. The booking and lead code writes these
 * shapes with enqueue(); the worker validates them again before rendering, since a row written by
 * an older version of the code may not match today's type.
 */
import { z } from "zod";
import type { OutboxChannel, OutboxEventType } from "./enqueue.ts";

const iso = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().max(max);
/** The booking code writes null for an empty optional field. */
const optional = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value || undefined);

/** The booking as every booking.* event carries it (server/booking/store.ts, eventData). */
export const bookingSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(["demo", "ai-development"]),
  status: z.enum(["confirmed", "cancelled"]).optional(),
  start: iso,
  end: iso,
  name: text(200).min(1),
  email: z.email(),
  company: optional(200),
  phone: optional(60),
  interest: optional(200),
  message: optional(5_000),
  language: z.enum(["es", "en"]),
  /** The visitor's IANA time zone: their e-mails state times in it. */
  timezone: text(64).min(1),
  /** The calendar SEQUENCE: 0 when booked, raised by each reschedule and by the cancellation. */
  sequence: z.number().int().min(0),
  cancelReason: optional(2_000),
});
export type Booking = z.infer<typeof bookingSchema>;

/** An event's payload: `{ booking, manageUrl?, previous? }`. */
export const bookingPayloadSchema = z.object({
  booking: bookingSchema,
  /** The private manage link (absolute URL); a cancellation has none. */
  manageUrl: z.url().optional(),
  /** booking.rescheduled: where it was before. */
  previous: z.object({ start: iso, end: iso }).optional(),
  /** A meeting link chosen by the booking code; else MEETING_URL_TEMPLATE fills one. */
  meetingUrl: z.url().optional(),
});
export type BookingPayload = z.input<typeof bookingPayloadSchema>;

/** What the visitor said they need (server/leads/schema.ts writes it, bounded the same way). */
const leadNeedsSchema = z.object({
  teamSize: z.number().int().min(0).optional(),
  agents: z.number().int().min(0).optional(),
  users: z.number().int().min(0).optional(),
  channels: z.array(text(40)).max(10).optional(),
  monthlyConversations: z.number().int().min(0).optional(),
  industry: text(80).optional(),
  plan: text(40).optional(),
});

/** Most recent messages a lead.created carries, and the characters kept of each. */
export const LEAD_TRANSCRIPT_MESSAGES = 50;
export const LEAD_TRANSCRIPT_CHARS = 2_000;

/**
 * lead.created: contact details the sales assistant captured (server/leads/store.ts). Absent
 * fields are left out, never null. The webhook's `data` is this object as written.
 */
export const leadPayloadSchema = z.object({
  /** The lead's id (leads.id). */
  id: z.string().min(1).max(100),
  /** The conversation it was captured in (chat_threads.id). */
  threadId: z.string().max(100).optional(),
  name: text(200).optional(),
  email: z.email().optional(),
  phone: text(60).optional(),
  company: text(200).optional(),
  interest: text(200).optional(),
  /** A short summary of the conversation for the owner. */
  summary: text(5_000).optional(),
  needs: leadNeedsSchema.optional(),
  /** 0–100 (server/leads/score.ts). */
  score: z.number().int().min(0).max(100).optional(),
  /** A demo booked in the chat (bookings.id). */
  bookingId: z.string().max(100).optional(),
  source: text(40).optional(),
  language: z.enum(["es", "en"]),
  /** The conversation's last messages, oldest first, each cut to LEAD_TRANSCRIPT_CHARS. */
  transcript: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"]),
        content: text(LEAD_TRANSCRIPT_CHARS),
        at: iso,
      }),
    )
    .max(LEAD_TRANSCRIPT_MESSAGES)
    .optional(),
});
export type LeadPayload = z.infer<typeof leadPayloadSchema>;

/** An event as the worker hands it to a transport. */
export type StoredEvent = {
  id: string;
  type: OutboxEventType;
  payload: Record<string, unknown>;
  createdAt: Date;
};

/**
 * Delivers one event on one channel; throws to have it retried. A PermanentDeliveryError (a
 * payload that can never be rendered) fails the delivery at once instead. (Not nodemailer's own
 * `permanent` flag: a 5xx from a misconfigured relay heals once it is fixed, so it is retried.)
 */
export type Transport = (event: StoredEvent, channel: OutboxChannel) => Promise<void>;

/** An unset transport means "not configured": its deliveries wait, untouched, until it is. */
export type OutboxTransports = { email?: Transport; webhook?: Transport };

export class PermanentDeliveryError extends Error {
  readonly outboxPermanent = true;
}
