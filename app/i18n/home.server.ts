import { format } from "./translate.ts";
import {
  billing,
  channels,
  claims,
  delivery,
  demo,
  planById,
  processSteps,
  sla,
} from "../content/business.ts";
import { homeEn } from "../content/en/home.ts";
import { homeEs, type HomeContent } from "../content/es/home.ts";
import type { Lang } from "../content/routes.ts";
import type { SiteConfig } from "../content/site.ts";

type ProcessStepId = (typeof processSteps)[number]["id"];

/**
 * Which steps of the implementation process (docs/product/spec.md §9) each how-it-works step covers: the home
 * page tells the same process in four steps, so its durations are the process's, never retyped.
 */
export const homeProcessSteps: ProcessStepId[][] = [
  ["evaluation"],
  ["design"],
  ["implementation", "training"],
  ["monitoring"],
];

const usd = (amount: number) => amount.toLocaleString("en-US");

/** Every `{placeholder}` the home texts may use, from the site config and business.ts. */
export function homeVars(lang: Lang, site: SiteConfig): Record<string, string | number> {
  return {
    company: site.companyName,
    platform: site.platformName,
    name: site.assistantName,
    channelCount: channels.length,
    channelList: new Intl.ListFormat(lang, { type: "conjunction" }).format(channels),
    demoMinutes: demo.videoCallMinutes,
    chatMinutes: demo.chatCardMinutes,
    trialDays: billing.freeTrialDays,
    starterPrice: planById("starter").monthlyUsd,
    timeSaving: claims.aiDevTimeSavingPct,
    costSaving: claims.aiDevCostSavingPct,
    conversionRise: claims.conversionRisePct,
    operatingTimeCut: claims.operatingTimeCutPct,
    tradMin: usd(claims.traditionalDevUsd[0]),
    tradMax: usd(claims.traditionalDevUsd[1]),
    aiDevMin: usd(claims.aiDevUsd[0]),
    aiDevMax: usd(claims.aiDevUsd[1]),
    basicMin: delivery.basicChatbotWeeks[0],
    basicMax: delivery.basicChatbotWeeks[1],
    complexMin: delivery.complexChatbotWeeks[0],
    complexMax: delivery.complexChatbotWeeks[1],
    supportDays: delivery.minSupportAfterLaunchDays,
    uptime: sla.monthlyUptimePct,
  };
}

/** Fills the placeholders of every string in a content tree. */
export function formatAll<T>(node: T, vars: Record<string, string | number>): T {
  if (typeof node === "string") return format(node, vars) as T;
  if (Array.isArray(node)) return node.map((item) => formatAll(item, vars)) as T;
  if (node !== null && typeof node === "object") {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, formatAll(value, vars)]),
    ) as T;
  }
  return node;
}

/** One process step's duration in words, e.g. "1–2 días", "1 semana", "Continuo". */
export function durationText(id: ProcessStepId, words: HomeContent["process"]["duration"]) {
  const { duration } = processSteps.find((step) => step.id === id)!;
  if (!duration) return words.ongoing;
  const { min, max, unit } = duration;
  if (min === max && min === 1) return unit === "days" ? words.oneDay : words.oneWeek;
  return format(words[unit], { min, max });
}

/** The home page's texts in one language, placeholders filled, ready for the page. */
export function homeContent(lang: Lang, site: SiteConfig) {
  const text = formatAll({ es: homeEs, en: homeEn }[lang], homeVars(lang, site));
  const { duration, stepLabel, ...process } = text.process;
  const { rating, ...testimonials } = text.testimonials;
  return {
    ...text,
    process: {
      ...process,
      steps: process.steps.map((step, i) => ({
        ...step,
        label: format(stepLabel, { n: i + 1 }),
        duration: homeProcessSteps[i]!.map((id) => durationText(id, duration)).join(" + "),
      })),
    },
    testimonials: {
      ...testimonials,
      items: testimonials.items.map((item) => ({
        ...item,
        ratingLabel: format(rating, { rating: item.rating }),
      })),
    },
  };
}

export type HomeView = ReturnType<typeof homeContent>;
