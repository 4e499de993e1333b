import { describe, expect, it } from "vitest";
import { inSitemap, isPrerendered, languages, routeIds, routeTable } from "../content/routes.ts";
import { buildSitemap, pageEntries } from "./sitemap.ts";

const site = "https://example.test";

/** Each <url> of a sitemap: its loc and its hreflang → href alternates. */
function parse(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (m) => [m[1]!, m[2]!],
      ),
    ),
  }));
}

describe("sitemap", () => {
  const urls = parse(buildSitemap(site));

  it("lists every indexable page in both languages, and no noindex or dynamic page", () => {
    const expected = routeIds
      .filter(inSitemap)
      .flatMap((id) => languages.map((lang) => site + routeTable[id][lang]));
    expect(urls.map((u) => u.loc).sort()).toEqual(expected.sort());
    for (const id of ["welcome", "scheduleConfirmation", "scheduleManage", "blogPost"] as const) {
      expect(inSitemap(id)).toBe(false);
      for (const lang of languages)
        expect(urls.map((u) => u.loc)).not.toContain(site + routeTable[id][lang]);
    }
    expect(routeIds.filter((id) => isPrerendered(id) && !inSitemap(id)).sort()).toEqual([
      "scheduleConfirmation",
      "scheduleManage",
      "welcome",
    ]);
  });

  it("gives every URL its es, en and x-default (Spanish) alternates, itself among them", () => {
    for (const url of urls) {
      expect(Object.keys(url.alternates).sort()).toEqual(["en", "es", "x-default"]);
      expect(url.alternates["x-default"]).toBe(url.alternates.es);
      expect(Object.values(url.alternates)).toContain(url.loc);
    }
    expect(urls.find((u) => u.loc === `${site}/precios`)?.alternates.en).toBe(`${site}/pricing`);
  });

  it("takes extra entries, e.g. a blog post with its params and last change", () => {
    const xml = buildSitemap(site, pageEntries(site, "blogPost", { slug: "hola" }, "2026-01-02"));
    const post = parse(xml).filter((u) => u.loc.includes("/blog/hola"));
    expect(post.map((u) => u.loc)).toEqual([`${site}/blog/hola`, `${site}/en/blog/hola`]);
    expect(post[0]!.alternates.en).toBe(`${site}/en/blog/hola`);
    expect(xml).toContain("<lastmod>2026-01-02</lastmod>");
  });
});
