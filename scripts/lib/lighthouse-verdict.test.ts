import { describe, expect, it } from "vitest";
import { median, missedTargets, NOINDEX_AUDIT, type PageResult } from "./lighthouse-verdict.ts";

const perfect: PageResult = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  seoFailures: [],
};

describe("lighthouse targets", () => {
  it("passes a page at target and names every missed category", () => {
    expect(missedTargets(perfect, false)).toEqual([]);
    expect(missedTargets({ ...perfect, performance: 95 }, false)).toEqual([]);
    expect(
      missedTargets(
        { ...perfect, performance: 94, accessibility: 98, bestPractices: 96, seo: 92 },
        false,
      ),
    ).toEqual(["performance 94", "accessibility 98", "best practices 96", "SEO 92 ()"]);
  });

  it("lets an intentionally noindex page fail is-crawlable, and nothing else", () => {
    const noindexed = { ...perfect, seo: 66, seoFailures: [NOINDEX_AUDIT] };
    expect(missedTargets(noindexed, true)).toEqual([]);
    // The same result on a page meant to be indexed is a regression.
    expect(missedTargets(noindexed, false)).toEqual(["SEO 66 (is-crawlable)"]);
    // A noindex page still needs every other SEO audit.
    expect(
      missedTargets(
        { ...noindexed, seo: 58, seoFailures: [NOINDEX_AUDIT, "meta-description"] },
        true,
      ),
    ).toEqual(["SEO 58 (is-crawlable, meta-description)"]);
  });

  it("takes the middle run", () => {
    expect(median([97, 91, 99])).toBe(97);
    expect(median([5])).toBe(5);
    expect(() => median([])).toThrow();
  });
});
