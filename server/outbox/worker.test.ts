import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { outboxDeliveries } from "../db/schema.ts";
import { testTargets, useTestDb } from "../../tests/support/test-db.ts";
import { enqueue, type OutboxChannel, type OutboxEventType } from "./enqueue.ts";
import { createOutboxTransports, type OutboxConfig } from "./index.ts";
import { bookingUid } from "./messages.ts";
import { leaves, startSmtpServer, type Received } from "../../tests/support/outbox/mail.ts";
import { parseIcs } from "../../tests/support/outbox/parse-ics.ts";
import { startWebhookReceiver } from "../../tests/support/outbox/webhook-receiver.ts";
import type { BookingPayload } from "./types.ts";
import { retryNow, startOutboxWorker, type OutboxWorkerOptions } from "./worker.ts";

const SECRET = "whsec-test-0123456789";
/** The workers' clock: a minute ahead of the database's, so what enqueue() writes is due. */
const NOW = Math.ceil(Date.now() / 1000) * 1000 + 60_000;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

const MANAGE = "https://novaflow.example/agenda/gestionar?token=abc123";
/** A booking as server/booking/store.ts puts it in an event (empty fields are null there). */
const BOOKING: BookingPayload["booking"] = {
  id: "3f1c2a9e-0000-4000-8000-000000000042",
  type: "demo",
  status: "confirmed",
  start: "2026-03-10T14:00:00.000Z",
  end: "2026-03-10T14:30:00.000Z",
  name: "Ana Pérez, CEO",
  email: "ana@example.com",
  company: "Acme; S.A.",
  phone: "+506 8888 0000",
  interest: "Agentes IA",
  message: "Queremos automatizar\nel soporte.",
  language: "es",
  timezone: "Europe/Madrid",
  sequence: 0,
  cancelReason: null,
};
const booking = (
  over: Partial<BookingPayload["booking"]> = {},
  rest: Omit<BookingPayload, "booking"> = { manageUrl: MANAGE },
): BookingPayload => ({ booking: { ...BOOKING, ...over }, ...rest });

const config = (over: Partial<OutboxConfig> = {}): OutboxConfig => ({
  smtpUrl: "",
  mailFrom: "",
  ownerEmail: "owner@example.com",
  contactEmail: "soporte@novaflow.example",
  business: "NovaFlow AI",
  businessTimezone: "America/Costa_Rica",
  webhookUrl: "",
  webhookSecret: "",
  ...over,
});

const ALL: OutboxChannel[] = ["email:visitor", "email:owner", "webhook"];

function calendarOf(message: Received) {
  const part = leaves(message.mail).find((p) =>
    p.headers["content-type"]?.startsWith("text/calendar"),
  );
  return part ? parseIcs(part.body) : undefined;
}
const textOf = (message: Received) =>
  leaves(message.mail).find((p) => p.headers["content-type"]?.startsWith("text/plain"))!.body;

