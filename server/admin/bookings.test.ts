/**
 * The admin's bookings, availability editor and outbox (issue 22, part 5), in-process over the
 * real build: bookings are made through the real booking function, pages are read and forms sent
 * as a signed-in owner.
 */
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminEn } from "../../app/content/en/admin.ts";
import { adminEs } from "../../app/content/es/admin.ts";
import { bookingApp, bookingForm, TEST_NOW } from "../../tests/support/booking.ts";
import { bookings } from "../db/schema.ts";
import { testTargets, useTestDb } from "../../tests/support/test-db.ts";
import { serverEnvSchema } from "../env.ts";
import { createServices, type Services } from "../services.ts";
import { createTestApp } from "../../tests/support/test-app.ts";
import { signedInAdmin } from "../../tests/support/test-admin.ts";

// TEST_NOW is Monday 2 March 2026, 06:00 in San José (UTC−6).
const TUE_0800 = "2026-03-10T14:00:00.000Z";
const WED_0900 = "2026-03-11T15:00:00.000Z";
const HOUR = 3_600_000;

type Admin = Awaited<ReturnType<typeof signedInAdmin>>;
type App = Awaited<ReturnType<typeof createTestApp>>;

/** An HTML page's text with tags and entities reduced to what a reader sees. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");

describe.each(testTargets())("admin bookings on $name", (target) => {
  const db = useTestDb(target, { reset: false });
  let services: Services;
  let app: App;
  let admin: Admin;
  let now = TEST_NOW;

  const book = async (fields: Record<string, unknown> = {}) => {
    const res = await bookingApp(db.db).request("/functions/v1/booking", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(bookingForm({ message: "Queremos un bot", ...fields })),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  /** Moves the services' clock; the owner signs in again, as a session is bound to its clock. */
  const travel = async (to: number) => {
    now = to;
    admin = await signedInAdmin(app, services);
  };
  const page = async (path: string) => {
    const res = await admin.get(path);
    return { status: res.status, text: textOf(await res.text()) };
  };
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await db.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const cancelledEvents = (id: string) =>
    query<{ payload: { booking: { cancelReason: string | null } }; channels: string[] }>(sql`
      SELECT e.payload, array_agg(d.channel ORDER BY d.channel) AS channels
      FROM outbox_events e JOIN outbox_deliveries d ON d.event_id = e.id
      WHERE e.type = 'booking.cancelled' AND e.payload->'booking'->>'id' = ${id}
      GROUP BY e.id`);

  beforeAll(async () => {
    services = createServices(db.db, serverEnvSchema.parse({}), () => now);
    app = await createTestApp({ services: Promise.resolve(services) });
    admin = await signedInAdmin(app, services);
  }, 180_000);
  beforeEach(async () => {
    if (now !== TEST_NOW) await travel(TEST_NOW);
    // The owner's session stays; everything a booking leaves behind goes (leads point at
    // bookings, so they go in the same statement).
    await db.db.execute(
      sql`TRUNCATE leads, bookings, outbox_deliveries, outbox_events, site_settings, rate_limits`,
    );
  });

  it("lists upcoming, past and cancelled bookings with both zones, and shows one in full", async () => {
    const ana = await book();
    const bo = await book({
      type: "ai-development",
      start: WED_0900,
      name: "Bo Smith",
      email: "bo@example.com",
      company: "Initech",
      language: "en",
      timezone: "America/New_York",
    });

    const list = await page("/admin/bookings");
    expect(list.status).toBe(200);
    expect(list.text).toContain("Ana Pérez");
    expect(list.text).toContain("Bo Smith");
    expect(list.text).toContain("bo@example.com");
    expect(list.text).toContain("Initech");
    expect(list.text).toContain(adminEs.bookings.types["ai-development"]);
    // Tuesday 08:00 in San José is 15:00 in Madrid; soonest first.
    expect(list.text).toMatch(
      /mar, 10 mar 2026, 08:00.*mar, 10 mar 2026, 15:00 \(Europe\/Madrid\)/,
    );
    expect(list.text.indexOf("Ana Pérez")).toBeLessThan(list.text.indexOf("Bo Smith"));

    // Once Tuesday's meeting is over it is past, and only Wednesday's is upcoming.
    await travel(Date.parse(TUE_0800) + HOUR);
    const upcoming = await page("/admin/bookings?view=upcoming");
    expect(upcoming.text).not.toContain("Ana Pérez");
    expect(upcoming.text).toContain("Bo Smith");
    const past = await page("/admin/bookings?view=past");
    expect(past.text).toContain("Ana Pérez");
    expect(past.text).not.toContain("Bo Smith");
    expect((await page("/admin/bookings?view=cancelled")).text).toContain(adminEs.bookings.empty);

    const detail = await page(`/en/admin/bookings/${bo}`);
    expect(detail.status).toBe(200);
    for (const value of ["Bo Smith", "bo@example.com", "Initech", "America/New_York", bo])
      expect(detail.text).toContain(value);
    expect(detail.text).toContain(adminEn.booking.manageStates.open);
    // 09:00 in San José; 11:00 in New York, already on daylight time (since 8 March).
    expect(detail.text).toContain("Wed, Mar 11, 2026, 09:00 AM");
    expect(detail.text).toContain("Wed, Mar 11, 2026, 11:00 AM");
    // Its notifications: the confirmation to both e-mails, and the reminder.
    expect(detail.text).toMatch(/booking\.created E-mail to the owner Waiting 0/);
    expect(detail.text).toMatch(/booking\.created E-mail to the visitor Waiting 0/);
    expect(detail.text).toContain("booking.reminder");
    expect((await page(`/admin/bookings/${ana}`)).text).toContain(
      adminEs.booking.manageStates.past,
    );

    for (const path of [
      "/admin/bookings?view=all",
      "/admin/bookings?page=0",
      "/admin/bookings?page=2",
      "/admin/bookings/not-a-uuid",
      "/admin/bookings/123",
      `/admin/bookings/${crypto.randomUUID()}`,
    ])
      expect((await admin.get(path)).status, path).toBe(404);
  });

  it("cancels an upcoming booking with a note to the visitor, once, with its event", async () => {
    const id = await book();
    const note = "Nos surgió un imprevisto; te escribimos para otra fecha.";
    const refused = await app.request(`/admin/bookings/${id}`, {
      method: "POST",
      body: new URLSearchParams({ note }),
    });
    expect([302, 403]).toContain(refused.status);

    const res = await admin.post(`/admin/bookings/${id}`, { note });
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain(adminEs.booking.cancelled);
    const [row] = await db.db.select().from(bookings);
    expect(row).toMatchObject({ status: "cancelled", cancelReason: note, sequence: 1 });
    const events = await cancelledEvents(id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload.booking.cancelReason).toBe(note);
    expect(events[0]!.channels).toEqual(["email:owner", "email:visitor"]);
    // Its reminder, not sent yet, is withdrawn with it.
    expect(await query(sql`SELECT 1 FROM outbox_events WHERE type = 'booking.reminder'`)).toEqual(
      [],
    );

    const again = await admin.post(`/admin/bookings/${id}`, { note: "otra" });
    expect(textOf(await again.text())).toContain(adminEs.booking.errors.cancelled);
    expect(await cancelledEvents(id)).toHaveLength(1);
    const [still] = await db.db.select().from(bookings);
    expect(still!.cancelReason).toBe(note);

    const cancelled = await page("/admin/bookings?view=cancelled");
    expect(cancelled.text).toContain("Ana Pérez");
    expect(cancelled.text).toContain(adminEs.bookings.statuses.cancelled);
    expect((await page("/admin/bookings")).text).not.toContain("Ana Pérez");
    expect((await page(`/admin/bookings/${id}`)).text).toContain(note);
  });

  it("refuses to cancel a meeting that has started, or with a note too long, changing nothing", async () => {
    const id = await book();
    const long = await admin.post(`/en/admin/bookings/${id}`, { note: "x".repeat(1001) });
    expect(textOf(await long.text())).toContain(adminEn.booking.errors.note);

    await travel(Date.parse(TUE_0800) + 60_000);
    const late = await admin.post(`/en/admin/bookings/${id}`, { note: "" });
    expect(textOf(await late.text())).toContain(adminEn.booking.errors.already_started);
    const [row] = await db.db.select().from(bookings);
    expect(row!.status).toBe("confirmed");
    expect(await cancelledEvents(id)).toHaveLength(0);
    expect((await admin.post(`/admin/bookings/${crypto.randomUUID()}`, {})).status).toBe(404);
  });

  it("saves availability the booking function then uses, and shows refused fields next to their inputs", async () => {
    const form = await page("/admin/availability");
    expect(form.status).toBe(200);
    expect(form.text).toContain(adminEs.availability.types.demo);
    const html = await (await admin.get("/admin/availability")).text();
    expect(html).toMatch(/name="demo\.mon"[^>]*value="08:00-17:00"/);
    expect(html).toMatch(/name="ai-development\.sat"[^>]*value=""/);
    expect(html).toContain('<option value="Europe/Madrid">');

    const fields = (type: string, overrides: Record<string, string> = {}) => ({
      [`${type}.mon`]: "08:00-17:00",
      [`${type}.tue`]: "08:00-17:00",
      [`${type}.wed`]: "08:00-17:00",
      [`${type}.thu`]: "08:00-17:00",
      [`${type}.fri`]: "08:00-17:00",
      [`${type}.sat`]: "",
      [`${type}.sun`]: "",
      [`${type}.timezone`]: "America/Costa_Rica",
      [`${type}.slotMinutes`]: "30",
      [`${type}.bufferMinutes`]: "0",
      [`${type}.minNoticeHours`]: "4",
      [`${type}.horizonDays`]: "30",
      [`${type}.capacity`]: "1",
      [`${type}.blackoutDates`]: "",
      ...Object.fromEntries(Object.entries(overrides).map(([k, v]) => [`${type}.${k}`, v])),
    });
    const slots = async () => {
      const res = await bookingApp(db.db).request(
        "/functions/v1/booking-slots?type=demo&from=2026-03-10&days=2&tz=America/Costa_Rica",
      );
      return ((await res.json()) as { slots: { start: string }[] }).slots.map((s) => s.start);
    };
    expect(await slots()).toHaveLength(36);

    const saved = await admin.post("/admin/availability", {
      ...fields("demo", {
        tue: "09:00-10:00, 14:00 – 15:00",
        slotMinutes: "60",
        blackoutDates: "2026-03-11\n",
      }),
      ...fields("ai-development"),
    });
    expect(saved.status).toBe(200);
    expect(textOf(await saved.text())).toContain(adminEs.availability.saved);
    // A process that reads the settings now (the function's cache lasts seconds) sees the change.
    expect(await slots()).toEqual(["2026-03-10T15:00:00.000Z", "2026-03-10T20:00:00.000Z"]);
    expect((await page("/admin/availability")).text).not.toContain(
      adminEs.availability.errors.invalid,
    );
    expect(await (await admin.get("/admin/availability")).text()).toContain(
      'value="09:00-10:00, 14:00-15:00"',
    );

    const stored = await query<{ value: string }>(
      sql`SELECT value FROM site_settings WHERE key = 'booking.availability'`,
    );
    const refused = await admin.post("/en/admin/availability", {
      ...fields("demo", {
        wed: "8-17",
        thu: "17:00-08:00",
        timezone: "Mars/Olympus",
        slotMinutes: "abc",
        capacity: "0",
        blackoutDates: "2026-02-30",
      }),
      ...fields("ai-development", { minNoticeHours: "-1" }),
    });
    expect(refused.status).toBe(200);
    const text = textOf(await refused.text());
    const e = adminEn.availability.errors;
    expect(text).toContain(e.invalid);
    // Each message right after its own field: label, input, then error.
    expect(text).toMatch(new RegExp(`Wednesday ${escape(e.hours)}`));
    expect(text).toMatch(new RegExp(`Thursday ${escape(e.hours)}`));
    expect(text).toContain(e.timezone);
    expect(text).toContain(e.slotMinutes);
    expect(text).toContain(e.capacity);
    expect(text).toContain(e.blackoutDates);
    expect(text).toContain(e.minNoticeHours);
    expect(text).not.toContain(e.horizonDays);
    // What the owner typed is kept, and nothing was saved.
    expect(await (await admin.get("/en/admin/availability")).text()).toContain("09:00-10:00");
    expect(
      await query<{ value: string }>(
        sql`SELECT value FROM site_settings WHERE key = 'booking.availability'`,
      ),
    ).toEqual(stored);
    expect(await slots()).toHaveLength(2);
  });

  it("lists outbox deliveries, says e-mail waits without SMTP, and retries a failed one", async () => {
    await book();
    const all = await query<{ id: string; channel: string }>(
      sql`SELECT id::text AS id, channel FROM outbox_deliveries ORDER BY id`,
    );
    expect(all.length).toBeGreaterThanOrEqual(3);
    const failed = all[0]!.id;
    const sent = all[1]!.id;
    await db.db.execute(sql`
      UPDATE outbox_deliveries SET status = 'failed', attempts = 10,
        last_error = 'ECONNREFUSED: connect refused' WHERE id = ${failed}::bigint`);
    await db.db.execute(
      sql`UPDATE outbox_deliveries SET status = 'sent', attempts = 1, sent_at = now() WHERE id = ${sent}::bigint`,
    );

    const list = await page("/admin/outbox");
    expect(list.status).toBe(200);
    expect(list.text).toContain(adminEs.outbox.smtpMissing);
    expect(list.text).toContain("booking.created");
    expect(list.text).toContain("ECONNREFUSED: connect refused");
    const failedOnly = await page("/admin/outbox?status=failed");
    expect(failedOnly.text).toMatch(/booking\.\w+ \S.* Fallido 10 ECONNREFUSED/);
    expect(failedOnly.text).not.toContain(adminEs.outbox.statuses.sent + " 1");
    expect((await admin.get("/admin/outbox?status=lost")).status).toBe(404);

    const retried = await admin.post("/admin/outbox", { delivery: failed });
    expect(textOf(await retried.text())).toContain(adminEs.outbox.retried.replace("{id}", failed));
    const [row] = await query<{ status: string; attempts: number }>(
      sql`SELECT status, attempts FROM outbox_deliveries WHERE id = ${failed}::bigint`,
    );
    expect(row).toEqual({ status: "pending", attempts: 0 });
    expect((await page("/admin/outbox?status=failed")).text).toContain(adminEs.outbox.empty);

    const notAgain = await admin.post("/admin/outbox", { delivery: sent });
    expect(textOf(await notAgain.text())).toContain(
      adminEs.outbox.notRetried.replace("{id}", sent),
    );
    for (const bad of ["0", "abc", "99999999999999999999"])
      expect((await admin.post("/admin/outbox", { delivery: bad })).status, bad).toBe(404);

    // With SMTP configured, the page does not say e-mails wait.
    const configured = createServices(
      db.db,
      serverEnvSchema.parse({ SMTP_URL: "smtp://localhost:2525" }),
      () => now,
    );
    const smtpApp = await createTestApp({ services: Promise.resolve(configured) });
    const owner = await signedInAdmin(smtpApp, configured);
    const text = textOf(await (await owner.get("/en/admin/outbox")).text());
    expect(text).toContain(adminEn.outbox.heading);
    expect(text).not.toContain(adminEn.outbox.smtpMissing);
    // Signing in there set the password again, which ended the first session.
    await travel(now);
  });

  it("streams the bookings CSV across keyset pages, each booking once, formulas neutralised", async () => {
    await book({ name: '=HYPERLINK("http://x")' });
    // 1,200 more, many sharing one start time (cancelled), so pages break inside equal times.
    await db.db.execute(sql`
      INSERT INTO bookings (id, type, start_at, end_at, seat, capacity, status, name, email,
        language, timezone, manage_token_hash)
      SELECT gen_random_uuid(), 'demo',
        timestamptz '2026-04-01 15:00:00+00' + (i / 3) * interval '1 hour',
        timestamptz '2026-04-01 15:30:00+00' + (i / 3) * interval '1 hour',
        0, 1, CASE WHEN i % 3 = 0 THEN 'confirmed' ELSE 'cancelled' END,
        'Visitor ' || i, 'v' || i || '@example.com', 'es', 'UTC', 'hash-' || i
      FROM generate_series(1, 1200) AS i`);

    const res = await admin.get("/admin/bookings.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="bookings-/);
    expect(res.body).toBeInstanceOf(ReadableStream);
    let chunks = 0;
    let text = "";
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    for await (const chunk of res.body!) {
      chunks++;
      text += decoder.decode(chunk, { stream: true });
    }
    expect(chunks).toBeGreaterThanOrEqual(3);
    expect(text.startsWith('\uFEFF"id","type","status","start_utc"')).toBe(true);
    const lines = text.trimEnd().split("\r\n").slice(1);
    expect(lines).toHaveLength(1201);
    expect(new Set(lines.map((l) => l.slice(1, 37))).size).toBe(1201);
    // Latest start first; Ana's (10 March) is last.
    expect(lines.at(-1)).toContain('"\'=HYPERLINK(""http://x"")"');
    expect(lines.at(-1)).toContain('"2026-03-10T14:00:00.000Z"');
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
