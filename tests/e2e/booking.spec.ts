import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { bookingErrors } from "../../app/content/booking.ts";
import { bookingWidgetEn } from "../../app/content/en/booking-widget.ts";
import { conversionEn } from "../../app/content/en/conversion.ts";
import { bookingWidgetEs } from "../../app/content/es/booking-widget.ts";
import { conversionEs } from "../../app/content/es/conversion.ts";
import type { Lang } from "../../app/content/routes.ts";
import { siteDefaults } from "../../app/content/site.ts";
import { href } from "../../app/i18n/href.ts";
import { dayIn, slotLabel } from "../../app/sections/booking/zoned.ts";
import { documentLoads, toasts } from "./conversion-helpers.ts";
import { axeViolations, expect, hydrated, recordLayoutShifts, test } from "./fixtures.ts";

/**
 * The native booking widget (issue 22) on /agenda, /contacto and /iacoding#schedule, both
 * languages: a time picked by keyboard, the form, a booking that lands on the confirmation page,
 * a time taken meanwhile (409), field errors, the zone, a failing slots function, no layout
 * shift while loading, axe. Every booking takes its own free time among the first three free
 * days (the manage page's tests take later days), by test, project and language, with its own
 * e-mail (one address holds at most three upcoming bookings).
 */
test.describe.configure({ timeout: 90_000 });
test.use({ timezoneId: "Europe/Madrid" });

const ZONE = "Europe/Madrid";
const texts = { es: bookingWidgetEs, en: bookingWidgetEn } as const;
const scheduling = { es: conversionEs.scheduling, en: conversionEn.scheduling } as const;
const langs: Lang[] = ["es", "en"];
const SLOTS = "**/functions/v1/booking-slots**";

type Slot = { start: string; end: string };

