import type { MetaDescriptor } from "react-router";
import type { Lang, RouteId } from "../content/routes.ts";
import { alternates, href } from "./href.ts";
import { pageFromMatches } from "./page.ts";
import { rootDataOf, type RootData } from "./root-data.ts";
import { format } from "./translate.ts";

const ogLocale: Record<Lang, string> = { es: "es_ES", en: "en_US" };

type PageSeo = {
  id: RouteId;
  root: RootData;
  params?: Record<string, string>;
  title: string;
  description: string;
  noindex?: boolean;
};

/** Title ("Page | Brand"), description, canonical, hreflang alternates and Open Graph. */
export function seoTags({
  id,
  root,
  params = {},
  title,
  description,
  noindex,
}: PageSeo): MetaDescriptor[] {
  const { site, lang } = root;
  const vars = { platform: site.platformName, company: site.companyName };
  const fullTitle = `${format(title, vars)} | ${site.productName}`;
  const text = format(description, vars);
  const url = site.siteUrl + href(id, lang, params);
  return [
    { title: fullTitle },
    { name: "description", content: text },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(id, params).map((alt) => ({
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
    { name: "twitter:card", content: "summary" },
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
 * The `meta` export of a page: title and description from the page's loader data (`page`, see
 * pageTexts), everything else from the matched route id and the root data.
 */
export function pageMeta(options: { noindex?: boolean } = {}) {
  return ({ loaderData, matches, location }: MetaArgsLike): MetaDescriptor[] => {
    const present = matches.filter((m) => m !== undefined);
    const current = pageFromMatches(present, location.pathname);
    const root = rootDataOf(present);
    const page = (loaderData as { page?: { title: string; description: string } } | undefined)
      ?.page;
    if (!current.id || !root || !page) return [];
    return seoTags({ id: current.id, root, params: current.params, ...page, ...options });
  };
}
