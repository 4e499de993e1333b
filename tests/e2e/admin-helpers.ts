import type { Browser, Page } from "@playwright/test";
import { adminEs } from "../../app/content/es/admin.ts";
import { e2eAdmin } from "../../playwright.config.ts";
import { expect, hydrated } from "./fixtures.ts";

/** A real browser's user agent: Playwright's headless one is (rightly) a bot for the view counter. */
export const VISITOR_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

export async function signIn(page: Page, account = e2eAdmin) {
  await page.goto("/admin/login");
  await hydrated(page);
  await page.getByLabel(adminEs.login.email).fill(account.email);
  await page.getByLabel(adminEs.login.password).fill(account.password);
  await page.getByRole("button", { name: adminEs.login.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: adminEs.posts.heading })).toBeVisible();
}

/** Another browser context with no cookies: an anonymous visitor. */
export async function anonymousPage(browser: Browser) {
  const context = await browser.newContext({ userAgent: VISITOR_UA });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

export async function saveSettings(page: Page, customCss: string) {
  await page.goto("/admin/settings");
  await hydrated(page);
  await page.getByLabel(adminEs.settings.customCss).fill(customCss);
  await page.getByRole("button", { name: adminEs.settings.save }).click();
  await expect(page.getByRole("status")).toHaveText(adminEs.settings.saved);
}
