/**
 * A lead's score, 0–100: how far along and how large the opportunity looks from what the visitor
 * told the assistant. Pure and cheap, so it is recomputed from the merged details on every
 * update. It sorts the owner's list; it decides nothing on its own.
 *
 * | what we know                                   | points                      |
 * | ---------------------------------------------- | --------------------------- |
 * | an e-mail; a phone / WhatsApp                  | 10 each (20)                |
 * | the company                                    | 10                          |
 * | an interest (a service, a plan, a short text)  | 5                           |
 * | needs stated: each of team size, agents,       | 3 each, at most 15          |
 * | users, channels, volume, industry, plan        |                             |
 * | the size of those needs (the largest signal)   | 0, 7, 13 or 20              |
 * | a demo booked                                  | 20                          |
 * | a paid plan asked about                        | 10                          |
 *
 * Size tiers follow the plans (app/content/business.ts): live-chat agents and active users a month
 * at the starter, elite and diamante limits, so a visitor who needs what the biggest plan gives
 * scores highest and the tiers move when the plans do. Team size, monthly conversations and the
 * number of channels have tiers of their own.
 */
import { plans } from "../../app/content/business.ts";
import type { LeadNeeds } from "./schema.ts";

export type ScoreFacts = {
  email?: string | null;
  phone?: string | null;
  company?: string | null;
  interest?: string | null;
  needs?: LeadNeeds | null;
  bookingId?: string | null;
};

export const SCORE_POINTS = {
  email: 10,
  phone: 10,
  company: 10,
  interest: 5,
  perNeed: 3,
  needsMax: 15,
  sizeMax: 20,
  booking: 20,
  paidPlan: 10,
} as const;

const paidPlans = plans.filter((p) => p.monthlyUsd > 0);
/** Ascending limits of the paid plans: the thresholds of tiers 1, 2 and 3. */
const limitsOf = (pick: (limits: (typeof plans)[number]["limits"]) => number | null) =>
  paidPlans
    .map((p) => pick(p.limits))
    .filter((n): n is number => n !== null)
    .sort((a, b) => a - b);

export const SIZE_TIERS = {
  agents: limitsOf((l) => l.liveChatAgents),
  users: limitsOf((l) => l.activeUsersPerMonth),
  teamSize: [5, 20, 100],
  monthlyConversations: [1_000, 5_000, 20_000],
  channels: [2, 3, 4],
} as const;

/** 0 below the first threshold, else how many thresholds the value reaches (at most 3). */
function tier(value: number | undefined, thresholds: readonly number[]): number {
  if (value === undefined) return 0;
  return Math.min(3, thresholds.filter((t) => value >= t).length);
}

function isPaidPlan(value: string | null | undefined): boolean {
  const id = value?.trim().toLowerCase();
  return Boolean(id) && paidPlans.some((p) => p.id === id);
}

export function leadScore(facts: ScoreFacts): number {
  const needs = facts.needs ?? {};
  let score = 0;
  if (facts.email) score += SCORE_POINTS.email;
  if (facts.phone) score += SCORE_POINTS.phone;
  if (facts.company) score += SCORE_POINTS.company;
  if (facts.interest) score += SCORE_POINTS.interest;

  const stated = [
    needs.teamSize !== undefined,
    needs.agents !== undefined,
    needs.users !== undefined,
    Boolean(needs.channels?.length),
    needs.monthlyConversations !== undefined,
    Boolean(needs.industry),
    Boolean(needs.plan),
  ].filter(Boolean).length;
  score += Math.min(SCORE_POINTS.needsMax, stated * SCORE_POINTS.perNeed);

  const size = Math.max(
    tier(needs.agents, SIZE_TIERS.agents),
    tier(needs.users, SIZE_TIERS.users),
    tier(needs.teamSize, SIZE_TIERS.teamSize),
    tier(needs.monthlyConversations, SIZE_TIERS.monthlyConversations),
    tier(needs.channels?.length, SIZE_TIERS.channels),
  );
  score += Math.round((size / 3) * SCORE_POINTS.sizeMax);

  if (facts.bookingId) score += SCORE_POINTS.booking;
  if (isPaidPlan(needs.plan) || isPaidPlan(facts.interest)) score += SCORE_POINTS.paidPlan;
  return Math.max(0, Math.min(100, score));
}
