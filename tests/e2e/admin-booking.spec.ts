import type { APIRequestContext } from "@playwright/test";
import { adminEs } from "../../app/content/es/admin.ts";
import { liveSettingsURL } from "../../playwright.config.ts";
import { signIn } from "./admin-helpers.ts";
import { axeViolations, expect, hydrated, test } from "./fixtures.ts";

type Slot = { start: string; end: string };

/** Books the first free demo slot through the real function, taking the next one on a 409. */
async function bookDemo(request: APIRequestContext, name: string, email: string) {
  const res = await request.get("/functions/v1/booking-slots?type=demo&days=30");
  expect(res.status()).toBe(200);
  let slots = ((await res.json()) as { slots: Slot[] }).slots;
  for (let attempt = 0; attempt < 5 && slots.length; attempt++) {
    const booked = await request.post("/functions/v1/booking", {
      data: {
        type: "demo",
        start: slots[0]!.start,
        name,
        email,
        company: "Admin E2E",
        message: "Reserva de prueba del panel",
        language: "es",
        timezone: "Europe/Madrid",
        consent: true,
      },
    });
    if (booked.status() === 201) return (await booked.json()) as { id: string };
    // Another spec took it first: the 409 carries the next free times.
    expect(booked.status()).toBe(409);
    slots = ((await booked.json()) as { slots: Slot[] }).slots;
  }
  throw new Error("no free demo slot");
}

test.describe("admin: bookings, availability, outbox", () => {
  // The server without SMTP_URL, so the e-mails stay in the outbox for this spec to see (the main
  // server delivers them to the fake relay: tests/e2e/booking-journey.spec.ts).
  test.use({ baseURL: liveSettingsURL });

  test("a booking made on the site is listed, shown, cancelled with a note, and its e-mails wait in the outbox", async ({
    page,
  }, info) => {
    test.skip(info.project.name !== "desktop", "one booking per run is enough");
    const name = `Visitante ${Date.now().toString(36)}`;
    const { id } = await bookDemo(page.request, name, `${name.split(" ")[1]}@e2e.test`);

    await signIn(page);
    await page.getByRole("link", { name: adminEs.nav.bookings }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: adminEs.bookings.heading }),
    ).toBeVisible();
    await hydrated(page);
    await expect(page.getByRole("link", { name: adminEs.bookings.views.upcoming })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("Europe/Madrid");
    await expect(row).toContainText(adminEs.bookings.statuses.confirmed);
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    await hydrated(page);
    const deliveries = page.getByRole("table", { name: adminEs.booking.deliveries });
    await expect(deliveries.getByRole("row", { name: /booking\.created/ })).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);

    const note = "Tuvimos un imprevisto; te proponemos otra fecha por correo.";
    await page.getByLabel(adminEs.booking.note).fill(note);
    await page.getByRole("button", { name: adminEs.booking.cancel }).click();
    await expect(page.getByRole("status")).toHaveText(adminEs.booking.cancelled);
    await expect(page.getByText(note)).toBeVisible();
    await expect(page.getByRole("button", { name: adminEs.booking.cancel })).toHaveCount(0);
    await expect(deliveries.getByRole("row", { name: /booking\.cancelled/ })).toHaveCount(2);

    await page.getByRole("link", { name: adminEs.booking.back }).click();
    await page.getByRole("link", { name: adminEs.bookings.views.cancelled }).click();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText(
      adminEs.bookings.statuses.cancelled,
    );
    await page.getByRole("link", { name: adminEs.bookings.views.upcoming }).click();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);

    // No SMTP on this server: the e-mails wait, and the page says so.
    await page.getByRole("link", { name: adminEs.nav.outbox }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: adminEs.outbox.heading }),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(adminEs.outbox.smtpMissing);
    await hydrated(page);
    await page.getByRole("link", { name: adminEs.outbox.statuses.pending }).click();
    await expect(page).toHaveURL(/\?status=pending$/);
    await expect(page.getByRole("row", { name: /booking\.cancelled/ }).first()).toContainText(
      adminEs.outbox.statuses.pending,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the availability editor is labelled, axe clean, and refuses a bad range next to its field", async ({
    page,
  }, info) => {
    test.skip(info.project.name !== "desktop", "desktop is enough for the admin");
    await signIn(page);
    await page.getByRole("link", { name: adminEs.nav.availability }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: adminEs.availability.heading }),
    ).toBeVisible();
    await hydrated(page);
    const demo = page.getByRole("group", { name: adminEs.availability.types.demo });
    await expect(demo.getByLabel(adminEs.availability.weekdays.mon)).toHaveValue("08:00-17:00");
    await expect(demo.getByLabel(adminEs.availability.timezone)).toHaveValue("America/Costa_Rica");
    expect(await axeViolations(page)).toEqual([]);

    // Sunday only, so the other specs' weekday bookings are untouched; the form is not saved.
    const sunday = demo.getByLabel(adminEs.availability.weekdays.sun);
    await sunday.fill("9-12");
    await page.getByRole("button", { name: adminEs.availability.save }).click();
    await expect(page.getByRole("alert")).toHaveText(adminEs.availability.errors.invalid);
    await expect(sunday).toHaveAttribute("aria-invalid", "true");
    await expect(sunday).toHaveAccessibleDescription(adminEs.availability.errors.hours);
    expect(await axeViolations(page)).toEqual([]);
  });
});
