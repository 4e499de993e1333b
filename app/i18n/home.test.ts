import { describe, expect, it } from "vitest";
import { expectParity, leaves } from "../../tests/support/parity.ts";
import { processSteps } from "../content/business.ts";
import { homeEn } from "../content/en/home.ts";
import { homeEs } from "../content/es/home.ts";
import { durationText, homeContent, homeProcessSteps } from "./home.server.ts";
import { routeTable } from "../content/routes.ts";
import { siteDefaults } from "../content/site.ts";

describe("home texts", () => {
  const es = leaves(homeEs);
  const en = leaves(homeEn);

  it("have the same keys, list lengths and placeholders in both languages, and nothing empty", () => {
    expectParity(homeEs, homeEn);
  });

  it("link the same pages", () => {
    for (const [key, value] of es) {
      if (/\.(route|image|rating)$/.test(key) && key !== "testimonials.rating") {
        expect(en.get(key), key).toBe(value);
      }
    }
  });

  it("have what the spec asks for: five phrases, seven services, three, four tabs, four steps, six benefits, three testimonials, six questions", () => {
    expect(homeEs.hero.phrases).toHaveLength(5);
    expect(homeEs.services.items).toHaveLength(7);
    expect(homeEs.services.items.at(-1)?.route).toBe("contactCenter");
    expect(homeEs.ourServices.items.map((i) => i.route)).toEqual([
      "aiAgents",
      "novachannel",
      "apps",
    ]);
    expect(homeEs.solutions.tabs.map((t) => routeTable[t.route].es)).toEqual([
      "/servicios/agentes-ia",
      "/novachannel",
      "/servicios/contenido",
      "/iacoding",
    ]);
    expect(homeEs.process.steps).toHaveLength(4);
    expect(homeEs.benefits.items).toHaveLength(6);
    expect(homeEs.testimonials.items.map((t) => t.rating)).toEqual([5, 5, 5]);
    expect(homeEs.faq.items).toHaveLength(6);
  });

  it("highlight a part of the page heading", () => {
    expect("Acelera Tu Negocio Con Inteligencia Artificial").toContain(homeEs.hero.highlight);
    expect("Accelerate Your Business With Artificial Intelligence").toContain(
      homeEn.hero.highlight,
    );
  });
});

describe("homeContent", () => {
  it("fills every placeholder from the site config and business.ts", () => {
    for (const lang of ["es", "en"] as const) {
      const text = JSON.stringify(homeContent(lang, siteDefaults));
      expect(text.match(/\{\w+\}/g), lang).toBeNull();
      expect(text).toContain(siteDefaults.companyName);
    }
    const es = homeContent("es", siteDefaults);
    expect(es.faq.items[2]!.answer).toContain("WhatsApp, Telegram, Instagram, Facebook, Web y SMS");
    expect(es.solutions.tabs[3]!.text).toBe(
      "Apps web y móviles de $1,500 a $15,000 en lugar de $15,000 a $40,000.",
    );
    expect(es.testimonials.items[0]!.ratingLabel).toBe("5 de 5 estrellas");
    expect(homeContent("en", siteDefaults).testimonials.items[0]!.ratingLabel).toBe(
      "5 out of 5 stars",
    );
  });

  it("gives the four steps the durations of the implementation process", () => {
    expect(homeProcessSteps.flat()).toEqual(processSteps.map((s) => s.id));
    expect(homeContent("es", siteDefaults).process.steps.map((s) => s.duration)).toEqual([
      "1–2 días",
      "2–3 días",
      "1–4 semanas + 1 semana",
      "Continuo",
    ]);
    expect(homeContent("en", siteDefaults).process.steps.map((s) => s.duration)).toEqual([
      "1–2 days",
      "2–3 days",
      "1–4 weeks + 1 week",
      "Ongoing",
    ]);
    expect(durationText("training", homeEn.process.duration)).toBe("1 week");
  });
});
