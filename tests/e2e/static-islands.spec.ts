import type { Page } from "@playwright/test";
import { documentLoads } from "./conversion-helpers.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/**
 * Static sections keep their server HTML on the first load instead of being hydrated
 * (StaticIsland, docs/decisions/013), so a phone spends its first seconds on the parts that
 * respond. These tests hold the saving and check that nothing a visitor can do is lost with it.
 */

/** Elements React hydrated: it marks each one it owns with a `__reactFiber$…` property. */
function hydratedElements(page: Page, selector = "body") {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector)!;
    const all = [root, ...root.querySelectorAll("*")];
    const owned = all.filter((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber$")));
    return { owned: owned.length, all: all.length };
  }, selector);
}

/**
 * Budgets per page (about 10 % above what these pages hydrate now). Before the islands, home
 * hydrated 785 of its 790 elements, pricing 617 of 622 and NovaChannel 678 of 683.
 */
const budgets = [
  { path: "/", max: 265 },
  { path: "/pricing", max: 150 },
  { path: "/novachannel", max: 200 },
  { path: "/servicios", max: 115 },
  { path: "/terminos-condiciones", max: 155 },
];

for (const { path, max } of budgets) {
  test(`${path} hydrates at most ${max} elements, and serves them all`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const { owned, all } = await hydratedElements(page);
    expect(owned).toBeLessThanOrEqual(max);
    // The rest is there all the same, as the server sent it.
    expect(all).toBeGreaterThan(owned * 1.3);
  });
}

test.describe("home", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
  });

  test("the services grid is served, not hydrated, while the tabs beside it are", async ({
    page,
  }) => {
    await expect(page.locator("#servicios li")).toHaveCount(7);
    expect((await hydratedElements(page, "#servicios ul")).owned).toBe(0);
    expect((await hydratedElements(page, "#soluciones [role=tablist]")).owned).toBeGreaterThan(0);
    // A tab still shows its panel, whose content was never hydrated.
    await page.locator("#soluciones [role=tab]").nth(1).click();
    const panel = page.locator("#soluciones [role=tabpanel]:visible");
    await expect(panel.getByRole("heading", { level: 3 })).toContainText("NovaChannel");
  });

  test("a link in a static section navigates in the app, and coming back renders it again", async ({
    page,
  }) => {
    const loads = documentLoads(page);
    const card = page.locator("#servicios li").first().getByRole("link");
    const target = await card.getAttribute("href");
    await card.click();
    await expect(page).toHaveURL(target!);
    await expect(page.locator("h1")).toBeVisible();
    // No document load: the app navigated.
    expect(loads).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.locator("#servicios li")).toHaveCount(7);
    await expect(page.locator("#preguntas-frecuentes details")).toHaveCount(6);
    expect(loads).toEqual([]);
  });

  test("a link opened in a new tab leaves the page where it is", async ({ page, context }) => {
    const loads = documentLoads(page);
    const opened = context.waitForEvent("page");
    await page
      .locator("#servicios li")
      .first()
      .getByRole("link")
      .click({ modifiers: [process.platform === "darwin" ? "Meta" : "Control"] });
    await (await opened).close();
    await expect(page).toHaveURL("/");
    expect(loads).toEqual([]);
  });
});

test("the footer's static links follow the language after a switch in the app", async ({
  page,
}) => {
  await page.goto("/precios");
  await hydrated(page);
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "Desarrollo IA" })).toHaveAttribute(
    "href",
    "/servicios/desarrollo-ia",
  );
  const loads = documentLoads(page);
  await footer.getByRole("link", { name: "Ver esta página en inglés" }).click();
  await expect(page).toHaveURL("/pricing");
  await expect(footer.getByRole("link", { name: "AI Development" })).toHaveAttribute(
    "href",
    "/services/ai-development",
  );
  expect(loads).toEqual([]);
  // Back in Spanish, on the very page whose HTML was served first: rendered again, not emptied.
  await page.goBack();
  await expect(page).toHaveURL("/precios");
  await expect(footer.getByRole("link", { name: "Desarrollo IA" })).toBeVisible();
  await expect(page.locator("#planes table tbody tr")).toHaveCount(12);
});
