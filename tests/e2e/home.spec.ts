import type { Locator, Page } from "@playwright/test";
import { homeContent } from "../../app/i18n/home.server.ts";
import { messages } from "../../app/content/messages.server.ts";
import type { Lang } from "../../app/content/routes.ts";
import { siteDefaults } from "../../app/content/site.ts";
import {
  DELETE_MS,
  PAUSE_MS,
  TYPE_MS,
  WHOLE_PHRASE_MS,
} from "../../app/components/typewriter-steps.ts";
import { href } from "../../app/i18n/href.ts";
import { WELCOME_DELAY_MS, WELCOME_SEEN_KEY } from "../../app/sections/home/welcome-flag.ts";
import { recordPixel } from "./conversion-helpers.ts";
import { axeViolations, expect, hydrated, test } from "./fixtures.ts";

/** A "learn more" link's name: its words, then what it is about (visually hidden). */
const named = (more: string, title: string) => new RegExp(`^${more}\\s*: ${title}$`);

/** Fake timers, stopped: time moves only by `page.clock.runFor`, so every step is deterministic. */
async function stopTime(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}

/** The typewriter paragraph and its animated (aria-hidden) text. */
function typewriter(page: Page) {
  const line = page.locator("p").filter({ has: page.locator("[data-typewriter]") });
  return { line, typed: line.locator("[data-typewriter]") };
}