describe.each(testTargets())("outbox worker on $name", (target) => {
  const db = useTestDb(target);
  let clock = NOW;
  const worker = (
    options: Partial<OutboxWorkerOptions> & Pick<OutboxWorkerOptions, "transports">,
  ) =>
    startOutboxWorker({
      db: db.db,
      logger: silent,
      now: () => clock,
      pollMs: 60_000,
      random: () => 1,
      ...options,
    });
  const deliveries = () => db.db.select().from(outboxDeliveries).orderBy(outboxDeliveries.id);
  const add = (type: OutboxEventType, payload: object, channels = ALL) =>
    enqueue(db.db, { type, payload: payload as Record<string, unknown>, channels });

  beforeEach(() => {
    clock = NOW;
  });

  it("sends the visitor's confirmation with a parseable .ics, the owner's notification and a signed webhook", async () => {
    const smtp = await startSmtpServer({ user: "mailer", pass: "s3cret" });
    const hook = await startWebhookReceiver(SECRET);
    const transports = createOutboxTransports(
      config({
        smtpUrl: smtp.url,
        webhookUrl: hook.url,
        webhookSecret: SECRET,
        meetingUrlTemplate: "https://meet.example.com/novaflow-{id}",
      }),
    );
    const w = worker({ transports });
    try {
      const eventId = await add("booking.created", booking());
      expect(await w.runOnce()).toBe(3);

      expect(smtp.received).toHaveLength(2);
      const visitor = smtp.received.find((m) => m.to.includes("ana@example.com"))!;
      const owner = smtp.received.find((m) => m.to.includes("owner@example.com"))!;
      expect(visitor.mail.headers.subject).toMatch(/^Confirmada: Demo gratuita con NovaFlow AI/);
      // The visitor's own zone and language: 15:00 in Madrid, 24-hour clock.
      expect(visitor.mail.headers.subject).toContain("15:00");
      expect(visitor.mail.headers.from).toContain("soporte@novaflow.example");
      expect(textOf(visitor)).toContain("https://novaflow.example/agenda/gestionar?token=abc123");
      expect(textOf(visitor)).toContain(
        "Enlace de la reunión: https://meet.example.com/novaflow-3f1c2a9e-0000-4000-8000-000000000042",
      );
      const cal = calendarOf(visitor)!;
      expect(cal.props.METHOD).toBe("REQUEST");
      expect(cal.events[0]!.props).toMatchObject({
        UID: bookingUid(BOOKING.id),
        SEQUENCE: "0",
        DTSTART: "20260310T140000Z",
        DTEND: "20260310T143000Z",
        URL: "https://meet.example.com/novaflow-3f1c2a9e-0000-4000-8000-000000000042",
      });
      expect(cal.events[0]!.params.ATTENDEE!.CN).toBe("Ana Pérez, CEO");
      // Also as a file, for mail programs that do not read invitations.
      expect(
        leaves(visitor.mail).some((p) =>
          /attachment; filename="?invite\.ics/.test(p.headers["content-disposition"] ?? ""),
        ),
      ).toBe(true);

      expect(owner.mail.headers.subject).toBe(
        // The owner reads the business zone (Costa Rica, 08:00) in the owner's language.
        "Nueva reserva: Demo gratuita, martes, 10 de marzo de 2026, 8:00, Ana Pérez, CEO",
      );
      for (const detail of ["ana@example.com", "Acme; S.A.", "+506 8888 0000", "Agentes IA"])
        expect(textOf(owner)).toContain(detail);
      expect(calendarOf(owner)).toBeUndefined();

      expect(hook.received).toHaveLength(1);
      const [call] = hook.received;
      expect(call).toMatchObject({ eventId, validSignature: true });
      expect(call!.body).toMatchObject({ id: eventId, type: "booking.created" });
      const { manageUrl: _secret, ...data } = booking() as Record<string, unknown>;
      expect(call!.body.data).toEqual(data);
      expect(JSON.stringify(call!.body)).not.toContain("token=");
      expect(new Date(call!.body.createdAt).getTime()).not.toBeNaN();

      const rows = await deliveries();
      expect(rows.map((r) => [r.status, r.attempts, r.claimedUntil])).toEqual([
        ["sent", 1, null],
        ["sent", 1, null],
        ["sent", 1, null],
      ]);
      // Nothing left: a second round sends nothing again.
      expect(await w.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await w.stop();
      await smtp.close();
      await hook.close();
    }
  });

  it("moves the invitation with a raised SEQUENCE and cancels it with METHOD:CANCEL, in English", async () => {
    const smtp = await startSmtpServer();
    const w = worker({ transports: createOutboxTransports(config({ smtpUrl: smtp.url })) });
    try {
      const en = { language: "en", timezone: "America/New_York" } as const;
      await add(
        "booking.rescheduled",
        booking(
          {
            ...en,
            start: "2026-03-11T15:00:00.000Z",
            end: "2026-03-11T15:30:00.000Z",
            sequence: 1,
          },
          { manageUrl: MANAGE, previous: { start: BOOKING.start, end: BOOKING.end } },
        ),
        ["email:visitor"],
      );
      // As the store writes it: no manage link, the reason in the booking.
      await add(
        "booking.cancelled",
        booking({ ...en, status: "cancelled", sequence: 2, cancelReason: "Travel, sorry" }, {}),
        ["email:visitor"],
      );
      await add("booking.reminder", booking(en), ["email:visitor"]);
      expect(await w.runOnce()).toBe(3);
      // Sent side by side: told apart by subject, not arrival order.
      const find = (start: string) =>
        smtp.received.find((m) => m.mail.headers.subject!.startsWith(start))!;
      const [moved, cancelled, reminder] = [find("New time"), find("Cancelled"), find("Reminder")];
      // New York is on daylight time from 8 March: 15:00Z is 11:00 AM.
      expect(moved!.mail.headers.subject).toBe(
        "New time: Free demo with NovaFlow AI, Wednesday, March 11, 2026 at 11:00 AM",
      );
      expect(textOf(moved!)).toContain("Before: Tuesday, March 10, 2026 at 10:00 AM");
      expect(textOf(moved!)).toContain("We will send you the video call link before the meeting.");
      expect(calendarOf(moved!)!.events[0]!.props).toMatchObject({
        UID: bookingUid(BOOKING.id),
        SEQUENCE: "1",
        DTSTART: "20260311T150000Z",
      });
      expect(cancelled!.mail.headers.subject).toMatch(/^Cancelled: Free demo/);
      expect(textOf(cancelled!)).toContain("Reason: Travel, sorry");
      const cancel = calendarOf(cancelled!)!;
      expect(cancel.props.METHOD).toBe("CANCEL");
      expect(cancel.events[0]!.props).toMatchObject({
        UID: bookingUid(BOOKING.id),
        SEQUENCE: "2",
        STATUS: "CANCELLED",
      });
      expect(reminder!.mail.headers.subject).toMatch(
        /^Reminder: Free demo with NovaFlow AI tomorrow/,
      );
      expect(calendarOf(reminder!)).toBeUndefined();
    } finally {
      await w.stop();
      await smtp.close();
    }
  });

  it("tells the owner about a lead from the assistant", async () => {
    const smtp = await startSmtpServer();
    const w = worker({ transports: createOutboxTransports(config({ smtpUrl: smtp.url })) });
    try {
      await add(
        "lead.created",
        {
          id: "t-1",
          name: "Luis",
          email: "luis@example.com",
          summary: "Quiere el plan Élite",
          language: "es",
        },
        ["email:owner"],
      );
      expect(await w.runOnce()).toBe(1);
      expect(smtp.received[0]!.to).toEqual(["owner@example.com"]);
      expect(smtp.received[0]!.mail.headers.subject).toBe("Nuevo contacto del asistente: Luis");
      expect(textOf(smtp.received[0]!)).toContain("Resumen: Quiere el plan Élite");
    } finally {
      await w.stop();
      await smtp.close();
    }
  });

  it("retries with exponential backoff when the receiver answers 500, then delivers the same event id", async () => {
    const hook = await startWebhookReceiver(SECRET, { answer: (n) => (n < 2 ? 500 : 200) });
    const transports = createOutboxTransports(
      config({ webhookUrl: hook.url, webhookSecret: SECRET }),
    );
    const w = worker({ transports, backoffMs: 30_000 });
    try {
      const eventId = await add("booking.created", booking(), ["webhook"]);
      expect(await w.runOnce()).toBe(1);
      let [row] = await deliveries();
      expect(row).toMatchObject({
        status: "pending",
        attempts: 1,
        lastError: "webhook answered 500",
      });
      expect(row!.nextAttemptAt.getTime()).toBe(NOW + 30_000);
      // Not due yet: nothing is sent early.
      clock = NOW + 29_000;
      expect(await w.runOnce()).toBe(0);
      clock = NOW + 30_000;
      expect(await w.runOnce()).toBe(1);
      [row] = await deliveries();
      // The second delay doubles.
      expect(row!.nextAttemptAt.getTime()).toBe(NOW + 30_000 + 60_000);
      clock = NOW + 90_000;
      expect(await w.runOnce()).toBe(1);
      [row] = await deliveries();
      expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
      expect(hook.received.map((r) => [r.eventId, r.status, r.validSignature])).toEqual([
        [eventId, 500, true],
        [eventId, 500, true],
        [eventId, 200, true],
      ]);
    } finally {
      await w.stop();
      await hook.close();
    }
  });

  it("gives up after maxAttempts without keeping the visitor's address, and retryNow makes it due again", async () => {
    const smtp = await startSmtpServer({
      refuse: (rcpt) => (rcpt === "ana@example.com" ? `<${rcpt}>: mailbox unavailable` : undefined),
    });
    const w = worker({
      transports: createOutboxTransports(config({ smtpUrl: smtp.url })),
      maxAttempts: 2,
      backoffMs: 1_000,
    });
    try {
      await add("booking.created", booking(), ["email:visitor"]);
      expect(await w.runOnce()).toBe(1);
      clock += 1_000;
      expect(await w.runOnce()).toBe(1);
      let [row] = await deliveries();
      expect(row).toMatchObject({ status: "failed", attempts: 2 });
      expect(row!.lastError).toMatch(/mailbox unavailable/);
      expect(row!.lastError).not.toContain("ana@example.com");
      clock += 3_600_000;
      expect(await w.runOnce()).toBe(0);

      expect(await retryNow(db.db, row!.id)).toBe(true);
      [row] = await deliveries();
      expect(row).toMatchObject({ status: "pending", attempts: 0 });
      // The worker's clock is ahead of the database's: due at once.
      expect(await w.runOnce()).toBe(1);
      // A sent delivery is not sent again by retryNow.
      await db.db
        .update(outboxDeliveries)
        .set({ status: "sent" })
        .where(eq(outboxDeliveries.id, row!.id));
      expect(await retryNow(db.db, row!.id)).toBe(false);
    } finally {
      await w.stop();
      await smtp.close();
    }
  });

  it("fails a payload that can never be rendered at once, without retrying it", async () => {
    const smtp = await startSmtpServer();
    const w = worker({ transports: createOutboxTransports(config({ smtpUrl: smtp.url })) });
    try {
      await add("booking.created", { booking: { id: "x", email: "not an e-mail" } }, [
        "email:visitor",
      ]);
      expect(await w.runOnce()).toBe(1);
      const [row] = await deliveries();
      expect(row).toMatchObject({ status: "failed", attempts: 1 });
      expect(row!.lastError).toMatch(/does not match/);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await w.stop();
      await smtp.close();
    }
  });

  it("leaves e-mails waiting, attempts untouched, while SMTP is not configured, and sends them once it is", async () => {
    const hook = await startWebhookReceiver(SECRET);
    const withoutSmtp = worker({
      transports: createOutboxTransports(config({ webhookUrl: hook.url, webhookSecret: SECRET })),
    });
    await add("booking.created", booking());
    expect(await withoutSmtp.runOnce()).toBe(1);
    clock += 86_400_000;
    expect(await withoutSmtp.runOnce()).toBe(0);
    await withoutSmtp.stop();
    expect((await deliveries()).map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ["email:visitor", "pending", 0],
      ["email:owner", "pending", 0],
      ["webhook", "sent", 1],
    ]);

    const smtp = await startSmtpServer();
    const withSmtp = worker({
      transports: createOutboxTransports(
        config({ smtpUrl: smtp.url, webhookUrl: hook.url, webhookSecret: SECRET }),
      ),
    });
    try {
      expect(await withSmtp.runOnce()).toBe(2);
      expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([
        "ana@example.com",
        "owner@example.com",
      ]);
      expect(hook.received).toHaveLength(1);
    } finally {
      await withSmtp.stop();
      await smtp.close();
      await hook.close();
    }
  });

  it("does not take a delivery another worker holds, and takes it once that claim has run out", async () => {
    const hook = await startWebhookReceiver(SECRET);
    const w = worker({
      transports: createOutboxTransports(config({ webhookUrl: hook.url, webhookSecret: SECRET })),
      leaseMs: 120_000,
    });
    try {
      await add("booking.created", booking(), ["webhook"]);
      // A worker that claimed it and then died (SIGKILL) mid-delivery.
      await db.db.execute(
        sql`UPDATE outbox_deliveries SET attempts = 1, claimed_until = ${new Date(NOW + 120_000).toISOString()}::timestamptz`,
      );
      expect(await w.runOnce()).toBe(0);
      clock = NOW + 120_001;
      expect(await w.runOnce()).toBe(1);
      expect(hook.received).toHaveLength(1);
      expect((await deliveries())[0]).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      await w.stop();
      await hook.close();
    }
  });

  it.runIf(target.name === "postgres")(
    "two workers on separate connections deliver each of 50 events exactly once",
    async () => {
      const hook = await startWebhookReceiver(SECRET, { delayMs: 5 });
      const transports = createOutboxTransports(
        config({ webhookUrl: hook.url, webhookSecret: SECRET }),
      );
      const schema = (
        (await db.db.execute(sql`SELECT current_schema() AS s`)) as unknown as {
          rows: { s: string }[];
        }
      ).rows[0]!.s;
      const second = await openDatabase({
        databaseUrl: process.env.TEST_DATABASE_URL,
        searchPath: schema,
        poolSize: 5,
      });
      const ids: string[] = [];
      for (let i = 0; i < 50; i++) ids.push(await add("booking.created", booking(), ["webhook"]));
      const sent = { a: 0, b: 0 };
      const counting = (key: keyof typeof sent) => ({
        ...silent,
        info: (_: unknown, message: string) => {
          if (message === "outbox delivery sent") sent[key]++;
        },
      });
      const options = { transports, now: Date.now, pollMs: 5, batchSize: 4 };
      const a = startOutboxWorker({ ...options, db: db.db, logger: counting("a") });
      const b = startOutboxWorker({ ...options, db: second.db, logger: counting("b") });
      try {
        const deadline = Date.now() + 30_000;
        while (hook.received.length < 50 && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 20));
        // Let any duplicate that was going to happen happen.
        await new Promise((r) => setTimeout(r, 200));
        expect(hook.received.map((r) => r.eventId).sort()).toEqual([...ids].sort());
        const rows = await deliveries();
        expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
        // Both took part: the claims really competed.
        expect(sent.a + sent.b).toBe(50);
        expect(sent.a).toBeGreaterThan(0);
        expect(sent.b).toBeGreaterThan(0);
      } finally {
        await a.stop();
        await b.stop();
        await second.close();
        await hook.close();
      }
    },
    60_000,
  );
});
