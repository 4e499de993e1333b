/**
 * The sales assistant's booking steps that the function carries out itself (issue 23, item 6),
 * whichever engine wrote the conversation: the next free demo times for the chat's buttons, a
 * time picked from them, the chat's contact form booking it through the same booking service as
 * /agenda (limits, capacity and notifications alike), and contact details, typed or sent, saved as
 * a lead that reaches the owner through the outbox. Wording: app/content/assistant/chat-booking.ts.
 */
import { z } from "zod";
import { chatBookingTexts } from "../../../app/content/assistant/chat-booking.ts";
import { bookingErrors, type BookingErrorCode } from "../../../app/content/booking.ts";
import { bookingDefaults } from "../../../app/content/business.ts";
import type { Lang } from "../../../app/content/routes.ts";
import type { SiteConfig } from "../../../app/content/site.ts";
import { href } from "../../../app/i18n/href.ts";
import { format } from "../../../app/i18n/translate.ts";
import { readableZone } from "../../../app/i18n/zone-name.ts";
import { canonicalTimeZone, type Slot } from "../../booking/availability.ts";
import { createBookingSchema, fieldErrors, MAX_FUTURE_PER_EMAIL } from "../../booking/schema.ts";
import type { BookingService } from "../../booking/service.ts";
import {
  prefillOf,
  type ChatAction,
  type ChatTools,
  type ConversationState,
} from "../../engines/chat/types.ts";
import type { LeadCapture, LeadNeeds } from "../../leads/store.ts";
import type { Logger } from "../../logger.ts";
import { formatWhen } from "../../outbox/messages.ts";

/** Free times offered as buttons in one reply. */
export const SLOTS_OFFERED = 3;

export type ChatBookingDeps = {
  booking: BookingService;
  /** Or its making: the database may still be opening. */
  leads: LeadCapture | Promise<LeadCapture>;
  site: SiteConfig;
  logger: Pick<Logger, "warn">;
  now?: () => number;
};

export type BookedMeeting = {
  start: string;
  end: string;
  timezone: string;
  confirmationUrl: string;
  id: string;
};

/** A turn the function answered itself, or the engine's answer as this module amended it. */
export type StepReply = {
  text: string;
  actions: ChatAction[];
  state: ConversationState;
  slots?: Slot[];
  booking?: BookedMeeting;
};

export type ContactRefusal = { code: BookingErrorCode; field: string; message: string };

type Context = { threadId: string; lang: Lang; timeZone: string; client: string };

const contactSchema = z.object({
  name: createBookingSchema.shape.name,
  // A field left empty is a field not given.
  email: z.preprocess((v) => (v === "" ? undefined : v), z.email().max(254).optional()),
  phone: createBookingSchema.shape.phone,
  company: createBookingSchema.shape.company,
  consent: createBookingSchema.shape.consent,
  // The honeypot: people never see it.
  website: z.literal("").optional(),
});

type Contact = { name: string; email?: string; phone?: string; company?: string };
type BookOutcome = "booked" | "slot_taken" | "too_many_bookings" | "rate_limited";

/** A booking asked for by an engine's tool call: the visitor agreed to the privacy policy. */
const toolBookingSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  name: createBookingSchema.shape.name,
  email: createBookingSchema.shape.email,
  phone: createBookingSchema.shape.phone,
  company: createBookingSchema.shape.company,
  consent: createBookingSchema.shape.consent,
});

const toolContactSchema = contactSchema.omit({ consent: true, website: true });

/** The visitor's zone as sent, else the business's. */
export function visitorZone(sent: string | undefined): string {
  return (sent && canonicalTimeZone(sent)) || bookingDefaults.demo.timezone;
}

