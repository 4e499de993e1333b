import {
  billing,
  channels,
  claims,
  delivery,
  demo,
  MAX_VIDEO_BYTES,
  planById,
  plans,
} from "../content/business.ts";
import { dataLabelsEn } from "../content/en/knowledge.ts";
import { pricingEn } from "../content/en/pricing.ts";
import { dataLabelsEs } from "../content/es/knowledge.ts";
import { pricingEs } from "../content/es/pricing.ts";
import { figures } from "../content/figures.ts";
import { formatCount, formatList } from "../content/formatters.ts";
import type { Lang } from "../content/routes.ts";
import type { SiteConfig } from "../content/site.ts";
import { fillTexts } from "./translate.ts";

const dataLabels = { es: dataLabelsEs, en: dataLabelsEn };
const planTables = { es: pricingEs.planTable, en: pricingEn.planTable };

/**
 * The plans of a support level by the pricing table's names. Not figures' `prioritySupportPlans`:
 * in English the table says "Diamond" where the long-form pages say "Diamante".
 */
function tablePlanNames(lang: Lang, level: "priority" | "standard"): string {
  const names = planTables[lang].plans;
  return formatList(
    plans.filter((p) => p.support === level).map((p) => names[p.id].name),
    lang,
  );
}

/**
 * The one set of values a visitor text's `{placeholder}` may name, known on the server: the brand
 * and contact details from the site config, the figures from business.ts, and the long-form
 * pages' figures (../content/figures.ts: prices, SLA, refund windows, durations in words). A name
 * both give has the same text in both (tested). Run-time values (a page number, a zone, a date
 * the visitor picks) have other names (./runtime-text.ts, tested).
 */
export function siteVars(lang: Lang, site: SiteConfig): Record<string, string | number> {
  return {
    ...figures(lang, site, dataLabels[lang]),
    company: site.companyName,
    platform: site.platformName,
    assistant: site.assistantName,
    phone: site.phone,
    email: site.email,
    year: new Date().getFullYear(),
    channelCount: channels.length,
    channelList: new Intl.ListFormat(lang, { type: "conjunction" }).format(channels),
    demoMinutes: demo.videoCallMinutes,
    chatMinutes: demo.chatCardMinutes,
    trialDays: billing.freeTrialDays,
    installationFee: billing.installationFeeUsd,
    starterPrice: planById("starter").monthlyUsd,
    timeSaving: claims.aiDevTimeSavingPct,
    costSaving: claims.aiDevCostSavingPct,
    conversionRise: claims.conversionRisePct,
    operatingTimeCut: claims.operatingTimeCutPct,
    tradMin: formatCount(claims.traditionalDevUsd[0]),
    tradMax: formatCount(claims.traditionalDevUsd[1]),
    aiDevMin: formatCount(claims.aiDevUsd[0]),
    aiDevMax: formatCount(claims.aiDevUsd[1]),
    basicMin: delivery.basicChatbotWeeks[0],
    basicMax: delivery.basicChatbotWeeks[1],
    complexMin: delivery.complexChatbotWeeks[0],
    complexMax: delivery.complexChatbotWeeks[1],
    supportDays: delivery.minSupportAfterLaunchDays,
    priorityPlanNames: tablePlanNames(lang, "priority"),
    standardPlanNames: tablePlanNames(lang, "standard"),
    maxVideoMb: MAX_VIDEO_BYTES / 1024 / 1024,
  };
}

/**
 * A content tree in one language with every site-wide placeholder filled: the one place a page's
 * texts (the root loader's interface texts, a page's own texts and content) get their values.
 * `extra` adds a page's own server-known values (a legal page's `{date}`).
 */
export function siteTexts<T>(
  tree: T,
  lang: Lang,
  site: SiteConfig,
  extra: Record<string, string | number> = {},
): T {
  return fillTexts(tree, { ...siteVars(lang, site), ...extra });
}
