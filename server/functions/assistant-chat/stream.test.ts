import { sql } from "drizzle-orm";
import { chatErrors } from "../../../app/content/function-errors.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDefaults } from "../../../app/content/site.ts";
import { startFakeChatCompletions } from "../../../tests/support/fake-chat-completions.ts";
import { testTargets, useTestDb } from "../../../tests/support/test-db.ts";
import { withFallback } from "../../engines/chat/index.ts";
import { createLocalEngine } from "../../engines/chat/local.ts";
import { createOpenAiEngine } from "../../engines/chat/openai.ts";
import type { ChatEngine } from "../../engines/chat/types.ts";
import { SLOTS_OFFERED } from "./booking-steps.ts";
import type { ChatResponseBody } from "./schema.ts";
import { chatTestApp, testChatBooking } from "../../../tests/support/assistant-chat.ts";

const URL_PATH = "/functions/v1/assistant-chat";
type Event = { event: string; data: Record<string, unknown> };

/** Server-sent events of a whole response body. */
function parseEvents(text: string): Event[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = block
        .split("\n")
        .filter((l) => l.startsWith("data: "))
        .map((l) => l.slice(6))
        .join("\n");
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

/**
 * The chat answered as a stream (issue 23, item 7), through the real function on each database:
 * the OpenAI-compatible engine against a local fake of the protocol, its tools doing the
 * function's real booking steps, and the local engine taking over when the model fails.
 */
describe.each(testTargets())("assistant-chat streaming on $name", (target) => {
  const db = useTestDb(target);
  let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;
  const apps = new Map<string, Awaited<ReturnType<typeof chatTestApp>>>();

  async function appWith(name: string, engine: ChatEngine, timeoutMs = 5000) {
    const { chatBooking } = testChatBooking(db.db);
    apps.set(
      name,
      await chatTestApp(db.db, { engine, timeoutMs, rateLimitPerMinute: 0, chatBooking }),
    );
  }

  beforeAll(async () => {
    fake = await startFakeChatCompletions();
    const local = createLocalEngine(siteDefaults);
    const openai = createOpenAiEngine(siteDefaults, {
      baseUrl: fake.baseUrl,
      apiKey: "",
      model: "fake",
    });
    await appWith("local", local);
    await appWith("openai", withFallback(openai, local, { deadlineMs: 1500 }));
    await appWith("openai-alone", openai, 300);
  }, 180_000);
  afterAll(async () => {
    await fake.close();
  });

  async function streamed(app: string, body: Record<string, unknown>) {
    const res = await apps.get(app)!.request(URL_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ threadId: null, lang: "en", timezone: "Europe/Madrid", ...body }),
    });
    const text = await res.text();
    const isStream = res.headers.get("content-type")?.includes("text/event-stream");
    return { res, text, events: isStream ? parseEvents(text) : [] };
  }
  const done = (events: Event[]) =>
    events.find((e) => e.event === "done")?.data as ChatResponseBody | undefined;
  const stored = async (threadId: string) =>
    (
      (await db.db.execute(
        sql`SELECT role, content FROM chat_messages WHERE thread_id = ${threadId} ORDER BY id`,
      )) as unknown as { rows: { role: string; content: string }[] }
    ).rows;

  it("streams the model's reply in pieces, then the stored answer", async () => {
    fake.answer({ text: "Our Elite plan is 60.00 USD a month. Want a demo?", chunks: 5 });
    const { res, events } = await streamed("openai", { message: "How much is Elite?" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("cache-control")).toContain("no");
    const deltas = events.filter((e) => e.event === "delta").map((e) => e.data.text as string);
    expect(deltas.length).toBe(5);
    const answer = done(events)!;
    expect(deltas.join("")).toBe(answer.message);
    expect(events.at(-1)!.event).toBe("done");
    // Stored before `done` was sent.
    expect(await stored(answer.threadId)).toEqual([
      { role: "user", content: "How much is Elite?" },
      { role: "assistant", content: answer.message },
    ]);
  });

  it("times the model's tool showed are the ones a typed pick books, even when the local engine answers it", async () => {
    fake.answer(
      { toolCalls: [{ name: "free_slots", arguments: {} }] },
      { text: "Here are the next free times. Which one suits you?" },
    );
    const offered = done((await streamed("openai", { message: "Can I book a demo?" })).events)!;
    const second = offered.slots![1]!.start;
    // The same thread, answered by the local engine (as when the model is down).
    const picked = done(
      (await streamed("local", { message: "the second one", threadId: offered.threadId })).events,
    )!;
    expect(picked.actions).toEqual([{ type: "contact" }]);
    const booked = done(
      (
        await streamed("local", {
          message: "Ben Ross, ben@example.com",
          threadId: offered.threadId,
        })
      ).events,
    )!;
    expect(booked.booking).toMatchObject({ start: second });
  });

  it("the model's tool calls do the real booking steps: free times shown, the demo booked", async () => {
    fake.answer(
      { toolCalls: [{ name: "free_slots", arguments: {} }] },
      { text: "Here are the next free times. Which one suits you?" },
    );
    const offer = await streamed("openai", { message: "I want a demo" });
    const offered = done(offer.events)!;
    expect(offered.actions).toContainEqual({ type: "slots" });
    expect(offered.slots).toHaveLength(SLOTS_OFFERED);
    const toolResult = JSON.parse(fake.requests[1]!.body.messages.at(-1)!.content!) as {
      slots: { start: string }[];
    };
    expect(toolResult.slots.map((s) => s.start)).toEqual(offered.slots!.map((s) => s.start));

    const start = offered.slots![1]!.start;
    fake.answer(
      {
        toolCalls: [
          {
            name: "book_demo",
            arguments: { start, name: "Ann Lee", email: "ann@example.com", consent: true },
          },
        ],
      },
      { text: "Done, Ann: your demo is booked." },
    );
    const booked = await streamed("openai", {
      message: "The second one. Ann Lee, ann@example.com, I accept the privacy policy",
      threadId: offered.threadId,
    });
    const answer = done(booked.events)!;
    expect(answer.booking).toMatchObject({ start, timezone: "Europe/Madrid" });
    expect(answer.booking!.confirmationUrl).toMatch(/^\/schedule-confirmation\?token=/);
    const rows = (
      (await db.db.execute(sql`SELECT email FROM bookings`)) as unknown as {
        rows: { email: string }[];
      }
    ).rows;
    expect(rows).toEqual([{ email: "ann@example.com" }]);
    const leads = (
      (await db.db.execute(sql`SELECT name, booking_id FROM leads`)) as unknown as {
        rows: { name: string; booking_id: string | null }[];
      }
    ).rows;
    expect(leads).toMatchObject([{ name: "Ann Lee" }]);
    expect(leads[0]!.booking_id).not.toBeNull();
  });

  it("a tool call with bad arguments books nothing; the model is told why", async () => {
    fake.answer(
      {
        toolCalls: [
          {
            name: "book_demo",
            arguments: { start: "2026-12-01T15:00:00Z", name: "X", email: "nope", consent: true },
          },
        ],
      },
      { text: "Could you check your e-mail address?" },
    );
    const { events } = await streamed("openai", { message: "Book me, X, nope" });
    expect(done(events)!.booking).toBeUndefined();
    expect(fake.requests[1]!.body.messages.at(-1)!.content).toContain("invalid_email");
    const count = (
      (await db.db.execute(sql`SELECT count(*)::int AS n FROM bookings`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
    expect(count).toBe(0);
  });

  it("falls back to our own facts when the model breaks off: what it showed is withdrawn", async () => {
    fake.answer({
      text: "The Elite plan costs something I will not finish",
      chunks: 8,
      breakAfterChunks: 3,
    });
    const { events } = await streamed("openai", { message: "How much is the Elite plan?" });
    const kinds = events.map((e) => e.event);
    expect(kinds.slice(0, 3)).toEqual(["delta", "delta", "delta"]);
    expect(kinds.slice(3)).toEqual(["reset", "delta", "done"]);
    const answer = done(events)!;
    expect(answer.message).toBe(events[4]!.data.text);
    expect(answer.message).toContain("60.00");
  });

  it("the local engine answers a stream with its reply in one piece", async () => {
    const { events } = await streamed("local", { message: "Do you work with WhatsApp?" });
    expect(events.map((e) => e.event)).toEqual(["done"]);
    expect(done(events)!.message).toMatch(/WhatsApp/);
  });

  it("refuses bad input before the stream begins, as JSON with its status", async () => {
    const { res, text } = await streamed("openai", { message: "" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(JSON.parse(text)).toEqual({
      error: { code: "invalid_message", message: "The message must be 1 to 2000 characters long." },
    });
  });

  it("ends the stream with an error event when the engine runs out of time", async () => {
    fake.answer({ stall: true });
    const { res, events } = await streamed("openai-alone", { message: "Hello there" });
    expect(res.status).toBe(200);
    expect(events).toEqual([
      { event: "error", data: { error: { code: "timeout", message: chatErrors.en.timeout } } },
    ]);
  });
});
