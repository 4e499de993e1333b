/**
 * What the sales assistant may store about a visitor who left their contact details: checked here,
 * at the boundary, because the values come from a conversation (the visitor's words, or a model's
 * reading of them). Refusals come back as results naming the field (`invalid_email`, …), never as
 * exceptions, so the engine can ask the visitor again for exactly what was wrong.
 */
import { z } from "zod";
import { plans, type PlanId } from "../../app/content/business.ts";
import { languages, type Lang } from "../../app/content/routes.ts";
import { isStorableText } from "../text.ts";

export const LEAD_LIMITS = {
  name: 120,
  email: 254,
  company: 160,
  interest: 120,
  industry: 80,
  /** One channel's name ("WhatsApp"), and how many. */
  channel: 40,
  channels: 10,
  /** Digits of a phone number, E.164 allows 15; some numbers come with extensions. */
  phoneDigits: { min: 7, max: 20 },
  /** Characters of a phone number as typed, separators included. */
  phoneChars: 40,
} as const;

/** What the visitor told about their needs: known keys only, each bounded. */
export type LeadNeeds = {
  /** People in the visitor's team or company. */
  teamSize?: number;
  /** Live-chat agents they would need. */
  agents?: number;
  /** Active users (contacts) a month. */
  users?: number;
  /** Channels they want (WhatsApp, Instagram, …), as said. */
  channels?: string[];
  monthlyConversations?: number;
  industry?: string;
  /** A plan they asked about (app/content/business.ts). */
  plan?: PlanId;
};

export type LeadCaptureInput = {
  /** The conversation (chat_threads.id) the details were given in. */
  threadId: string;
  name: string;
  email?: string;
  /** WhatsApp or phone, as typed: digits, spaces, dashes, dots, brackets, a leading + or 00. */
  phone?: string;
  company?: string;
  /** A short text or a service / plan id. */
  interest?: string;
  /** `plan` must be a plan id of app/content/business.ts; another value is `invalid_needs`. */
  needs?: Omit<LeadNeeds, "plan"> & { plan?: string };
  language: Lang;
  /** A booking made in the chat (bookings.id). */
  bookingId?: string;
};

export type LeadInputError =
  | "invalid_thread"
  | "invalid_name"
  | "invalid_email"
  | "invalid_phone"
  | "missing_contact"
  | "invalid_company"
  | "invalid_interest"
  | "invalid_needs"
  | "invalid_language"
  | "invalid_booking"
  | "invalid_input";

/** An absent optional field may arrive as undefined, null or an empty string. */
const blank = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** One line of text the database can store, trimmed, inner whitespace runs as one space. */
const line = (max: number) =>
  z
    .string()
    .refine(isStorableText)
    .transform((s) => s.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1).max(max));

const optionalLine = (max: number) => z.preprocess(blank, line(max).optional());

/**
 * A phone or WhatsApp number in an E.164-like form: `+` and the digits when it was written
 * internationally (a leading + or 00), else the digits alone. Undefined when it is not a number.
 */
export function normalisePhone(raw: string): string | undefined {
  const typed = raw.trim();
  if (typed.length > LEAD_LIMITS.phoneChars || !/^\+?[\d\s().-]+$/.test(typed)) return undefined;
  let digits = typed.replace(/\D/g, "");
  const international = typed.startsWith("+") || digits.startsWith("00");
  if (!typed.startsWith("+") && digits.startsWith("00")) digits = digits.slice(2);
  const { min, max } = LEAD_LIMITS.phoneDigits;
  if (digits.length < min || digits.length > max) return undefined;
  return international ? `+${digits}` : digits;
}

const phone = z
  .string()
  .transform((s, ctx) => normalisePhone(s) ?? (ctx.addIssue({ code: "custom" }), z.NEVER));

const count = (max: number) => z.number().int().min(0).max(max);

/** Channels once each: the same one said twice, or in another case, is one. */
export const uniqueChannels = (list: string[]) =>
  list.filter((c, i) => list.findIndex((d) => d.toLowerCase() === c.toLowerCase()) === i);

const planIds = plans.map((p) => p.id) as [PlanId, ...PlanId[]];

export const needsSchema = z.object({
  teamSize: count(1_000_000).optional(),
  agents: count(100_000).optional(),
  users: count(100_000_000).optional(),
  channels: z
    .array(line(LEAD_LIMITS.channel))
    .max(LEAD_LIMITS.channels)
    .transform(uniqueChannels)
    .optional(),
  monthlyConversations: count(1_000_000_000).optional(),
  industry: optionalLine(LEAD_LIMITS.industry),
  plan: z.enum(planIds).optional(),
}) satisfies z.ZodType<LeadNeeds>;

/** Any uuid-shaped id (PostgreSQL's uuid type takes every one, whatever its version bits). */
const id = z.guid();

export const leadInputSchema = z.object({
  threadId: id,
  name: line(LEAD_LIMITS.name),
  email: z.preprocess(blank, z.string().trim().max(LEAD_LIMITS.email).pipe(z.email()).optional()),
  phone: z.preprocess(blank, phone.optional()),
  company: optionalLine(LEAD_LIMITS.company),
  interest: optionalLine(LEAD_LIMITS.interest),
  needs: z.preprocess((v) => (v === null ? undefined : v), needsSchema.optional()),
  language: z.enum(languages),
  bookingId: z.preprocess(blank, id.optional()),
});

export type ValidLead = z.infer<typeof leadInputSchema>;

const fieldErrors: Record<string, LeadInputError> = {
  threadId: "invalid_thread",
  name: "invalid_name",
  email: "invalid_email",
  phone: "invalid_phone",
  company: "invalid_company",
  interest: "invalid_interest",
  needs: "invalid_needs",
  language: "invalid_language",
  bookingId: "invalid_booking",
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: LeadInputError };

/** The lead as stored, or the first refused field; name plus an e-mail or a phone is the minimum. */
export function parseLeadInput(input: unknown): Parsed<ValidLead> {
  const parsed = leadInputSchema.safeParse(input);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return { ok: false, reason: fieldErrors[String(field)] ?? "invalid_input" };
  }
  if (!parsed.data.email && !parsed.data.phone) return { ok: false, reason: "missing_contact" };
  return { ok: true, value: parsed.data };
}
