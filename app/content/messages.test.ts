import { describe, expect, it } from "vitest";
import { leaves } from "./tree-leaves.ts";
import { messages } from "./messages.server.ts";
import { routeIds } from "./routes.ts";
import { siteDefaults } from "./site.ts";
import { format } from "../i18n/translate.ts";

describe("dictionaries", () => {
  it("have exactly the same keys in Spanish and English", () => {
    const es = [...leaves(messages.es).keys()].sort();
    const en = [...leaves(messages.en).keys()].sort();
    expect(en).toEqual(es);
  });

  it("have no empty text, and keep the same placeholders in both languages", () => {
    const es = leaves(messages.es);
    const en = leaves(messages.en);
    const placeholders = (s: unknown) =>
      String(s)
        .match(/\{\w+\}/g)
        ?.sort() ?? [];
    for (const [key, value] of es) {
      if (key !== "pages.blogPost.intro") {
        expect(value, `es ${key}`).not.toBe("");
        expect(en.get(key), `en ${key}`).not.toBe("");
      }
      expect(placeholders(en.get(key)), key).toEqual(placeholders(value));
    }
  });

  it("give every page a title of at most 60 characters and a description of 70 to 160", () => {
    const vars = { platform: siteDefaults.platformName, company: siteDefaults.companyName };
    for (const lang of ["es", "en"] as const) {
      for (const id of routeIds) {
        const page = messages[lang].pages[id];
        const title = `${format(page.title, vars)} | ${siteDefaults.productName}`;
        expect(title.length, `${lang} ${id} title "${title}"`).toBeLessThanOrEqual(60);
        const description = format(page.description, vars);
        expect(description.length, `${lang} ${id} description`).toBeGreaterThanOrEqual(70);
        expect(description.length, `${lang} ${id} description`).toBeLessThanOrEqual(160);
      }
    }
  });

  it("has no duplicate titles within a language", () => {
    for (const lang of ["es", "en"] as const) {
      const titles = routeIds
        .filter((id) => id !== "blogPost")
        .map((id) => messages[lang].pages[id].title);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });
});
