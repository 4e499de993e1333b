import { inSitemap, languages, routeIds, type RouteId } from "../content/routes.ts";
import { alternates, href } from "../i18n/href.ts";

/** One `<url>` of the sitemap: its address, its hreflang alternates and, when known, its last change. */
export type SitemapEntry = {
  loc: string;
  alternates: { hreflang: string; href: string }[];
  /** ISO date (YYYY-MM-DD). */
  lastmod?: string;
};

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

/**
 * The entries of one page in every language, each listing all of them plus x-default (Spanish).
 * Pages with `:params` (a blog post) pass theirs; only languages the page exists in are listed.
 */
export function pageEntries(
  siteUrl: string,
  id: RouteId,
  params: Record<string, string> = {},
  lastmod?: string,
): SitemapEntry[] {
  const alts = alternates(id, params).map((a) => ({ hreflang: a.lang, href: siteUrl + a.path }));
  return languages.map((lang) => ({
    loc: siteUrl + href(id, lang, params),
    alternates: alts,
    ...(lastmod ? { lastmod } : {}),
  }));
}

/** Every page of the route table that belongs in the sitemap (not noindex, prerendered). */
export function staticEntries(siteUrl: string): SitemapEntry[] {
  return routeIds.filter(inSitemap).flatMap((id) => pageEntries(siteUrl, id));
}

export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      "  <url>",
      `    <loc>${escapeXml(e.loc)}</loc>`,
      ...(e.lastmod ? [`    <lastmod>${escapeXml(e.lastmod)}</lastmod>`] : []),
      ...e.alternates.map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
      ),
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Every public URL in both languages, each with its hreflang alternates. More entries (published
 * blog posts: `pageEntries(siteUrl, "blogPost", { slug }, updated)`) are passed in `extra`.
 */
export function buildSitemap(siteUrl: string, extra: SitemapEntry[] = []): string {
  return renderSitemap([...staticEntries(siteUrl), ...extra]);
}
