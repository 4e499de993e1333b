import type { Locator, Page } from "@playwright/test";
import { chatEn } from "../../app/content/en/chat.ts";
import { conversionEn } from "../../app/content/en/conversion.ts";
import { chatEs } from "../../app/content/es/chat.ts";
import { conversionEs } from "../../app/content/es/conversion.ts";
import { messages } from "../../app/content/messages.server.ts";
import type { Lang } from "../../app/content/routes.ts";
import { siteDefaults } from "../../app/content/site.ts";
import { href } from "../../app/i18n/href.ts";
import { CONSENT_KEY } from "../../app/integrations/consent/store.ts";
import { integrationsURL, liveSettingsURL } from "../../playwright.config.ts";
import { documentLoads, recordPixel, requestsTo, toasts } from "./conversion-helpers.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/**
 * Every schedule-demo button (docs/product/design.md §3): with native booking (the main server) it reports
 * ScheduleButtonClick, then goes to our booking page in the same tab; with an external provider
 * (`embed` on the integrations server, `link` on the live-settings one) it opens the provider's
 * page in a new tab, as the spec has it. The /iacoding bar is in conversion.spec.ts, the welcome
 * dialog in home.spec.ts, the booking widget itself in booking.spec.ts.
 */
test.describe.configure({ timeout: 60_000 });

const chat = { es: chatEs, en: chatEn } as const;
const conversion = { es: conversionEs, en: conversionEn } as const;
const { demoBookingUrl } = siteDefaults.integrations;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The visitor already chose (no consent banner over the buttons), and declined the trackers. */
async function consentGiven(page: Page) {
  await page.addInitScript(
    (key) => localStorage.setItem(key, JSON.stringify({ analytics: false, chat: false })),
    CONSENT_KEY,
  );
}

type Button = { name: string; find: (page: Page, lang: Lang) => Promise<Locator> };

/** The layout's buttons on any page: header (or the phone's menu), CTA banner, footer. */
const layoutButtons: Button[] = [
  {
    name: "header or mobile menu",
    async find(page, lang) {
      const m = messages[lang];
      if ((page.viewportSize()?.width ?? 0) >= 1024)
        return page.locator("header").first().getByRole("link", { name: m.common.scheduleDemo });
      await page.getByRole("button", { name: m.common.openMenu }).click();
      return page
        .getByRole("dialog", { name: m.common.mobileNav })
        .getByRole("link", { name: m.nav.schedule });
    },
  },
  {
    name: "CTA banner",
    find: async (page, lang) =>
      page
        .locator("section[aria-labelledby=cta-banner-title]")
        .getByRole("link", { name: messages[lang].cta.button }),
  },
  {
    name: "footer",
    find: async (page, lang) =>
      page.locator("footer").getByRole("link", { name: messages[lang].common.scheduleDemo }),
  },
];

