import type { Page } from "@playwright/test";
import { conversionEn } from "../../app/content/en/conversion.ts";
import { conversionEs } from "../../app/content/es/conversion.ts";
import { href } from "../../app/i18n/href.ts";
import { messages } from "../../app/content/messages.server.ts";
import { siteDefaults } from "../../app/content/site.ts";
import { CONSENT_KEY } from "../../app/integrations/consent/store.ts";
import { fakeThirdPartyURL, integrationsURL } from "../../playwright.config.ts";
import { axeViolations, expect, hydrated, recordLayoutShifts, test } from "./fixtures.ts";
import {
  documentLoads,
  expectFailedLoadLogged,
  recordPixel,
  requestsTo,
  toasts,
  uncovered,
} from "./conversion-helpers.ts";

// Several full page loads and an axe run each; the machine running them may be busy.
test.describe.configure({ timeout: 60_000 });

const text = { es: conversionEs, en: conversionEn } as const;
const { demoBookingUrl, aiDevBookingUrl } = siteDefaults.integrations;
const mobileOnly = (name: string) => test.skip(name !== "mobile", "mobile gesture");

for (const lang of ["es", "en"] as const) {
  const t = text[lang];

  test.describe(`contact and schedule pages, native booking (${lang})`, () => {
    test("the contact card: offices, WhatsApp phone, e-mail, hours, social links, no CTA banner", async ({
      page,
    }) => {
      await page.goto(href("contact", lang) + "?plan=elite");
      await hydrated(page);
      const card = page.getByRole("complementary", { name: t.contact.cardTitle });
      for (const city of ["San José, Costa Rica", "Miami, Florida", "San Pedro Sula, Honduras"])
        await expect(card.getByText(city)).toBeVisible();
      await expect(card.getByRole("link", { name: siteDefaults.phone })).toHaveAttribute(
        "href",
        siteDefaults.whatsappUrl,
      );
      await expect(card.getByRole("link", { name: siteDefaults.email })).toHaveAttribute(
        "href",
        `mailto:${siteDefaults.email}`,
      );
      await expect(card.getByText(t.contact.hoursText)).toBeVisible();
      for (const name of ["Facebook", "Instagram", "TikTok", "YouTube"])
        await expect(card.getByRole("link", { name })).toBeVisible();
      await expect(card.getByText(t.contact.plans.elite, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: t.contact.planOfInterest })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("an unknown plan or service is ignored", async ({ page }) => {
      await page.goto(href("contact", lang) + "?plan=platinum");
      await hydrated(page);
      await expect(page.getByText(t.contact.planOfInterest)).toHaveCount(0);
      await page.goto(href("schedule", lang) + "?servicio=teleport");
      await hydrated(page);
      await expect(page.getByText(t.schedule.chosenService)).toHaveCount(0);
    });
  });

  test.describe(`scheduling embed, provider configured (${lang})`, () => {
    test.use({ baseURL: integrationsURL });

    test("provider unreachable: error toast and booking link, one document load, no reload", async ({
      page,
      pageErrors,
    }) => {
      await page.route(`${fakeThirdPartyURL}/scheduling/**`, (route) =>
        route.abort("connectionrefused"),
      );
      const loads = documentLoads(page);
      await page.goto(href("schedule", lang));
      await hydrated(page);
      await expect(toasts(page).filter({ hasText: t.scheduling.error })).toBeVisible({
        timeout: 10_000,
      });
      const link = page.getByRole("link", { name: t.scheduling.fallbackLink });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", demoBookingUrl);
      await expect(page.getByText(t.scheduling.failedTitle)).toBeVisible();
      await page.waitForTimeout(500);
      expect(loads).toEqual([page.url()]);
      expectFailedLoadLogged(pageErrors, /ERR_CONNECTION_REFUSED|Failed to load resource/);
    });

    test("fake provider: the widget is initialised with the booking path and the note, no toast", async ({
      page,
    }) => {
      const loads = documentLoads(page);
      const scripts = requestsTo(page, "/scheduling/embed.js");
      await page.goto(href("schedule", lang) + "?servicio=chatbot");
      await hydrated(page);
      await expect(page.getByText(t.schedule.services.chatbot)).toBeVisible();
      const frame = page.frameLocator('iframe[title="Fake booking calendar"]');
      await expect(frame.getByRole("heading", { name: "Fake booking calendar" })).toBeVisible();
      const note = new URLSearchParams({
        notes: `${t.schedule.serviceNote.replace("{service}", t.schedule.services.chatbot)}`,
      });
      await expect(frame.locator("#path")).toHaveText(`novaflow/demo?${note}`);
      await expect(page.locator('iframe[title="Fake booking calendar"]')).toHaveCount(1);
      await expect(page.getByRole("link", { name: t.scheduling.fallbackLink })).toHaveCount(0);
      await expect(toasts(page)).toHaveCount(0);
      expect(scripts).toHaveLength(1);
      expect(loads).toHaveLength(1);
    });

    test("after client-side navigation the widget is initialised again, the script not loaded again", async ({
      page,
    }) => {
      const loads = documentLoads(page);
      const scripts = requestsTo(page, "/scheduling/embed.js");
      await page.goto(href("schedule", lang));
      await hydrated(page);
      const widget = page.locator('iframe[title="Fake booking calendar"]');
      await expect(widget).toHaveCount(1);
      await page
        .locator("footer")
        .getByRole("link", { name: lang === "es" ? "Contacto" : "Contact", exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${href("contact", lang)}$`));
      await expect(page.getByRole("heading", { name: t.contact.widgetTitle })).toBeVisible();
      await expect(widget).toHaveCount(1);
      await expect(
        page.frameLocator('iframe[title="Fake booking calendar"]').locator("#path"),
      ).toHaveText("novaflow/demo");
      expect(scripts).toHaveLength(1);
      expect(loads).toHaveLength(1);
    });
  });

  test.describe(`/iacoding (${lang})`, () => {
    test("unchecked terms: destructive toast and nothing else; ticked: the event, then the page's own booking section", async ({
      page,
      context,
    }) => {
      const pixel = await recordPixel(page);
      const loads = documentLoads(page);
      await page.goto(href("iacoding", lang));
      await hydrated(page);
      // Its whole name: nothing opens in a new tab.
      const button = page.getByRole("button", { name: t.iacoding.barButton, exact: true });
      await button.click();
      const toast = toasts(page).filter({ hasText: t.iacoding.termsToastTitle });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(t.iacoding.termsToastText);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await pixel()).toEqual([]);

      const checkbox = page.getByRole("checkbox", { name: new RegExp(t.iacoding.termsLink) });
      await checkbox.check();
      await button.click();
      const heading = page.locator("#schedule-title");
      await expect(heading).toHaveText(t.iacoding.scheduleTitle);
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      expect(await pixel()).toEqual([
        ["trackCustom", "AiDevScheduleClick", href("iacoding", lang)],
      ]);
      await expect(page).toHaveURL(new RegExp(`${href("iacoding", lang)}$`));
      expect(loads).toHaveLength(1);
      expect(context.pages()).toHaveLength(1);
    });

    test("ends with the CTA banner and the site footer, no shared header; the bar covers neither", async ({
      page,
    }) => {
      const m = messages[lang];
      await page.goto(href("iacoding", lang));
      await hydrated(page);
      await expect(
        page.getByRole("link", { name: t.iacoding.termsLink, exact: true }),
      ).toHaveAttribute("href", href("terms", lang));
      await expect(page.getByRole("navigation", { name: m.common.mainNav })).toHaveCount(0);
      const footer = page.locator("footer");
      await expect(footer).toContainText(m.footer.blurb);
      const bar = page.locator("[data-bottom-bar]");
      const banner = page
        .locator("section[aria-labelledby=cta-banner-title]")
        .getByRole("link", { name: m.cta.button });
      const lastLink = footer.getByRole("link").last();
      const copyright = footer.getByText(String(new Date().getFullYear()));

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(copyright).toBeInViewport();
      for (const [name, target] of [
        ["the footer's last link", lastLink],
        ["the copyright line", copyright],
      ] as const)
        expect(await uncovered(target, bar), name).toBe(true);
      // Still on screen at the bottom (a wide screen), the banner's button is clear of the bar;
      // above the fold there (a phone's tall footer), it is once scrolled to.
      const viewport = page.viewportSize()!;
      const box = (await banner.boundingBox())!;
      if (box.y < 0 || box.y + box.height > viewport.height)
        await banner.evaluate((el) => el.scrollIntoView({ block: "center" }));
      expect(await uncovered(banner, bar), "the banner's button").toBe(true);
      await banner.click();
      await expect(page).toHaveURL(new RegExp(`${href("schedule", lang)}$`));
    });

    test("clicking an app image opens its enlarged preview in a dialog", async ({ page }) => {
      await page.goto(href("iacoding", lang));
      await hydrated(page);
      const app = t.iacoding.apps[1]!;
      await page
        .getByRole("button", { name: t.iacoding.enlarge.replace("{title}", app.title) })
        .click();
      const dialog = page.getByRole("dialog", {
        name: t.iacoding.previewOf.replace("{title}", app.title),
      });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("img", { name: app.title })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    });

    test("has six example apps, the cost ranges and the booking section", async ({ page }) => {
      await page.goto(href("iacoding", lang));
      await expect(
        page.getByRole("heading", { level: 3 }).filter({ hasText: t.iacoding.apps[5]!.title }),
      ).toBeVisible();
      await expect(page.locator("#apps li h3")).toHaveCount(6);
      await expect(page.getByText("$15,000 – $40,000")).toBeVisible();
      await expect(page.getByText("$1,500 – $15,000")).toBeVisible();
      await expect(
        page.locator("#schedule").getByRole("heading", { name: t.iacoding.scheduleTitle }),
      ).toBeVisible();
    });

    test.describe("with the provider's embed", () => {
      test.use({ baseURL: integrationsURL });

      test("ticked terms: the event, then the provider's AI-development page in a new tab", async ({
        page,
        context,
      }) => {
        await page.addInitScript(
          (key) => localStorage.setItem(key, JSON.stringify({ analytics: false, chat: false })),
          CONSENT_KEY,
        );
        const pixel = await recordPixel(page);
        await page.goto(href("iacoding", lang));
        await hydrated(page);
        const newTab = messages[lang].common.newTab;
        const button = page.getByRole("button", { name: `${t.iacoding.barButton} ${newTab}` });
        await expect(button).toBeVisible();
        await button.click();
        await expect(toasts(page).filter({ hasText: t.iacoding.termsToastTitle })).toBeVisible();
        expect(context.pages()).toHaveLength(1);
        await page.getByRole("checkbox", { name: new RegExp(t.iacoding.termsLink) }).check();
        const [popup] = await Promise.all([context.waitForEvent("page"), button.click()]);
        await expect(popup).toHaveURL(aiDevBookingUrl);
        expect(await popup.evaluate(() => window.opener)).toBeNull();
        expect(await pixel()).toEqual([
          ["trackCustom", "AiDevScheduleClick", href("iacoding", lang)],
        ]);
      });
    });
  });

  test.describe(`/welcome (${lang})`, () => {
    test("without an avatar: a friendly fallback with the demo button, never a frame", async ({
      page,
    }) => {
      const shifts = await recordLayoutShifts(page);
      await page.goto(href("welcome", lang));
      await hydrated(page);
      const section = page.locator("#avatar");
      await expect(section.getByText(t.welcome.avatarBadge)).toBeVisible();
      await expect(
        section.getByText(t.welcome.avatarText.replace("{assistant}", siteDefaults.assistantName)),
      ).toBeVisible();
      await expect(
        section.getByText(
          t.welcome.fallbackTitle.replace("{assistant}", siteDefaults.assistantName),
        ),
      ).toBeVisible();
      await expect(
        section.getByRole("link", { name: new RegExp(lang === "es" ? "Agendar Demo" : "Book") }),
      ).toHaveAttribute("href", href("schedule", lang));
      await expect(page.locator("iframe")).toHaveCount(0);
      // The fallback takes the loading box's place without moving anything (CLS 0).
      expect(await shifts.inside("#avatar")).toEqual([]);
    });

    test.describe("with an avatar configured", () => {
      test.use({ baseURL: integrationsURL });

      test("frame with the microphone; init, show and hide from its origin; foreign messages ignored", async ({
        page,
      }) => {
        await page.goto(href("welcome", lang));
        await hydrated(page);
        const name = t.welcome.avatarFrameTitle.replace("{assistant}", siteDefaults.assistantName);
        const frame = page.getByTitle(name);
        await expect(frame).toHaveAttribute("allow", "microphone");
        await expect(frame).toHaveAttribute("src", `${fakeThirdPartyURL}/avatar/embed.html`);
        const box = page.locator("#avatar [data-state]");
        await expect(box).toHaveAttribute("data-state", "ready");
        await expect(box).toHaveCSS("height", "400px");

        const avatar = page.frameLocator(`iframe[title="${name}"]`);
        await avatar.getByRole("button", { name: "Post show" }).click();
        await expect(box).toHaveAttribute("data-state", "expanded");
        await expect(box).toHaveCSS("height", "560px");
        await avatar.getByRole("button", { name: "Post hide" }).click();
        await expect(box).toHaveAttribute("data-state", "ready");
        await expect(box).toHaveCSS("height", "400px");

        // The page's own origin is not the avatar's: its messages change nothing.
        await page.evaluate(() =>
          window.postMessage({ type: "streaming-embed", action: "show" }, "*"),
        );
        await page.waitForTimeout(300);
        await expect(box).toHaveAttribute("data-state", "ready");
      });
    });
  });
}

/** Opens the terms toast on /iacoding and drags it right by `dx` px with the mouse. */
async function dragTermsToast(page: Page, lang: "es" | "en", dx: number) {
  await page.goto(href("iacoding", lang));
  await hydrated(page);
  await page.getByRole("button", { name: text[lang].iacoding.barButton }).click();
  const toast = toasts(page).filter({ hasText: text[lang].iacoding.termsToastTitle });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const x = box.x + 40;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(x + (dx * step) / 10, y);
  await page.mouse.up();
  return toast;
}

test("a toast can be swiped away (50 px threshold)", async ({ page }, info) => {
  mobileOnly(info.project.name);
  const toast = await dragTermsToast(page, "es", 120);
  await expect(toast).toHaveCount(0);
});

test("a short drag (under 50 px) leaves the toast in place", async ({ page }, info) => {
  mobileOnly(info.project.name);
  const toast = await dragTermsToast(page, "en", 30);
  await page.waitForTimeout(400);
  await expect(toast).toBeVisible();
});
