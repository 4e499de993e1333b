import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingErrors, type BookingErrorCode } from "../../app/content/booking.ts";
import { testTargets, useTestDb } from "../../tests/support/test-db.ts";
import { renderMail } from "../outbox/messages.ts";
import { parseIcs } from "../../tests/support/outbox/parse-ics.ts";
import { createBookingSchema } from "./schema.ts";
import { hashToken } from "./store.ts";
import {
  bookingApp,
  bookingForm as form,
  TEST_NOW,
  testBookingService,
} from "../../tests/support/booking.ts";
import type { BookingDeps } from "./route.ts";

// Slots in San José (UTC−6); TEST_NOW is Monday 2 March 2026, 06:00 there.
const TUE_0800 = "2026-03-10T14:00:00.000Z";
const TUE_0830 = "2026-03-10T14:30:00.000Z";
const WED_0900 = "2026-03-11T15:00:00.000Z";

type Json = Record<string, unknown> & {
  error?: { code: string; message: string };
  slots?: { start: string; end: string }[];
};

describe.each(testTargets())("booking functions on $name", (target) => {
  const db = useTestDb(target);
  let app: Hono;

  const call = async (
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    on: Hono = app,
  ) => {
    const res = await on.request(`/functions/v1/${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, json: (await res.json()) as Json };
  };
  const rows = async (table: "bookings" | "outbox_events" | "outbox_deliveries") =>
    (await db.db.execute(sql.raw(`SELECT * FROM ${table}`))) as unknown as {
      rows: Record<string, unknown>[];
    };
  const count = async (table: "bookings" | "outbox_events" | "outbox_deliveries") =>
    (await rows(table)).rows.length;
  const events = async () =>
    (
      (await db.db.execute(
        sql`SELECT e.type, e.payload, array_agg(d.channel ORDER BY d.channel) AS channels, min(d.next_attempt_at) AS due
            FROM outbox_events e JOIN outbox_deliveries d ON d.event_id = e.id
            GROUP BY e.id ORDER BY e.created_at, e.type`,
      )) as unknown as {
        rows: {
          type: string;
          payload: {
            booking: { id: string; start: string };
            manageUrl?: string;
            previous?: { start: string };
          };
          channels: string[];
          due: string;
        }[];
      }
    ).rows;
  const slotsOf = async (from = "2026-03-10", days = 2, tz = "America/Costa_Rica") =>
    (
      await call(`booking-slots?type=demo&from=${from}&days=${days}&tz=${encodeURIComponent(tz)}`)
    ).json.slots!.map((s) => s.start);
  const tokenOf = (manageUrl: string) => new URL(manageUrl, "http://x").searchParams.get("token")!;
  const withDeps = (overrides: Partial<BookingDeps>) => bookingApp(db.db, overrides);

  beforeEach(async () => {
    // A fresh app each test: its answers of free times are kept for a second.
    app = bookingApp(db.db);
  });

  it("lists free slots for a type, range and zone, in UTC, naming both zones", async () => {
    const res = await call("booking-slots?type=demo&from=2026-03-10&days=1&tz=Europe/Madrid");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json).toMatchObject({
      type: "demo",
      timezone: "Europe/Madrid",
      businessTimezone: "America/Costa_Rica",
    });
    expect(res.json.slots![0]).toEqual({ start: TUE_0800, end: TUE_0830 });
    expect(res.json.slots).toHaveLength(18);

    const bad = await call("booking-slots?type=demo&tz=Mars/Olympus", undefined, {
      "Accept-Language": "en-US,en;q=0.9",
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toEqual({
      code: "invalid_timezone",
      message: bookingErrors.en.invalid_timezone,
    });
    const days = await call("booking-slots?type=demo&days=63&lang=es");
    expect(days.json.error?.code).toBe("invalid_days");
    expect(days.json.error?.message).toBe(bookingErrors.es.invalid_days);
    expect((await call("booking-slots?type=coffee")).json.error?.code).toBe("invalid_type");
  });

  it("reuses an answer of free times for its time to live; this process's own bookings show at once", async () => {
    const service = testBookingService(db.db, { now: () => TEST_NOW, answerTtlMs: 60_000 });
    app = withDeps({ service });
    expect(await slotsOf()).toContain(TUE_0800);
    // Another process books that time: this one's answer is reused until it expires…
    const other = testBookingService(db.db, { now: () => TEST_NOW });
    expect((await other.book(createBookingSchema.parse(form()), "another-process")).ok).toBe(true);
    expect(await slotsOf()).toContain(TUE_0800);
    // …and a booking of its own drops every kept answer.
    expect((await call("booking", form({ start: WED_0900, email: "b@x.io" }))).status).toBe(201);
    const now = await slotsOf();
    expect(now).not.toContain(TUE_0800);
    expect(now).not.toContain(WED_0900);
  });

  it("books a slot: 201 with a manage link whose token is stored only hashed; events written with it", async () => {
    const res = await call("booking", form());
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ type: "demo", start: TUE_0800, end: TUE_0830 });
    expect(res.json.id).toMatch(/^[0-9a-f-]{36}$/);
    const manageUrl = res.json.manageUrl as string;
    expect(manageUrl).toMatch(/^\/agenda\/gestionar\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(manageUrl);

    const [row] = (await rows("bookings")).rows;
    expect(row).toMatchObject({ name: "Ana Pérez", email: "ana@example.com", status: "confirmed" });
    expect(row!.manage_token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const written = await events();
    expect(written.map((e) => e.type).sort()).toEqual(["booking.created", "booking.reminder"]);
    const created = written.find((e) => e.type === "booking.created")!;
    expect(created.channels).toEqual(["email:owner", "email:visitor"]);
    expect(created.payload.booking).toMatchObject({ id: res.json.id, start: TUE_0800 });
    expect(created.payload.manageUrl).toBe(`http://localhost:3000${manageUrl}`);
    const reminder = written.find((e) => e.type === "booking.reminder")!;
    expect(reminder.channels).toEqual(["email:visitor"]);
    expect(new Date(reminder.due).toISOString()).toBe("2026-03-09T14:00:00.000Z");

    expect(await slotsOf()).not.toContain(TUE_0800);
    const english = await call(
      "booking",
      form({ start: TUE_0830, language: "en", email: "b@x.io" }),
    );
    expect(english.json.manageUrl).toMatch(/^\/schedule\/manage\?token=/);
  });

  it("sends booking events to the webhook too when one is configured; no reminder inside 24 h", async () => {
    const hooked = withDeps({
      webhookConfigured: true,
      now: () => Date.parse(TUE_0800) - 5 * 3600_000,
    });
    expect((await call("booking", form(), {}, hooked)).status).toBe(201);
    const written = await events();
    expect(written.map((e) => e.type)).toEqual(["booking.created"]);
    expect(written[0]!.channels).toEqual(["email:owner", "email:visitor", "webhook"]);
  });

  it("50 simultaneous bookings of one slot: exactly one 201 and 49 × 409 with fresh slots", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call("booking", form({ email: `v${i}@example.com`, language: i % 2 ? "en" : "es" })),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const [i, a] of answers.entries()) {
      if (a.status !== 409) continue;
      const lang = i % 2 ? "en" : "es";
      expect(a.json.error).toEqual({ code: "slot_taken", message: bookingErrors[lang].slot_taken });
      expect(a.json.slots).toHaveLength(6);
      expect(a.json.slots![0]!.start).toBe(TUE_0830);
    }
    expect(await count("bookings")).toBe(1);
    expect((await events()).filter((e) => e.type === "booking.created")).toHaveLength(1);
  }, 60_000);

  it("refuses bad input with a 4xx JSON error in the visitor's language and stores nothing", async () => {
    const cases: [Record<string, unknown> | string, number, BookingErrorCode][] = [
      [form({ start: "2026-03-01T14:00:00Z" }), 400, "slot_unavailable"], // past
      [form({ start: "2026-03-10T23:00:00Z" }), 400, "slot_unavailable"], // 17:00
      [form({ start: "2026-03-14T15:00:00Z" }), 400, "slot_unavailable"], // Saturday
      [form({ start: "2026-04-20T15:00:00Z" }), 400, "slot_unavailable"], // past the horizon
      [form({ start: "tuesday" }), 400, "invalid_start"],
      [form({ email: "ana@" }), 400, "invalid_email"],
      [form({ name: "a".repeat(10 * 1024) }), 400, "invalid_name"],
      [form({ name: "Ana\u0000" }), 400, "invalid_text"],
      [form({ message: "\ud800" }), 400, "invalid_text"],
      [form({ type: "coffee" }), 400, "invalid_type"],
      [form({ website: "http://spam.example" }), 400, "invalid_request"],
      [form({ consent: false }), 400, "consent_required"],
      [form({ timezone: "Nowhere/Land" }), 400, "invalid_timezone"],
      [form({ phone: "call me" }), 400, "invalid_phone"],
      [form({ message: "x".repeat(20_000) }), 413, "payload_too_large"],
      ["{not json", 400, "invalid_json"],
    ];
    for (const lang of ["es", "en"] as const)
      for (const [body, status, code] of cases) {
        const payload = typeof body === "string" ? body : { ...body, language: lang };
        const res = await call("booking", payload, { "Accept-Language": lang });
        expect(res.status, `${lang} ${code}`).toBe(status);
        expect(res.json.error, `${lang} ${code}`).toEqual({
          code,
          message: bookingErrors[lang][code],
        });
      }
    expect(await count("bookings")).toBe(0);
    expect(await count("outbox_events")).toBe(0);
  });

  it("refuses other origins and non-JSON bodies", async () => {
    const foreign = await call("booking", form(), { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error?.code).toBe("forbidden_origin");
    const text = await call("booking", "name=x", { "Content-Type": "text/plain" });
    expect(text.status).toBe(415);
    expect(await count("bookings")).toBe(0);
  });

  it("limits bookings per address (429) and future bookings per e-mail to 3", async () => {
    const limited = withDeps({ rateLimitPerHour: 10 });
    const starts = Array.from({ length: 11 }, (_, i) =>
      new Date(Date.parse(TUE_0800) + i * 30 * 60_000).toISOString(),
    );
    for (const [i, start] of starts.entries()) {
      const res = await call("booking", form({ start, email: `p${i}@x.io` }), {}, limited);
      expect(res.status, `booking ${i + 1}`).toBe(i < 10 ? 201 : 429);
      if (i === 10) expect(res.json.error?.message).toBe(bookingErrors.es.rate_limited);
    }
    // Another address is not affected.
    const other = await call(
      "booking",
      form({ start: WED_0900, email: "q@x.io" }),
      { "x-test-ip": "10.0.0.9" },
      limited,
    );
    expect(other.status).toBe(201);
    expect(await count("bookings")).toBe(11);

    await db.reset();
    for (let i = 0; i < 3; i++)
      expect((await call("booking", form({ start: starts[i] }))).status).toBe(201);
    const fourth = await call(
      "booking",
      form({ start: starts[3], email: "ANA@example.com", language: "en" }),
    );
    expect(fourth.status).toBe(429);
    expect(fourth.json.error).toEqual({
      code: "too_many_bookings",
      message: bookingErrors.en.too_many_bookings,
    });
    expect(await count("bookings")).toBe(3);
  });

  it("reads, reschedules (atomically, old slot freed) and refuses a taken slot with fresh slots", async () => {
    const created = await call("booking", form());
    const token = tokenOf(created.json.manageUrl as string);
    const read = await call(`booking/manage?token=${token}`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ status: "confirmed", start: TUE_0800, changeable: true });

    const moved = await call("booking/reschedule", { token, start: WED_0900 });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ start: WED_0900, status: "confirmed" });
    const slots = await slotsOf();
    expect(slots).toContain(TUE_0800);
    expect(slots).not.toContain(WED_0900);
    const [row] = (await rows("bookings")).rows;
    expect(row!.sequence).toBe(1);

    const written = await events();
    expect(written.map((e) => e.type).sort()).toEqual([
      "booking.created",
      "booking.reminder",
      "booking.rescheduled",
    ]);
    // The reminder of the old time is gone; the one left is for the new time.
    const reminder = written.find((e) => e.type === "booking.reminder")!;
    expect(new Date(reminder.due).toISOString()).toBe("2026-03-10T15:00:00.000Z");
    expect(reminder.payload.booking.start).toBe(WED_0900);
    expect(written.find((e) => e.type === "booking.rescheduled")!.payload.previous?.start).toBe(
      TUE_0800,
    );

    await call("booking", form({ start: TUE_0830, email: "other@x.io" }));
    const clash = await call("booking/reschedule", { token, start: TUE_0830, language: "en" });
    expect(clash.status).toBe(409);
    expect(clash.json.error).toEqual({ code: "slot_taken", message: bookingErrors.en.slot_taken });
    expect(clash.json.slots!.length).toBeGreaterThan(0);
    expect(clash.json.slots!.map((s) => s.start)).not.toContain(TUE_0830);
    expect((await call(`booking/manage?token=${token}`)).json.start).toBe(WED_0900);

    const outside = await call("booking/reschedule", { token, start: "2026-03-10T23:00:00Z" });
    expect(outside.status).toBe(400);
    expect(outside.json.error?.code).toBe("slot_unavailable");
    const unknown = await call("booking/reschedule", { token: "x".repeat(43), start: WED_0900 });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error?.message).toBe(bookingErrors.es.not_found);
  });

  it("cancels with a reason: slot freed, reminder withdrawn, still readable, announced once", async () => {
    const created = await call("booking", form({ language: "en" }));
    const token = tokenOf(created.json.manageUrl as string);
    const cancelled = await call("booking/cancel", { token, reason: "Found another time" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: "cancelled", changeable: false });

    const read = await call(`booking/manage?token=${token}`);
    expect(read.json).toMatchObject({ status: "cancelled", cancelReason: "Found another time" });
    expect(await slotsOf()).toContain(TUE_0800);
    expect((await events()).map((e) => e.type).sort()).toEqual([
      "booking.cancelled",
      "booking.created",
    ]);

    expect((await call("booking/cancel", { token })).status).toBe(200);
    expect((await events()).filter((e) => e.type === "booking.cancelled")).toHaveLength(1);
    const again = await call("booking/reschedule", { token, start: WED_0900 });
    expect(again.status).toBe(409);
    expect(again.json.error).toEqual({ code: "cancelled", message: bookingErrors.en.cancelled });
    // The freed time can be booked by someone else.
    expect((await call("booking", form({ email: "next@x.io" }))).status).toBe(201);
  });

  it("downloads the meeting as a calendar file: the e-mails' UID, PUBLISH, then CANCEL once cancelled", async () => {
    const created = await call("booking", form({ language: "en" }));
    const token = tokenOf(created.json.manageUrl as string);
    const linked = withDeps({
      meetingUrlTemplate: "https://meet.example.com/nova-{id}",
      organizerEmail: "agenda@novaflow.example",
    });
    const download = () => linked.request(`/functions/v1/booking/ics?token=${token}`);

    const res = await download();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="demo-2026-03-10.ics"',
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const file = parseIcs(await res.text());
    expect(file.props.METHOD).toBe("PUBLISH");
    const event = file.events[0]!;
    expect(event.props).toMatchObject({
      SEQUENCE: "0",
      DTSTART: "20260310T140000Z",
      DTEND: "20260310T143000Z",
      SUMMARY: "Free demo: NovaFlow AI",
      STATUS: "CONFIRMED",
      URL: `https://meet.example.com/nova-${created.json.id}`,
      ORGANIZER: "mailto:agenda@novaflow.example",
      ATTENDEE: "mailto:ana@example.com",
    });
    expect(event.props.DESCRIPTION).toContain(`http://localhost:3000${created.json.manageUrl}`);

    // The confirmation e-mail's invitation: same event, so an import updates it.
    const [stored] = (
      (await db.db.execute(
        sql`SELECT id, type, payload, created_at FROM outbox_events WHERE type = 'booking.created'`,
      )) as unknown as {
        rows: {
          id: string;
          type: "booking.created";
          payload: Record<string, unknown>;
          created_at: string;
        }[];
      }
    ).rows;
    const mail = renderMail(
      { ...stored!, createdAt: new Date(stored!.created_at) },
      "email:visitor",
      {
        business: "NovaFlow AI",
        ownerEmail: "owner@x.io",
        ownerLanguage: "es",
        ownerTimezone: "America/Costa_Rica",
        organizerEmail: "agenda@novaflow.example",
      },
    );
    const invitation = parseIcs(mail.calendar!.content).events[0]!;
    expect(event.props.UID).toBe(invitation.props.UID);
    expect(event.props.SEQUENCE).toBe(invitation.props.SEQUENCE);

    // Moved: the same UID with the stored, raised SEQUENCE.
    await call("booking/reschedule", { token, start: WED_0900 });
    const moved = parseIcs(await (await download()).text()).events[0]!;
    expect(moved.props).toMatchObject({ UID: event.props.UID, SEQUENCE: "1" });
    expect(moved.props.DTSTART).toBe("20260311T150000Z");

    await call("booking/cancel", { token, reason: "Travelling" });
    const gone = await download();
    expect(gone.headers.get("content-disposition")).toContain("-cancelled.ics");
    const cancelled = parseIcs(await gone.text());
    expect(cancelled.props.METHOD).toBe("CANCEL");
    expect(cancelled.events[0]!.props).toMatchObject({
      UID: event.props.UID,
      SEQUENCE: "2",
      STATUS: "CANCELLED",
      DESCRIPTION: "Reason: Travelling",
    });
    expect(cancelled.events[0]!.props.URL).toBeUndefined();
  });

  it("answers an unknown or malformed calendar-file token with 404 JSON in the visitor's language", async () => {
    for (const token of ["A".repeat(43), "short", ""]) {
      const res = await call(`booking/ics?token=${token}`, undefined, { "Accept-Language": "en" });
      expect(res.status, token).toBe(404);
      expect(res.json.error).toEqual({ code: "not_found", message: bookingErrors.en.not_found });
    }
    const post = await call("booking/ics", {});
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, OPTIONS");
  });

  it("writes no booking when its event cannot be written, and no event without a booking", async () => {
    await db.db.execute(sql`
      CREATE FUNCTION refuse_event() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'outbox down'; END $$ LANGUAGE plpgsql`);
    await db.db.execute(
      sql`CREATE TRIGGER refuse_event BEFORE INSERT ON outbox_events FOR EACH ROW EXECUTE FUNCTION refuse_event()`,
    );
    try {
      const res = await app.request("/functions/v1/booking", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(form()),
      });
      expect(res.status).toBe(500);
      expect(await count("bookings")).toBe(0);
    } finally {
      await db.db.execute(sql`DROP TRIGGER refuse_event ON outbox_events`);
      await db.db.execute(sql`DROP FUNCTION refuse_event()`);
    }
    expect((await call("booking", form())).status).toBe(201);
    expect(await count("bookings")).toBe(1);
  });

  it("fills a time up to its capacity, one seat each, then answers 409", async () => {
    const { createAvailabilitySettings } = await import("./settings.ts");
    const { bookingDefaults } = await import("../../app/content/business.ts");
    const settings = createAvailabilitySettings(db.db, { ttlMs: 0 });
    await settings.save({ demo: { ...bookingDefaults.demo, capacity: 2 } });
    const roomy = withDeps({ availability: settings });
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) => call("booking", form({ email: `c${i}@x.io` }), {}, roomy)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409]);
    const seats = (await rows("bookings")).rows.map((r) => r.seat).sort();
    expect(seats).toEqual([0, 1]);
  });

  it("holds capacity in the database itself: a seat beyond capacity or a seat held twice is refused", async () => {
    const created = await call("booking", form());
    expect(created.status).toBe(201);
    const insert = (seat: number, capacity: number) =>
      db.db.execute(sql`
        INSERT INTO bookings (id, type, start_at, end_at, seat, capacity, name, email, language, timezone, manage_token_hash)
        VALUES (${crypto.randomUUID()}, 'demo', ${TUE_0800}, ${TUE_0830}, ${seat}, ${capacity}, 'X', 'x@x.io', 'es', 'UTC', ${crypto.randomUUID()})`);
    await expect(insert(0, 1)).rejects.toThrow();
    await expect(insert(1, 1)).rejects.toThrow();
    expect(await count("bookings")).toBe(1);
  });

  it("reads availability overrides from the database (validated; bad ones ignored)", async () => {
    const { createAvailabilitySettings } = await import("./settings.ts");
    const { bookingDefaults } = await import("../../app/content/business.ts");
    const settings = createAvailabilitySettings(db.db, { ttlMs: 0 });
    const saved = await settings.save({
      demo: { ...bookingDefaults.demo, blackoutDates: ["2026-03-10"] },
    });
    expect(saved.ok).toBe(true);
    const fresh = withDeps({ availability: settings });
    const res = await call(
      "booking-slots?type=demo&from=2026-03-10&days=1&tz=UTC",
      undefined,
      {},
      fresh,
    );
    expect(res.json.slots).toEqual([]);
    expect((await settings.save({ demo: { capacity: 0 } })).ok).toBe(false);
    await db.db.execute(
      sql`UPDATE site_settings SET value = '{"demo":{"capacity":"lots"}}' WHERE key = 'booking.availability'`,
    );
    expect((await settings.get()).demo.capacity).toBe(1);
    expect((await settings.fresh()).demo.blackoutDates).toEqual([]);
  });
});
