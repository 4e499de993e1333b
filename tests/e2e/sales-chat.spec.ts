import type { Page } from "@playwright/test";
import { annualMonthlyUsd, channels, formatUsd, planById } from "../../app/content/business.ts";
import { chatEn } from "../../app/content/en/chat.ts";
import { chatEs } from "../../app/content/es/chat.ts";
import { siteDefaults } from "../../app/content/site.ts";
import { axeViolations, expect, hydrated, test } from "./fixtures.ts";

const ENDPOINT = "**/functions/v1/assistant-chat";
const name = siteDefaults.assistantName;
const eliteAnnual = `${formatUsd(annualMonthlyUsd(planById("elite").monthlyUsd))} USD`;

async function openChat(page: Page, path: string) {
  await page.goto(path);

  await hydrated(page);
  const card = page.getByRole("region", { name });
  const input = card.getByRole("textbox", { name: new RegExp(name) });
  const log = card.getByRole("log");
  const send = card.getByRole("button", { name: path === "/" ? chatEs.send : chatEn.send });
  return { card, input, log, send };
}

test.describe("home sales chat", () => {
  test("answers the Elite annual price in Spanish with the demo offer", async ({ page }) => {
    test.slow(); // the axe pass scrolls the whole page
    const { card, input, log, send } = await openChat(page, "/");
    await expect(card.getByRole("heading", { name })).toBeVisible();
    await expect(card.getByText(chatEs.subtitle)).toBeVisible();
    await expect(log.getByText(/Soy Sofía/)).toBeVisible();
    await expect(log.getByRole("paragraph")).toHaveCount(1);
    await expect(card.getByRole("link", { name: chatEs.schedule })).toHaveAttribute(
      "href",
      "/agenda",
    );
    await expect(send).toBeDisabled();

    await input.fill("¿Cuánto cuesta el plan Elite al año?");
    await send.click();
    await expect(log.getByText("¿Cuánto cuesta el plan Elite al año?")).toBeVisible();
    await expect(input).toHaveValue("");
    const reply = log.getByText(`${eliteAnnual} al mes`);
    await expect(reply).toBeVisible();
    await expect(reply).toContainText("facturación anual");
    await expect(reply).toContainText("demo gratuita");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("answers in English naming the channels on /en", async ({ page }) => {
    const { card, input, log } = await openChat(page, "/en");
    await expect(card.getByText(chatEn.subtitle)).toBeVisible();
    await expect(card.getByRole("link", { name: chatEn.schedule })).toHaveAttribute(
      "href",
      "/schedule",
    );
    await input.fill("Do you support WhatsApp?");
    await input.press("Enter");
    const reply = log.getByText(channels.join(", ").replace(/, (\w+)$/, " and $1"));
    await expect(reply).toBeVisible();
    await expect(reply).toContainText("Book a free demo");
  });

  test("Enter sends, Shift+Enter makes a new line, blanks are ignored, loading locks the input, the thread is kept", async ({
    page,
  }) => {
    const { input, log, send } = await openChat(page, "/");
    await input.fill("   ");
    await expect(send).toBeDisabled();
    await input.press("Enter");
    await expect(log.getByRole("paragraph")).toHaveCount(1);

    // Hold the real request a moment so the loading state can be seen; the server still answers it.
    await page.route(ENDPOINT, async (route) => {
      await new Promise((r) => setTimeout(r, 3000));

      await route.continue();
    });
    await input.fill("¿Cuánto cuesta el plan Elite?");
    await input.press("Shift+Enter");
    await expect(input).toHaveValue("¿Cuánto cuesta el plan Elite?\n");
    await expect(log.getByRole("paragraph")).toHaveCount(1);
    await input.press("Enter");
    const status = page.getByRole("status").filter({ hasText: chatEs.thinking });
    await expect(status).toContainText(chatEs.thinkingTagline);
    await expect(input).toBeDisabled();
    await expect(send).toBeDisabled();
    await expect(log.getByText(/60\.00 USD al mes/)).toBeVisible();
    await expect(status).toBeHidden();
    await expect(input).toBeEnabled();
    const thread = await page.evaluate(() => sessionStorage.getItem("assistant-chat-thread"));
    expect(thread).toMatch(/^[0-9a-f-]{36}$/);

    await input.fill("¿y anual?");
    await input.press("Enter");
    await expect(log.getByText(`el plan Elite cuesta ${eliteAnnual} al mes`)).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("assistant-chat-thread"))).toBe(thread);
  });

  test("a failed send shows the error toast and keeps the typed text; the next try works", async ({
    page,
    pageErrors,
  }) => {
    const { input, log } = await openChat(page, "/");
    // A thread the server never issued: the real function answers 404 thread_not_found.
    await page.evaluate(() => sessionStorage.setItem("assistant-chat-thread", crypto.randomUUID()));
    await input.fill("Hola, ¿qué canales tienen?");
    await input.press("Enter");
    await expect(page.getByText(chatEs.errorText, { exact: true })).toBeVisible();
    await expect(input).toHaveValue("Hola, ¿qué canales tienen?");
    await expect(log.getByText("Hola, ¿qué canales tienen?")).toHaveCount(0);
    // That 404 was the point of the test, not a fault of the page.
    const expected = (e: string) => /assistant-chat|status of 404/.test(e);
    expect(pageErrors.filter(expected).length).toBeGreaterThan(0);
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !expected(e)));

    await input.press("Enter");
    await expect(log.getByText(/WhatsApp, Telegram/)).toBeVisible();
  });
});
