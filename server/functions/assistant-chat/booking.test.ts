import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { chatBookingTexts } from "../../../app/content/assistant/chat-booking.ts";
import { bookingErrors } from "../../../app/content/booking.ts";
import { testTargets, useTestDb } from "../../../tests/support/test-db.ts";
import { SLOTS_OFFERED } from "./booking-steps.ts";
import type { ChatResponseBody } from "./schema.ts";
import { chatTestApp, testChatBooking } from "../../../tests/support/assistant-chat.ts";

const URL_PATH = "/functions/v1/assistant-chat";
const ZONE = "Europe/Madrid";

type Reply = ChatResponseBody & { error?: { code: string; message: string }; field?: string };

/**
 * Booking and leads inside the chat (issue 23, item 6), through the real function, engine,
 * booking service and lead capture on each database: what the visitor is told is booked is in
 * the database with its notifications before the answer, and a refusal stores nothing.
 */
describe.each(testTargets())("in-chat booking on $name", (target) => {
  const db = useTestDb(target);
  let app: Awaited<ReturnType<typeof chatTestApp>>;
  let booking: ReturnType<typeof testChatBooking>["booking"];

  beforeAll(async () => {
    const made = testChatBooking(db.db, { webhookConfigured: true });
    booking = made.booking;
    app = await chatTestApp(db.db, {
      rateLimitPerMinute: 0,
      timeoutMs: 5000,
      chatBooking: made.chatBooking,
    });
  }, 180_000);

  async function say(body: Record<string, unknown>): Promise<{ status: number; body: Reply }> {
    const res = await app.request(URL_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ timezone: ZONE, ...body }),
    });
    return { status: res.status, body: (await res.json()) as Reply };
  }

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
  const events = () =>
    rows<{ type: string }>(sql`SELECT type FROM outbox_events ORDER BY created_at, type`);
  const leads = () =>
    rows<{ name: string; email: string | null; phone: string | null; booking_id: string | null }>(
      sql`SELECT name, email, phone, booking_id FROM leads`,
    );
  const bookings = () =>
    rows<{ id: string; name: string; email: string; start_at: Date; language: string }>(
      sql`SELECT id, name, email, start_at, language FROM bookings WHERE status = 'confirmed'`,
    );

  /** A visitor who asks to book, and the times offered. */
  async function offered(lang: "es" | "en") {
    const first = await say({
      message: lang === "es" ? "Quiero agendar una demo" : "I'd like to book a demo",
      threadId: null,
      lang,
    });
    expect(first.status).toBe(200);
    expect(first.body.actions).toContainEqual({ type: "slots" });
    expect(first.body.slots).toHaveLength(SLOTS_OFFERED);
    return first.body;
  }

  it("offers the next free times, asks for the contact once one is picked, and books it from the form", async () => {
    const first = await offered("es");
    const [, second] = first.slots!;
    // The times are the booking function's own next free demo times.
    expect(first.slots).toEqual(await booking.nextFree("demo", Date.now(), ZONE, SLOTS_OFFERED));

    const picked = await say({
      message: "martes 10:00",
      threadId: first.threadId,
      pick: { start: second!.start },
    });
    expect(picked.status).toBe(200);
    expect(picked.body.actions).toEqual([{ type: "contact" }]);
    expect(picked.body.message).toMatch(/nombre/);

    const done = await say({
      message: "Ana Pérez · ana@clinica.example",
      threadId: first.threadId,
      contact: { name: "Ana Pérez", email: "ana@clinica.example", phone: "", consent: true },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toContain("Ana Pérez");
    expect(done.body.message).toContain("ana@clinica.example");
    expect(done.body.booking).toMatchObject({ start: second!.start, timezone: ZONE });
    expect(done.body.booking!.confirmationUrl).toMatch(/^\/confirmacion-agenda\?token=[\w-]{43}$/);

    // Stored before the answer: the booking, the lead pointing at it, both events.
    const [row] = await bookings();
    expect(row).toMatchObject({ name: "Ana Pérez", email: "ana@clinica.example", language: "es" });
    expect(new Date(row!.start_at).toISOString()).toBe(second!.start);
    expect(await leads()).toEqual([
      { name: "Ana Pérez", email: "ana@clinica.example", phone: null, booking_id: row!.id },
    ]);
    // (and the 24 h reminder when the meeting is further off than that)
    const types = (await events()).map((e) => e.type).filter((t) => t !== "booking.reminder");
    expect(types.sort()).toEqual(["booking.created", "lead.created"]);
    // The manage token is the visitor's secret: never in the transcript the owner receives.
    const token = done.body.booking!.confirmationUrl.split("token=")[1]!;
    const stored = await rows<{ content: string }>(sql`SELECT content FROM chat_messages`);
    expect(stored.some((m) => m.content.includes(token))).toBe(false);
    const [lead] = await rows<{ payload: unknown }>(
      sql`SELECT payload FROM outbox_events WHERE type = 'lead.created'`,
    );
    expect(JSON.stringify(lead!.payload)).toContain("ana@clinica.example");
    expect(JSON.stringify(lead!.payload)).not.toContain(token);
  });

  it("shows the times to someone who gives their details with 'quiero la demo', and fills the form in with them once one is picked", async () => {
    const first = await say({
      message: "vale pues quiero la demo, soy Carmen Vidal, carmen@floreria.example",
      threadId: null,
      lang: "es",
    });
    expect(first.status).toBe(200);
    expect(first.body.actions).toContainEqual({ type: "slots" });
    expect(first.body.slots).toHaveLength(SLOTS_OFFERED);
    const slot = first.body.slots![0]!;
    const picked = await say({
      message: "la primera",
      threadId: first.body.threadId,
      pick: { start: slot.start },
    });
    expect(picked.body.actions).toEqual([
      { type: "contact", prefill: { name: "Carmen Vidal", email: "carmen@floreria.example" } },
    ]);
    expect(picked.body.message).toMatch(/ya están en el formulario/);
    const done = await say({
      message: "Carmen Vidal · carmen@floreria.example",
      threadId: first.body.threadId,
      contact: { name: "Carmen Vidal", email: "carmen@floreria.example", phone: "", consent: true },
    });
    expect(done.body.booking).toMatchObject({ start: slot.start });
    expect(await bookings()).toMatchObject([{ email: "carmen@floreria.example" }]);
  });

  it("books when the visitor types name and e-mail after picking a time (English)", async () => {
    const first = await offered("en");
    const slot = first.slots![0]!;
    await say({ message: "The first one", threadId: first.threadId, pick: { start: slot.start } });
    const done = await say({
      message: "I'm John Miller, john@acme.example",
      threadId: first.threadId,
    });
    expect(done.status).toBe(200);
    expect(done.body.booking).toMatchObject({ start: slot.start });
    expect(done.body.booking!.confirmationUrl).toMatch(/^\/schedule-confirmation\?token=/);
    expect(await bookings()).toMatchObject([{ email: "john@acme.example", language: "en" }]);
    expect((await leads())[0]).toMatchObject({ email: "john@acme.example" });
  });

  it("books the time shown in the place the visitor types ('el segundo me sirve, soy Ana'), asking only the e-mail", async () => {
    const first = await offered("es");
    const second = first.slots![1]!;
    const picked = await say({ message: "el segundo me sirve, soy Ana", threadId: first.threadId });
    // (The name given is already in the form; the e-mail is what is left.)
    expect(picked.body.actions).toEqual([{ type: "contact", prefill: { name: "Ana" } }]);
    expect(picked.body.message).toContain("Ana");
    expect(picked.body.message).not.toMatch(/nombre/);
    const done = await say({ message: "ana@clinica.example", threadId: first.threadId });
    expect(done.body.booking).toMatchObject({ start: second.start });
    expect(await bookings()).toMatchObject([{ name: "Ana", email: "ana@clinica.example" }]);
  });

  it("books the time picked and the details given in one message ('the 3rd option. Sam Hewitt, sam@…')", async () => {
    const first = await offered("en");
    const third = first.slots![2]!;
    const done = await say({
      message: "great, the 3rd option. Sam Hewitt, sam@baybnb.example",
      threadId: first.threadId,
    });
    expect(done.status).toBe(200);
    expect(done.body.booking).toMatchObject({ start: third.start });
    expect(await bookings()).toMatchObject([{ name: "Sam Hewitt", email: "sam@baybnb.example" }]);
  });

  it("books a shown time named by its weekday and hour, and shows the times again for one not shown", async () => {
    const first = await offered("es");
    // The weekday and hour of each time as the visitor's zone shows it.
    const dayHour = (start: string) => {
      const parts = new Intl.DateTimeFormat("es", {
        weekday: "long",
        hour: "numeric",
        hourCycle: "h23",
        timeZone: ZONE,
      }).formatToParts(new Date(start));
      return [
        parts.find((p) => p.type === "weekday")!.value,
        Number(parts.find((p) => p.type === "hour")!.value),
      ] as const;
    };
    const named = first.slots!.map((s) => ({ start: s.start, when: dayHour(s.start) }));
    // (Half-hour times side by side share an hour: the one whose day and hour is its own.)
    const slot = named.find(
      (a) => named.filter((b) => b.when.join() === a.when.join()).length === 1,
    )!;
    expect(slot).toBeDefined();
    const picked = await say({
      message: `el ${slot.when[0]} a las ${slot.when[1]}`,
      threadId: first.threadId,
    });
    expect(picked.body.actions?.map((a) => a.type)).toContain("contact");
    const done = await say({ message: "Ana Soto, ana@clinica.example", threadId: first.threadId });
    expect(done.body.booking).toMatchObject({ start: slot.start });

    // A day none of the times is on: the times again, nothing booked.
    const other = await offered("es");
    const again = await say({ message: "el domingo a las 10", threadId: other.threadId });
    expect(again.body.actions?.map((a) => a.type)).toContain("slots");
    expect(again.body.booking).toBeUndefined();
  });

  it("books in the page's language whatever the name says (a Spanish-looking name on /en)", async () => {
    const first = await offered("en");
    const slot = first.slots![0]!;
    await say({ message: slot.start, threadId: first.threadId, lang: "en", pick: slot });
    const done = await say({
      message: "Juan de la Cruz · juan@example.com",
      threadId: first.threadId,
      lang: "en",
      contact: { name: "Juan de la Cruz", email: "juan@example.com", phone: "", consent: true },
    });
    expect(done.body.booking!.confirmationUrl).toMatch(/^\/schedule-confirmation\?token=/);
    expect(done.body.message.startsWith(chatBookingTexts.en.booked.split("{name}")[0]!)).toBe(true);
    expect(await bookings()).toMatchObject([{ name: "Juan de la Cruz", language: "en" }]);
  });

  it("takes an empty e-mail as none: a phone alone is a lead", async () => {
    const res = await say({
      message: "Luis · +506 8888 1111",
      threadId: null,
      lang: "es",
      contact: { name: "Luis", email: "", phone: "+506 8888 1111", consent: true },
    });
    expect(res.status).toBe(200);
    expect(await leads()).toMatchObject([{ name: "Luis", email: null }]);
  });

  it("a time taken meanwhile: says so with fresh times, books nothing, and keeps the visitor as a lead", async () => {
    const first = await offered("es");
    const slot = first.slots![0]!;
    await say({ message: "el primero", threadId: first.threadId, pick: { start: slot.start } });
    // Someone else books that time on /agenda.
    const other = await booking.book(
      {
        type: "demo",
        start: Date.parse(slot.start),
        name: "Otra persona",
        email: "otra@example.com",
        language: "es",
        timezone: ZONE,
        consent: true,
        company: undefined,
        phone: undefined,
        interest: undefined,
        message: undefined,
      },
      "another-visitor",
    );
    expect(other.ok).toBe(true);
    const done = await say({
      message: "Ana · ana@example.com",
      threadId: first.threadId,
      contact: { name: "Ana", email: "ana@example.com", consent: true },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(chatBookingTexts.es.slotTaken);
    expect(done.body.booking).toBeUndefined();
    expect(done.body.slots?.length).toBeGreaterThan(0);
    expect(done.body.slots!.some((s) => s.start === slot.start)).toBe(false);
    expect(await bookings()).toHaveLength(1);
    expect(await leads()).toEqual([
      { name: "Ana", email: "ana@example.com", phone: null, booking_id: null },
    ]);
  });

  it("refuses a bad form field in the visitor's language and stores nothing of it", async () => {
    const first = await offered("es");
    await say({ message: "el primero", threadId: first.threadId, pick: first.slots![0] });
    for (const [contact, code, field] of [
      [{ name: "Ana", email: "no-es-correo", consent: true }, "invalid_email", "email"],
      [{ name: "", email: "ana@example.com", consent: true }, "invalid_name", "name"],
      [{ name: "Ana", email: "ana@example.com" }, "consent_required", "consent"],
      [{ name: "Ana", phone: "+34 600 000 000", consent: true }, "invalid_email", "email"],
      [
        { name: "Ana", email: "ana@example.com", consent: true, website: "http://spam" },
        "invalid_request",
        "website",
      ],
    ] as const) {
      const res = await say({ message: "datos", threadId: first.threadId, contact });
      expect(res.status, JSON.stringify(contact)).toBe(400);
      expect(res.body.error).toEqual({ code, message: bookingErrors.es[code] });
      expect(res.body.field).toBe(field);
    }
    expect(await bookings()).toEqual([]);
    expect(await leads()).toEqual([]);
  });

  it("saves contact details given without a time as a lead, then offers times", async () => {
    const res = await say({
      message: "Carlos · WhatsApp",
      threadId: null,
      lang: "es",
      contact: { name: "Carlos Ruiz", phone: "+506 8888 7777", consent: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain("Carlos Ruiz");
    expect(res.body.actions).toEqual([{ type: "slots" }]);
    expect(res.body.slots).toHaveLength(SLOTS_OFFERED);
    expect(await leads()).toMatchObject([{ name: "Carlos Ruiz", booking_id: null }]);
    expect((await events()).map((e) => e.type)).toEqual(["lead.created"]);
    expect(await bookings()).toEqual([]);
  });

  it("turns details typed in the chat into one lead, updated rather than duplicated", async () => {
    const first = await say({
      message: "Soy Marta de Inmobiliaria Sol",
      threadId: null,
      lang: "es",
    });
    await say({ message: "mi correo es marta@sol.example", threadId: first.body.threadId });
    await say({ message: "y mi whatsapp +34 611 222 333", threadId: first.body.threadId });
    const saved = await leads();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ email: "marta@sol.example" });
    expect((await events()).filter((e) => e.type === "lead.created")).toHaveLength(1);
  });
});
