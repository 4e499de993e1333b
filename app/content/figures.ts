import {
  annualMonthlyUsd,
  billing,
  channels,
  claims,
  delivery,
  demo,
  legalUpdated,
  planById,
  plans,
  processSteps,
  refund,
  sla,
} from "./business.ts";
import {
  formatClock12,
  formatClock24,
  formatCount,
  formatDate,
  formatDollars,
  formatList,
  formatPercent,
  formatRange,
  formatUsd,
} from "./formatters.ts";
import type { DataLabels } from "./long-form.ts";
import type { Lang } from "./routes.ts";
import type { SiteConfig } from "./site.ts";

/**
 * Every figure the long-form pages quote, as the text that fills their `{placeholders}`.
 * Computed from business.ts and the site config only, so the prose can never disagree with them.
 * Part of the one set of site-wide values, siteVars (app/i18n/site-vars.server.ts), which adds it
 * to its own: no name here may mean something else there (tested).
 */

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
    minUsers: formatCount(Math.min(...plans.map((p) => p.limits.activeUsersPerMonth))),
    maxUsers: formatCount(planById("diamante").limits.activeUsersPerMonth),
    currency: billing.currency,
    annualDiscountPct: formatPercent(billing.annualDiscount),
    installationFee: formatCount(billing.installationFeeUsd),
    perFlowFee: formatCount(billing.perFlowSetupUsd),
    trialDays: formatCount(billing.freeTrialDays),
    uptimePct: String(sla.monthlyUptimePct),
    // The e-mail support's weekdays; `supportDays` is the days of support after launch (siteVars).
    supportWeekdays: labels.weekdays[sla.emailSupport.days] ?? sla.emailSupport.days,
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
    traditionalDevRange: `${formatDollars(claims.traditionalDevUsd[0])}–${formatDollars(claims.traditionalDevUsd[1])}`,
    aiDevRange: `${formatDollars(claims.aiDevUsd[0])}–${formatDollars(claims.aiDevUsd[1])}`,
    demoMinutes: formatCount(demo.videoCallMinutes),
  };
}
