import { describe, expect, it } from "vitest";
import { bookingErrors } from "../content/booking.ts";
import { adminEn } from "../content/en/admin.ts";
import { blogEn } from "../content/en/blog.ts";
import { bookingManageEn } from "../content/en/booking-manage.ts";
import { bookingWidgetEn } from "../content/en/booking-widget.ts";
import { chatEn } from "../content/en/chat.ts";
import { conversionEn } from "../content/en/conversion.ts";
import { platformEn } from "../content/en/platform.ts";
import { pricingEn } from "../content/en/pricing.ts";
import { servicesEn } from "../content/en/services.ts";
import { transcriptionEn } from "../content/en/transcription.ts";
import { adminEs } from "../content/es/admin.ts";
import { blogEs } from "../content/es/blog.ts";
import { bookingManageEs } from "../content/es/booking-manage.ts";
import { bookingWidgetEs } from "../content/es/booking-widget.ts";
import { chatEs } from "../content/es/chat.ts";
import { conversionEs } from "../content/es/conversion.ts";
import { platformEs } from "../content/es/platform.ts";
import { pricingEs } from "../content/es/pricing.ts";
import { servicesEs } from "../content/es/services.ts";
import { transcriptionEs } from "../content/es/transcription.ts";
import { knowledgeEn } from "../content/en/knowledge.ts";
import { knowledgeEs } from "../content/es/knowledge.ts";
import { figures } from "../content/figures.ts";
import { chatErrors, videoErrors } from "../content/function-errors.ts";
import { messages } from "../content/messages.server.ts";
import { requestErrors } from "../content/request-errors.ts";
import { languages, routeTable, type RouteId } from "../content/routes.ts";
import { siteDefaults } from "../content/site.ts";
import { leaves } from "../../tests/support/parity.ts";
import { homeContent } from "./home.server.ts";
import { filledPageTexts } from "./page-texts.server.ts";
import { runtimeSlots } from "./runtime-text.ts";
import { siteTexts, siteVars } from "./site-vars.server.ts";
import { fillTexts } from "./translate.ts";

const site = siteDefaults;
const allowed = new Set<string>(runtimeSlots);

/** Every `{name}` left in a tree's strings that no component may fill: `path: {name}`. */
function unfilled(tree: unknown, slots: ReadonlySet<string> = allowed): string[] {
  const out: string[] = [];
  for (const [path, value] of leaves(tree)) {
    if (typeof value !== "string") continue;
    for (const [, name] of value.matchAll(/\{(\w+)\}/g)) {
      if (!slots.has(name!)) out.push(`${path}: {${name}}`);
    }
  }
  return out;
}

/** Every content tree that reaches a page, by name, in both languages (as the loaders send it). */
const pageContent = {
  blog: { es: blogEs, en: blogEn },
  bookingManage: { es: bookingManageEs, en: bookingManageEn },
  bookingWidget: { es: bookingWidgetEs, en: bookingWidgetEn },
  chat: { es: chatEs, en: chatEn },
  conversion: { es: conversionEs, en: conversionEn },
  platform: { es: platformEs, en: platformEn },
  pricing: { es: pricingEs, en: pricingEn },
  services: { es: servicesEs, en: servicesEn },
  transcription: { es: transcriptionEs, en: transcriptionEn },
  admin: { es: adminEs, en: adminEn },
};

describe("placeholders are filled once, on the server", () => {
  it("no run-time slot is named like a site-wide value", () => {
    const site = Object.keys(siteVars("es", siteDefaults));
    expect(site.filter((name) => allowed.has(name))).toEqual([]);
  });

  it("the long-form figures mean in siteVars what they mean on their own (one set of values)", () => {
    for (const lang of languages) {
      const all = siteVars(lang, siteDefaults);
      const own = figures(lang, siteDefaults, (lang === "es" ? knowledgeEs : knowledgeEn).data);
      for (const [name, value] of Object.entries(own)) {
        expect(String(all[name]), `${lang} {${name}}`).toBe(value);
      }
    }
  });

  for (const lang of languages) {
    it(`${lang}: the interface texts of the root loader keep only run-time slots`, () => {
      const { pages: _pages, ...ui } = messages[lang];
      expect(unfilled(siteTexts(ui, lang, site))).toEqual([]);
    });

    it(`${lang}: every page's title, description, heading and intro is final`, () => {
      for (const id of Object.keys(routeTable) as RouteId[]) {
        expect(unfilled(filledPageTexts(id, lang, site), new Set()), id).toEqual([]);
      }
    });

    it(`${lang}: the home page's texts keep only run-time slots`, () => {
      expect(unfilled(homeContent(lang, site))).toEqual([]);
    });

    it.each(Object.entries(pageContent))(
      `${lang}: %s content keeps only run-time slots`,
      (_name, byLang) => {
        expect(unfilled(siteTexts(byLang[lang], lang, site))).toEqual([]);
      },
    );

    it(`${lang}: the functions' error messages are final once the function fills its limits`, () => {
      expect(unfilled(bookingErrors[lang], new Set())).toEqual([]);
      expect(unfilled(requestErrors[lang], new Set())).toEqual([]);
      expect(unfilled(fillTexts(chatErrors[lang], { max: 2000 }), new Set())).toEqual([]);
      const video = fillTexts(videoErrors[lang], { max: 100, minutes: 10 });
      expect(unfilled(video, new Set())).toEqual([]);
    });
  }

  it("both languages of the function errors have the same codes and placeholders", () => {
    for (const tree of [chatErrors, videoErrors]) {
      const es = leaves(tree.es);
      const en = leaves(tree.en);
      expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
      const names = (s: unknown) =>
        String(s)
          .match(/\{\w+\}/g)
          ?.sort() ?? [];
      for (const [key, value] of es) expect(names(en.get(key)), key).toEqual(names(value));
    }
  });
});
