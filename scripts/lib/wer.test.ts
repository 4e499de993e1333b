import { describe, expect, it } from "vitest";
import { normaliseWords, wordErrorRate } from "./wer.ts";

describe("word error rate", () => {
  it("is 0 for the same words, ignoring case, punctuation and Mr/mister", () => {
    expect(wordErrorRate("<s> and mister john </s>", "And Mr. John")).toBe(0);
    expect(normaliseWords("Hello, world!")).toEqual(["hello", "world"]);
  });

  it("counts substitutions, deletions and insertions over the reference length", () => {
    expect(wordErrorRate("a b c d", "a x c d")).toBe(0.25);
    expect(wordErrorRate("a b c d", "a c d")).toBe(0.25);
    expect(wordErrorRate("a b c d", "a b c d e f")).toBe(0.5);
    expect(wordErrorRate("a b", "")).toBe(1);
  });
});
