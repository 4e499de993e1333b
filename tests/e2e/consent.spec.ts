import type { Page } from "@playwright/test";
import { conversionEs } from "../../app/content/es/conversion.ts";
import { consentEn } from "../../app/content/en/consent.ts";
import { consentEs } from "../../app/content/es/consent.ts";
import { href } from "../../app/i18n/href.ts";
import { integrationsURL } from "../../playwright.config.ts";
import { axeViolations, expect, hydrated, test } from "./fixtures.ts";
import { requestsTo } from "./conversion-helpers.ts";

// Several full page loads and an axe run each; the machine running them may be busy.
test.describe.configure({ timeout: 60_000 });

const texts = { es: consentEs, en: consentEn } as const;

/**
 * The ad pixel's and analytics' hosts are unreachable here: fakes that record what the page asks
 * of them (the pixel's queue and later calls land in window.__pixelEvents).
 */
async function fakeTrackers(page: Page) {
  await page.route("https://connect.facebook.net/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `(function () {
        var f = window.fbq; window.__pixelEvents = [];
        f.queue.forEach(function (a) { window.__pixelEvents.push(Array.prototype.slice.call(a)); });
        f.callMethod = function () { window.__pixelEvents.push(Array.prototype.slice.call(arguments)); };
      })();`,
    }),
  );
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__gtagLoaded = true;" }),
  );
  return {
    pixel: requestsTo(page, "connect.facebook.net"),
    analytics: requestsTo(page, "googletagmanager.com"),
  };
}

const banner = (page: Page, lang: "es" | "en") =>
  page.getByRole("region", { name: texts[lang].title });

test.describe("consent, with pixel, analytics and chat configured", () => {
  test.use({ baseURL: integrationsURL });

  for (const lang of ["es", "en"] as const) {
    const c = texts[lang];

    test(`no tracker before consent; "accept" loads them and the choice persists (${lang})`, async ({
      page,
    }) => {
      const requests = await fakeTrackers(page);
      await page.goto(href("pricing", lang));
      await hydrated(page);
      await expect(banner(page, lang)).toBeVisible();
      await expect(banner(page, lang)).toContainText(c.text);
      await page.waitForTimeout(1500);
      expect(requests.pixel).toEqual([]);
      expect(requests.analytics).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      await banner(page, lang).getByRole("button", { name: c.acceptAll }).click();
      await expect(banner(page, lang)).toHaveCount(0);
      await expect.poll(() => requests.pixel.length).toBe(1);
      await expect.poll(() => requests.analytics.length).toBe(1);
      await expect
        .poll(() => page.evaluate(() => (window as { __pixelEvents?: unknown[][] }).__pixelEvents))
        .toEqual(
          expect.arrayContaining([
            ["init", "1234567890"],
            ["track", "PageView"],
          ]),
        );

      await page.goto(href("contact", lang));
      await hydrated(page);
      await expect.poll(() => requests.pixel.length).toBe(2);
      await expect(banner(page, lang)).toHaveCount(0);
    });

    test(`"reject" loads no tracker, on this page or the next; the footer link reopens the choice (${lang})`, async ({
      page,
    }) => {
      const requests = await fakeTrackers(page);
      await page.goto(href("services", lang));
      await hydrated(page);
      await banner(page, lang).getByRole("button", { name: c.rejectAll }).click();
      await expect(banner(page, lang)).toHaveCount(0);
      await page.goto(href("pricing", lang));
      await hydrated(page);
      await page.waitForTimeout(2000);
      await expect(banner(page, lang)).toHaveCount(0);
      expect(requests.pixel).toEqual([]);
      expect(requests.analytics).toEqual([]);

      await page.getByRole("button", { name: c.footerLink }).click();
      await expect(banner(page, lang)).toBeFocused();
      const analytics = banner(page, lang).getByRole("checkbox", { name: c.analytics });
      await expect(analytics).not.toBeChecked();
      await expect(banner(page, lang).getByRole("checkbox", { name: c.chat })).not.toBeChecked();
      await analytics.check();
      await banner(page, lang).getByRole("button", { name: c.save }).click();
      await expect.poll(() => requests.pixel.length).toBe(1);
    });
  }

  test("the chat widget loads once after consent, about 1 s after the page, never twice", async ({
    page,
  }) => {
    await fakeTrackers(page);
    const logs: string[] = [];
    page.on("console", (msg) => logs.push(msg.text()));
    const scripts = requestsTo(page, "/chat/widget.js");
    await page.goto(href("home", "es"));

    await hydrated(page);
    await page.waitForTimeout(1500);
    expect(scripts).toEqual([]);
    await banner(page, "es").getByRole("button", { name: consentEs.acceptAll }).click();
    await expect(page.getByTitle("Fake chat widget")).toHaveCount(1);
    await expect.poll(() => logs).toContain("Chat widget loaded");
    await page.locator("footer").getByRole("link", { name: "Precios", exact: true }).click();
    await expect(page).toHaveURL(/\/precios$/);
    await page.waitForTimeout(1200);
    expect(scripts).toHaveLength(1);
    expect(
      await page.evaluate(() => (window as { __fakeChatLoads?: number }).__fakeChatLoads),
    ).toBe(1);
  });

  test("with consent, the schedule buttons send ScheduleButtonClick and AiDevScheduleClick", async ({
    page,
    context,
  }) => {
    await fakeTrackers(page);
    await page.goto(href("iacoding", "es"));
    await hydrated(page);
    await banner(page, "es").getByRole("button", { name: consentEs.acceptAll }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as { __pixelEvents?: unknown[] }).__pixelEvents?.length),
      )
      .toBeGreaterThan(0);
    await page.getByRole("checkbox", { name: /Términos y Condiciones/ }).check();
    const popup = context.waitForEvent("page");
    await page.getByRole("button", { name: conversionEs.iacoding.barButton }).click();
    await popup;
    const events = await page.evaluate(
      () => (window as { __pixelEvents?: unknown[][] }).__pixelEvents,
    );
    expect(events).toContainEqual(["trackCustom", "AiDevScheduleClick", undefined]);

    await page.goto(href("contact", "es"));
    await hydrated(page);
    await expect
      .poll(() =>
        page.evaluate(() => (window as { __pixelEvents?: unknown[] }).__pixelEvents?.length),
      )
      .toBeGreaterThan(0);
    const booking = context.waitForEvent("page");
    await page
      .locator("main")
      .getByRole("link", { name: /Agendar Demo Gratis/ })
      .first()
      .click();
    await booking;
    expect(
      await page.evaluate(() => (window as { __pixelEvents?: unknown[][] }).__pixelEvents),
    ).toContainEqual(["trackCustom", "ScheduleButtonClick", undefined]);
  });

  test("at 390 px the banner covers neither the main call to action nor the /iacoding bar", async ({
    page,
  }, info) => {
    test.skip(info.project.name !== "mobile", "phone width");
    await page.goto(href("contact", "es"));
    await hydrated(page);
    await expect(banner(page, "es")).toBeVisible();
    const cta = (await page
      .locator("main")
      .getByRole("link", { name: /Agendar Demo Gratis/ })
      .first()
      .boundingBox())!;
    const box = (await banner(page, "es").boundingBox())!;
    expect(cta.y + cta.height).toBeLessThanOrEqual(box.y);

    await page.goto(href("iacoding", "es"));
    await hydrated(page);
    await expect(banner(page, "es")).toBeVisible();
    const bar = (await page.locator("[data-bottom-bar]").boundingBox())!;
    const lifted = (await banner(page, "es").boundingBox())!;
    expect(lifted.y + lifted.height).toBeLessThanOrEqual(bar.y);
    const hero = (await page
      .getByRole("link", { name: conversionEs.iacoding.heroCta })
      .boundingBox())!;
    expect(hero.y + hero.height).toBeLessThanOrEqual(lifted.y);
  });
});

test.describe("consent, nothing configured", () => {
  test("no banner appears; the footer link says there is nothing to choose", async ({ page }) => {
    await page.goto(href("pricing", "en"));
    await hydrated(page);
    await page.waitForTimeout(1500);
    await expect(banner(page, "en")).toHaveCount(0);
    await page.getByRole("button", { name: consentEn.footerLink }).click();
    await expect(banner(page, "en")).toContainText(consentEn.necessary);
    await expect(banner(page, "en").getByRole("checkbox")).toHaveCount(0);
    await banner(page, "en").getByRole("button", { name: "Close" }).click();
    await expect(banner(page, "en")).toHaveCount(0);
  });
});
