import { loadSiteConfig } from "../config/site-config.server.ts";
import { legalUpdated } from "../content/business.ts";
import { formatDate } from "../content/formatters.ts";
import { messages, type Messages } from "../content/messages.server.ts";
import { langOfPath, type Lang, type RouteId } from "../content/routes.ts";
import type { SiteConfig } from "../content/site.ts";
import { shareImage, type ShareImage } from "../seo/share-image.server.ts";
import { pageJsonLd, type JsonLd } from "../seo/structured-data.server.ts";
import { siteTexts } from "./site-vars.server.ts";

export type PageTexts = Messages["pages"][RouteId];
export type PageData = {
  lang: Lang;
  page: PageTexts;
  /** Open Graph / Twitter image of the page (a loader may replace it, e.g. a post's cover). */
  shareImage: ShareImage;
  /** schema.org graph of the page; loaders add what they show with withNodes(). */
  jsonLd: JsonLd;
};

/** The ISO date a page's text last changed, for the pages that state one (legal texts, business.ts). */
export function pageUpdatedIso(id: RouteId): string | undefined {
  return id in legalUpdated ? legalUpdated[id as keyof typeof legalUpdated] : undefined;
}

/** A page's texts in a language with every placeholder filled (`{date}`: its long last-updated date). */
export function filledPageTexts(id: RouteId, lang: Lang, site: SiteConfig): PageTexts {
  const updated = pageUpdatedIso(id);
  return siteTexts(
    messages[lang].pages[id],
    lang,
    site,
    updated ? { date: formatDate(updated, lang) } : {},
  );
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

/**
 * Content for one language from a per-language record, chosen by the request's path, with every
 * site-wide placeholder filled (siteTexts): components receive final strings.
 */
export function forRequest<T>(request: Request, byLang: Record<Lang, T>): T {
  const lang = langOfPath(new URL(request.url).pathname);
  return siteTexts(byLang[lang], lang, loadSiteConfig());
}
