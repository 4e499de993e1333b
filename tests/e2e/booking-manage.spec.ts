import { readFileSync } from "node:fs";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { bookingManageEn } from "../../app/content/en/booking-manage.ts";
import { bookingManageEs } from "../../app/content/es/booking-manage.ts";
import { conversionEn } from "../../app/content/en/conversion.ts";
import { conversionEs } from "../../app/content/es/conversion.ts";
import { bookingErrors, meetingTypeNames } from "../../app/content/booking.ts";
import { bookingWidgetEn } from "../../app/content/en/booking-widget.ts";
import { bookingWidgetEs } from "../../app/content/es/booking-widget.ts";
import type { Lang } from "../../app/content/routes.ts";
import { href } from "../../app/i18n/href.ts";
import { CONSENT_KEY } from "../../app/integrations/consent/store.ts";
import { integrationsURL } from "../../playwright.config.ts";
import { bookingUid } from "../../server/outbox/messages.ts";
import { parseIcs } from "../../tests/support/outbox/parse-ics.ts";
import { axeViolations, expect, hydrated, recordLayoutShifts, test } from "./fixtures.ts";

/**
 * The booking confirmation (/confirmacion-agenda) and the manage page (/agenda/gestionar), in both
 * languages: a booking made through the function is shown in the visitor's zone, downloads as a
 * calendar file, moves by keyboard to another time and cancels with a reason, and its token never
 * leaves the site. Every test books its own times on a day of its own, three or more days ahead
 * (the booking widget's tests take the first free times), with an e-mail of its own.
 */
test.describe.configure({ timeout: 90_000 });
// The browser is in New York; the bookings were made from Madrid: pages show Madrid's time.
test.use({ timezoneId: "America/New_York" });

const texts = { es: bookingManageEs, en: bookingManageEn } as const;
const next = { es: conversionEs.confirmation, en: conversionEn.confirmation } as const;
const bookingWidget = { es: bookingWidgetEs, en: bookingWidgetEn } as const;
const locales = { es: "es-ES", en: "en-US" } as const;
const VISITOR_ZONE = "Europe/Madrid";
const BROWSER_ZONE = "America/New_York";
const HALF_HOUR = 30 * 60_000;

type Slot = { start: string; end: string };
type Booking = Slot & { id: string; token: string };

/**
 * A free time no other test takes: its own day (three or more days out, by test) and its own
 * place in that day (by project and language); `offset` 1 is the half hour after it.
 */
async function ownSlot(
  request: APIRequestContext,
  base: string,
  test: number,
  place: number,
  offset = 0,
): Promise<Slot> {
  const res = await request.get(`${base}/functions/v1/booking-slots?type=demo&days=30&tz=UTC`);
  expect(res.status()).toBe(200);
  const { slots } = (await res.json()) as { slots: Slot[] };
  const days = [...new Set(slots.map((s) => s.start.slice(0, 10)))];
  const day = days[3 + test];
  expect(day, "enough bookable days ahead").toBeTruthy();
  // Business hours open at 08:00 in San José, 14:00 UTC; places are two hours apart.
  const start = Date.parse(`${day}T14:00:00Z`) + (2 + 4 * place + offset) * HALF_HOUR;
  const slot = slots.find((s) => Date.parse(s.start) === start);
  expect(slot, `free time ${new Date(start).toISOString()}`).toBeTruthy();
  return slot!;
}

function place(info: TestInfo, lang: Lang) {
  return (info.project.name === "mobile" ? 2 : 0) + (lang === "en" ? 1 : 0);
}

