/**
 * From an outbox event to the e-mail of one channel: the visitor's (their language and zone, with
 * the calendar file) or the owner's (the owner's language, the business zone). Texts come from
 * app/content/notifications.ts; a payload that does not match its type can never be rendered, so
 * it fails the delivery at once instead of being retried.
 */
import { notifications } from "../../app/content/notifications.ts";
import type { Lang } from "../../app/content/routes.ts";
import { statedNeeds } from "../../app/i18n/stated-needs.ts";
import { format } from "../../app/i18n/translate.ts";
import type { OutboxChannel } from "./enqueue.ts";
import { buildIcs } from "./ics.ts";
import {
  bookingPayloadSchema,
  leadPayloadSchema,
  PermanentDeliveryError,
  type LeadPayload,
  type StoredEvent,
} from "./types.ts";
import { validZone } from "../../app/content/time-zone.ts";

export type MailContext = {
  /** The company's name (site config). */
  business: string;
  /** Where the owner's notifications go. */
  ownerEmail: string;
  ownerLanguage: Lang;
  /** The zone the owner reads times in: the business time zone. */
  ownerTimezone: string;
  /** The organizer of the calendar event: the sender's address. */
  organizerEmail: string;
  /** `https://meet.example.com/novaflow-{id}`: {id} is the booking's id; unset = no link yet. */
  meetingUrlTemplate?: string;
};

export type RenderedMail = {
  to: string;
  subject: string;
  text: string;
  /** The calendar file: sent both as the invitation part and as an attachment. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
};

const locale: Record<Lang, string> = { es: "es", en: "en-US" };
const stage = {
  "booking.created": "created",
  "booking.rescheduled": "rescheduled",
  "booking.cancelled": "cancelled",
  "booking.reminder": "reminder",
} as const;

/** The UID of a booking's calendar event: the same in every e-mail and the page's download. */
export function bookingUid(bookingId: string): string {
  return `booking-${bookingId}@novaflow.booking`;
}

/** A long date and time in a zone: 24-hour clock in Spanish, 12-hour in English. */
export function formatWhen(iso: string, lang: Lang, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: lang === "en",
    timeZone,
  };
  try {
    return new Intl.DateTimeFormat(locale[lang], options).format(new Date(iso));
  } catch {
    // An unknown zone in an old row: UTC, named as such by the caller's {timezone}.
    return new Intl.DateTimeFormat(locale[lang], { ...options, timeZone: "UTC" }).format(
      new Date(iso),
    );
  }
}

export function meetingUrl(
  payload: { meetingUrl?: string; booking: { id: string } },
  template?: string,
): string | undefined {
  if (payload.meetingUrl) return payload.meetingUrl;
  if (!template) return undefined;
  return template.replaceAll("{id}", encodeURIComponent(payload.booking.id));
}

/** One line per known field, for the owner. */
function details(lang: Lang, fields: Record<string, string | undefined>): string {
  const labels = notifications[lang].fields;
  return Object.entries(fields)
    .filter((entry): entry is [keyof typeof labels, string] => Boolean(entry[1]))
    .map(([key, value]) => `${labels[key]}: ${value}`)
    .join("\n");
}

/** Subjects are one line whatever a visitor typed into their name. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
/** Empty optional lines (no reason, no link) leave no blank gap behind. */
const tidy = (text: string) => text.replace(/\n{3,}/g, "\n\n").trim() + "\n";