export function createChatBooking(deps: ChatBookingDeps) {
  const now = deps.now ?? Date.now;
  const texts = (lang: Lang) => chatBookingTexts[lang];
  const scheduleLink = (lang: Lang) => href("schedule", lang);

  /** The next free demo times for the visitor's buttons. */
  function offer(timeZone: string): Promise<Slot[]> {
    return deps.booking.nextFree("demo", now(), timeZone, SLOTS_OFFERED);
  }

  /** The state remembering the times shown, by their labels in the visitor's zone. */
  function shown(state: ConversationState, slots: Slot[], ctx: Context): ConversationState {
    return {
      ...state,
      offered: slots.map((s) => ({
        start: s.start,
        text: formatWhen(s.start, ctx.lang, ctx.timeZone).slice(0, 120),
      })),
    };
  }

  async function offerAgain(
    state: ConversationState,
    ctx: Context,
    text: string,
  ): Promise<StepReply> {
    const slots = await offer(ctx.timeZone);
    const next = { ...state, stage: "offered-slots" as const, slot: undefined, lastKind: "slots" };
    if (!slots.length)
      return {
        text: format(texts(ctx.lang).noSlots, { link: scheduleLink(ctx.lang) }),
        actions: [{ type: "book" }],
        state: next,
      };
    return {
      text,
      actions: [{ type: "slots" }, { type: "book" }],
      state: shown(next, slots, ctx),
      slots,
    };
  }

  /** What the owner learns of the visitor's needs, from what the assistant understood. */
  function needsOf(state: ConversationState): LeadNeeds {
    const n = state.needs;
    return {
      ...(n.teamSize !== undefined ? { teamSize: n.teamSize } : {}),
      ...(n.agents !== undefined ? { agents: n.agents } : {}),
      ...(n.users !== undefined ? { users: n.users } : {}),
      ...(n.channels?.length ? { channels: [...n.channels] } : {}),
      ...(n.industry ? { industry: n.industry } : {}),
      ...(state.plan ? { plan: state.plan } : {}),
    };
  }

  async function saveLead(state: ConversationState, ctx: Context, bookingId?: string) {
    const lead = state.lead;
    if (!lead.name || !(lead.email || lead.phone)) return;
    const input = {
      threadId: ctx.threadId,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      interest: state.plan ?? (bookingId ? "demo" : undefined),
      needs: needsOf(state),
      language: ctx.lang,
      bookingId,
    };
    const leads = await deps.leads;
    let saved = await leads.capture(input);
    // Contact details are what matters: what the assistant understood of the needs never costs them.
    if (!saved.ok && saved.reason === "invalid_needs")
      saved = await leads.capture({ ...input, needs: undefined });
    if (!saved.ok) deps.logger.warn({ reason: saved.reason }, "a chat lead was refused");
  }

  /** Books the picked time for the contact in `state`; the reply says how it went. */
  async function book(
    state: ConversationState,
    ctx: Context,
  ): Promise<StepReply & { outcome: BookOutcome }> {
    const { lead, slot } = state;
    const t = texts(ctx.lang);
    const result = await deps.booking.book(
      {
        type: "demo",
        start: Date.parse(slot!.start!),
        name: lead.name!,
        email: lead.email!,
        phone: lead.phone,
        company: lead.company,
        interest: state.plan,
        message: undefined,
        language: ctx.lang,
        timezone: ctx.timeZone,
        // Given in the chat, next to the privacy notice its contact step shows.
        consent: true,
      },
      ctx.client,
    );
    if (!result.ok) {
      if (result.reason === "rate_limited")
        return {
          text: bookingErrors[ctx.lang].rate_limited,
          actions: [{ type: "book" }],
          state,
          outcome: "rate_limited",
        };
      if (result.reason === "too_many_bookings")
        return {
          text: format(t.tooMany, { max: MAX_FUTURE_PER_EMAIL, email: deps.site.email }),
          actions: [{ type: "handoff" }],
          state: { ...state, slot: undefined, stage: "contact-given" },
          outcome: "too_many_bookings",
        };
      return { ...(await offerAgain(state, ctx, t.slotTaken)), outcome: "slot_taken" };
    }
    const row = result.booking;
    const booked: BookedMeeting = {
      id: row.id,
      start: row.startAt.toISOString(),
      end: row.endAt.toISOString(),
      timezone: ctx.timeZone,
      confirmationUrl: `${href("scheduleConfirmation", ctx.lang)}?token=${encodeURIComponent(result.token)}`,
    };
    return {
      text: format(t.booked, {
        name: lead.name!,
        when: formatWhen(booked.start, ctx.lang, ctx.timeZone),
        zone: readableZone(ctx.timeZone),
        email: lead.email!,
      }),
      actions: [],
      // The time is used: no later turn can book it again.
      state: { ...state, slot: undefined, stage: "contact-given", lastKind: "booked" },
      booking: booked,
      outcome: "booked",
    };
  }

  /** Whether `start` (ms) is a free demo time now, and how the visitor reads it. */
  async function freeAt(start: number, ctx: Context) {
    const [free] = await deps.booking.nextFree("demo", start, ctx.timeZone, 1);
    if (!free || Date.parse(free.start) !== start) return undefined;
    return { slot: free, label: formatWhen(free.start, ctx.lang, ctx.timeZone) };
  }

  /** The lead fields of a checked contact, merged over what the state knew. */
  function withContact(state: ConversationState, c: Contact): ConversationState {
    return {
      ...state,
      lead: {
        ...state.lead,
        name: c.name,
        ...(c.email ? { email: c.email } : {}),
        ...(c.phone ? { phone: c.phone } : {}),
        ...(c.company ? { company: c.company } : {}),
      },
    };
  }

  return {
    offer,

    /** A time picked from the buttons: still free → ask for the contact; taken → fresh times. */
    async pick(state: ConversationState, start: string, ctx: Context): Promise<StepReply> {
      const free = await freeAt(Date.parse(start), ctx);
      if (!free) return offerAgain(state, ctx, texts(ctx.lang).slotTaken);
      const { slot, label } = free;
      // Details given earlier in the chat fill the form in; only the consent is left to tick.
      const prefill = prefillOf(state.lead);
      const known = Boolean(prefill?.name && prefill.email);
      return {
        text: format(texts(ctx.lang)[known ? "askConfirm" : "askContact"], { slot: label }),
        actions: [prefill ? { type: "contact", prefill } : { type: "contact" }],
        state: {
          ...state,
          stage: "picked-slot",
          slot: { text: label.slice(0, 120), start: slot.start },
          lastKind: "contact",
          turns: state.turns + 1,
        },
      };
    },

    /** The chat's contact form: checked like the booking form; books the picked time, if any. */
    async contact(
      state: ConversationState,
      raw: Record<string, unknown>,
      ctx: Context,
    ): Promise<{ ok: true; reply: StepReply } | { ok: false; refusal: ContactRefusal }> {
      const refuse = (code: BookingErrorCode, field: string) => ({
        ok: false as const,
        refusal: { code, field, message: bookingErrors[ctx.lang][code] },
      });
      const parsed = contactSchema.safeParse(raw);
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? "");
        return refuse(
          field === "website" ? "invalid_request" : (fieldErrors[field] ?? "invalid_request"),
          field,
        );
      }
      const c = parsed.data;
      const hasSlot = Boolean(state.slot?.start && state.stage === "picked-slot");
      // A booking needs the e-mail its invitation goes to; a lead, any way to reach the visitor.
      if (!c.email && (hasSlot || !c.phone)) return refuse("invalid_email", "email");
      const next = { ...withContact(state, c), turns: state.turns + 1 };
      if (hasSlot) return { ok: true, reply: await book(next, ctx) };
      const contact = [c.email, c.phone].filter(Boolean).join(", ");
      return {
        ok: true,
        reply: {
          text: format(texts(ctx.lang).leadSaved, { name: c.name, contact }),
          actions: [{ type: "slots" }],
          state: { ...next, stage: "contact-given", lastKind: "contact-given" },
          slots: await offer(ctx.timeZone),
        },
      };
    },

    /**
     * After the engine's turn: the free times its `slots` action offers; contact details typed
     * with a time already picked from the buttons book it (the engine has just said so).
     */
    async afterEngine(reply: StepReply, ctx: Context): Promise<StepReply> {
      const s = reply.state;
      if (s.stage === "contact-given" && s.slot?.start && s.lead.name && s.lead.email)
        return book(s, ctx);
      if (!reply.slots && reply.actions.some((a) => a.type === "slots")) {
        const slots = await offer(ctx.timeZone);
        if (slots.length) return { ...reply, slots, state: shown(reply.state, slots, ctx) };
        // Nothing free to show: the times are not offered, the calendar page is.
        return {
          ...reply,
          actions: reply.actions.filter((a) => a.type !== "slots"),
          text: `${reply.text} ${format(texts(ctx.lang).noSlots, { link: scheduleLink(ctx.lang) })}`,
        };
      }
      return reply;
    },

    /**
     * The booking steps as tools for an engine that calls them: each checks its input, acts on
     * a copy of the conversation's state, and `outcome()` tells the function what happened.
     */
    toolsFor(start: ConversationState, ctx: Context) {
      let state = start;
      let slots: Slot[] | undefined;
      let booking: BookedMeeting | undefined;
      let touched = false;
      const actions = new Set<ChatAction["type"]>();
      const refusal = (error: z.ZodError) => ({
        ok: false as const,
        error: fieldErrors[String(error.issues[0]?.path[0])] ?? "invalid_request",
      });
      const tools: ChatTools = {
        async freeSlots() {
          slots = await offer(ctx.timeZone);
          touched = true;
          // Remembered like the buttons' times, so a typed "the second one" picks the same one.
          state = shown({ ...state, stage: "offered-slots", slot: undefined }, slots, ctx);
          actions.add("slots");
          return state.offered!.map(({ start, text }) => ({ start, label: text }));
        },
        async book(input) {
          const parsed = toolBookingSchema.safeParse(input);
          if (!parsed.success) return refusal(parsed.error);
          const free = await freeAt(Date.parse(parsed.data.start), ctx);
          if (!free) return { ok: false, error: "slot_taken" };
          const picked: ConversationState = {
            ...withContact(state, parsed.data),
            stage: "picked-slot",
            slot: { text: free.label.slice(0, 120), start: free.slot.start },
          };
          const done = await book(picked, ctx);
          touched = true;
          state = done.state;
          if (done.slots) {
            slots = done.slots;
            actions.add("slots");
          }
          if (done.outcome !== "booked") return { ok: false, error: done.outcome };
          booking = done.booking;
          return { ok: true, when: free.label };
        },
        async saveContact(input) {
          const parsed = toolContactSchema.safeParse(input);
          if (!parsed.success) return refusal(parsed.error);
          if (!parsed.data.email && !parsed.data.phone)
            return { ok: false, error: "invalid_email" };
          state = { ...withContact(state, parsed.data), stage: "contact-given" };
          touched = true;
          return { ok: true };
        },
        async handoff() {
          actions.add("handoff");
          const h = deps.site.hours;
          return {
            whatsapp: deps.site.whatsappUrl,
            phone: deps.site.phone,
            email: deps.site.email,
            hours: `${h.days} ${h.opens}-${h.closes}`,
          };
        },
      };
      return {
        tools,
        outcome: () => ({ touched, state, slots, booking, actions: [...actions] }),
      };
    },

    /**
     * Once the turn is stored (the lead refers to its conversation): new or changed contact
     * details become the lead, with the booking this turn made.
     */
    async remember(before: ConversationState | undefined, after: StepReply, ctx: Context) {
      const was = before?.lead ?? {};
      const now_ = after.state.lead;
      const changed =
        was.name !== now_.name ||
        was.email !== now_.email ||
        was.phone !== now_.phone ||
        was.company !== now_.company;
      if (changed || after.booking) await saveLead(after.state, ctx, after.booking?.id);
    },
  };
}

export type ChatBooking = ReturnType<typeof createChatBooking>;
