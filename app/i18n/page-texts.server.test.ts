import { describe, expect, it } from "vitest";
import { legalUpdated } from "../content/business.ts";
import { termsEs } from "../content/es/legal.ts";
import { termsEn } from "../content/en/legal.ts";
import { longFormPage } from "./long-form.server.ts";
import { messages } from "../content/messages.server.ts";
import { href } from "./href.ts";
import { pageTexts } from "./page-texts.server.ts";

const request = (path: string) => new Request(`http://localhost${path}`);

describe("legal pages' last-updated date", () => {
  // "2 de mayo de 2025", "May 2, 2025": the long date of each language, from business.ts.
  const longDate = (iso: string, locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
  const cases = (["terms", "refund"] as const).flatMap((id) => [
    { id, lang: "es" as const, date: longDate(legalUpdated[id], "es") },
    { id, lang: "en" as const, date: longDate(legalUpdated[id], "en-US") },
  ]);

  for (const { id, lang, date } of cases) {
    it(`${id} (${lang}): the intro says "${date}", from business.ts`, () => {
      expect(messages[lang].pages[id].intro).toContain("{date}");
      const texts = pageTexts(request(href(id, lang)), id);
      expect(texts.page.intro).toContain(date);
      expect(texts.page.intro).not.toContain("{");
    });
  }

  it("agrees with the date the legal page itself shows", () => {
    for (const lang of ["es", "en"] as const) {
      const data = longFormPage(request(href("terms", lang)), "terms", {
        es: termsEs,
        en: termsEn,
      });
      expect(data.doc.updated?.iso).toBe(legalUpdated.terms);
      expect(data.page.intro).toContain(data.doc.updated!.date);
    }
  });
});
