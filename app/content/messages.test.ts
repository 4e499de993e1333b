import { describe, expect, it } from "vitest";
import { leaves } from "./tree-leaves.ts";
import { messages } from "./messages.server.ts";

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
});
