import type { Page } from "@playwright/test";
import { annualMonthlyUsd, channels, formatUsd, planById } from "../../app/content/business.ts";
import { chatEn } from "../../app/content/en/chat.ts";
import { chatEs } from "../../app/content/es/chat.ts";
import { siteDefaults } from "../../app/content/site.ts";
import { slotLabel } from "../../app/sections/booking/zoned.ts";
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

/**
 * The card's side of streaming and booking, against answers the test writes: a fetch stand-in
 * for the assistant-chat function (installed before the page loads) answers JSON from a queue,
 * or else an event stream the test writes piece by piece, so what the visitor sees between
 * pieces can be checked.
 */
type FakeChat = {
  requests: { body: Record<string, unknown>; accept: string | null }[];
  replies: { status: number; body: unknown }[];
  push?: (text: string) => void;
  close?: () => void;
};

async function fakeChat(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __chat: FakeChat };
    const real = window.fetch.bind(window);
    w.__chat = { requests: [], replies: [] };
    window.fetch = async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (!url.endsWith("/functions/v1/assistant-chat")) return real(input, init);
      w.__chat.requests.push({
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
        accept: new Headers(init?.headers).get("accept"),
      });
      const reply = w.__chat.replies.shift();
      if (reply)
        return new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { "Content-Type": "application/json" },
        });
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          w.__chat.push = (text) => controller.enqueue(encoder.encode(text));
          w.__chat.close = () => controller.close();
        },
      });
      return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
    };
  });
  return {
    reply: (status: number, body: unknown) =>
      page.evaluate((r) => (window as unknown as { __chat: FakeChat }).__chat.replies.push(r), {
        status,
        body,
      }),
    /** Writes `text` into the open stream (once the card has asked). */
    push: async (text: string) => {
      await page.waitForFunction(() =>
        Boolean((window as unknown as { __chat: FakeChat }).__chat.push),
      );
      await page.evaluate((t) => (window as unknown as { __chat: FakeChat }).__chat.push!(t), text);
    },
    requests: () =>
      page.evaluate(() => (window as unknown as { __chat: FakeChat }).__chat.requests),
  };
}

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const THREAD = "0b7c3a52-8d1e-4f0a-9b7e-2a4c6d8e0f12";