function renderBooking(
  event: StoredEvent,
  channel: Exclude<OutboxChannel, "webhook">,
  ctx: MailContext,
): RenderedMail {
  const parsed = bookingPayloadSchema.safeParse(event.payload);
  if (!parsed.success)
    throw new PermanentDeliveryError(`payload of ${event.type} does not match its type`);
  const { booking, manageUrl = "", previous } = parsed.data;
  const kind = stage[event.type as keyof typeof stage];
  const visitor = channel === "email:visitor";
  const lang = visitor ? booking.language : ctx.ownerLanguage;
  const zone = validZone(visitor ? booking.timezone : ctx.ownerTimezone);
  const t = notifications[lang];
  const url = meetingUrl(parsed.data, ctx.meetingUrlTemplate);
  const vars = {
    business: ctx.business,
    name: booking.name,
    meeting: t.meetingNames[booking.type],
    when: formatWhen(booking.start, lang, zone),
    timezone: zone,
    previousWhen: previous ? formatWhen(previous.start, lang, zone) : "",
    manageUrl,
    meetingLine: url ? format(t.meetingLink, { url }) : visitor ? t.meetingLinkLater : "",
    reasonLine: booking.cancelReason ? format(t.reasonLine, { reason: booking.cancelReason }) : "",
    details: details(lang, {
      name: booking.name,
      email: booking.email,
      company: booking.company,
      phone: booking.phone,
      interest: booking.interest,
      message: booking.message,
      timezone: booking.timezone,
      manage: manageUrl,
    }),
  };
  const mail = visitor ? t.visitor[kind] : t.owner[kind];
  const rendered: RenderedMail = {
    to: visitor ? booking.email : ctx.ownerEmail,
    subject: oneLine(format(mail.subject, vars)),
    text: tidy(format(mail.body, vars)),
  };
  if (visitor && kind !== "reminder") {
    const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
    rendered.calendar = {
      method,
      content: buildIcs({
        method,
        uid: bookingUid(booking.id),
        sequence: booking.sequence,
        start: new Date(booking.start),
        end: new Date(booking.end),
        stamp: event.createdAt,
        summary: `${vars.meeting}: ${ctx.business}`,
        description: [url && vars.meetingLine, manageUrl].filter(Boolean).join("\n"),
        url,
        organizer: { name: ctx.business, email: ctx.organizerEmail },
        attendee: { name: booking.name, email: booking.email },
      }),
    };
  }
  return rendered;
}

/** The lead's needs, one labelled line each under the heading; empty when none was said. */
function leadNeeds(lang: Lang, needs: LeadPayload["needs"]): string {
  const { heading, ...labels } = notifications[lang].leadNeeds;
  const keys = Object.keys(labels) as (keyof typeof labels)[];
  const lines = statedNeeds(needs, keys, lang).map(([key, value]) => `- ${labels[key]}: ${value}`);
  return lines.length ? `${heading}\n${lines.join("\n")}` : "";
}

/** The conversation's last messages, who said each, oldest first; empty when none came. */
function leadTranscript(lang: Lang, transcript: LeadPayload["transcript"]): string {
  if (!transcript?.length) return "";
  const t = notifications[lang].transcript;
  const lines = transcript.map((m) => `${t[m.role]}: ${m.content}`);
  return `${format(t.heading, { count: String(transcript.length) })}\n\n${lines.join("\n\n")}`;
}

function renderLead(event: StoredEvent, ctx: MailContext): RenderedMail {
  const parsed = leadPayloadSchema.safeParse(event.payload);
  if (!parsed.success) throw new PermanentDeliveryError("payload of lead.created does not match");
  const lead = parsed.data;
  const lang = ctx.ownerLanguage;
  const t = notifications[lang];
  const name = lead.name ?? lead.email ?? lead.phone ?? "—";
  const vars = {
    business: ctx.business,
    name,
    details: details(lang, {
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      interest: lead.interest,
      score: lead.score === undefined ? undefined : String(lead.score),
      booking: lead.bookingId,
      summary: lead.summary,
      thread: lead.threadId,
    }),
    needs: leadNeeds(lang, lead.needs),
    transcript: leadTranscript(lang, lead.transcript),
  };
  return {
    to: ctx.ownerEmail,
    subject: oneLine(format(t.owner.lead.subject, vars)),
    text: tidy(format(t.owner.lead.body, vars)),
  };
}

export function renderMail(
  event: StoredEvent,
  channel: Exclude<OutboxChannel, "webhook">,
  ctx: MailContext,
): RenderedMail {
  if (event.type === "lead.created") {
    // A lead's only e-mail is the owner's: the visitor was answered in the chat.
    if (channel !== "email:owner")
      throw new PermanentDeliveryError("lead.created has no visitor e-mail");
    return renderLead(event, ctx);
  }
  return renderBooking(event, channel, ctx);
}
