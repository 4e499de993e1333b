import { describe, expect, it } from "vitest";
import { complaintsEn } from "./en/complaints.ts";
import { repliesEn } from "./en/replies.ts";
import { utterancesEn } from "./en/utterances.ts";
import { complaintsEs } from "./es/complaints.ts";
import { repliesEs } from "./es/replies.ts";
import { utterancesEs } from "./es/utterances.ts";
import { intents } from "./intents.ts";

/** Every string leaf with its dotted path. */
function leaves(node: unknown, path = ""): [string, string][] {
  if (typeof node === "string") return [[path, node]];
  if (node && typeof node === "object")
    return Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
}
const vars = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("sales assistant texts", () => {
  it("have at least 15 distinct utterances per intent in each language", () => {
    for (const set of [utterancesEs, utterancesEn])
      for (const intent of intents) {
        const list = set[intent];
        expect(new Set(list).size, intent).toBeGreaterThanOrEqual(15);
      }
  });

  it("have at least 100 distinct complaints per language, none also another intent's phrase", () => {
    const key = (s: string) =>
      s
        .toLowerCase()
        .normalize("NFD")
        .replace(/[^a-z0-9ñ]+/g, " ")
        .trim();
    const others = new Set(
      [utterancesEs, utterancesEn].flatMap((set) =>
        intents.filter((i) => i !== "complaint").flatMap((i) => set[i].map(key)),
      ),
    );
    for (const list of [complaintsEs, complaintsEn]) {
      expect(new Set(list.map(key)).size).toBe(list.length);
      expect(list.length).toBeGreaterThanOrEqual(100);
      expect(list.filter((c) => others.has(key(c)))).toEqual([]);
    }
  });

  it("have the same replies and placeholders in Spanish and English, with no figure typed", () => {
    const es = new Map(leaves(repliesEs));
    const en = new Map(leaves(repliesEn));
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
    for (const [key, text] of es) {
      expect(vars(en.get(key)!), key).toEqual(vars(text));
      // Figures come from business.ts through placeholders, never from the wording.
      // (Names that hold digits are not figures: "24/7", "SOC 2".)
      const figures = (t: string) => t.replace(/24\/7|SOC 2/g, "");
      expect(figures(text), key).not.toMatch(/\d/);
      expect(figures(en.get(key)!), key).not.toMatch(/\d/);
    }
  });
});
