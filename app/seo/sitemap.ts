import { inSitemap, languages, routeIds } from "../content/routes.ts";
import { alternates, href } from "../i18n/href.ts";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

/** Every public URL in both languages, each with its hreflang alternates. */
export function buildSitemap(siteUrl: string): string {
  const urls = routeIds.filter(inSitemap).flatMap((id) =>
    languages.map((lang) => {
      const links = alternates(id)
        .map(
          (a) =>
            `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(siteUrl + a.path)}"/>`,
        )
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(siteUrl + href(id, lang))}</loc>\n${links}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
