/**
 * A lead as the leads page shows it: the conversation as stored, and the contact details with
 * every text already final (score, needs, the booking's meeting and time in the business zone),
 * filled here on the server from the admin's texts (STYLE 12).
 */
import type { MeetingType } from "../content/business.ts";
import type { adminEs } from "../content/es/admin.ts";
import type { Lang } from "../content/routes.ts";
import { statedNeeds } from "../i18n/stated-needs.ts";
import { format } from "../i18n/translate.ts";
import type { Lead, LeadContact } from "../../server/admin/leads.ts";
import { adminPaths } from "./paths.ts";
import { whenIn } from "./when.server.ts";

type Texts = typeof adminEs;

export type LeadViewContext = {
  lang: Lang;
  texts: Texts;
  /** The business time zone of a meeting type (the availability in force). */
  zoneOf: (type: MeetingType) => string;
};

/** One line per need the visitor stated, in the order of the texts. */
function needsLines(needs: LeadContact["needs"], lang: Lang, texts: Texts): string[] {
  const t = texts.leads.needs;
  const keys = Object.keys(t) as (keyof typeof t)[];
  return statedNeeds(needs, keys, lang).map(([key, value]) => format(t[key], { value }));
}

export function leadView(lead: Lead, { lang, texts, zoneOf }: LeadViewContext) {
  const t = texts.leads.contact;
  const c = lead.contact;
  return {
    id: lead.id,
    language: lead.language,
    createdAt: lead.createdAt,
    messageCount: lead.messageCount,
    messages: lead.messages,
    hasConversation: lead.hasConversation,
    contact: c && {
      name: c.name,
      email: c.email,
      phone: c.phone,
      /** Only a number written internationally can open a WhatsApp chat. */
      whatsapp: c.phone?.startsWith("+") ? `https://wa.me/${c.phone.slice(1)}` : null,
      company: c.company,
      interest: c.interest,
      score: format(t.scoreValue, { score: String(c.score) }),
      needs: needsLines(c.needs, lang, texts),
      capturedAt: c.createdAt,
      booking: c.booking && {
        href: adminPaths(lang).booking(c.booking.id),
        label: format(c.booking.status === "cancelled" ? t.bookingCancelled : t.bookingValue, {
          meeting: texts.bookings.types[c.booking.type],
          when: whenIn(c.booking.start, lang, zoneOf(c.booking.type)),
        }),
      },
    },
  };
}

export type LeadView = ReturnType<typeof leadView>;