for (const lang of ["es", "en"] as Lang[]) {
  const path = href("home", lang);
  const text = homeContent(lang, siteDefaults);
  const ui = messages[lang];
  const { phrases } = text.hero;

  test.describe(`home (${lang})`, () => {
    // A long page with timers and axe runs: three times the usual time, for a loaded CI machine.
    test.slow();

    test("hero: heading, calls to action, and a typewriter that types, pauses, deletes and wraps", async ({
      page,
    }) => {
      await stopTime(page);
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.pages.home.heading);
      await expect(
        page
          .getByRole("main")
          .getByRole("link", { name: new RegExp(ui.common.scheduleDemo) })
          .first(),
      ).toHaveAttribute("href", href("schedule", lang));
      await expect(page.getByRole("link", { name: text.hero.secondary })).toHaveAttribute(
        "href",
        href("services", lang),
      );

      const { line, typed } = typewriter(page);
      // The whole phrase is there for screen readers; the letters being typed are hidden from them.
      const spoken = (phrase: string) =>
        `- paragraph:\n  - text: ${phrase}\n  - button "${text.hero.pause}"`;
      await expect(typed).toHaveText(phrases[0]!);
      await expect(line).toMatchAriaSnapshot(spoken(phrases[0]!));

      const [first, second] = [phrases[0]!, phrases[1]!];
      await page.clock.runFor(PAUSE_MS - 1);
      await expect(typed).toHaveText(first);
      await page.clock.runFor(1);
      await expect(typed).toHaveText(first.slice(0, -1));
      await page.clock.runFor(DELETE_MS * 3);
      await expect(typed).toHaveText(first.slice(0, -4));
      await page.clock.runFor(DELETE_MS * (first.length - 4));
      await expect(typed).toHaveText("");
      await expect(line).toMatchAriaSnapshot(spoken(first));
      await page.clock.runFor(DELETE_MS);
      await expect(typed).toHaveText("");
      await expect(line).toMatchAriaSnapshot(spoken(second));
      await page.clock.runFor(TYPE_MS);
      await expect(typed).toHaveText(second.slice(0, 1));
      await page.clock.runFor(TYPE_MS * (second.length - 1));
      await expect(typed).toHaveText(second);

      // Every phrase in turn, then the first again.
      for (let i = 2; i <= phrases.length; i++) {
        const previous = phrases[i - 1]!;
        const next = phrases[i % phrases.length]!;
        await page.clock.runFor(PAUSE_MS + DELETE_MS * previous.length + TYPE_MS * next.length);
        await expect(typed).toHaveText(next);
        await expect(line).toMatchAriaSnapshot(spoken(next));
      }
    });

    test("hero: the typewriter never moves the page, and can be paused", async ({ page }) => {
      await stopTime(page);
      await page.goto(path);
      await hydrated(page);
      const { line, typed } = typewriter(page);
      const intro = page.getByText(ui.pages.home.intro);
      const boxes = async () => [await line.boundingBox(), await intro.boundingBox()];
      const before = await boxes();
      for (const step of [PAUSE_MS + DELETE_MS * 10, DELETE_MS * 60, TYPE_MS * 5, TYPE_MS * 40]) {
        await page.clock.runFor(step);
        expect(await boxes()).toEqual(before);
      }

      await page.getByRole("button", { name: text.hero.pause }).click();
      const frozen = await typed.textContent();
      await page.clock.runFor(PAUSE_MS * 3);
      await expect(typed).toHaveText(frozen!);
      await page.getByRole("button", { name: text.hero.play }).click();
      await page.clock.runFor(PAUSE_MS * 3);
      await expect(typed).not.toHaveText(frozen!);
    });

    test("hero: with reduced motion whole phrases replace each other", async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ reducedMotion: "reduce", baseURL });
      const page = await context.newPage();
      await stopTime(page);
      await page.goto(path);
      await hydrated(page);
      const { typed } = typewriter(page);
      await expect(typed).toHaveText(phrases[0]!);
      await page.clock.runFor(WHOLE_PHRASE_MS - 1);
      await expect(typed).toHaveText(phrases[0]!);
      await page.clock.runFor(1);
      await expect(typed).toHaveText(phrases[1]!);
      await page.clock.runFor(WHOLE_PHRASE_MS);
      await expect(typed).toHaveText(phrases[2]!);
      await context.close();
    });

    test("services: seven cards linking to their pages, the last to the contact center", async ({
      page,
    }) => {
      await page.goto(path);
      const region = page.getByRole("region", { name: text.services.title });
      await expect(region.getByRole("heading", { level: 3 })).toHaveText(
        text.services.items.map((i) => i.title),
      );
      const links = region.getByRole("link");
      await expect(links).toHaveCount(7);
      await expect(links.last()).toHaveAccessibleName(
        named(text.services.more, text.services.items[6]!.title),
      );
      await expect(links.last()).toHaveAttribute("href", href("contactCenter", lang));

      const ours = page.getByRole("region", { name: text.ourServices.title });
      for (const [i, id] of (["aiAgents", "novachannel", "apps"] as const).entries()) {
        const item = text.ourServices.items[i]!;
        await expect(
          ours.getByRole("link", { name: named(text.ourServices.more, item.title) }),
        ).toHaveAttribute("href", href(id, lang));
      }
      await links.last().click();
      await expect(page).toHaveURL(new RegExp(`${href("contactCenter", lang)}$`));
    });

    test("solutions: tabs work by keyboard and each panel links to its page", async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const region = page.getByRole("region", { name: text.solutions.title });
      const list = region.getByRole("tablist", { name: text.solutions.label });
      const tabs = list.getByRole("tab");
      await expect(tabs).toHaveText(text.solutions.tabs.map((t) => t.tab));
      const targets = [
        "/servicios/agentes-ia",
        "/novachannel",
        "/servicios/contenido",
        "/iacoding",
      ];
      const expected =
        lang === "es"
          ? targets
          : ["/services/ai-agents", "/en/novachannel", "/services/content", "/en/iacoding"];

      const shows = async (i: number) => {
        await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
        await expect(tabs.nth(i)).toBeFocused();
        const panel = region.getByRole("tabpanel");
        await expect(panel).toHaveCount(1);
        await expect(panel).toHaveAccessibleName(text.solutions.tabs[i]!.tab);
        await expect(
          panel.getByRole("link", { name: text.solutions.tabs[i]!.cta }),
        ).toHaveAttribute("href", expected[i]!);
      };
      await tabs.first().focus();
      await shows(0);
      await page.keyboard.press("ArrowRight");
      await shows(1);
      await page.keyboard.press("ArrowRight");
      await shows(2);
      await page.keyboard.press("End");
      await shows(3);
      await page.keyboard.press("ArrowRight");
      await shows(0);
      await page.keyboard.press("ArrowLeft");
      await shows(3);
      await page.keyboard.press("Home");
      await shows(0);
      // Only the selected tab is in the Tab order: Tab leaves the list for the panel.
      await page.keyboard.press("Tab");
      await expect(tabs.nth(1)).not.toBeFocused();
      await tabs.nth(2).click();
      await shows(2);
    });

    test("how it works, benefits, testimonials with their rating as text", async ({ page }) => {
      await page.goto(path);
      const steps = page.getByRole("region", { name: text.process.title }).getByRole("listitem");
      await expect(steps).toHaveCount(4);
      for (const [i, step] of text.process.steps.entries()) {
        await expect(steps.nth(i)).toContainText(step.title);
        await expect(steps.nth(i)).toContainText(step.duration);
      }
      await expect(
        page.getByRole("region", { name: text.benefits.title }).getByRole("heading", { level: 3 }),
      ).toHaveCount(6);

      const testimonials = page.getByRole("region", { name: text.testimonials.title });
      await testimonials.scrollIntoViewIfNeeded();
      await expect(testimonials.getByRole("figure")).toHaveCount(3);
      await expect(
        testimonials.getByText(lang === "es" ? "5 de 5 estrellas" : "5 out of 5 stars"),
      ).toHaveCount(3);
      for (const item of text.testimonials.items) {
        await expect(testimonials.getByRole("figure").filter({ hasText: item.name })).toContainText(
          item.text,
        );
      }
      // Our own portraits load (lazily, as they come into view).
      const images = testimonials.locator("img");
      await expect(images).toHaveCount(3);
      for (const img of await images.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
          .toBeGreaterThan(0);
      }
    });

    test("a testimonial whose picture fails shows the first letter of the name", async ({
      page,
    }) => {
      const broken = text.testimonials.items[0]!;
      // A picture that answers but cannot be decoded: the image fails without a network error.
      await page.route(`**${broken.image}`, (route) =>
        route.fulfill({ status: 200, contentType: "image/svg+xml", body: "not an image" }),
      );
      await page.goto(path);
      await hydrated(page);
      const testimonials = page.getByRole("region", { name: text.testimonials.title });
      await testimonials.scrollIntoViewIfNeeded();
      const figure = testimonials.getByRole("figure").filter({ hasText: broken.name });
      await figure.scrollIntoViewIfNeeded();
      await expect(figure.getByText(broken.name.charAt(0), { exact: true })).toBeVisible();
      await expect(figure.locator("img")).toHaveCount(0);
      await expect(testimonials.locator("img")).toHaveCount(2);
    });

    test("FAQ: six questions, one open at a time, an open one closes when clicked", async ({
      page,
    }) => {
      await page.goto(path);
      const region = page.getByRole("region", { name: text.faq.title });
      const [first, second] = text.faq.items;
      for (const item of text.faq.items)
        await expect(region.getByText(item.question)).toBeVisible();
      await expect(region.getByText(first!.answer)).toBeHidden();

      await region.getByText(first!.question).click();
      await expect(region.getByText(first!.answer)).toBeVisible();
      await region.getByText(second!.question).click();
      await expect(region.getByText(second!.answer)).toBeVisible();
      await expect(region.getByText(first!.answer)).toBeHidden();
      await region.getByText(second!.question).click();
      await expect(region.getByText(second!.answer)).toBeHidden();

      // By keyboard too.
      await region.getByText(first!.question).focus();
      await page.keyboard.press("Enter");
      await expect(region.getByText(first!.answer)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("closing call to action and fade-in sections", async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const closing = page.getByRole("heading", { name: text.closing.title });
      const section = page.locator("section").filter({ has: closing });
      await expect(section.getByRole("link", { name: text.closing.secondary })).toHaveAttribute(
        "href",
        href("contact", lang),
      );
      await expect(
        section.getByRole("link", { name: new RegExp(ui.common.scheduleDemo) }),
      ).toHaveAttribute("href", href("schedule", lang));
      const faq = page.locator("[data-reveal]").filter({ hasText: text.faq.title });
      await expect(faq).not.toHaveAttribute("data-visible", "");
      await faq.scrollIntoViewIfNeeded();
      await expect(faq).toHaveAttribute("data-visible", "");
      await expect(faq).toHaveCSS("opacity", "1");
    });

    test.describe("welcome dialog", () => {
      test.use({ welcomeSeen: false });
      // It comes a few seconds in, once the browser is idle and its code has arrived.
      const DIALOG_WAIT = 30_000;
      /** With time stopped (`stopTime`), moves it on in half seconds until `dialog` shows. */
      const runClockUntilVisible = (page: Page, dialog: Locator) =>
        expect
          .poll(
            async () => {
              await page.clock.runFor(500);
              return dialog.isVisible();
            },
            { timeout: DIALOG_WAIT },
          )
          .toBe(true);
      const welcomeFlag = (page: Page) =>
        page.evaluate((key) => localStorage.getItem(key), WELCOME_SEEN_KEY);
      test("opens on the first visit only, sets its flag at once, and is accessible", async ({
        page,
      }) => {
        await page.goto(path);
        const dialog = page.getByRole("dialog", { name: text.welcome.title });
        await expect(dialog).toBeVisible({ timeout: DIALOG_WAIT });
        await expect(dialog).toHaveAccessibleDescription(text.welcome.text);
        expect(await welcomeFlag(page)).not.toBeNull();
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();

        // Second visit: the dialog's code is not even fetched.
        const fetched: string[] = [];
        page.on("request", (r) => {
          if (r.url().includes("welcome-dialog-panel")) fetched.push(r.url());
        });
        await page.reload();
        await hydrated(page);
        await page.waitForTimeout(1500);
        await expect(dialog).toHaveCount(0);
        expect(fetched).toEqual([]);
      });

      test("traps focus, closes with Escape and gives focus back", async ({ page }) => {
        await stopTime(page);
        await page.goto(path);
        await hydrated(page);
        const logo = page.getByRole("link", { name: siteDefaults.companyName }).first();
        await logo.focus();
        const dialog = page.getByRole("dialog", { name: text.welcome.title });
        // Time passes until the browser is idle and the dialog's code has arrived.
        await runClockUntilVisible(page, dialog);
        const inDialog = () =>
          page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"));
        await expect.poll(inDialog).toBe(true);
        for (let i = 0; i < 5; i++) {
          await page.keyboard.press("Tab");
          expect(await inDialog()).toBe(true);
        }
        await page.keyboard.press("Shift+Tab");
        expect(await inDialog()).toBe(true);
        await page.keyboard.press("Escape");
        await page.clock.runFor(10); // Radix hands focus back on the next task
        await expect(dialog).toBeHidden();
        await expect(logo).toBeFocused();
      });

      test("leaves the page alone for a few seconds, and waits while the visitor types", async ({
        page,
      }) => {
        await stopTime(page);
        await page.goto(path);
        await hydrated(page);
        const dialog = page.getByRole("dialog", { name: text.welcome.title });
        await page.clock.runFor(WELCOME_DELAY_MS - 500);
        await expect(dialog).toHaveCount(0);

        const chat = page.getByRole("region", { name: siteDefaults.assistantName });
        const input = chat.getByRole("textbox", { name: new RegExp(siteDefaults.assistantName) });
        await input.pressSequentially("Hola");
        for (let i = 0; i < 10; i++) await page.clock.runFor(1000);
        await expect(dialog).toHaveCount(0);
        await expect(input).toBeFocused();
        expect(await welcomeFlag(page)).toBeNull(); // not claimed: the visit still gets its welcome

        await page.keyboard.press("Tab"); // on to the send button: no longer typing
        await runClockUntilVisible(page, dialog);
        expect(await welcomeFlag(page)).not.toBeNull();
        // The modal hides the page from the accessibility tree, so find the field by its markup.
        await expect(page.locator("[aria-labelledby=sales-chat-title] textarea")).toHaveValue(
          "Hola",
        );
      });

      test("its close buttons hide it", async ({ page }) => {
        await page.goto(path);
        const dialog = page.getByRole("dialog", { name: text.welcome.title });
        await expect(dialog).toBeVisible({ timeout: DIALOG_WAIT });
        await dialog.getByRole("button", { name: ui.common.close }).click();
        await expect(dialog).toBeHidden();

        await page.evaluate((key) => localStorage.removeItem(key), WELCOME_SEEN_KEY);
        await page.reload();
        await expect(dialog).toBeVisible({ timeout: DIALOG_WAIT });
        await dialog.getByRole("button", { name: text.welcome.later }).click();
        await expect(dialog).toBeHidden();
      });

      test("its demo button reports the event, closes it, goes to our booking page and thanks the visitor", async ({
        page,
        context,
      }) => {
        const pixel = await recordPixel(page);
        await page.goto(path);
        const dialog = page.getByRole("dialog", { name: text.welcome.title });
        await expect(dialog).toBeVisible({ timeout: DIALOG_WAIT });
        const demo = dialog.getByRole("link", { name: text.welcome.demo, exact: true });
        await demo.click();
        // First, while it lasts (5 s): exact, as Radix's live region repeats the toast's text.
        await expect(page.getByText(text.welcome.thanksTitle, { exact: true })).toBeVisible();
        await expect(page.getByText(text.welcome.thanksText, { exact: true })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${href("schedule", lang)}$`));
        await expect(dialog).toBeHidden();
        expect(await pixel()).toEqual([["trackCustom", "ScheduleButtonClick", path]]);
        expect(context.pages()).toHaveLength(1);
        // Nothing of the modal is left behind on the booking page.
        await expect(page.locator("body")).not.toHaveAttribute("style", /pointer-events/);
        await expect(page.getByRole("main")).toBeVisible();
      });
    });
  });
}