for (const lang of ["es", "en"] as const) {
  const m = messages[lang];
  const schedule = href("schedule", lang);
  const pricing = href("pricing", lang);

  test.describe(`schedule buttons, native booking (${lang})`, () => {
    for (const button of layoutButtons) {
      test(`${button.name}: the event, then our booking page in the same tab`, async ({
        page,
        context,
      }) => {
        const pixel = await recordPixel(page);
        const loads = documentLoads(page);
        await page.goto(pricing);
        await hydrated(page);
        const link = await button.find(page, lang);
        // Its whole name: no "(opens in a new tab)" when it does not.
        await expect(link).toHaveAccessibleName(
          button.name === "CTA banner"
            ? m.cta.button
            : button.name === "footer"
              ? m.common.scheduleDemo
              : new RegExp(`^(${m.common.scheduleDemo}|${m.nav.schedule})$`),
        );
        await expect(link).toHaveAttribute("href", schedule);
        await expect(link).not.toHaveAttribute("target");
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${schedule}$`));
        await expect(page.getByRole("dialog")).toHaveCount(0);
        expect(await pixel()).toEqual([["trackCustom", "ScheduleButtonClick", pricing]]);
        // Client-side: the page did not load again (the recorded call would be gone if it had).
        expect(loads).toHaveLength(1);
        expect(context.pages()).toHaveLength(1);
      });
    }

    test("the sales chat card's button reports the event too, then our booking page", async ({
      page,
    }) => {
      const pixel = await recordPixel(page);
      const home = href("home", lang);
      await page.goto(home);
      await hydrated(page);
      const card = page.getByRole("region", { name: siteDefaults.assistantName });
      const link = card.getByRole("link", { name: chat[lang].schedule, exact: true });
      await expect(link).toHaveAttribute("href", schedule);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${schedule}$`));
      expect(await pixel()).toEqual([["trackCustom", "ScheduleButtonClick", home]]);
    });

    test("a service page passes its service on: /agenda shows it", async ({ page }) => {
      const service = href("aiAgents", lang);
      await page.goto(service);
      await hydrated(page);
      const link = page.getByRole("main").getByRole("link", { name: m.common.scheduleDemo });
      await expect(link.first()).toHaveAttribute("href", `${schedule}?servicio=agentes`);
      await link.first().click();
      await expect(page).toHaveURL(new RegExp(`${schedule}\\?servicio=agentes$`));
      await expect(
        page.getByText(conversion[lang].schedule.services.agentes, { exact: true }).first(),
      ).toBeVisible();
    });

    test("/contacto: the band button brings the page's own booking into view, focus on its heading", async ({
      page,
    }) => {
      const pixel = await recordPixel(page);
      const contact = href("contact", lang);
      const loads = documentLoads(page);
      await page.goto(contact);
      await hydrated(page);
      const button = page.getByRole("main").getByRole("link", { name: m.common.scheduleDemo });
      await expect(button).toHaveAttribute("href", "#agenda");
      const heading = page.locator("#agenda-title");
      await button.click();
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`${contact}$`));
      expect(await pixel()).toEqual([["trackCustom", "ScheduleButtonClick", contact]]);
      expect(loads).toHaveLength(1);
    });

    test("/contacto: smooth scrolling, but none with reduced motion", async ({
      browser,
      baseURL,
    }, info) => {
      const { viewport, isMobile, hasTouch } = info.project.use;
      const scrolledAtOnce = async (reducedMotion: "reduce" | "no-preference") => {
        const context = await browser.newContext({
          viewport,
          isMobile,
          hasTouch,
          baseURL,
          reducedMotion,
        });
        try {
          const page = await context.newPage();
          await page.goto(href("contact", lang));
          await hydrated(page);
          // Clicked and measured in one task: an instant scroll has moved, a smooth one not yet.
          return await page.evaluate(() => {
            document.querySelector<HTMLElement>('main a[href="#agenda"]')!.click();
            return window.scrollY;
          });
        } finally {
          await context.close();
        }
      };
      expect(await scrolledAtOnce("reduce")).toBeGreaterThan(100);
      expect(await scrolledAtOnce("no-preference")).toBe(0);
    });

    test("the served HTML already links to our booking page (no scripts needed)", async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      try {
        const page = await context.newPage();
        await page.goto(pricing);
        await expect(
          page.locator("footer").getByRole("link", { name: m.common.scheduleDemo }),
        ).toHaveAttribute("href", schedule);
        await page.goto(href("contact", lang));
        await expect(
          page.getByRole("main").getByRole("link", { name: m.common.scheduleDemo }),
        ).toHaveAttribute("href", "#agenda");
      } finally {
        await context.close();
      }
    });
  });

  test.describe(`schedule buttons, provider embed (${lang})`, () => {
    test.use({ baseURL: integrationsURL });

    test("after hydration every button opens the provider's page in a new tab, the event first", async ({
      page,
      context,
    }) => {
      await consentGiven(page);
      const pixel = await recordPixel(page);
      // Prerendered once for every mode: the served HTML has our page, the live mode changes it.
      const served = await (await page.request.get(pricing)).text();
      expect(served).toContain(`href="${schedule}"`);
      await page.goto(pricing);
      await hydrated(page);
      for (const button of layoutButtons) {
        const link = await button.find(page, lang);
        await expect(link, button.name).toHaveAttribute("href", demoBookingUrl);
        await expect(link, button.name).toHaveAttribute("target", "_blank");
        await expect(link, button.name).toHaveAttribute("rel", /noopener/);
        await expect(link, button.name).toHaveAccessibleName(new RegExp(escape(m.common.newTab)));
        if (button.name === "header or mobile menu") await page.keyboard.press("Escape");
      }
      const footer = await layoutButtons[2]!.find(page, lang);
      const [popup] = await Promise.all([context.waitForEvent("page"), footer.click()]);
      await expect(popup).toHaveURL(demoBookingUrl);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await expect(page).toHaveURL(new RegExp(`${pricing}$`));
      expect(await pixel()).toEqual([["trackCustom", "ScheduleButtonClick", pricing]]);
    });

    test("the /contacto band and the chat card open the provider's page too", async ({ page }) => {
      await consentGiven(page);
      await page.goto(href("contact", lang));
      await hydrated(page);
      await expect(
        page.getByRole("main").getByRole("link", { name: m.common.scheduleDemo }).first(),
      ).toHaveAttribute("href", demoBookingUrl);
      await page.goto(href("home", lang));
      await hydrated(page);
      await expect(
        page
          .getByRole("region", { name: siteDefaults.assistantName })
          .getByRole("link", { name: new RegExp(chat[lang].schedule) }),
      ).toHaveAttribute("href", demoBookingUrl);
    });
  });

  test.describe(`schedule buttons, provider links (${lang})`, () => {
    // The live-settings spec may be changing the owner's booking URLs on this server meanwhile:
    // these tests hold for any provider URL, not one in particular.
    test.use({ baseURL: liveSettingsURL });
    const t = conversion[lang];

    test("buttons open the provider's demo page in a new tab after the event", async ({
      page,
      context,
    }) => {
      await consentGiven(page);
      const pixel = await recordPixel(page);
      await page.goto(pricing);
      await hydrated(page);
      const footer = await layoutButtons[2]!.find(page, lang);
      await expect(footer).toHaveAttribute("href", /^https:\/\/.+\/demo$/);
      await expect(footer).toHaveAttribute("target", "_blank");
      const url = (await footer.getAttribute("href"))!;
      const [popup] = await Promise.all([context.waitForEvent("page"), footer.click()]);
      await expect(popup).toHaveURL(url);
      await expect(page).toHaveURL(new RegExp(`${pricing}$`));
      expect(await pixel()).toEqual([["trackCustom", "ScheduleButtonClick", pricing]]);
    });

    test("/agenda shows the link to the provider at once: no script, no toast, no reload", async ({
      page,
    }) => {
      const loads = documentLoads(page);
      const external = requestsTo(page, "embed.js");
      await page.goto(schedule);
      await hydrated(page);
      const link = page.getByRole("link", { name: t.scheduling.fallbackLink });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", /^https:\/\/.+\/demo$/);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(page.getByText(t.scheduling.offTitle)).toBeVisible();
      await page.waitForTimeout(800);
      await expect(toasts(page)).toHaveCount(0);
      expect(external).toEqual([]);
      expect(loads).toHaveLength(1);
    });

    test("/contacto passes the plan of interest to the provider as a note", async ({ page }) => {
      await page.goto(href("contact", lang) + "?plan=elite");
      await hydrated(page);
      const note = new URLSearchParams({
        notes: `${t.contact.planOfInterest}: ${t.contact.plans.elite}`,
      });
      await expect(page.getByRole("link", { name: t.scheduling.fallbackLink })).toHaveAttribute(
        "href",
        new RegExp(`^https://.+/demo${escape(`?${note}`)}$`),
      );
    });

    test("/iacoding's booking section links to the provider's AI-development page", async ({
      page,
    }) => {
      await page.goto(href("iacoding", lang));
      await hydrated(page);
      await expect(
        page.locator("#schedule").getByRole("link", { name: t.scheduling.fallbackLink }),
      ).toHaveAttribute("href", /^https:\/\/.+\/ai-development$/);
    });
  });
}
