/**
 * Formatting of the business facts for the knowledge documents. Every figure comes from
 * app/content/business.ts or the site config; nothing here retypes a number.
 */
import {
  annualMonthlyUsd,
  billing,
  formatUsd,
  plans,
  type Plan,
  type PlanId,
} from "../business.ts";
import { formatCount, formatPercent } from "../formatters.ts";
import { routeTable, type Lang } from "../routes.ts";
import type { SiteConfig } from "../site.ts";

export type KnowledgeDoc = {
  id: string;
  title: string;
  /** Extra search words (synonyms, the other spellings a visitor may use). */
  keywords: string;
  text: string;
  /** Whether the answer ends with the free-demo offer. */
  demo: boolean;
};

export type Knowledge = {
  lang: Lang;
  docs: KnowledgeDoc[];
  greeting: string;
  thanks: string;
  human: string;
  demo: string;
  unknown: string;
  demoOffer: string;
  planAnswer(id: PlanId, annual: boolean): string;
  plansOverview: string;
};

export const usd = (amount: number) => `${formatUsd(amount)} USD`;
export const annualUsd = (plan: Plan) => usd(annualMonthlyUsd(plan.monthlyUsd));
export const pct = (fraction: number) => `${formatPercent(fraction)} %`;
export const discountPct = pct(billing.annualDiscount);

/** 14000 → "14,000" (Latin American and US grouping, the way the price table shows it). */
export const int = formatCount;

export const range = (r: readonly [number, number], sep = "-") => `${r[0]}${sep}${r[1]}`;

/** "08:00" → "8:00 AM", "17:00" → "5:00 PM". */
export function clock12(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${suffix}`;
}

export const paidPlans = plans.filter((p) => p.monthlyUsd > 0);
export const planName = (id: PlanId) => id.charAt(0).toUpperCase() + id.slice(1);

/** "5 / 3 / 2 / N/A" style row, each value labelled with its plan. */
export function row(
  value: (p: Plan) => string | number | null,
  notAvailable: string,
  sep = ", ",
): string {
  return plans
    .map((p) => {
      const v = value(p);
      return `${planName(p.id)}: ${v === null ? notAvailable : typeof v === "number" ? int(v) : v}`;
    })
    .join(sep);
}

export function scheduleUrl(site: SiteConfig, lang: Lang): string {
  return `${site.siteUrl}${routeTable.schedule[lang]}`;
}
