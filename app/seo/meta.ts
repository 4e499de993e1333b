import type { MetaDescriptor } from "react-router";
import type { Lang, RouteId } from "../content/routes.ts";
import { alternates, href } from "../i18n/href.ts";
import { inEveryLanguage, pageFromMatches } from "../i18n/page.ts";
import { rootDataOf, type RootData } from "../i18n/root-data.ts";
import { format } from "../i18n/translate.ts";
import type { ShareImage } from "./share-image.server.ts";
import type { JsonLd } from "./structured-data.server.ts";

const ogLocale: Record<Lang, string> = { es: "es_ES", en: "en_US" };

type PageSeo = {
  id: RouteId;
  root: RootData;
  params?: Record<string, string>;
  /** Whether the page exists in every language: only then has it hreflang alternates. */
  translated?: boolean;
  title: string;
  description: string;
  noindex?: boolean;
  image?: ShareImage;
  jsonLd?: JsonLd;
};

/** Longest title search results show whole (docs/decisions/012-seo.md). */
export const MAX_TITLE = 60;

/**
 * "Page | Brand" when it fits in MAX_TITLE characters, else the page's own title alone: a longer
 * COMPANY_NAME drops the brand from the titles it would push over, never cuts a page title.
 */
export function documentTitle(title: string, brand: string): string {
  const full = `${title} | ${brand}`;
  return full.length <= MAX_TITLE ? full : title;
}

/**
 * Title, description, robots, canonical, hreflang alternates, Open Graph and Twitter card (with
 * the page's share image), and the page's JSON-LD.
 */
export function seoTags({
  id,
  root,
  params = {},
  translated = true,
  title,
  description,
  noindex,
  image,
  jsonLd,
}: PageSeo): MetaDescriptor[] {
  const { site, lang } = root;
  const vars = { platform: site.platformName, company: site.companyName };
  const fullTitle = documentTitle(format(title, vars), site.productName);
  const text = format(description, vars);
  const url = site.siteUrl + href(id, lang, params);
  return [
    { title: fullTitle },
    { name: "description", content: text },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...(translated ? alternates(id, params) : []).map((alt) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alt.lang,
      href: site.siteUrl + alt.path,
    })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.companyName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: text },
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocale[lang] },
    ...(image
      ? [
          { property: "og:image", content: image.url },
          { property: "og:image:type", content: image.type },
          { property: "og:image:width", content: String(image.width) },
          { property: "og:image:height", content: String(image.height) },
          { property: "og:image:alt", content: image.alt },
          { name: "twitter:card", content: "summary_large_image" },
          { name: "twitter:image", content: image.url },
          { name: "twitter:image:alt", content: image.alt },
        ]
      : [{ name: "twitter:card", content: "summary" }]),
    ...(jsonLd ? [{ "script:ld+json": jsonLd }] : []),
  ];
}

type MetaArgsLike = {
  loaderData: unknown;
  matches: ReadonlyArray<
    { id: string; params: Record<string, string | undefined>; loaderData?: unknown } | undefined
  >;
  location: { pathname: string };
};

/**
 * The `meta` export of a page: title, description, share image and JSON-LD from the page's loader
 * data (`page`, `shareImage`, `jsonLd`, see pageTexts), the rest from the matched route id and
 * the root data.
 */
export function pageMeta(options: { noindex?: boolean } = {}) {
  return ({ loaderData, matches, location }: MetaArgsLike): MetaDescriptor[] => {
    const present = matches.filter((m) => m !== undefined);
    const current = pageFromMatches(present, location.pathname);
    const root = rootDataOf(present);
    const data = loaderData as
      | { page?: { title: string; description: string }; shareImage?: ShareImage; jsonLd?: JsonLd }
      | undefined;
    const page = data?.page;
    if (!current.id || !root || !page) return [];
    return seoTags({
      id: current.id,
      root,
      params: current.params,
      translated: inEveryLanguage(current),
      title: page.title,
      description: page.description,
      image: data.shareImage,
      jsonLd: data.jsonLd,
      ...options,
    });
  };
}
