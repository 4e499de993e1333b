/**
 * What the assistant remembers of one conversation (issue 23), stored with the thread as JSON.
 * Versioned (`v`) and bounded: a stored state that does not parse (old version, edited by hand)
 * is dropped and the conversation starts fresh.
 */
import { z } from "zod";
import { channels, plans, type PlanId } from "../../../app/content/business.ts";
import { intents } from "../../../app/content/assistant/intents.ts";

export const STATE_VERSION = 1;
const planIds = plans.map((p) => p.id) as [PlanId, ...PlanId[]];

const count = z.number().int().min(0).max(10_000_000);
const short = z.string().max(120);

export const conversationStateSchema = z.object({
  v: z.literal(STATE_VERSION),
  /** The last topic answered (an intent). */
  topic: z.enum(intents).optional(),
  /** Every topic the last reply answered ("y si lo quiero más completo?" leans on any of them). */
  answered: z.array(z.enum(intents)).max(6).optional(),
  /** The last reply gave a row across every plan, so "and the users row" asks the same. */
  rowsAcross: z.boolean().optional(),
  /**
   * The service the conversation is about (apps, content, contact center, chatbots), so "y el
   * precio?" after its delivery time still asks about it; talk of plans clears it.
   */
  service: z.enum(intents).optional(),
  /** The last recommendation was a custom plan (the needs exceed every plan). */
  custom: z.boolean().optional(),
  /**
   * The visitor is already a customer (a complaint about our service, their plan, account or
   * invoice named): they are helped, not sold the demo again, unless they ask for it.
   */
  customer: z.boolean().optional(),
  /** A complaint was made and the visitor has not come back to buying: no demo pushed meanwhile. */
  upset: z.boolean().optional(),
  /** The plan the conversation is about, and the last ones compared. */
  plan: z.enum(planIds).optional(),
  /** The first plan the conversation was about: "the first one you said". */
  firstPlan: z.enum(planIds).optional(),
  compared: z.array(z.enum(planIds)).max(4).optional(),
  annual: z.boolean().optional(),
  /** The last annual answer was a year's total, so "and on diamond then?" asks the same. */
  yearTotal: z.boolean().optional(),
  /** The plan rows last asked about, so "y el Starter?" asks the same of another plan. */
  rows: z
    .array(z.enum(["agents", "users", "admins", "flows", "history", "onboarding", "support"]))
    .max(3)
    .optional(),
  needs: z
    .object({
      agents: count.optional(),
      users: count.optional(),
      admins: count.optional(),
      flows: count.optional(),
      teamSize: count.optional(),
      channels: z.array(z.enum(channels)).max(6).optional(),
      industry: short.optional(),
    })
    .default({}),
  /** What the last reply was (an intent, or a step of booking: "slots", "contact"…). */
  lastKind: short.optional(),
  lead: z
    .object({
      name: short.optional(),
      email: z.string().max(254).optional(),
      /** The address as it was likely meant, while the chat asks which one is right. */
      emailMeant: z.string().max(254).optional(),
      phone: z.string().max(40).optional(),
      company: short.optional(),
    })
    .default({}),
  stage: z
    .enum(["browsing", "qualified", "offered-slots", "picked-slot", "contact-given"])
    .default("browsing"),
  /** The demo time picked: as written, and its start when the chat sent a structured pick. */
  slot: z.object({ text: short, start: z.string().max(40).optional() }).optional(),
  /** The free times last shown as buttons, so a typed "the first one" picks that very time. */
  offered: z
    .array(z.object({ text: short, start: z.string().max(40) }))
    .max(5)
    .optional(),
  /** The items of the last list of questions, so "y el 2 en el elite?" can ask one again. */
  items: z.array(short).max(5).optional(),
  /** How many times the demo was offered (rotates the wording) and the turn of the last offer. */
  offers: count.default(0),
  lastOfferTurn: count.optional(),
  /** Qualifying questions already asked, so each is asked once. */
  asked: z
    .array(z.enum(["team", "volume", "both"]))
    .max(3)
    .default([]),
  turns: count.default(0),
});

export type ConversationState = z.infer<typeof conversationStateSchema>;

export function initialState(): ConversationState {
  return {
    v: STATE_VERSION,
    needs: {},
    lead: {},
    stage: "browsing",
    offers: 0,
    asked: [],
    turns: 0,
  };
}

/** A stored value as a state, or a fresh one when it is missing, old or malformed. */
export function parseState(value: unknown): ConversationState {
  const parsed = conversationStateSchema.safeParse(value);
  return parsed.success ? parsed.data : initialState();
}

/**
 * A copy of a state sharing nothing with it. A state is plain data (objects, arrays, strings,
 * numbers), so it is copied field by field: structuredClone's serializer cost a few per cent of
 * every reply, which reads the state as it was before the message beside the one it changes.
 */
export function copyState(state: ConversationState): ConversationState {
  return copyPlain(state);
}

function copyPlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyPlain) as T;
  if (value === null || typeof value !== "object") return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = copyPlain(field);
  return copy as T;
}
