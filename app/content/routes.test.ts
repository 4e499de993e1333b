import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  documentPath,
  inSitemap,
  langOfPath,
  languages,
  matchPage,
  parseRouteKey,
  prerenderPaths,
  routeIds,
  routeKey,
  routeTable,
} from "./routes.ts";

describe("route table", () => {
  it("gives every page a distinct path in each language", () => {
    const paths = routeIds.flatMap((id) => languages.map((l) => routeTable[id][l]));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("follows docs/product/design.md §2: the spec's path is Spanish and /en + path or an English slug is English", () => {
    expect(routeTable.pricing).toMatchObject({ es: "/precios", en: "/pricing" });
    expect(routeTable.novachannel).toMatchObject({ es: "/novachannel", en: "/en/novachannel" });
    expect(routeTable.home).toMatchObject({ es: "/", en: "/en" });
  });

  it("names each page's module and frame, which app/routes.ts mounts in both languages", async () => {
    for (const id of routeIds) {
      const entry: { module: string; layout?: string } = routeTable[id];
      for (const file of [entry.module, entry.layout].filter((f) => f !== undefined))
        expect(existsSync(join(import.meta.dirname, "..", file)), `${id}: app/${file}`).toBe(true);
    }
    const { default: config } = await import("../routes.ts");
    const mounted = JSON.stringify(config);
    for (const id of routeIds)
      for (const lang of languages) expect(mounted).toContain(`"id":"${routeKey(id, lang)}"`);
  });

  it("finds the page and language of every path, and of a dynamic one with its params", () => {
    for (const id of routeIds.filter((i) => i !== "blogPost")) {
      for (const lang of languages)
        expect(matchPage(routeTable[id][lang])).toEqual({ id, lang, params: {} });
    }
    expect(matchPage("/en/blog/hola-mundo")).toEqual({
      id: "blogPost",
      lang: "en",
      params: { slug: "hola-mundo" },
    });
    expect(matchPage("/precios/")).toEqual({ id: "pricing", lang: "es", params: {} });
    expect(matchPage("/nope")).toBeUndefined();
  });

  it("reads the language of data requests and unknown paths", () => {
    expect(documentPath("/pricing.data")).toBe("/pricing");
    expect(documentPath("/_.data")).toBe("/");
    expect(langOfPath("/pricing.data")).toBe("en");
    expect(langOfPath("/_.data")).toBe("es");
    expect(langOfPath("/en/whatever")).toBe("en");
    expect(langOfPath("/whatever")).toBe("es");
  });

  it("round-trips route keys", () => {
    expect(parseRouteKey(routeKey("pricing", "en"))).toEqual({ id: "pricing", lang: "en" });
    expect(parseRouteKey("root")).toBeUndefined();
    expect(parseRouteKey("pricing.fr")).toBeUndefined();
  });

  it("prerenders every static page in both languages and keeps private or dynamic ones out of the sitemap", () => {
    expect(prerenderPaths()).toHaveLength((routeIds.length - 2) * 2);
    expect(prerenderPaths()).not.toContain("/blog");
    expect(inSitemap("blog")).toBe(true);
    expect(prerenderPaths()).not.toContain("/blog/:slug");
    expect(inSitemap("welcome")).toBe(false);
    expect(inSitemap("blogPost")).toBe(false);
    expect(inSitemap("pricing")).toBe(true);
  });
});
