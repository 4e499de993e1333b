import { loadSiteConfig } from "../config/site-config.server.ts";
import { billing, legalUpdated, MAX_VIDEO_BYTES } from "../content/business.ts";
import { formatDate } from "../content/figures.ts";
import { homeVars } from "./home.server.ts";
import { messages, type Messages } from "../content/messages.server.ts";
import { langOfPath, type Lang, type RouteId } from "../content/routes.ts";
import type { SiteConfig } from "../content/site.ts";
import { shareImage, type ShareImage } from "../seo/share-image.server.ts";
import { pageJsonLd, type JsonLd } from "../seo/structured-data.server.ts";
import { format } from "./translate.ts";

export type PageTexts = Messages["pages"][RouteId];
export type PageData = {
  lang: Lang;
  page: PageTexts;
  /** Open Graph / Twitter image of the page (a loader may replace it, e.g. a post's cover). */
  shareImage: ShareImage;
  /** schema.org graph of the page; loaders add what they show with withNodes(). */
  jsonLd: JsonLd;
};

/**
 * Every `{placeholder}` a page's title, description, heading or intro may use: the brand from the
 * site config and the figures from business.ts (never typed into the texts).
 */
export function pageVars(lang: Lang, site: SiteConfig): Record<string, string | number> {
  return {
    ...homeVars(lang, site),
    annualDiscount: Math.round(billing.annualDiscount * 100),
    maxVideoMb: MAX_VIDEO_BYTES / 1024 / 1024,
  };
}

/** The ISO date a page's text last changed, for the pages that state one (legal texts, business.ts). */
export function pageUpdatedIso(id: RouteId): string | undefined {
  return id in legalUpdated ? legalUpdated[id as keyof typeof legalUpdated] : undefined;
}

/** A page's texts in a language with every placeholder filled (`{date}`: its long last-updated date). */
export function filledPageTexts(id: RouteId, lang: Lang, site: SiteConfig): PageTexts {
  const updated = pageUpdatedIso(id);
  const vars = { ...pageVars(lang, site), ...(updated ? { date: formatDate(updated, lang) } : {}) };
  const raw = messages[lang].pages[id];
  return {
    title: format(raw.title, vars),
    description: format(raw.description, vars),
    heading: format(raw.heading, vars),
    intro: format(raw.intro, vars),
  };
}

/**
 * What a page's loader returns at the least: its language, its own texts (title, description,
 * heading, intro, placeholders filled), its share image and its base JSON-LD. Only this page's
 * texts travel, and they travel with every navigation to it.
 */
export function pageTexts(
  request: Request,
  id: RouteId,
  params: Record<string, string> = {},
): PageData {
  const lang = langOfPath(new URL(request.url).pathname);
  const site = loadSiteConfig();
  const page = filledPageTexts(id, lang, site);
  return {
    lang,
    page,
    shareImage: shareImage(id, lang, site),
    jsonLd: pageJsonLd({
      id,
      lang,
      site,
      params,
      name: page.title,
      description: page.description,
      titleOf: (other) => filledPageTexts(other, lang, site).title,
    }),
  };
}

/** Content for one language from a per-language record, chosen by the request's path. */
export function forRequest<T>(request: Request, byLang: Record<Lang, T>): T {
  return byLang[langOfPath(new URL(request.url).pathname)];
}
