import type { Page } from "@playwright/test";
import { conversionEn } from "../../app/content/en/conversion.ts";
import { conversionEs } from "../../app/content/es/conversion.ts";
import { adminEs } from "../../app/content/es/admin.ts";
import { messages } from "../../app/content/messages.server.ts";
import { siteDefaults } from "../../app/content/site.ts";
import { CONSENT_KEY } from "../../app/integrations/consent/store.ts";
import type { RuntimeIntegrations } from "../../app/integrations/runtime.ts";
import { href } from "../../app/i18n/href.ts";
import { liveSettingsURL, liveSettingsWidgetScript } from "../../playwright.config.ts";
import { signIn } from "./admin-helpers.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/**
 * The booking URLs and chat-widget id the owner saves in the admin reach the public pages of a
 * built site within seconds (decision 014), on a server of its own (liveSettingsURL) so no other spec
 * sees them.
 */
test.use({ baseURL: liveSettingsURL });

const settings = {
  chatWidgetId: `owner-widget-${Date.now().toString(36)}`,
  demoBookingUrl: "https://book.owner.example/demo",
  aiDevBookingUrl: "https://book.owner.example/ai-development",
};
const conversion = { es: conversionEs, en: conversionEn } as const;

async function saveLiveSettings(page: Page, values: typeof settings) {
  await page.goto("/admin/settings");
  await hydrated(page);
  const t = adminEs.settings;
  await page.getByLabel(t.chatWidgetId).fill(values.chatWidgetId);
  await page.getByLabel(t.demoBookingUrl).fill(values.demoBookingUrl);
  await page.getByLabel(t.aiDevBookingUrl).fill(values.aiDevBookingUrl);
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByRole("status")).toHaveText(t.saved);
}

/** /integrations.json as the browser gets it, until it says what the admin saved. */
async function untilServed(page: Page, values: typeof settings) {
  await expect
    .poll(
      async () => {
        // A pooled connection the server closed while idle can reset: that poll just says "not yet".
        const response = await page.request.get("/integrations.json").catch(() => undefined);
        const served = (await response?.json()) as RuntimeIntegrations | undefined;
        return served && { booking: served.booking, chatWidgetId: served.chatWidget.id };
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toEqual({
      // This server's SCHEDULING_MODE (playwright.config.ts): buttons use the provider's URLs.
      booking: { demoUrl: values.demoBookingUrl, aiDevUrl: values.aiDevBookingUrl, mode: "link" },
      chatWidgetId: values.chatWidgetId,
    });
}

test("booking URLs and the chat-widget id saved in the admin reach the public pages in both languages", async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== "desktop", "one site-wide setting: set and checked once per run");
  test.slow();
  // The widget's vendor is a third party we cannot reach: a tiny script stands in for it and
  // records the id its <script> tag hands it.
  const widgetRequests: string[] = [];
  await page.route(liveSettingsWidgetScript, (route) => {
    widgetRequests.push(route.request().url());
    return route.fulfill({
      contentType: "text/javascript",
      body: "window.__widgetId = document.currentScript.getAttribute('data-widget-id');",
    });
  });
  // The visitor already agreed to the chat (the banner's own tests are in consent.spec.ts).
  await page.addInitScript(
    ([key]) => localStorage.setItem(key!, JSON.stringify({ analytics: false, chat: true })),
    [CONSENT_KEY],
  );

  await signIn(page);
  try {
    await saveLiveSettings(page, settings);
    await untilServed(page, settings);

    for (const lang of ["es", "en"] as const) {
      await page.goto(href("pricing", lang));
      await hydrated(page);
      const schedule = page
        .locator("header")
        .first()
        .getByRole("link", { name: new RegExp(messages[lang].common.scheduleDemo) });
      await expect(schedule, lang).toHaveAttribute("href", settings.demoBookingUrl);
      await expect
        .poll(() => page.evaluate(() => (window as { __widgetId?: string }).__widgetId))
        .toBe(settings.chatWidgetId);
      expect(new Set(widgetRequests), lang).toEqual(new Set([liveSettingsWidgetScript]));

      await page.goto(href("iacoding", lang));
      await hydrated(page);
      await expect(
        page
          .locator("#schedule")
          .getByRole("link", { name: conversion[lang].scheduling.fallbackLink }),
        lang,
      ).toHaveAttribute("href", settings.aiDevBookingUrl);
    }

    // Without scripts the links are the build's: prerendered with native booking, our own page.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto(`${liveSettingsURL}${href("pricing", "en")}`);
      await expect(
        plain
          .locator("header")
          .first()
          .getByRole("link", { name: new RegExp(messages.en.common.scheduleDemo) }),
      ).toHaveAttribute("href", href("schedule", "en"));
    } finally {
      await noScript.close();
    }
  } finally {
    // Back to the environment's values, for a retry or a run against a reused server.
    const empty = { chatWidgetId: "", demoBookingUrl: "", aiDevBookingUrl: "" };
    await saveLiveSettings(page, empty);
    await untilServed(page, {
      chatWidgetId: "",
      demoBookingUrl: siteDefaults.integrations.demoBookingUrl,
      aiDevBookingUrl: siteDefaults.integrations.aiDevBookingUrl,
    });
  }
});