async function book(
  request: APIRequestContext,
  lang: Lang,
  slot: Slot,
  email: string,
  base = "",
): Promise<Booking> {
  const res = await request.post(`${base}/functions/v1/booking`, {
    data: {
      type: "demo",
      start: slot.start,
      name: "Ana Pérez",
      email,
      language: lang,
      timezone: VISITOR_ZONE,
      consent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as Slot & { id: string; manageUrl: string };
  const token = new URL(body.manageUrl, "http://x").searchParams.get("token")!;
  return { id: body.id, start: body.start, end: body.end, token };
}

async function readBack(request: APIRequestContext, token: string, base = "") {
  const res = await request.get(`${base}/functions/v1/booking/manage?token=${token}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Slot & { status: string; cancelReason: string | null };
}

const uniqueEmail = (what: string, info: TestInfo, lang: Lang) =>
  `${what}-${info.project.name}-${lang}-${Date.now()}@e2e.test`;

/** An instant's clock time in a zone as the page writes it, worked out from its parts. */
function clock(iso: string, zone: string, lang: Lang): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const hour = Number(parts.find((p) => p.type === "hour")!.value);
  const minute = parts.find((p) => p.type === "minute")!.value;
  if (lang === "es") return `${String(hour).padStart(2, "0")}:${minute}`;
  return `${hour % 12 || 12}:${minute}\u202f${hour < 12 ? "AM" : "PM"}`;
}

function longDate(iso: string, zone: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: zone,
  }).format(new Date(iso));
}

/** 20260310T140000Z */
const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d{3}/g, "");

const details = (page: Page) => page.locator("#reserva");

async function expectMeeting(page: Page, lang: Lang, slot: Slot) {
  const box = details(page);
  const t = texts[lang].details;
  await expect(box.getByRole("heading", { name: t.title })).toBeVisible();
  await expect(box).toContainText(meetingTypeNames[lang].demo);
  await expect(box).toContainText(longDate(slot.start, VISITOR_ZONE, lang));
  await expect(box).toContainText(clock(slot.start, VISITOR_ZONE, lang));
  await expect(box).toContainText(clock(slot.end, VISITOR_ZONE, lang));
  await expect(box).toContainText(VISITOR_ZONE);
  await expect(box).toContainText(t.durationValue.replace("{minutes}", "30"));
  await expect(box).toContainText("Ana Pérez");
}

/** Takes the expected 404s of an unknown token out of the fixture's error list, after checking. */
function expectNotFoundLogged(pageErrors: string[]) {
  const expected = pageErrors.filter((e) => /404|Failed to load resource/.test(e));
  expect(expected.length, "the unknown token's 404 was seen").toBeGreaterThan(0);
  for (const e of expected) pageErrors.splice(pageErrors.indexOf(e), 1);
}

for (const lang of ["es", "en"] as const) {
  const t = texts[lang];

  test.describe(`booking confirmation (${lang})`, () => {
    test("shows the meeting in the visitor's zone and language, offers the calendar file, Google and Outlook, and keeps the token out of the address bar", async ({
      page,
      request,
    }, info) => {
      const slot = await ownSlot(request, "", 0, place(info, lang));
      const booking = await book(request, lang, slot, uniqueEmail("confirm", info, lang));
      const shifts = await recordLayoutShifts(page);
      const response = await page.goto(
        `${href("scheduleConfirmation", lang)}?token=${booking.token}`,
      );
      // Links to other sites send at most our origin, never the page's address with its token.
      expect(response?.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      await hydrated(page);
      await expectMeeting(page, lang, slot);
      await expect(details(page)).toContainText(t.details.confirmed);
      expect(page.url()).not.toContain(booking.token);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // The general what-happens-next content stays below; nothing moved when the booking came.
      await expect(page.getByRole("heading", { name: next[lang].nextTitle })).toBeVisible();
      expect(await shifts.inside("main")).toEqual([]);

      const download = page.waitForEvent("download");
      await details(page).getByRole("link", { name: t.calendar.ics }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.ics$/);
      const ics = parseIcs(readFileSync((await file.path())!, "utf8"));
      expect(ics.props.METHOD).toBe("PUBLISH");
      expect(ics.events[0]!.props).toMatchObject({
        UID: bookingUid(booking.id),
        DTSTART: stamp(slot.start),
        DTEND: stamp(slot.end),
      });

      const google = details(page).getByRole("link", { name: t.calendar.google });
      const googleUrl = new URL((await google.getAttribute("href"))!);
      expect(googleUrl.host).toBe("calendar.google.com");
      expect(googleUrl.searchParams.get("action")).toBe("TEMPLATE");
      expect(googleUrl.searchParams.get("dates")).toBe(`${stamp(slot.start)}/${stamp(slot.end)}`);
      const outlook = details(page).getByRole("link", { name: t.calendar.outlook });
      const outlookUrl = new URL((await outlook.getAttribute("href"))!);
      expect(outlookUrl.host).toBe("outlook.live.com");
      expect(new Date(outlookUrl.searchParams.get("startdt")!).toISOString()).toBe(slot.start);
      expect(new Date(outlookUrl.searchParams.get("enddt")!).toISOString()).toBe(slot.end);
      for (const link of [google, outlook]) {
        expect(await link.getAttribute("href")).not.toContain(booking.token);
        await expect(link).toHaveAttribute("rel", /noreferrer/);
        await expect(link).toHaveAttribute("target", "_blank");
      }

      expect(await axeViolations(page)).toEqual([]);

      // The manage link holds the token for copying; following it keeps it out of the address bar.
      const manage = details(page).getByRole("link", { name: t.manageLink.link });
      await expect(manage).toHaveAttribute(
        "href",
        `${href("scheduleManage", lang)}?token=${booking.token}`,
      );
      await manage.click();
      await expect(page).toHaveURL(href("scheduleManage", lang));
      await expectMeeting(page, lang, slot);
      await expect(page.getByRole("button", { name: t.actions.reschedule })).toBeVisible();
    });

    test("without a booking says where the invitation is; an unknown link is answered politely", async ({
      page,
      pageErrors,
    }) => {
      // The prerendered page cannot know there is no token; it must not paint a booking-sized
      // placeholder and shrink (Lighthouse's CLS 0.06-0.12 before the probe).
      const shifts = await recordLayoutShifts(page);
      await page.goto(href("scheduleConfirmation", lang));
      await hydrated(page);
      await expect(details(page).getByRole("heading", { name: t.noBooking.title })).toBeVisible();
      await page.waitForTimeout(300);
      // The page below the header: a frame painted while the parser is still inside the header
      // (a loaded CI host) moves the header's own links, which is not what this checks.
      expect(await shifts.inside("main")).toEqual([]);
      await expect(details(page).getByRole("link", { name: t.noBooking.cta })).toHaveAttribute(
        "href",
        href("schedule", lang),
      );
      await expect(page.getByRole("heading", { name: next[lang].nextTitle })).toBeVisible();

      await page.goto(`${href("scheduleConfirmation", lang)}?token=${"A".repeat(43)}`);
      await expect(details(page).getByRole("heading", { name: t.notFound.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: next[lang].nextTitle })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expectNotFoundLogged(pageErrors);
    });
  });

  test.describe(`manage page (${lang})`, () => {
    test("moves the meeting by keyboard to another free time: confirmed, announced, calendar links updated, the old time free again", async ({
      page,
      request,
    }, info) => {
      const from = await ownSlot(request, "", 1, place(info, lang));
      const to = await ownSlot(request, "", 1, place(info, lang), 1);
      const booking = await book(request, lang, from, uniqueEmail("move", info, lang));
      await page.goto(`${href("scheduleManage", lang)}?token=${booking.token}`);
      await hydrated(page);
      await expectMeeting(page, lang, from);
      expect(page.url()).not.toContain(booking.token);

      await page.getByRole("button", { name: t.actions.reschedule }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: t.reschedule.title })).toBeFocused();

      // The month grid: arrow keys to the new time's day (in the browser's zone), Enter picks it.
      const grid = page.getByRole("grid");
      const day = new Intl.DateTimeFormat("en-CA", { timeZone: BROWSER_ZONE }).format(
        new Date(to.start),
      );
      // The free days are known once the first free day is chosen and its times are listed.
      await expect(page.getByRole("button", { name: /\d:\d\d/ }).first()).toBeVisible();
      await grid.locator('button[tabindex="0"]').focus();
      for (let i = 0; i < 62; i++) {
        const at = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.day);
        if (at === day) break;
        await page.keyboard.press(at! < day ? "ArrowRight" : "ArrowLeft");
      }
      const target = page.locator(`[data-day="${day}"]`);
      await expect(target).toBeFocused();
      // Paging into another month loads its free days first.
      await expect(target).not.toHaveAttribute("aria-disabled", "true");
      await page.keyboard.press("Enter");

      // Each time is a button named by its whole date and time; the current one is not offered.
      const name = (slot: Slot) =>
        `${longDate(slot.start, BROWSER_ZONE, lang)}, ${clock(slot.start, BROWSER_ZONE, lang)}`;
      const time = page.getByRole("button", { name: name(to), exact: true });
      await expect(time).toBeVisible();
      await expect(page.getByRole("button", { name: name(from), exact: true })).toHaveCount(0);
      await time.focus();
      await page.keyboard.press("Enter");

      await expect(page.getByRole("heading", { name: t.reschedule.confirmTitle })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: t.reschedule.confirm })).toBeFocused();
      await page.keyboard.press("Enter");

      const status = page
        .getByRole("status")
        .filter({ hasText: t.reschedule.moved.split("{")[0]! });
      await expect(status).toBeVisible();
      await expectMeeting(page, lang, to);
      await expect(details(page).getByRole("heading", { name: t.details.title })).toBeFocused();
      expect((await readBack(request, booking.token)).start).toBe(to.start);
      const google = new URL(
        (await details(page).getByRole("link", { name: t.calendar.google }).getAttribute("href"))!,
      );
      expect(google.searchParams.get("dates")).toBe(`${stamp(to.start)}/${stamp(to.end)}`);

      const free = await request.get(`/functions/v1/booking-slots?type=demo&days=30&tz=UTC`);
      const starts = ((await free.json()) as { slots: Slot[] }).slots.map((s) => s.start);
      expect(starts).toContain(from.start);
      expect(starts).not.toContain(to.start);
    });

    test("a time taken while confirming: the function's message, fresh times without it, and the booking unmoved", async ({
      page,
      request,
      pageErrors,
    }, info) => {
      const from = await ownSlot(request, "", 3, place(info, lang));
      const to = await ownSlot(request, "", 3, place(info, lang), 1);
      const booking = await book(request, lang, from, uniqueEmail("clash", info, lang));
      await page.goto(`${href("scheduleManage", lang)}?token=${booking.token}`);
      await hydrated(page);
      await page.getByRole("button", { name: t.actions.reschedule }).click();
      const day = new Intl.DateTimeFormat("en-CA", { timeZone: BROWSER_ZONE }).format(
        new Date(to.start),
      );
      await expect(page.getByRole("button", { name: /\d:\d\d/ }).first()).toBeVisible();
      const grid = page.getByRole("grid");
      for (let i = 0; i < 3 && (await grid.locator(`[data-day="${day}"]`).count()) === 0; i++)
        await page.getByRole("button", { name: bookingWidget[lang].picker.nextMonth }).click();
      await expect(grid.locator(`[data-day="${day}"]`)).not.toHaveAttribute(
        "aria-disabled",
        "true",
      );
      await grid.locator(`[data-day="${day}"]`).click();
      const name = `${longDate(to.start, BROWSER_ZONE, lang)}, ${clock(to.start, BROWSER_ZONE, lang)}`;
      await page.getByRole("button", { name, exact: true }).click();
      await expect(page.getByRole("heading", { name: t.reschedule.confirmTitle })).toBeVisible();

      // Someone else books that time first.
      await book(request, lang, to, uniqueEmail("first", info, lang));
      await page.getByRole("button", { name: t.reschedule.confirm }).click();

      const notice = page.getByRole("alert").filter({ hasText: bookingErrors[lang].slot_taken });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(t.reschedule.takenFresh);
      await expect(notice).toBeFocused();
      await expect(page.getByRole("heading", { name: t.reschedule.title })).toBeVisible();
      await expect(grid.locator(`[data-day="${day}"]`)).toBeVisible();
      await grid.locator(`[data-day="${day}"]`).click();
      await expect(page.getByRole("button", { name: /\d:\d\d/ }).first()).toBeVisible();
      await expect(page.getByRole("button", { name, exact: true })).toHaveCount(0);
      expect((await readBack(request, booking.token)).start).toBe(from.start);
      await expectMeeting(page, lang, from);

      const refused = pageErrors.filter((e) => /409|Failed to load resource/.test(e));
      expect(refused.length, "the 409 was seen").toBeGreaterThan(0);
      for (const e of refused) pageErrors.splice(pageErrors.indexOf(e), 1);
    });

    test("cancels with a reason after a confirm step: says it is cancelled, the function agrees, the time is free again", async ({
      page,
      request,
    }, info) => {
      const slot = await ownSlot(request, "", 2, place(info, lang));
      const booking = await book(request, lang, slot, uniqueEmail("cancel", info, lang));
      await page.goto(`${href("scheduleManage", lang)}?token=${booking.token}`);
      await hydrated(page);
      await expectMeeting(page, lang, slot);

      await page.getByRole("button", { name: t.actions.cancel }).click();
      await expect(page.getByRole("heading", { name: t.cancel.title })).toBeFocused();
      // Keeping it closes the step and changes nothing.
      await page.getByRole("button", { name: t.cancel.keep }).click();
      await expect(page.getByRole("heading", { name: t.cancel.title })).toHaveCount(0);
      await expect(page.getByRole("button", { name: t.actions.cancel })).toBeFocused();
      expect((await readBack(request, booking.token)).status).toBe("confirmed");

      await page.keyboard.press("Enter");
      const reason = lang === "es" ? "Tengo un viaje" : "I am travelling";
      await page.getByLabel(t.cancel.reason).fill(reason);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: t.cancel.confirm }).click();

      await expect(page.getByRole("status").filter({ hasText: t.cancel.done })).toBeVisible();
      const box = details(page);
      await expect(box.getByRole("heading", { name: t.cancelled.title })).toBeVisible();
      await expect(box).toContainText(t.cancelled.reason.replace("{reason}", reason));
      await expect(box).toContainText(t.details.cancelled);
      await expect(box.getByRole("link", { name: t.bookNew })).toHaveAttribute(
        "href",
        href("schedule", lang),
      );
      await expect(page.getByRole("button", { name: t.actions.reschedule })).toHaveCount(0);
      expect(await readBack(request, booking.token)).toMatchObject({
        status: "cancelled",
        cancelReason: reason,
      });
      const free = await request.get(`/functions/v1/booking-slots?type=demo&days=30&tz=UTC`);
      expect(((await free.json()) as { slots: Slot[] }).slots.map((s) => s.start)).toContain(
        slot.start,
      );

      // Opened again later, it still says so.
      await page.reload();
      await expect(details(page).getByRole("heading", { name: t.cancelled.title })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("an unknown link or none says so clearly and leads to booking a new meeting", async ({
      page,
      pageErrors,
    }) => {
      const shifts = await recordLayoutShifts(page);
      await page.goto(href("scheduleManage", lang));
      await hydrated(page);
      await expect(details(page).getByRole("heading", { name: t.noToken.title })).toBeVisible();
      await page.waitForTimeout(300);
      // (The page below the header, as above.)
      expect(await shifts.inside("main")).toEqual([]);

      await page.goto(`${href("scheduleManage", lang)}?token=${"B".repeat(43)}`);
      await expect(details(page).getByRole("heading", { name: t.notFound.title })).toBeVisible();
      await expect(details(page).getByRole("link", { name: t.bookNew })).toHaveAttribute(
        "href",
        href("schedule", lang),
      );
      expect(page.url()).not.toContain("B".repeat(43));
      expect(await axeViolations(page)).toEqual([]);
      expectNotFoundLogged(pageErrors);
    });
  });

  test.describe(`with analytics and the ad pixel consented (${lang})`, () => {
    test.use({ baseURL: integrationsURL });

    test("the manage token reaches neither analytics nor any other site", async ({
      page,
      request,
    }, info) => {
      const slot = await ownSlot(request, integrationsURL, 0, place(info, lang));
      const booking = await book(
        request,
        lang,
        slot,
        uniqueEmail("tracked", info, lang),
        integrationsURL,
      );
      await page.addInitScript(
        ([key]) => localStorage.setItem(key!, JSON.stringify({ analytics: true, chat: false })),
        [CONSENT_KEY],
      );
      // Stand-ins for the trackers that note the address they would report.
      await page.route("https://www.googletagmanager.com/**", (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: "window.__analyticsSaw = location.href;",
        }),
      );
      await page.route("https://connect.facebook.net/**", (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: "window.__pixelSaw = location.href;",
        }),
      );
      const leaks: string[] = [];
      page.on("request", async (req) => {
        if (req.url().startsWith(integrationsURL)) return;
        const referer = (await req.allHeaders())["referer"] ?? "";
        if (`${req.url()} ${referer}`.includes(booking.token)) leaks.push(req.url());
      });

      await page.goto(`${href("scheduleConfirmation", lang)}?token=${booking.token}`);
      await expectMeeting(page, lang, slot);
      const seen = () =>
        page.evaluate(() => {
          const w = window as { __analyticsSaw?: string; __pixelSaw?: string };
          return [w.__analyticsSaw, w.__pixelSaw];
        });
      await expect
        .poll(seen, { timeout: 15_000 })
        .toEqual([expect.any(String), expect.any(String)]);
      for (const href of await seen()) expect(href).not.toContain(booking.token);
      const dataLayer = await page.evaluate(() =>
        JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? []),
      );
      expect(dataLayer).not.toContain(booking.token);
      expect(leaks).toEqual([]);
    });
  });
}
