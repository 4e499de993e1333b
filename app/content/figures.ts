import {
  annualMonthlyUsd,
  billing,
  channels,
  claims,
  delivery,
  demo,
  formatUsd,
  legalUpdated,
  planById,
  plans,
  processSteps,
  refund,
  sla,
} from "./business.ts";
import type { DataLabels } from "./long-form.ts";
import type { Lang } from "./routes.ts";
import type { SiteConfig } from "./site.ts";

/**
 * Every figure the long-form pages quote, as the text that fills their `{placeholders}`.
 * Computed from business.ts and the site config only, so the prose can never disagree with them.
 */

const locale: Record<Lang, string> = { es: "es", en: "en-US" };

/** Whole numbers with a thousands comma in both languages, as the price tables show them. */
export function formatCount(n: number): string {
  return new Intl.NumberFormat("en-US").format(n);
}

/** "1–2", or "1" when both ends are equal. */
export function formatRange(min: number, max: number): string {
  return min === max ? formatCount(min) : `${formatCount(min)}–${formatCount(max)}`;
}

/** "1–2 días", "1 week", "4–8 weeks". */
export function formatDuration(
  min: number,
  max: number,
  unit: keyof DataLabels["units"],
  labels: DataLabels,
): string {
  const word = max === 1 ? labels.units[unit].one : labels.units[unit].other;
  return `${formatRange(min, max)} ${word}`;
}

/** An ISO date (yyyy-mm-dd) as a long date in the language: "2 de mayo de 2025", "May 2, 2025". */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale[lang], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** "09:00" → "9:00" (24-hour clock, as the SLA states it). */
export function formatClock24(hhmm: string): string {
  return hhmm.replace(/^0(\d)/, "$1");
}

/** "08:00" → "8:00 a. m." / "8:00 AM" (12-hour clock, as the contact hours are shown). */
export function formatClock12(hhmm: string, lang: Lang): string {
  const [h, m] = hhmm.split(":").map(Number);
  return new Intl.DateTimeFormat(locale[lang], {
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2025, 0, 6, h, m)));
}

export function formatList(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(locale[lang], { type: "conjunction" }).format(items);
}

const usd = (n: number) => `$${formatCount(n)}`;

export type Figures = Record<string, string>;

/** The placeholder values for one language. */
export function figures(lang: Lang, site: SiteConfig, labels: DataLabels): Figures {
  const paid = plans.filter((p) => p.monthlyUsd > 0);
  const cheapest = Math.min(...paid.map((p) => p.monthlyUsd));
  const step = (id: (typeof processSteps)[number]["id"]) => {
    const d = processSteps.find((s) => s.id === id)!.duration;
    return d ? formatDuration(d.min, d.max, d.unit, labels) : labels.ongoing;
  };
  const planVars = Object.fromEntries(
    plans.flatMap((p) => [
      [`${p.id}Monthly`, formatUsd(p.monthlyUsd)],
      [`${p.id}Annual`, formatUsd(annualMonthlyUsd(p.monthlyUsd))],
      [`${p.id}Users`, formatCount(p.limits.activeUsersPerMonth)],
      [`${p.id}Flows`, formatCount(p.limits.automatedFlows)],
      [`${p.id}HistoryDays`, formatCount(p.limits.chatHistoryDays)],
    ]),
  );
  return {
    company: site.companyName,
    platform: site.platformName,
    assistant: site.assistantName,
    email: site.email,
    phone: site.phone,
    whatsappUrl: site.whatsappUrl,
    siteUrl: site.siteUrl,
    offices: formatList(
      site.offices.map((o) => `${o.city} (${o.region})`),
      lang,
    ),
    contactDays: labels.weekdays[site.hours.days] ?? site.hours.days,
    contactOpens: formatClock12(site.hours.opens, lang),
    contactCloses: formatClock12(site.hours.closes, lang),
    channels: formatList(channels, lang),
    channelCount: formatCount(channels.length),
    ...planVars,
    planNames: formatList(
      plans.map((p) => labels.plans.names[p.id]),
      lang,
    ),
    prioritySupportPlans: formatList(
      plans.filter((p) => p.support === "priority").map((p) => labels.plans.names[p.id]),
      lang,
    ),
    standardSupportPlans: formatList(
      plans.filter((p) => p.support === "standard").map((p) => labels.plans.names[p.id]),
      lang,
    ),
    cheapestMonthly: formatUsd(cheapest),
    maxUsers: formatCount(planById("diamante").limits.activeUsersPerMonth),
    currency: billing.currency,
    annualDiscountPct: formatCount(Math.round(billing.annualDiscount * 100)),
    installationFee: formatCount(billing.installationFeeUsd),
    perFlowFee: formatCount(billing.perFlowSetupUsd),
    trialDays: formatCount(billing.freeTrialDays),
    uptimePct: String(sla.monthlyUptimePct),
    supportDays: labels.weekdays[sla.emailSupport.days] ?? sla.emailSupport.days,
    supportOpens: formatClock24(sla.emailSupport.opens),
    supportCloses: formatClock24(sla.emailSupport.closes),
    supportCity: sla.emailSupport.city,
    highHours: formatRange(...sla.incidents.highResolvedHours),
    mediumHours: formatRange(...sla.incidents.mediumResolvedHours),
    lowHours: formatCount(sla.incidents.lowAnsweredHours),
    refundFailureDays: formatCount(refund.unresolvedFailureCalendarDays),
    refundDuplicateDays: formatCount(refund.duplicateChargeReportCalendarDays),
    refundRequestDays: formatCount(refund.requestWindowCalendarDays),
    refundEvaluationDays: formatCount(refund.evaluationBusinessDays),
    termsUpdated: formatDate(legalUpdated.terms, lang),
    refundUpdated: formatDate(legalUpdated.refund, lang),
    basicChatbot: formatDuration(...delivery.basicChatbotWeeks, "weeks", labels),
    complexChatbot: formatDuration(...delivery.complexChatbotWeeks, "weeks", labels),
    supportAfterLaunchDays: formatCount(delivery.minSupportAfterLaunchDays),
    stepEvaluation: step("evaluation"),
    stepDesign: step("design"),
    stepImplementation: step("implementation"),
    stepTraining: step("training"),
    aiDevTimeSavingPct: formatCount(claims.aiDevTimeSavingPct),
    aiDevCostSavingPct: formatCount(claims.aiDevCostSavingPct),
    traditionalDevRange: `${usd(claims.traditionalDevUsd[0])}–${usd(claims.traditionalDevUsd[1])}`,
    aiDevRange: `${usd(claims.aiDevUsd[0])}–${usd(claims.aiDevUsd[1])}`,
    demoMinutes: formatCount(demo.videoCallMinutes),
  };
}