/** The free demo times from now on, as the visitor's zone sees them. */
async function freeSlots(request: APIRequestContext, zone = ZONE, type = "demo") {
  const res = await request.get(`/functions/v1/booking-slots?type=${type}&days=62&tz=${zone}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { slots: Slot[] }).slots;
}

/** Which free time a test takes: spaced three apart so parallel tests never reach the same one. */
function ownIndex(info: TestInfo, lang: Lang, test: number) {
  const combo = (info.project.name === "mobile" ? 2 : 0) + (lang === "en" ? 1 : 0);
  return 2 + (test * 4 + combo) * 3;
}

const uniqueEmail = (info: TestInfo, lang: Lang) =>
  `widget-${info.project.name}-${lang}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;

async function openWidget(page: Page, path: string) {
  await page.goto(path);
  return widgetReady(page);
}

async function widgetReady(page: Page) {
  await hydrated(page);
  const area = page.locator("[data-booking]");
  await area.scrollIntoViewIfNeeded();
  // The free times of the first free day are listed once the widget and its slots have loaded.
  await expect(area.getByRole("list").getByRole("button").first()).toBeVisible({
    timeout: 15_000,
  });
  return area;
}

/**
 * Picks `slot` with the keyboard only: Tab-reachable day of the grid, arrows to the slot's day,
 * Enter, then Tab to its time and Enter.
 */
async function pickByKeyboard(page: Page, slot: Slot, lang: Lang, zone = ZONE) {
  const grid = page.getByRole("grid");
  const current = grid.locator('button[tabindex="0"]');
  await current.focus();
  const from = (await current.getAttribute("data-day"))!;
  const target = dayIn(slot.start, zone);
  const days = Math.round((Date.parse(target) - Date.parse(from)) / 86_400_000);
  expect(days, "the slot is on or after the first free day").toBeGreaterThanOrEqual(0);
  for (let i = 0; i < Math.floor(days / 7); i++) await page.keyboard.press("ArrowDown");
  for (let i = 0; i < days % 7; i++) await page.keyboard.press("ArrowRight");
  const day = page.locator(`[data-day="${target}"]`);
  await expect(day).toBeFocused();
  await expect(day).not.toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Enter");
  await expect(page.locator(`td[aria-selected="true"] [data-day="${target}"]`)).toBeVisible();

  const time = page.getByRole("button", { name: slotLabel(slot.start, zone, lang), exact: true });
  await expect(time).toBeVisible();
  for (let i = 0; i < 40 && !(await time.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(time).toBeFocused();
  await page.keyboard.press("Enter");
  const t = texts[lang];
  await expect(page.getByRole("heading", { name: t.summary.title })).toBeFocused();
  await expect(
    page.getByText(slotLabel(slot.start, zone, lang), { exact: true }).filter({ visible: true }),
  ).toBeVisible();
}

/** Remembers every address the app pushes, since the confirmation page takes its token out. */
async function recordNavigations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { pushed: string[] };
    w.pushed = [];
    const push = history.pushState.bind(history);
    history.pushState = (state, unused, url) => {
      if (url) w.pushed.push(String(url));
      push(state, unused, url);
    };
  });
}

/**
 * The widget went to the confirmation page, in the same tab, with the new booking's manage token
 * (which the page then takes out of the address bar); returns the token.
 */
async function expectConfirmation(page: Page, lang: Lang): Promise<string> {
  const path = href("scheduleConfirmation", lang);
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
  const pushed = await page.evaluate(() => (window as unknown as { pushed: string[] }).pushed);
  const to = pushed.find((u) => u.startsWith(`${path}?token=`));
  expect(to, `navigated to ${path}?token=…`).toMatch(/\?token=[A-Za-z0-9_-]{43}$/);
  return new URL(to!, page.url()).searchParams.get("token")!;
}

async function fillForm(page: Page, lang: Lang, name: string, email: string) {
  const f = texts[lang].form;
  await page.getByRole("textbox", { name: f.name, exact: true }).fill(name);
  await page.getByRole("textbox", { name: f.email, exact: true }).fill(email);
  await page.getByRole("textbox", { name: f.company, exact: true }).fill("Widget E2E S.A.");
  await page.getByRole("textbox", { name: f.phone, exact: true }).fill("+506 8888 0000");
  await page
    .getByRole("textbox", { name: f.message, exact: true })
    .fill("Reserva de prueba del widget.");
  await page.getByRole("checkbox", { name: new RegExp(f.consentLink) }).check();
}

/** Takes the browser's log lines for answers the test caused on purpose out of the error list. */
function expectLogged(pageErrors: string[], pattern: RegExp) {
  const expected = pageErrors.filter((e) => pattern.test(e));
  expect(expected.length, "the refused request was logged").toBeGreaterThan(0);
  for (const e of expected) pageErrors.splice(pageErrors.indexOf(e), 1);
}

for (const lang of langs) {
  const t = texts[lang];
  const schedule = href("schedule", lang);

  test.describe(`booking widget (${lang})`, () => {
    test("a time picked by keyboard, the form, then the confirmation page with the booking's token", async ({
      page,
    }, info) => {
      await recordNavigations(page);
      const slot = (await freeSlots(page.request))[ownIndex(info, lang, 0)]!;
      const serviceLabel = lang === "es" ? conversionEs : conversionEn;
      await openWidget(page, `${schedule}?servicio=chatbot`);
      await expect(page.getByText(t.picker.timesIn.replace("{zone}", ZONE))).toBeVisible();
      await expect(
        page.getByText(t.picker.businessZone.replace("{zone}", "America/Costa Rica")),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await pickByKeyboard(page, slot, lang);
      await expect(page.getByRole("textbox", { name: t.form.interest, exact: true })).toHaveValue(
        serviceLabel.schedule.services.chatbot,
      );
      const consent = page.getByRole("link", { name: new RegExp(t.form.consentLink) });
      await expect(consent).toHaveAttribute(
        "href",
        `${href("terms", lang)}#${t.form.privacyAnchor}`,
      );
      const email = uniqueEmail(info, lang);
      const name = `Widget ${info.project.name} ${lang}`;
      await fillForm(page, lang, name, email);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: t.form.submit }).click();

      const token = await expectConfirmation(page, lang);
      const res = await page.request.get(`/functions/v1/booking/manage?token=${token}`);
      expect(res.status()).toBe(200);
      expect(await res.json()).toMatchObject({
        type: "demo",
        status: "confirmed",
        start: slot.start,
        name,
        email,
        company: "Widget E2E S.A.",
        phone: "+506 8888 0000",
        interest: serviceLabel.schedule.services.chatbot,
        language: lang,
        timezone: ZONE,
      });
    });

    test("a time taken meanwhile: the message, back to the picker with fresh times, then another time books", async ({
      page,
      pageErrors,
    }, info) => {
      await recordNavigations(page);
      const slots = await freeSlots(page.request);
      const taken = slots[ownIndex(info, lang, 1)]!;
      await openWidget(page, schedule);
      await pickByKeyboard(page, taken, lang);
      const name = `Widget 409 ${info.project.name} ${lang}`;
      await fillForm(page, lang, name, uniqueEmail(info, lang));

      // Someone else books that time through the function first.
      const other = await page.request.post("/functions/v1/booking", {
        data: {
          type: "demo",
          start: taken.start,
          name: "Otra persona",
          email: uniqueEmail(info, lang),
          language: lang,
          timezone: ZONE,
          consent: true,
        },
      });
      expect(other.status()).toBe(201);

      await page.getByRole("button", { name: t.form.submit }).click();
      const notice = page.getByRole("alert").filter({ hasText: bookingErrors[lang].slot_taken });
      await expect(notice).toBeVisible();
      await expect(notice).toBeFocused();
      expectLogged(pageErrors, /409/);
      await expect(page.getByRole("grid")).toBeVisible();
      await expect(
        page.getByRole("button", { name: slotLabel(taken.start, ZONE, lang), exact: true }),
      ).toHaveCount(0);

      // The next free time is offered; the form kept what was typed.
      const fresh = await freeSlots(page.request);
      const next = fresh.find((s) => Date.parse(s.start) > Date.parse(taken.start))!;
      await pickByKeyboard(page, next, lang);
      await expect(page.getByRole("textbox", { name: t.form.name, exact: true })).toHaveValue(name);
      await page.getByRole("button", { name: t.form.submit }).click();
      const token = await expectConfirmation(page, lang);
      const res = await page.request.get(`/functions/v1/booking/manage?token=${token}`);
      expect(((await res.json()) as Slot).start).toBe(next.start);
    });

    test("field errors are shown beside their fields, announced, and take the focus; the function's own refusals too", async ({
      page,
      pageErrors,
    }) => {
      const area = await openWidget(page, schedule);
      await area.getByRole("list").getByRole("button").first().click();
      const f = t.form;
      const submit = page.getByRole("button", { name: f.submit });
      await submit.click();

      const alert = page.getByRole("alert").filter({ hasText: f.fixFields.split(":")[0]! });
      await expect(alert).toContainText(`${f.name}, ${f.email}, ${f.consentLink}`);
      await expect(page.getByRole("textbox", { name: f.name, exact: true })).toBeFocused();
      await expect(page.getByRole("textbox", { name: f.name, exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expect(
        page.getByRole("textbox", { name: f.name, exact: true }),
      ).toHaveAccessibleDescription(f.fieldErrors.name);
      await expect(
        page.getByRole("textbox", { name: f.email, exact: true }),
      ).toHaveAccessibleDescription(f.fieldErrors.email);
      await expect(page.getByRole("checkbox")).toHaveAccessibleDescription(f.fieldErrors.consent);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole("textbox", { name: f.name, exact: true }).fill("Ana");
      await page.getByRole("textbox", { name: f.email, exact: true }).fill("ana@example");
      await page.getByRole("textbox", { name: f.phone, exact: true }).fill("llámame");
      await page.getByRole("checkbox", { name: new RegExp(f.consentLink) }).check();
      await submit.click();
      await expect(page.getByRole("textbox", { name: f.email, exact: true })).toBeFocused();
      await expect(alert).toContainText(`${f.email}, ${f.phone}`);
      await expect(page.getByRole("textbox", { name: f.name, exact: true })).not.toHaveAttribute(
        "aria-invalid",
      );
      await expect(
        page.getByRole("textbox", { name: f.phone, exact: true }),
      ).toHaveAccessibleDescription(new RegExp(f.fieldErrors.phone.replace(/[().+]/g, "\\$&")));

      // A refusal only the function makes (here a name it finds too long, sent past the form's
      // check) comes back in the visitor's language on its field; nothing is booked.
      await page.getByRole("textbox", { name: f.email, exact: true }).fill("ana@example.com");
      await page.getByRole("textbox", { name: f.phone, exact: true }).fill("");
      await page.route("**/functions/v1/booking", (route) =>
        route.continue({
          postData: JSON.stringify({ ...route.request().postDataJSON(), name: "a".repeat(121) }),
        }),
      );
      await submit.click();
      await expect(page.getByRole("textbox", { name: f.name, exact: true })).toBeFocused();
      await expect(
        page.getByRole("textbox", { name: f.name, exact: true }),
      ).toHaveAccessibleDescription(bookingErrors[lang].invalid_name);
      await expect(
        page.getByRole("alert").filter({ hasText: bookingErrors[lang].invalid_name }),
      ).toBeVisible();
      expectLogged(pageErrors, /400/);
    });

    test("the visitor's zone is named and can be changed; the times follow it", async ({
      page,
    }) => {
      const area = await openWidget(page, schedule);
      const first = (await freeSlots(page.request))[0]!;
      const firstTime = area.getByRole("list").getByRole("button").first();
      await expect(firstTime).toHaveAccessibleName(slotLabel(first.start, ZONE, lang));
      await expect(area.getByText(t.picker.timesIn.replace("{zone}", ZONE))).toBeVisible();

      await area.getByLabel(t.picker.timeZone).selectOption("America/New_York");
      await expect(
        area.getByText(t.picker.timesIn.replace("{zone}", "America/New York")),
      ).toBeVisible();
      // The same first meeting, six hours earlier on New York's clock.
      await expect(firstTime).toHaveAccessibleName(
        slotLabel(first.start, "America/New_York", lang),
      );
      expect(slotLabel(first.start, ZONE, lang)).not.toBe(
        slotLabel(first.start, "America/New_York", lang),
      );
    });

    test("when the free times cannot be loaded: the calendar error toast and the contact options, no reload", async ({
      page,
      pageErrors,
    }) => {
      const loads = documentLoads(page);
      await page.route(SLOTS, (route) =>
        route.fulfill({
          status: 500,
          json: { error: { code: "internal", message: "x" } },
        }),
      );
      await page.goto(schedule);
      await hydrated(page);
      const area = page.locator("[data-booking]");
      await expect(toasts(page).filter({ hasText: scheduling[lang].error })).toBeVisible({
        timeout: 15_000,
      });
      await expect(area.getByText(t.picker.failedTitle)).toBeVisible();
      await expect(area.getByRole("link", { name: new RegExp(t.picker.whatsapp) })).toHaveAttribute(
        "href",
        siteDefaults.whatsappUrl,
      );
      await expect(area.getByRole("link", { name: t.picker.email })).toHaveAttribute(
        "href",
        `mailto:${siteDefaults.email}`,
      );
      await expect(area.getByRole("link", { name: t.picker.contactPage })).toHaveAttribute(
        "href",
        href("contact", lang),
      );
      expect(await axeViolations(page)).toEqual([]);
      expectLogged(pageErrors, /500/);

      // The function is back: "try again" lists the times without reloading the page.
      await page.unroute(SLOTS);
      await area.getByRole("button", { name: t.picker.retry }).click();
      await expect(area.getByRole("list").getByRole("button").first()).toBeVisible();
      expect(loads).toHaveLength(1);
    });

    test("no free time in the months ahead: said so, with the contact options", async ({
      page,
    }) => {
      // The real function always has free times on the shared e2e server; an empty answer of the
      // same shape stands for an owner who closed every day.
      await page.route(SLOTS, (route) =>
        route.fulfill({
          json: { type: "demo", timezone: ZONE, businessTimezone: "America/Costa_Rica", slots: [] },
        }),
      );
      await page.goto(schedule);
      await hydrated(page);
      const area = page.locator("[data-booking]");
      await expect(area.getByText(t.picker.noneTitle)).toBeVisible({ timeout: 15_000 });
      await expect(area.getByRole("link", { name: t.picker.contactPage })).toBeVisible();
      await expect(area.locator('[data-day]:not([aria-disabled="true"])')).toHaveCount(0);
    });

    test("nothing moves while the widget and its free times load", async ({ page }) => {
      const shifts = await recordLayoutShifts(page);
      // Hold the free times a moment so the loading state is there to be measured.
      await page.route(SLOTS, async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.goto(schedule);
      const area = page.locator("[data-booking]");
      const before = await area.boundingBox();
      await expect(area.getByRole("list").getByRole("button").first()).toBeVisible({
        timeout: 15_000,
      });
      const after = await area.boundingBox();
      expect(after?.height).toBe(before?.height);
      expect(await shifts.inside("#calendario")).toEqual([]);
    });
  });

  test.describe(`booking widget on the other pages (${lang})`, () => {
    test("/contacto books the demo with the plan prefilled; nothing moves while it loads", async ({
      page,
    }) => {
      const shifts = await recordLayoutShifts(page);
      await page.goto(`${href("contact", lang)}?plan=elite`);
      const before = await page.locator("[data-booking]").boundingBox();
      const area = await widgetReady(page);
      expect(await shifts.inside("[data-booking]")).toEqual([]);
      expect((await area.boundingBox())?.height).toBe(before?.height);
      await area.getByRole("list").getByRole("button").first().click();
      const content = lang === "es" ? conversionEs : conversionEn;
      await expect(page.getByRole("textbox", { name: t.form.interest, exact: true })).toHaveValue(
        content.contact.planNote.replace("{plan}", content.contact.plans.elite),
      );
      expect(await axeViolations(page)).toEqual([]);
    });

    test("/iacoding books the AI-development meeting in its dark #schedule section", async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on("request", (r) => r.url().includes("booking-slots") && requested.push(r.url()));
      const section = page.locator("#schedule");
      await page.goto(href("iacoding", lang));
      await hydrated(page);
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole("list").getByRole("button").first()).toBeVisible({
        timeout: 15_000,
      });
      expect(requested.length).toBeGreaterThan(0);
      expect(requested.every((u) => u.includes("type=ai-development"))).toBe(true);
      const first = (await freeSlots(page.request, ZONE, "ai-development"))[0]!;
      await section
        .getByRole("button", { name: slotLabel(first.start, ZONE, lang), exact: true })
        .click();
      await expect(section.getByText(t.meetingNames["ai-development"])).toBeVisible();
      await expect(
        section.getByRole("textbox", { name: t.form.interest, exact: true }),
      ).toHaveValue(t.iacodingInterest);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
