import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { meetingTypeNames } from "../../app/content/booking.ts";
import { adminEs } from "../../app/content/es/admin.ts";
import { bookingManageEn } from "../../app/content/en/booking-manage.ts";
import { bookingManageEs } from "../../app/content/es/booking-manage.ts";
import { bookingWidgetEn } from "../../app/content/en/booking-widget.ts";
import { bookingWidgetEs } from "../../app/content/es/booking-widget.ts";
import type { Lang } from "../../app/content/routes.ts";
import { href } from "../../app/i18n/href.ts";
import { dayIn, slotLabel } from "../../app/sections/booking/zoned.ts";
import { fakeMail } from "../../playwright.config.ts";
import { parseIcs } from "../../tests/support/outbox/parse-ics.ts";
import { signIn } from "./admin-helpers.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/**
 * The whole visitor path of issue 22 on a server configured like a fresh install plus the owner's
 * mail relay and webhook (playwright.config.ts): book on /agenda (/schedule) in the browser, see
 * the confirmation, download the .ics, receive the invitation at a real SMTP server, open the
 * manage link, reschedule, cancel; every step reaches the webhook receiver with a valid signature,
 * and the owner sees the booking in the admin. The other booking specs test each screen in depth;
 * this one proves the pieces are one product. It books the last bookable days, which no other
 * spec takes, one day per project and language.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ timezoneId: "America/New_York" });

const ZONE = "America/New_York";
const widget = { es: bookingWidgetEs, en: bookingWidgetEn } as const;
const manage = { es: bookingManageEs, en: bookingManageEn } as const;

type Slot = { start: string; end: string };
type Mail = { to: string[]; subject: string; parts: { type: string; body: string }[] };
type Event = {
  eventId: string;
  validSignature: boolean;
  body: {
    id: string;
    type: string;
    createdAt: string;
    data: { booking: { id: string; email: string } };
  };
};

