import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { foreignKeyViolation } from "../db/errors.ts";
import { bookings, chatMessages, chatThreads, leads as leadsTable } from "../db/schema.ts";
import { testTargets, useTestDb } from "../../tests/support/test-db.ts";
import { renderMail } from "../outbox/messages.ts";
import { leadPayloadSchema } from "../outbox/types.ts";
import { leadScore } from "./score.ts";
import { createLeadCapture, cut, type LeadCaptureInput } from "./store.ts";

const THREAD = "5a1e0000-0000-4000-8000-000000000001";
const OTHER = "5a1e0000-0000-4000-8000-000000000002";
const BOOKING = "b0000000-0000-4000-8000-000000000001";
const MAIL = {
  business: "NovaFlow AI",
  ownerEmail: "owner@example.com",
  ownerLanguage: "es" as const,
  ownerTimezone: "America/Costa_Rica",
  organizerEmail: "hola@novaflow.example",
};

const ANA: LeadCaptureInput = {
  threadId: THREAD,
  name: "  Ana   Pérez ",
  email: "ana@example.com",
  language: "es",
};

type Row = Record<string, unknown>;

describe.each(testTargets())("lead capture on $name", (target) => {
  const db = useTestDb(target);
  const rows = async (query: string) =>
    ((await db.db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;
  const leads = () => rows("SELECT * FROM leads ORDER BY created_at");
  const events = () =>
    rows(`SELECT e.id, e.type, e.payload, array_agg(d.channel ORDER BY d.channel) AS channels
          FROM outbox_events e JOIN outbox_deliveries d ON d.event_id = e.id
          GROUP BY e.id ORDER BY e.created_at`);
  const counts = async () => ({
    leads: (await leads()).length,
    events: (await rows("SELECT id FROM outbox_events")).length,
    deliveries: (await rows("SELECT id FROM outbox_deliveries")).length,
  });

  async function thread(id: string, messages: { role: "user" | "assistant"; content: string }[]) {
    await db.db.insert(chatThreads).values({ id, language: "es", engine: "local" });
    if (messages.length)
      await db.db
        .insert(chatMessages)
        .values(messages.map((m) => ({ threadId: id, ...m, language: "es" as const })));
  }

  async function booking(id = BOOKING, over: Partial<typeof bookings.$inferInsert> = {}) {
    await db.db.insert(bookings).values({
      id,
      type: "demo",
      startAt: new Date("2026-03-10T14:00:00Z"),
      endAt: new Date("2026-03-10T14:30:00Z"),
      seat: 0,
      capacity: 1,
      name: "Ana Pérez",
      email: "ana@example.com",
      phone: "+506 8888-0000",
      company: "Acme",
      language: "es",
      timezone: "America/Costa_Rica",
      manageTokenHash: `hash-${id}`,
      ...over,
    });
  }

  beforeEach(async () => {
    await thread(THREAD, [
      { role: "user", content: "¿Cuánto cuesta el plan Elite con WhatsApp?" },
      { role: "assistant", content: "60 USD al mes. ¿Te dejo agendada una demo?" },
      { role: "user", content: "Sí, soy Ana, ana@example.com" },
    ]);
  });

  it("writes the lead and its lead.created together, in the shape the owner's e-mail and the webhook read", async () => {
    const capture = createLeadCapture(db.db, { webhookConfigured: true });
    const result = await capture.capture({
      ...ANA,
      phone: "+506 8888-0000",
      company: "Acme S.A.",
      interest: "elite",
      needs: { agents: 3, channels: ["WhatsApp", "Instagram", "whatsapp"], industry: "Retail" },
    });
    expect(result).toEqual({ ok: true, id: expect.any(String), created: true });
    const [lead] = await leads();
    expect(lead).toMatchObject({
      id: result.ok && result.id,
      thread_id: THREAD,
      name: "Ana Pérez",
      email: "ana@example.com",
      phone: "+50688880000",
      company: "Acme S.A.",
      interest: "elite",
      needs: { agents: 3, channels: ["WhatsApp", "Instagram"], industry: "Retail" },
      language: "es",
      booking_id: null,
      source: "chat",
    });
    expect(lead!.score).toBe(
      leadScore({
        email: "x",
        phone: "x",
        company: "x",
        interest: "elite",
        needs: { agents: 3, channels: ["a", "b"], industry: "x" },
      }),
    );

    const [event, ...more] = await events();
    expect(more).toEqual([]);
    expect(event).toMatchObject({ type: "lead.created", channels: ["email:owner", "webhook"] });
    const payload = event!.payload as Record<string, unknown>;
    expect(payload).toEqual({
      id: lead!.id,
      threadId: THREAD,
      name: "Ana Pérez",
      email: "ana@example.com",
      phone: "+50688880000",
      company: "Acme S.A.",
      interest: "elite",
      needs: { agents: 3, channels: ["WhatsApp", "Instagram"], industry: "Retail" },
      score: lead!.score,
      source: "chat",
      language: "es",
      transcript: [
        { role: "user", content: expect.stringContaining("Elite"), at: expect.any(String) },
        { role: "assistant", content: expect.stringContaining("60 USD"), at: expect.any(String) },
        { role: "user", content: "Sí, soy Ana, ana@example.com", at: expect.any(String) },
      ],
    });
    // Exactly the worker's type: nothing it would drop, nothing null.
    expect(leadPayloadSchema.strict().parse(payload)).toEqual(payload);

    const mail = renderMail(
      { id: String(event!.id), type: "lead.created", payload, createdAt: new Date() },
      "email:owner",
      MAIL,
    );
    expect(mail.to).toBe("owner@example.com");
    expect(mail.subject).toBe("Nuevo contacto del asistente: Ana Pérez");
    expect(mail.text).toContain("Teléfono/WhatsApp: +50688880000");
    expect(mail.text).toContain(`Puntuación (0-100): ${String(lead!.score)}`);
    expect(mail.text).toContain("Interés: elite");
    expect(mail.text).toContain("- Canales: WhatsApp, Instagram");
    expect(mail.text).toContain("La conversación (3 últimos mensajes):");
    expect(mail.text).toContain("Visitante: Sí, soy Ana, ana@example.com");
    expect(mail.text).toContain("Asistente: 60 USD al mes.");
  });

  it("sends lead.created to the owner's e-mail alone when no webhook is configured", async () => {
    const capture = createLeadCapture(db.db, { webhookConfigured: false });
    expect(await capture.capture(ANA)).toMatchObject({ ok: true, created: true });
    expect((await events()).map((e) => e.channels)).toEqual([["email:owner"]]);
  });

  it("merges a second capture on the same conversation into its lead, without a second event", async () => {
    const capture = createLeadCapture(db.db, { webhookConfigured: false });
    const first = await capture.capture({ ...ANA, needs: { channels: ["WhatsApp"], agents: 1 } });
    const firstScore = (await leads())[0]!.score as number;
    const second = await capture.capture({
      threadId: THREAD,
      name: "Ana Pérez",
      phone: "0034 600 111 222",
      company: "Acme",
      // An empty industry is no industry: it leaves nothing behind.
      needs: { channels: ["Telegram"], agents: 5, plan: "diamante", industry: "" },
      language: "en",
    });
    await capture.capture({ ...ANA, needs: { industry: "Retail" } });
    await capture.capture({ ...ANA, needs: { industry: " ", teamSize: 12 } });
    expect(second).toEqual({ ok: true, id: first.ok && first.id, created: false });
    const all = await leads();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      email: "ana@example.com",
      phone: "+34600111222",
      company: "Acme",
      needs: {
        channels: ["WhatsApp", "Telegram"],
        agents: 5,
        plan: "diamante",
        industry: "Retail",
        teamSize: 12,
      },
      language: "es",
    });
    expect(all[0]!.score).toBeGreaterThan(firstScore);
    expect(new Date(all[0]!.updated_at as string).getTime()).toBeGreaterThanOrEqual(
      new Date(all[0]!.created_at as string).getTime(),
    );
    expect(await events()).toHaveLength(1);
  });

  it.each<[string, Partial<LeadCaptureInput> | Record<string, unknown>, string]>([
    ["a malformed e-mail", { email: "ana@" }, "invalid_email"],
    ["an e-mail over 254 characters", { email: `${"a".repeat(250)}@example.com` }, "invalid_email"],
    ["a phone with letters", { phone: "call me maybe" }, "invalid_phone"],
    ["a phone of 6 digits", { phone: "+1 234-56" }, "invalid_phone"],
    ["a phone of 21 digits", { phone: "1".repeat(21) }, "invalid_phone"],
    ["no e-mail and no phone", { email: "", phone: undefined }, "missing_contact"],
    ["an empty name", { name: "   " }, "invalid_name"],
    ["a name over 120 characters", { name: "A".repeat(121) }, "invalid_name"],
    ["a name with U+0000", { name: "Ana\u0000" }, "invalid_name"],
    ["a company over 160 characters", { company: "C".repeat(161) }, "invalid_company"],
    ["an interest over 120 characters", { interest: "i".repeat(121) }, "invalid_interest"],
    ["a negative team size", { needs: { teamSize: -1 } }, "invalid_needs"],
    ["a fractional agent count", { needs: { agents: 2.5 } }, "invalid_needs"],
    [
      "11 channels",
      { needs: { channels: Array.from({ length: 11 }, (_, i) => `c${i}`) } },
      "invalid_needs",
    ],
    ["an unknown plan", { needs: { plan: "platinum" } }, "invalid_needs"],
    ["an unknown language", { language: "fr" }, "invalid_language"],
    ["a thread id that is not a uuid", { threadId: "t-1" }, "invalid_thread"],
    ["a conversation that does not exist", { threadId: OTHER }, "unknown_thread"],
    ["a booking id that is not a uuid", { bookingId: "42" }, "invalid_booking"],
    ["a booking that does not exist", { bookingId: BOOKING }, "unknown_booking"],
  ])("refuses %s with a result and stores nothing", async (_, over, reason) => {
    const capture = createLeadCapture(db.db, { webhookConfigured: true });
    const input = { ...ANA, ...over } as LeadCaptureInput;
    expect(await capture.capture(input)).toEqual({ ok: false, reason });
    expect(await counts()).toEqual({ leads: 0, events: 0, deliveries: 0 });
  });

  it("gives one lead and one lead.created for concurrent captures of one conversation", async () => {
    // Two processes: each its own capture service over the same database.
    const one = createLeadCapture(db.db, { webhookConfigured: true });
    const two = createLeadCapture(db.db, { webhookConfigured: true });
    // Eight conversations captured four times each, all at once, so transactions interleave.
    const ids = Array.from({ length: 8 }, (_, i) => `5a1e0000-0000-4000-8000-1000000000${i}0`);
    for (const id of ids) await thread(id, [{ role: "user", content: "Hola" }]);
    const results = await Promise.all(
      ids.flatMap((threadId) => [
        one.capture({ ...ANA, threadId, company: "Acme" }),
        two.capture({ ...ANA, threadId, email: undefined, phone: "+506 8888 0000" }),
        one.capture({ ...ANA, threadId, needs: { teamSize: 40 } }),
        two.capture({ ...ANA, threadId, interest: "ai-agents" }),
      ]),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(ids.length);
    const all = await leads();
    expect(all.map((l) => l.thread_id).sort()).toEqual(ids);
    for (const lead of all)
      expect(lead).toMatchObject({
        email: "ana@example.com",
        phone: "+50688880000",
        company: "Acme",
        interest: "ai-agents",
        needs: { teamSize: 40 },
      });
    const sent = await events();
    expect(sent.map((e) => e.type)).toEqual(ids.map(() => "lead.created"));
    expect(await counts()).toMatchObject({ events: ids.length, deliveries: 2 * ids.length });
  });

  it("stores neither the lead nor its event when the transaction fails", async () => {
    const capture = createLeadCapture(db.db, { webhookConfigured: true });
    // The deliveries table out of the way: the lead's insert succeeds, the event's fails.
    await db.db.execute(sql`ALTER TABLE outbox_deliveries RENAME TO outbox_deliveries_away`);
    try {
      await expect(capture.capture(ANA)).rejects.toThrow();
    } finally {
      await db.db.execute(sql`ALTER TABLE outbox_deliveries_away RENAME TO outbox_deliveries`);
    }
    expect(await counts()).toEqual({ leads: 0, events: 0, deliveries: 0 });
    // The next capture, on a working database, is the first.
    expect(await capture.capture(ANA)).toMatchObject({ ok: true, created: true });
  });

  it("carries the conversation's last 50 messages, each cut to 2,000 characters", async () => {
    await thread(
      OTHER,
      Array.from({ length: 60 }, (_, i) => ({
        role: i % 2 ? ("assistant" as const) : ("user" as const),
        content: i === 59 ? `${"x".repeat(1_998)}😀 and more` : `message ${i}`,
      })),
    );
    const capture = createLeadCapture(db.db, { webhookConfigured: false });
    await capture.capture({ ...ANA, threadId: OTHER });
    const [event] = await events();
    const payload = leadPayloadSchema.parse(event!.payload);
    expect(payload.transcript).toHaveLength(50);
    expect(payload.transcript![0]!.content).toBe("message 10");
    const last = payload.transcript!.at(-1)!.content;
    expect(last.length).toBeLessThanOrEqual(2_000);
    expect(last.endsWith("…")).toBe(true);
    expect(last.isWellFormed()).toBe(true);
  });

  it("links a booking made in the chat to the conversation's lead, raising its score", async () => {
    await booking();
    const capture = createLeadCapture(db.db, { webhookConfigured: false });
    await capture.capture({ ...ANA, name: "Ana", email: "ana.p@example.com" });
    const before = (await leads())[0]!;
    const linked = await capture.linkBooking(THREAD, BOOKING);
    expect(linked).toEqual({ ok: true, id: before.id, created: false });
    const [after] = await leads();
    // The lead keeps what the visitor said in the chat and gains what it lacked.
    expect(after).toMatchObject({
      name: "Ana",
      email: "ana.p@example.com",
      phone: "+50688880000",
      company: "Acme",
      booking_id: BOOKING,
    });
    expect(after!.score).toBeGreaterThanOrEqual((before.score as number) + 20);
    expect(await events()).toHaveLength(1);
  });

  it("creates the lead from the booking's details when the conversation had none", async () => {
    await booking();
    const capture = createLeadCapture(db.db, { webhookConfigured: true });
    const linked = await capture.linkBooking(THREAD, BOOKING);
    expect(linked).toMatchObject({ ok: true, created: true });
    const [event] = await events();
    expect(event!.payload).toMatchObject({
      name: "Ana Pérez",
      email: "ana@example.com",
      phone: "+50688880000",
      company: "Acme",
      bookingId: BOOKING,
    });
    expect(await capture.linkBooking(THREAD, BOOKING)).toMatchObject({ ok: true, created: false });
    expect(await events()).toHaveLength(1);
  });

  it("refuses to link what does not exist, with a result", async () => {
    const capture = createLeadCapture(db.db, { webhookConfigured: false });
    expect(await capture.linkBooking(THREAD, BOOKING)).toEqual({
      ok: false,
      reason: "unknown_booking",
    });
    expect(await capture.linkBooking("nope", BOOKING)).toEqual({
      ok: false,
      reason: "invalid_thread",
    });
    await booking();
    expect(await capture.linkBooking(OTHER, BOOKING)).toEqual({
      ok: false,
      reason: "unknown_thread",
    });
    expect(await counts()).toEqual({ leads: 0, events: 0, deliveries: 0 });
  });

  it("names the foreign key a write to a vanished conversation or booking violates", async () => {
    // What capture maps to unknown_thread / unknown_booking when a row goes away mid-capture.
    const violation = (values: Partial<typeof leadsTable.$inferInsert>) =>
      db.db
        .insert(leadsTable)
        .values({
          id: crypto.randomUUID(),
          name: "Ana",
          email: "a@b.co",
          language: "es",
          ...values,
        })
        .then(
          () => "inserted",
          (error: unknown) => foreignKeyViolation(error),
        );
    expect(await violation({ threadId: OTHER })).toBe("leads_thread_id_fkey");
    expect(await violation({ bookingId: BOOKING })).toBe("leads_booking_id_fkey");
    expect(foreignKeyViolation(new Error("other"))).toBeUndefined();
  });

  it("keeps a lead whose conversation is deleted, and refuses a lead without a contact method", async () => {
    const capture = createLeadCapture(db.db, { webhookConfigured: false });
    await capture.capture(ANA);
    await db.db.execute(sql`DELETE FROM chat_threads`);
    expect(await leads()).toMatchObject([{ thread_id: null, email: "ana@example.com" }]);
    await expect(
      db.db.execute(
        sql`INSERT INTO leads (id, name, language) VALUES (gen_random_uuid(), 'X', 'es')`,
      ),
    ).rejects.toThrow();
  });
});

describe("cut", () => {
  it("keeps short text and never splits a surrogate pair", () => {
    expect(cut("hola", 10)).toBe("hola");
    expect(cut("abcdef", 4)).toBe("abc…");
    const cutPair = cut(`ab😀cd`, 4);
    expect(cutPair).toBe("ab…");
    expect(cutPair.isWellFormed()).toBe(true);
  });
});
