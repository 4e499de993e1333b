import type { Page } from "@playwright/test";
import { documentLoads } from "./conversion-helpers.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/**
 * Static sections keep their server HTML on the first load instead of being hydrated
 * (StaticIsland, docs/decisions/022), so a phone spends its first seconds on the parts that
 * respond. These tests check that the server's HTML is kept, and that nothing a visitor can do is
 * lost with it. What the saving is worth on a phone is held by main-thread.spec.ts.
 */

/**
 * Where each page keeps server HTML: an element inside a static island of the page, and the
 * footer's blurb (every page's layout keeps it).
 */
const islands = [
  { path: "/", inside: ["#servicios-title", "#preguntas-frecuentes-title"] },
  { path: "/pricing", inside: ["#planes thead th"] },
  { path: "/novachannel", inside: ["#planes-title"] },
  { path: "/servicios", inside: ["#agentes-ia-novachannel-title"] },
  { path: "/terminos-condiciones", inside: ["#aceptacion-title"] },
];

/**
 * Before any script runs (the document has been parsed; module scripts run after that), puts an
 * element the server never sent inside each of `selectors`. Hydration requires the DOM to match
 * what the app renders: React would throw the page away and render it again on the client, with
 * an error logged. Inside an island, which React leaves as the server sent it, the extra element
 * stays. This is what the saving is, seen from the page: no cost of a React version's internals.
 */
async function markServedHtml(page: Page, selectors: string[]) {
  await page.addInitScript((selectors) => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      for (const selector of selectors) {
        const mark = document.createElement("i");
        mark.dataset.served = selector;
        mark.hidden = true;
        document.querySelector(selector)?.append(mark);
      }
    });
  }, selectors);
}

for (const { path, inside } of islands) {
  const selectors = [...inside, "footer p"];
  test(`${path} keeps the server's HTML of its static sections through hydration`, async ({
    page,
  }) => {
    await markServedHtml(page, selectors);
    await page.goto(path);
    await hydrated(page);
    // Time for a late client render, had hydration failed.
    await page.waitForTimeout(500);
    const kept = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[data-served]")].map((el) => el.dataset.served),
    );
    expect(kept.sort()).toEqual([...selectors].sort());
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
