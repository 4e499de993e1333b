/**
 * Published blog posts for the sitemap: one <url> per post and language it is written in, with
 * hreflang alternates only when it exists in both. Kept apart from sitemap.ts so the two merge
 * independently; the sitemap route appends these entries before `</urlset>`.
 */
import type { Lang } from "../content/routes.ts";
import { href } from "../i18n/href.ts";

export type SitemapPost = { slug: string; titleEs: string; titleEn: string; updatedAt: Date };

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

export function blogPostEntries(siteUrl: string, posts: SitemapPost[]): string[] {
  return posts.flatMap((post) => {
    const langs: Lang[] = [
      ...(post.titleEs ? ["es" as const] : []),
      ...(post.titleEn ? ["en" as const] : []),
    ];
    const url = (lang: Lang) => escapeXml(siteUrl + href("blogPost", lang, { slug: post.slug }));
    const links =
      langs.length === 2
        ? [
            ...langs.map(
              (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${url(l)}"/>`,
            ),
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${url("es")}"/>`,
          ]
        : [];
    return langs.map((lang) =>
      [
        "  <url>",
        `    <loc>${url(lang)}</loc>`,
        `    <lastmod>${post.updatedAt.toISOString().slice(0, 10)}</lastmod>`,
        ...links,
        "  </url>",
      ].join("\n"),
    );
  });
}

/** Adds entries to a finished sitemap document. */
export function withEntries(xml: string, entries: string[]): string {
  return entries.length ? xml.replace("</urlset>", `${entries.join("\n")}\n</urlset>`) : xml;
}
