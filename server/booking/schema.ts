/** Requests and answers of the booking functions (docs/product/design.md §4). */
import { z } from "zod";
import { meetingTypes } from "../../app/content/business.ts";
import type { BookingErrorCode } from "../../app/content/booking.ts";
import { languages } from "../../app/content/routes.ts";
import { canonicalTimeZone, isIsoDate, MAX_DAYS } from "./availability.ts";

/** Bytes of JSON accepted at all; a booking form is well under 8 KB. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Upcoming bookings one e-mail address may hold at once. */
export const MAX_FUTURE_PER_EMAIL = 3;
/** Free times offered with a 409. */
export const ALTERNATIVES = 6;

const timeZone = z
  .string()
  .max(64)
  .transform((tz, ctx) => canonicalTimeZone(tz) ?? (ctx.addIssue({ code: "custom" }), z.NEVER));
const instant = z.iso.datetime({ offset: true }).transform((s) => Date.parse(s));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((s) => s || undefined);

/** The manage link's secret: 32 random bytes, base64url. */
export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const slotsQuerySchema = z.object({
  type: z.enum(meetingTypes),
  from: z.string().refine(isIsoDate).optional(),
  days: z.coerce.number().int().min(1).max(MAX_DAYS).default(7),
  tz: timeZone.optional(),
});

export const createBookingSchema = z.object({
  type: z.enum(meetingTypes),
  start: instant,
  name: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  company: optionalText(120),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^$|^\+?[\d\s().-]{6,40}$/)
    .optional()
    .transform((s) => s || undefined),
  interest: optionalText(120),
  message: optionalText(2000),
  language: z.enum(languages),
  timezone: timeZone,
  consent: z.literal(true),
});
export type CreateBookingBody = z.infer<typeof createBookingSchema>;

export const rescheduleSchema = z.object({
  token: tokenSchema,
  start: instant,
  language: z.enum(languages).optional(),
});

export const cancelSchema = z.object({
  token: tokenSchema,
  reason: optionalText(1000),
  language: z.enum(languages).optional(),
});

/** Which error a refused field gives; anything else is `invalid_request`. */
export const fieldErrors: Partial<Record<string, BookingErrorCode>> = {
  type: "invalid_type",
  start: "invalid_start",
  name: "invalid_name",
  email: "invalid_email",
  company: "invalid_company",
  phone: "invalid_phone",
  interest: "invalid_interest",
  message: "invalid_message",
  timezone: "invalid_timezone",
  tz: "invalid_timezone",
  from: "invalid_date",
  days: "invalid_days",
  consent: "consent_required",
  reason: "invalid_reason",
  token: "not_found",
};

export type BookingCreated = {
  id: string;
  type: string;
  start: string;
  end: string;
  manageUrl: string;
};
