import { expect, hydrated, test } from "./fixtures.ts";
import { recordCommits } from "./react-commits.ts";

/**
 * After hydration, a page renders again only what changed (docs/decisions/013, fifth pass). Each
 * of these re-renders once cost a phone one of its longest tasks and no test held them off:
 * React Router re-rendering the whole page per route-discovery patch (76 components on home),
 * every schedule button re-rendering when `/integrations.json` brought the booking URLs the page
 * already had (14), the toaster re-rendering for an empty list of another identity.
 *
 * Allowed: the islands' one small re-render (StaticIsland leaving its hydration snapshot) and the
 * home typewriter's ticks (3 components each).
 */
const pages = ["/", "/en", "/precios", "/en/novachannel", "/servicios"];
/** A typewriter tick renders 3 components; anything larger is a real re-render. */
const SMALL = 3;
/** Long enough for the integrations, the router's idle work and the first typewriter ticks. */
const SETTLE_MS = 2_000;

for (const path of pages) {
  test(`${path}: after hydration, at most one small re-render`, async ({ page }) => {
    const recorder = await recordCommits(page);
    await page.goto(path);
    await hydrated(page);
    await page.waitForTimeout(SETTLE_MS);
    const [hydration, ...after] = await recorder.commits();
    expect(hydration!.components, "the first commit hydrates the page").toBeGreaterThan(50);
    const rerenders = after.filter((c) => c.components > SMALL);
    expect(rerenders.length, JSON.stringify(after)).toBeLessThanOrEqual(1);
    for (const commit of rerenders)
      expect(commit.components, JSON.stringify(after)).toBeLessThan(hydration!.components / 4);
  });
}
