import { describe, expect, it } from "vitest";
import { siteDefaults } from "../../../app/content/site.ts";
import { createLocalEngine, MAX_SEARCH_TERMS, searchTerms } from "./local.ts";

describe("local engine search cost", () => {
  const engine = createLocalEngine(siteDefaults);
  const ask = (message: string) => engine.answer({ message, lang: "en", history: [] });

  it("searches only the first distinct words: a 2,000-character flood answers like its first words", () => {
    // Distinct long words cost a fuzzy search each; past the first few they change nothing.
    const question = "which channels do you support whatsapp instagram messenger";
    const filler = Array.from({ length: 200 }, (_, i) => `zqx${i.toString(36)}wvutsrq`).join(" ");
    const flood = `${question} ${filler}`.slice(0, 2000);
    expect(flood.split(" ").length).toBeGreaterThan(MAX_SEARCH_TERMS * 5);
    expect(ask(flood)).toBe(ask(question));
    const terms = searchTerms(flood, new Set(["do", "you"])).split(" ");
    expect(terms).toHaveLength(MAX_SEARCH_TERMS);
    expect(terms.slice(0, 6)).toEqual([
      "which",
      "channels",
      "support",
      "whatsapp",
      "instagram",
      "messenger",
    ]);
    expect(Math.max(...terms.map((t) => t.length))).toBeLessThanOrEqual(24);
  });
});
