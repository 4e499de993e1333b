import { describe, expect, it } from "vitest";
import { siteDefaults } from "../../../app/content/site.ts";
import { detectLanguage } from "./language.ts";
import { createLocalEngine } from "./local.ts";
import { evalCases } from "./eval-fixture.ts";

describe("local engine evaluation", () => {
  const engine = createLocalEngine(siteDefaults);

  it("has at least 40 questions, half in each language, each detected in its language", () => {
    expect(evalCases.length).toBeGreaterThanOrEqual(40);
    const es = evalCases.filter((c) => c.lang === "es").length;
    expect(es).toBe(evalCases.length - es);
    for (const c of evalCases)
      if (c.q.split(" ").length > 2) expect(detectLanguage(c.q), c.q).toBe(c.lang);
  });

  it("answers with every expected fact (prints the accuracy)", () => {
    const failures: string[] = [];
    for (const c of evalCases) {
      // A follow-up continues the conversation its first question started (the engine's state).
      const state = c.followUpOf
        ? engine.answer({ message: c.followUpOf, lang: c.lang, history: [] }).state
        : undefined;
      const answer = engine.answer({ message: c.q, lang: c.lang, history: [], state }).text;
      const missing = c.facts.filter((f) => !answer.includes(f));
      if (missing.length) failures.push(`${c.q} → missing ${missing.join(", ")}\n   ${answer}`);
    }
    const accuracy = (evalCases.length - failures.length) / evalCases.length;
    console.info(
      `chat evaluation: ${evalCases.length - failures.length}/${evalCases.length} answers hold every fact (accuracy ${(accuracy * 100).toFixed(1)} %)` +
        (failures.length ? `\n${failures.join("\n")}` : ""),
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });
});