/** What the fake relay and webhook receiver got for one visitor, once `ready` holds. */
async function received(page: Page, ready: (mails: Mail[], events: Event[]) => boolean) {
  let last: { mails: Mail[]; events: Event[] } = { mails: [], events: [] };
  await expect
    .poll(
      async () => {
        last = (await (await page.request.get(`${fakeMail.api}/received`)).json()) as typeof last;
        return ready(last.mails, last.events);
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return last;
}

const calendarOf = (mail: Mail) => {
  const part = mail.parts.find((p) => p.type.startsWith("text/calendar"));
  return part && parseIcs(part.body);
};

/**
 * The visitor's webhook events in the order they happened: the outbox delivers due events in
 * parallel, so they may arrive in either order, and receivers order them by `createdAt`.
 */
const ofVisitor = (events: Event[], email: string) =>
  events
    .filter((e) => e.body.data.booking?.email === email)
    .sort((a, b) => Date.parse(a.body.createdAt) - Date.parse(b.body.createdAt));

/**
 * The slot picker in `area`: next month until the day shows, the day once its month's free times
 * are in, then its time by its full name.
 */
async function pick(area: Locator, slot: Slot, lang: Lang) {
  // The grid opens on the first free day's month once that day's times are listed.
  await expect(area.getByRole("button", { name: /\d:\d\d/ }).first()).toBeVisible();
  const day = area.locator(`[data-day="${dayIn(slot.start, ZONE)}"]`);
  for (let i = 0; i < 3 && !(await day.isVisible()); i++)
    await area.getByRole("button", { name: widget[lang].picker.nextMonth }).click();
  await expect(day).not.toHaveAttribute("aria-disabled", "true");
  await day.click();
  await area.getByRole("button", { name: slotLabel(slot.start, ZONE, lang), exact: true }).click();
}

for (const lang of ["es", "en"] as const) {
  const w = widget[lang];
  const m = manage[lang];

  test(`book, confirm, .ics, invitation, reschedule, cancel, webhook and admin (${lang})`, async ({
    page,
  }, info) => {
    const index = (info.project.name === "mobile" ? 2 : 0) + (lang === "en" ? 1 : 0);
    const email = `journey-${info.project.name}-${lang}-${Date.now().toString(36)}@e2e.test`;
    const name = `Journey ${info.project.name} ${lang} ${Date.now().toString(36)}`;
    const res = await page.request.get(`/functions/v1/booking-slots?type=demo&days=40&tz=${ZONE}`);
    const { slots } = (await res.json()) as { slots: Slot[] };
    // Late days, away from other specs' bookings; only days with four free times or more: the
    // horizon's last day holds only the times before this hour of the day (early in the morning
    // in Costa Rica, one or two), and the journey needs its third and fourth.
    const perDay = Map.groupBy(slots, (s) => dayIn(s.start, ZONE));
    const days = [...perDay.keys()].filter((d) => perDay.get(d)!.length >= 4);
    const day = days[days.length - 1 - index]!;
    const [first, second] = perDay.get(day)!.slice(2, 4) as [Slot, Slot];

    // Book in the browser.
    await page.goto(href("schedule", lang));
    await hydrated(page);
    await pick(page.locator("[data-booking]"), first, lang);
    await page.getByRole("textbox", { name: w.form.name, exact: true }).fill(name);
    await page.getByRole("textbox", { name: w.form.email, exact: true }).fill(email);
    await page.getByRole("checkbox", { name: new RegExp(w.form.consentLink) }).check();
    await page.getByRole("button", { name: w.form.submit }).click();

    // The confirmation page: the meeting in the visitor's zone, the .ics, the manage link.
    await expect(page).toHaveURL(new RegExp(href("scheduleConfirmation", lang)));
    const box = page.locator("#reserva");
    await expect(box).toContainText(meetingTypeNames[lang].demo);
    await expect(box).toContainText(ZONE.replaceAll("_", " "));
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: m.calendar.ics }).click();
    const file = parseIcs(readFileSync((await (await download).path())!, "utf8"));
    const uid = file.events[0]!.props.UID!;
    expect(file.events[0]!.props.DTSTART).toBe(
      new Date(first.start).toISOString().replace(/[-:]|\.\d{3}/g, ""),
    );

    // The invitation reached the relay with the same event, and the owner was told.
    const booked = await received(
      page,
      (mails) =>
        mails.some((x) => x.to.includes(email)) && mails.some((x) => x.subject.includes(name)),
    );
    const invitation = booked.mails.find((x) => x.to.includes(email))!;
    const invite = calendarOf(invitation)!;
    expect(invite.props.METHOD).toBe("REQUEST");
    expect(invite.events[0]!.props).toMatchObject({ UID: uid, SEQUENCE: "0" });
    const ownerMail = booked.mails.find((x) => x.subject.includes(name))!;
    expect(ownerMail.to).toEqual([fakeMail.owner]);

    // The manage link: move the meeting, then cancel it.
    await page.getByRole("link", { name: m.manageLink.link }).click();
    await expect(page).toHaveURL(new RegExp(href("scheduleManage", lang)));
    await hydrated(page);
    await page.getByRole("button", { name: m.actions.reschedule }).click();
    await pick(page.getByRole("region", { name: m.reschedule.title }), second, lang);
    await page.getByRole("button", { name: m.reschedule.confirm }).click();
    await expect(
      page.getByRole("status").filter({ hasText: m.reschedule.moved.split("{")[0]! }),
    ).toBeVisible();
    await page.getByRole("button", { name: m.actions.cancel }).click();
    await page.getByRole("textbox", { name: m.cancel.reason }).fill("Journey test");
    await page.getByRole("button", { name: m.cancel.confirm }).click();
    await expect(page.getByRole("heading", { name: m.cancelled.title })).toBeVisible();

    // Every step reached the visitor by e-mail and the owner's webhook, signed, once each.
    const done = await received(page, (mails, events) => {
      const mine = mails.filter((x) => x.to.includes(email));
      return mine.length >= 3 && ofVisitor(events, email).length >= 3;
    });
    const mine = done.mails.filter((x) => x.to.includes(email)).map(calendarOf);
    // The outbox may deliver a reschedule and the cancellation right after it in either order
    // (the worker sends due messages in parallel); calendars order them by SEQUENCE, so does this.
    const bySequence = mine
      .map((c) => [c?.props.METHOD, c?.events[0]!.props.SEQUENCE])
      .sort((a, b) => Number(a[1]) - Number(b[1]));
    expect(bySequence).toEqual([
      ["REQUEST", "0"],
      ["REQUEST", "1"],
      ["CANCEL", "2"],
    ]);
    expect(mine.every((c) => c?.events[0]!.props.UID === uid)).toBe(true);
    const events = ofVisitor(done.events, email);
    expect(events.map((e) => e.body.type)).toEqual([
      "booking.created",
      "booking.rescheduled",
      "booking.cancelled",
    ]);
    expect(events.every((e) => e.validSignature && e.eventId === e.body.id)).toBe(true);
    expect(new Set(events.map((e) => e.body.data.booking.id)).size).toBe(1);

    // The owner sees it in the admin, cancelled, with its deliveries sent.
    await signIn(page);
    await page.goto("/admin/bookings?view=cancelled");
    await hydrated(page);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await row.getByRole("link", { name }).click();
    const deliveries = page.getByRole("table", { name: adminEs.booking.deliveries });
    await expect(deliveries.getByRole("row", { name: /booking\.cancelled/ })).toHaveCount(3);
  });
}
