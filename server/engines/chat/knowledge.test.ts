import { describe, expect, it } from "vitest";
import { siteDefaults } from "../../../app/content/site.ts";
import { knowledgeEn } from "../../../app/content/assistant/en/knowledge.ts";
import { knowledgeEs } from "../../../app/content/assistant/es/knowledge.ts";
import { detectLanguage, langFromAcceptLanguage } from "./language.ts";

describe("chat knowledge", () => {
  it("has the same documents in both languages, none empty, no unfilled placeholder", () => {
    const es = knowledgeEs(siteDefaults);
    const en = knowledgeEn(siteDefaults);
    expect(en.docs.map((d) => d.id)).toEqual(es.docs.map((d) => d.id));
    for (const d of [...es.docs, ...en.docs]) {
      expect(d.text.length, d.id).toBeGreaterThan(20);
      expect(d.text, d.id).not.toMatch(/\{\w+\}|undefined|NaN/);
    }
  });

  it("uses the configured site values (assistant name, e-mail, booking page)", () => {
    const site = {
      ...siteDefaults,
      assistantName: "Ana",
      email: "ventas@x.example",
      siteUrl: "https://x.example",
    };
    const k = knowledgeEs(site);
    expect(k.greeting).toContain("Ana");
    expect(k.unknown).toContain("ventas@x.example");
    expect(k.demoOffer).toContain("https://x.example/agenda");
  });
});

describe("language detection", () => {
  it("tells Spanish from English by punctuation, accents and common words", () => {
    expect(detectLanguage("¿Cuánto cuesta?")).toBe("es");
    expect(detectLanguage("quiero saber el precio del plan")).toBe("es");
    expect(detectLanguage("How much does it cost?")).toBe("en");
    expect(detectLanguage("Elite")).toBeUndefined();
  });

  it("reads Accept-Language by quality", () => {
    expect(langFromAcceptLanguage("fr-FR, en;q=0.8, es;q=0.9")).toBe("es");
    expect(langFromAcceptLanguage("en-US,en;q=0.9")).toBe("en");
    expect(langFromAcceptLanguage("de")).toBeUndefined();
    expect(langFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