test.describe("home sales chat: streaming and booking steps", () => {
  test.use({ timezoneId: "America/Bogota" });

  test("shows a streamed reply as it arrives, busy until done, then its hand-off and booking links", async ({
    page,
  }) => {
    const chat = await fakeChat(page);
    const { card, input, log } = await openChat(page, "/");
    await input.fill("necesito hablar con alguien");
    await input.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: chatEs.thinking })).toBeVisible();

    await chat.push(": the server may say nothing for a while\n\n");
    await chat.push(event("delta", { text: "Lamento " }).slice(0, 12));
    await chat.push(event("delta", { text: "Lamento " }).slice(12));
    const reply = log.getByRole("paragraph").nth(2);
    await expect(reply).toHaveText(`${name}: Lamento`);
    await expect(reply).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("status").filter({ hasText: chatEs.thinking })).toBeHidden();
    await chat.push(event("delta", { text: "lo ocurrido." }));
    await expect(reply).toHaveText(`${name}: Lamento lo ocurrido.`);
    // Another engine takes over: what was shown goes, its pieces follow.
    await chat.push(event("reset", {}));
    await expect(reply).toHaveText(`${name}:`);
    await chat.push(event("delta", { text: "Siento mucho" }));
    await expect(reply).toHaveText(`${name}: Siento mucho`);
    await chat.push(
      event("done", {
        threadId: THREAD,
        message: "Siento mucho lo ocurrido. Una persona te atiende; mira también /precios",
        actions: [{ type: "handoff" }, { type: "book" }],
      }),
    );
    await expect(reply).not.toHaveAttribute("aria-busy");
    await expect(reply.getByRole("link", { name: "/precios" })).toHaveAttribute("href", "/precios");
    const handoff = log.getByRole("group", { name: chatEs.handoffTitle });
    await expect(
      handoff.getByRole("link", { name: new RegExp(chatEs.handoffWhatsapp) }),
    ).toHaveAttribute("href", siteDefaults.whatsappUrl);
    await expect(
      handoff.getByRole("link", {
        name: chatEs.handoffPhone.replace("{phone}", siteDefaults.phone),
      }),
    ).toHaveAttribute("href", `tel:${siteDefaults.phone.replaceAll(" ", "")}`);
    await expect(
      handoff.getByRole("link", {
        name: chatEs.handoffEmail.replace("{email}", siteDefaults.email),
      }),
    ).toHaveAttribute("href", `mailto:${siteDefaults.email}`);
    await expect(log.getByRole("link", { name: chatEs.pickTime })).toHaveAttribute(
      "href",
      "/agenda",
    );
    await expect(input).toBeFocused();
    await expect(card.getByRole("link", { name: chatEs.schedule })).toHaveCount(1);

    const [sent] = await chat.requests();
    expect(sent).toEqual({
      accept: "text/event-stream",
      body: {
        message: "necesito hablar con alguien",
        threadId: null,
        lang: "es",
        timezone: "America/Bogota",
      },
    });
    expect(await page.evaluate(() => sessionStorage.getItem("assistant-chat-thread"))).toBe(THREAD);
  });

  test("an error in the stream shows the error toast and gives the text back", async ({ page }) => {
    const chat = await fakeChat(page);
    const { input, log } = await openChat(page, "/en");
    await input.fill("How much is Elite?");
    await input.press("Enter");
    await chat.push(event("delta", { text: "Elite costs" }));
    await expect(log.getByText("Elite costs")).toBeVisible();
    await chat.push(
      event("error", { error: { code: "unavailable", message: "The service is unavailable." } }),
    );
    await expect(page.getByText(chatEn.errorText, { exact: true })).toBeVisible();
    await expect(log.getByRole("paragraph")).toHaveCount(1);
    await expect(input).toHaveValue("How much is Elite?");
  });

  test("free times as buttons, the contact form with the function's refusal, the booked meeting", async ({
    page,
  }) => {
    const zone = "America/Bogota";
    const chat = await fakeChat(page);
    const { input, log } = await openChat(page, "/en");
    const slots = [14, 15, 16].map((h) => ({
      start: `2030-01-07T${h}:00:00.000Z`,
      end: `2030-01-07T${h}:30:00.000Z`,
    }));
    await chat.reply(200, {
      threadId: THREAD,
      message: "Pick one of these times for the free demo.",
      actions: [{ type: "slots" }, { type: "book" }],
      slots,
    });
    await input.fill("I'd like a demo");
    await input.press("Enter");
    const times = log.getByRole("group", { name: chatEn.slotsLabel });
    await expect(times.getByRole("button")).toHaveCount(3);
    await expect(times).toContainText("Times in America/Bogota");
    await expect(log.getByRole("link", { name: chatEn.moreTimes })).toHaveAttribute(
      "href",
      "/schedule",
    );
    const label = slotLabel(slots[1]!.start, zone, "en");
    expect(label).toBe("Monday, January 7, 2030, 10:00 AM");

    await chat.reply(200, {
      threadId: THREAD,
      message: `Great: ${label}. To book it, leave your name and e-mail in the form below.`,
      actions: [{ type: "contact" }],
    });
    await times.getByRole("button", { name: label, exact: true }).click();
    await expect(
      log.getByRole("paragraph").filter({ hasText: `${chatEn.you}: ${label}` }),
    ).toBeVisible();
    const form = log.getByRole("form", { name: chatEn.formTitle });
    const nameField = form.getByRole("textbox", { name: chatEn.formName, exact: true });
    const emailField = form.getByRole("textbox", { name: chatEn.formEmail, exact: true });
    await expect(nameField).toBeFocused();
    await expect(times).toHaveCount(0);
    expect((await chat.requests())[1]!.body).toMatchObject({
      message: label,
      threadId: THREAD,
      pick: { start: slots[1]!.start },
      timezone: zone,
    });

    // Refused by the function: beside its field, announced, focused, nothing typed lost.
    const refusal = "Please write a valid e-mail address.";
    await chat.reply(400, { error: { code: "invalid_email", message: refusal }, field: "email" });
    await nameField.fill("Ana Pérez");
    await emailField.fill("ana@example.com");
    await form.getByRole("textbox", { name: chatEn.formCompany }).fill("Clínica Sol");
    await form.getByRole("checkbox", { name: new RegExp(chatEn.consentLink) }).check();
    await form.getByRole("button", { name: chatEn.formBook }).click();
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toHaveAccessibleDescription(refusal);
    await expect(form.getByRole("alert")).toHaveText(refusal);
    await expect(emailField).toBeFocused();
    await expect(nameField).toHaveValue("Ana Pérez");
    await expect(log.getByText(`${chatEn.you}: Ana Pérez`)).toHaveCount(0);
    expect((await chat.requests())[2]!.body).toEqual({
      message: "Ana Pérez · ana@example.com",
      threadId: THREAD,
      lang: "en",
      timezone: zone,
      contact: {
        name: "Ana Pérez",
        email: "ana@example.com",
        company: "Clínica Sol",
        consent: true,
        website: "",
      },
    });

    await chat.reply(200, {
      threadId: THREAD,
      message: "All set, Ana Pérez! Your free demo is booked.",
      actions: [],
      booking: {
        start: slots[1]!.start,
        end: slots[1]!.end,
        timezone: zone,
        confirmationUrl: "/schedule-confirmation?token=abc",
      },
    });
    await form.getByRole("button", { name: chatEn.formBook }).click();
    const box = log.getByRole("group", { name: chatEn.bookedTitle });
    await expect(box).toContainText(label);
    await expect(box).toContainText("America/Bogota time");
    await expect(box.getByRole("link", { name: chatEn.bookedLink })).toHaveAttribute(
      "href",
      "/schedule-confirmation?token=abc",
    );
    await expect(log.getByRole("form")).toHaveCount(0);
    await expect(input).toBeFocused();
  });
});
