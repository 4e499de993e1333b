import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "../config/site-config.server.ts";
import { billing } from "../content/business.ts";
import { messages } from "../content/messages.server.ts";
import { isPrerendered, languages, routeIds } from "../content/routes.ts";
import { siteDefaults } from "../content/site.ts";
import { documentTitle, MAX_TITLE } from "./meta.ts";
import { filledPageTexts } from "../i18n/page-texts.server.ts";

/**
 * The rule (docs/decisions/012-seo.md): with the default brand every page's title is
 * "Page | NovaFlow AI" in at most 60 characters, its description 70–160 characters with every
 * placeholder filled, in both languages, and no two pages share a title. A longer COMPANY_NAME
 * keeps the brand only where it still fits.
 */
const brands = {
  default: siteDefaults,
  long: loadSiteConfig({ COMPANY_NAME: "Compañía Centroamericana de Soluciones Digitales" }),
};
const prerendered = routeIds.filter(isPrerendered);

describe("page titles and descriptions", () => {
  it("fit the limits in both languages, with the brand on every title by default", () => {
    for (const lang of languages) {
      for (const id of routeIds) {
        const page = filledPageTexts(id, lang, siteDefaults);
        const title = documentTitle(page.title, siteDefaults.productName);
        expect(title, `${lang} ${id}`).toBe(`${page.title} | ${siteDefaults.productName}`);
        expect(title.length, `${lang} ${id} title "${title}"`).toBeLessThanOrEqual(MAX_TITLE);
        const d = page.description;
        expect(d.length, `${lang} ${id} description "${d}"`).toBeGreaterThanOrEqual(70);
        expect(d.length, `${lang} ${id} description "${d}"`).toBeLessThanOrEqual(160);
        expect(`${title} ${d} ${page.heading} ${page.intro}`, `${lang} ${id}`).not.toMatch(
          /\{\w+\}/,
        );
      }
    }
  });

  it("stay within 60 characters with a long COMPANY_NAME, dropping the brand only where needed", () => {
    const site = brands.long;
    for (const lang of languages) {
      for (const id of routeIds) {
        const page = filledPageTexts(id, lang, site);
        const title = documentTitle(page.title, site.productName);
        expect(title.length, `${lang} ${id} "${title}"`).toBeLessThanOrEqual(MAX_TITLE);
        expect(title.startsWith(page.title)).toBe(true);
      }
    }
    expect(documentTitle("Contacto", site.productName)).toBe(`Contacto | ${site.productName}`);
  });

  it("are unique across every prerendered page in both languages, whatever the brand", () => {
    for (const site of Object.values(brands)) {
      const titles = prerendered.flatMap((id) =>
        languages.map((lang) =>
          documentTitle(filledPageTexts(id, lang, site).title, site.productName),
        ),
      );
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it("never type a business figure: the pricing texts take the annual discount from business.ts", () => {
    for (const lang of languages) {
      const pct = String(Math.round(billing.annualDiscount * 100));
      const raw = messages[lang].pages.pricing;
      expect(raw.description + raw.intro).not.toContain(pct);
      const filled = filledPageTexts("pricing", lang, siteDefaults);
      expect(filled.intro).toMatch(new RegExp(`${pct} ?%`));
      expect(filled.description).toMatch(new RegExp(`${pct} ?%`));
    }
  });
});
