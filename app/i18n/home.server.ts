import { siteTexts } from "./site-vars.server.ts";
import { format } from "./translate.ts";
import { processSteps } from "../content/business.ts";
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
  const text = siteTexts({ es: homeEs, en: homeEn }[lang], lang, site);
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
