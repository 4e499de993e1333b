import { bootModules } from "../../app/lib/boot-after-paint.ts";
import { allPages, expect, hydrated, test } from "./fixtures.ts";

/**
 * Fonts cause no layout shift (issue 10, Weight): the self-hosted Inter is swapped in over a
 * metric-matched local fallback, so the first screen must not move when the fallback is what a
 * visitor sees first. The fallback is forced with CSS after load and the hero's boxes compared.
 */
const heroes = allPages.filter((p) =>
  ["home", "services", "novachannel", "pricing", "aiAgents", "contact"].includes(p.id),
);

for (const { path } of heroes) {
  test(`the font swap moves nothing in the first screen of ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check("700 16px 'Inter Variable'"))).toBe(true);
    const boxes = () =>
      page.evaluate(() => {
        const hero = document.querySelector("main section")!;
        return [hero, ...hero.querySelectorAll("h1, p, li, a")].map((e) => {
          const r = e.getBoundingClientRect();
          return [Math.round(r.top), Math.round(r.height)];
        });
      });
    const withInter = await boxes();
    await page.addStyleTag({
      content: `:root { --font-sans: "Inter Fallback", sans-serif !important; }`,
    });
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
      "Inter Fallback",
    );
    const withFallback = await boxes();
    expect(withFallback.length).toBeGreaterThan(1);
    // A pixel of rounding either way; a line more or less would be 20 px or more.
    withFallback.forEach(([top, height], i) => {
      expect(Math.abs(top! - withInter[i]![0]!), `top of box ${i}`).toBeLessThanOrEqual(2);
      expect(Math.abs(height! - withInter[i]![1]!), `height of box ${i}`).toBeLessThanOrEqual(2);
    });
  });
}

/**
 * Hydration code waits for the first paint (issue 10, Weight; app/lib/boot-after-paint.ts): the
 * page is readable without it, so on a slow link it must not take bandwidth from what paints.
 * Every module the document boots with is requested after the browser reports the first
 * contentful paint, all before the first of them has arrived (no chain of imports), and the page
 * still hydrates. The blog is rendered per request, the others are prerendered.
 */
for (const path of ["/", "/pricing", "/novachannel", "/en/blog"]) {
  test(`${path} requests its scripts only after the first contentful paint`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain('rel="modulepreload"');
    const modules = bootModules(html);
    expect(modules.length).toBeGreaterThan(5);

    await page.goto(path);
    await hydrated(page);
    const { paint, fetched } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      fetched: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map(
        (e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd }),
      ),
    }));
    expect(paint).toBeGreaterThan(0);
    const booted = fetched.filter((f) => modules.includes(f.path));
    expect(booted.map((f) => f.path).sort()).toEqual([...modules].sort());
    const firstArrival = Math.min(...booted.map((f) => f.end));
    for (const f of booted) {
      expect(f.start, f.path).toBeGreaterThanOrEqual(paint!);
      expect(f.start, `${f.path} waited for another module`).toBeLessThanOrEqual(firstArrival);
    }
  });
}
