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
    // The fallback is a local() font: without Arial or a metric twin on the machine the comparison
    // below would measure DejaVu Sans instead (`.ci/run` installs fonts-liberation).
    const fallbackFaces = await page.evaluate(async () => {
      const faces = [...document.fonts].filter(
        (face) => face.family.replaceAll('"', "") === "Inter Fallback",
      );
      // Every weight band's face, not only those the page happens to use: each must resolve.
      await Promise.all(faces.map((face) => face.load().catch(() => face)));
      return faces.map((face) => ({ weight: face.weight, status: face.status }));
    });
    expect(fallbackFaces.length).toBeGreaterThan(0);
    expect(
      fallbackFaces.filter((face) => face.status !== "loaded"),
      "a local Arial, Liberation Sans or Arimo for every fallback face",
    ).toEqual([]);
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
