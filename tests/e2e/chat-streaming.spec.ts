import type { Page } from "@playwright/test";
import { siteDefaults } from "../../app/content/site.ts";
import { CONSENT_KEY } from "../../app/integrations/consent/store.ts";
import { integrationsURL } from "../../playwright.config.ts";
import { fakeModel } from "./fakes/fake-model.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/**
 * The sales assistant on a model (issue 23, item 7): the integrations server runs
 * CHAT_ENGINE=openai against the local fake of Chat Completions (tests/e2e/fakes/fake-model.ts),
 * which streams its reply in pieces a quarter of a second apart. The visitor sees the text grow
 * as it arrives, not all at once at the end; asked for a demo, the model's free_slots tool brings
 * the function's real free times into the chat as buttons.
 */
test.use({ baseURL: integrationsURL });

const name = siteDefaults.assistantName;

async function openChat(page: Page, path: string) {
  // The consent banner of the configured analytics stays out of the way.
  await page.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({ analytics: false, chat: false })),
    CONSENT_KEY,
  );
  await page.goto(path);
  await hydrated(page);
  const card = page.getByRole("region", { name });
  return {
    card,
    input: card.getByRole("textbox", { name: new RegExp(name) }),
    log: card.getByRole("log"),
  };
}

for (const [lang, path] of [
  ["es", "/"],
  ["en", "/en"],
] as const) {
  test(`a model's reply grows in the chat as it streams (${lang})`, async ({ page }) => {
    const { input, log } = await openChat(page, path);
    const reply = fakeModel.reply[lang];
    const start = reply.slice(0, 12);
    const end = reply.slice(-12);
    await input.fill(lang === "es" ? "Cuéntame de la plataforma" : "Tell me about the platform");
    await input.press("Enter");

    // Sampled while it arrives: part of the reply shown before the rest of it exists.
    const seen: string[] = [];
    await expect
      .poll(
        async () => {
          const text = (await log.textContent()) ?? "";
          seen.push(text);
          return text.includes(end);
        },
        { timeout: 15_000, intervals: [100] },
      )
      .toBe(true);
    const partial = seen.filter((t) => t.includes(start) && !t.includes(end));
    expect(partial.length, "samples with the beginning but not yet the end").toBeGreaterThan(1);
    // Once done, the whole reply once, and the input ready for the next message.
    await expect(log).toContainText(reply);
    await expect(input).toBeEnabled();
  });

  test(`asked for a demo, the model's tool brings free times as buttons (${lang})`, async ({
    page,
  }) => {
    const { card, input, log } = await openChat(page, path);
    await input.fill(lang === "es" ? "Quiero agendar una demo" : "I want to book a demo");
    await input.press("Enter");
    await expect(log).toContainText(fakeModel.slots[lang]);
    // Each time a button named with its full date and time (the function's own free times).
    await expect(card.getByRole("button", { name: /\d{1,2}:\d{2}/ })).toHaveCount(3);
  });
}
