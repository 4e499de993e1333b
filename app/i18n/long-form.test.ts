import { describe, expect, it } from "vitest";
import { expectParity, leaves } from "../../tests/support/parity.ts";
import { knowledgeEn } from "../content/en/knowledge.ts";
import { refundEn, termsEn } from "../content/en/legal.ts";
import { knowledgeEs } from "../content/es/knowledge.ts";
import { refundEs, termsEs } from "../content/es/legal.ts";
import { figures, formatDuration } from "../content/figures.ts";
import { formatDate } from "../content/formatters.ts";
import type { DocSection, LongFormSource, SourceBlock } from "../content/long-form.ts";
import { buildDoc } from "./long-form.server.ts";
import type { Lang } from "../content/routes.ts";
import { siteDefaults } from "../content/site.ts";

const docs: Record<string, Record<Lang, LongFormSource>> = {
  knowledge: { es: knowledgeEs, en: knowledgeEn },
  terms: { es: termsEs, en: termsEn },
  refund: { es: refundEs, en: refundEn },
};

function sectionIds(sections: DocSection<SourceBlock>[]): string[] {
  return sections.flatMap((s) => [s.id, ...sectionIds(s.subsections ?? [])]);
}

describe.each(Object.entries(docs))("%s content", (name, { es, en }) => {
  it("has the same shape and placeholders in Spanish and English", () => {
    expectParity(es, en, { name });
  });

  it("types no figure: every number comes in through a placeholder", () => {
    for (const [lang, source] of Object.entries({ es, en })) {
      for (const [key, value] of leaves(source)) {
        if (typeof value === "string") expect(value, `${name} ${lang} ${key}`).not.toMatch(/\d/);
      }
    }
  });

  it("has unique anchor ids that are safe in a URL", () => {
    for (const source of [es, en]) {
      const ids = sectionIds(source.sections);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
    }
  });

  it("fills every placeholder when built", () => {
    for (const [lang, source] of [
      ["es", es],
      ["en", en],
    ] as const) {
      const built = buildDoc(source, lang, siteDefaults, "2025-05-02");
      for (const [key, value] of leaves(built)) {
        expect(String(value), `${name} ${lang} ${key}`).not.toMatch(/[{}]/);
      }
    }
  });
});

describe("links between long-form pages", () => {
  it("point at anchors that exist on the target page", () => {
    for (const lang of ["es", "en"] as const) {
      for (const source of Object.values(docs)) {
        const links = [...leaves(source[lang]).entries()].filter(([k]) => k.endsWith(".hash"));
        for (const [key, hash] of links) {
          const to = leaves(source[lang]).get(key.replace(/hash$/, "to")) as string;
          expect(sectionIds(docs[to]![lang].sections), `${lang} ${to}#${hash}`).toContain(hash);
        }
      }
    }
  });
});

describe("figures", () => {
  const es = figures("es", siteDefaults, knowledgeEs.data);
  const en = figures("en", siteDefaults, knowledgeEn.data);

  it("quote business.ts: prices, SLA, refund windows, process durations", () => {
    expect(es.diamanteMonthly).toBe("99.00");
    expect(es.diamanteAnnual).toBe("84.15");
    expect(en.starterAnnual).toBe("41.65");
    expect(es.uptimePct).toBe("99.5");
    expect([es.supportOpens, es.supportCloses, es.supportCity]).toEqual(["9:00", "17:00", "Miami"]);
    expect([es.highHours, es.mediumHours, es.lowHours]).toEqual(["4–8", "24–48", "72"]);
    expect([es.refundFailureDays, es.refundDuplicateDays]).toEqual(["30", "7"]);
    expect([es.refundRequestDays, es.refundEvaluationDays]).toEqual(["7", "30"]);
    expect([es.stepEvaluation, es.stepDesign]).toEqual(["1–2 días", "2–3 días"]);
    expect([en.stepImplementation, en.stepTraining]).toEqual(["1–4 weeks", "1 week"]);
    expect([es.basicChatbot, en.complexChatbot]).toEqual(["1–2 semanas", "4–8 weeks"]);
    expect([es.annualDiscountPct, es.trialDays, es.installationFee]).toEqual(["15", "14", "100"]);
    expect(es.traditionalDevRange).toBe("$15,000–$40,000");
    expect(en.prioritySupportPlans).toBe("Diamante and Elite");
    expect(es.standardSupportPlans).toBe("Starter y Demo");
  });

  it("format dates, hours and channels per language", () => {
    expect(formatDate("2025-05-02", "es")).toBe("2 de mayo de 2025");
    expect(formatDate("2025-05-02", "en")).toBe("May 2, 2025");
    expect(en.contactOpens).toBe("8:00 AM");
    expect(en.contactCloses).toBe("5:00 PM");
    expect(es.supportWeekdays).toBe("lunes a viernes");
    expect(es.channels).toBe("WhatsApp, Telegram, Instagram, Facebook, Web y SMS");
    expect(en.channels).toBe("WhatsApp, Telegram, Instagram, Facebook, Web, and SMS");
    expect(formatDuration(1, 1, "hours", knowledgeEs.data)).toBe("1 hora");
  });
});
