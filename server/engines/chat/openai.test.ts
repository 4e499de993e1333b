import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { annualMonthlyUsd, formatUsd, planById } from "../../../app/content/business.ts";
import { siteDefaults } from "../../../app/content/site.ts";
import { startFakeChatCompletions } from "../../../tests/support/fake-chat-completions.ts";
import { withFallback } from "./index.ts";
import { createLocalEngine } from "./local.ts";
import { createOpenAiEngine } from "./openai.ts";
import { EngineUnavailableError, type ChatRequest, type ChatTools } from "./types.ts";

let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;
beforeAll(async () => {
  fake = await startFakeChatCompletions();
});
afterAll(() => fake.close());

const engine = () =>
  createOpenAiEngine(siteDefaults, { baseUrl: fake.baseUrl, apiKey: "sk-test", model: "m-1" });
const request = (message: string, extra: Partial<ChatRequest> = {}): ChatRequest => ({
  message,
  lang: "en",
  history: [
    { role: "user", content: "Hi" },
    { role: "assistant", content: "Hello!" },
  ],
  signal: new AbortController().signal,
  ...extra,
});

/** Tools that record their calls, as the function's booking steps would answer them. */
function recordingTools() {
  const calls: { name: string; args?: unknown }[] = [];
  const tools: ChatTools = {
    async freeSlots() {
      calls.push({ name: "freeSlots" });
      return [{ start: "2026-12-01T15:00:00.000Z", label: "Tuesday, December 1, 2026, 9:00 AM" }];
    },
    async book(args) {
      calls.push({ name: "book", args });
      return { ok: true, when: "Tuesday, December 1, 2026, 9:00 AM" };
    },
    async saveContact(args) {
      calls.push({ name: "saveContact", args });
      return { ok: true };
    },
    async handoff() {
      calls.push({ name: "handoff" });
      return { whatsapp: "w", phone: "p", email: "e", hours: "h" };
    },
  };
  return { tools, calls };
}

describe("openai engine (against a local fake speaking Chat Completions)", () => {
  it("streams a reply grounded in our facts: system prompt, history, message, pieces as they come", async () => {
    fake.answer({ text: "The Elite plan costs 60.00 USD a month.", chunks: 4, delayMs: 10 });
    const pieces: string[] = [];
    const reply = await engine().reply(
      request("How much is Elite?", { onDelta: (t) => pieces.push(t) }),
    );
    expect(reply.text).toBe("The Elite plan costs 60.00 USD a month.");
    expect(reply.actions).toEqual([]);
    expect(pieces).toHaveLength(4);
    const body = fake.requests[0]!.body;
    expect(body).toMatchObject({ model: "m-1", stream: true });
    const [system, ...rest] = body.messages;
    expect(system!.role).toBe("system");
    // Every figure of the knowledge is in the prompt, written as our pages write it.
    expect(system!.content).toContain(formatUsd(planById("elite").monthlyUsd));
    expect(system!.content).toContain(formatUsd(annualMonthlyUsd(planById("diamante").monthlyUsd)));
    expect(system!.content).toContain("English");
    expect(system!.content).not.toContain("{");
    expect(rest).toEqual([
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello!" },
      { role: "user", content: "How much is Elite?" },
    ]);
  });

  it("offers the booking steps as tools and runs the ones the model calls", async () => {
    const { tools, calls } = recordingTools();
    fake.answer(
      { toolCalls: [{ name: "free_slots", arguments: {} }] },
      {
        toolCalls: [
          {
            name: "book_demo",
            arguments: {
              start: "2026-12-01T15:00:00.000Z",
              name: "Ann",
              email: "ann@example.com",
              consent: true,
            },
          },
        ],
      },
      { text: "Booked for Tuesday, December 1, 9:00 AM." },
    );
    const reply = await engine().reply(
      request("Book me the first time, Ann, ann@example.com", { tools }),
    );
    expect(reply.text).toBe("Booked for Tuesday, December 1, 9:00 AM.");
    expect(calls).toEqual([
      { name: "freeSlots" },
      {
        name: "book",
        args: {
          start: "2026-12-01T15:00:00.000Z",
          name: "Ann",
          email: "ann@example.com",
          consent: true,
        },
      },
    ]);
    expect(fake.requests[0]!.body.tools!.map((t) => t.function.name)).toEqual([
      "free_slots",
      "book_demo",
      "save_contact",
      "handoff",
    ]);
    // The model saw the times as the visitor reads them.
    const toolResult = fake.requests[1]!.body.messages.at(-1)!;
    expect(toolResult.role).toBe("tool");
    expect(toolResult.content).toContain("Tuesday, December 1, 2026, 9:00 AM");
  });

  it("fails as unavailable on an upstream error, so the fallback can answer", async () => {
    fake.answer({ status: 502 });
    await expect(engine().reply(request("Hi"))).rejects.toThrow(EngineUnavailableError);
  });
});

describe("withFallback: the local engine answers when the model cannot", () => {
  const local = createLocalEngine(siteDefaults);
  const guarded = (deadlineMs = 2000) => withFallback(engine(), local, { deadlineMs });

  it("answers from our own facts after an upstream error", async () => {
    fake.answer({ status: 500 });
    const events: string[] = [];
    const reply = await guarded().reply(
      request("How much is the Elite plan?", {
        onDelta: (t) => events.push(`delta:${t}`),
        onReset: () => events.push("reset"),
      }),
    );
    expect(reply.text).toContain(formatUsd(planById("elite").monthlyUsd));
    // Nothing had been shown, so nothing is withdrawn; the answer comes as one piece.
    expect(events).toEqual([`delta:${reply.text}`]);
  });

  it("withdraws what a broken stream showed, then answers", async () => {
    fake.answer({ text: "The Elite plan costs sixty and some", chunks: 6, breakAfterChunks: 2 });
    const events: string[] = [];
    const reply = await guarded().reply(
      request("How much is the Elite plan?", {
        onDelta: (t) => events.push(`delta:${t}`),
        onReset: () => events.push("reset"),
      }),
    );
    expect(events.slice(0, 2).every((e) => e.startsWith("delta:"))).toBe(true);
    expect(events.slice(2)).toEqual(["reset", `delta:${reply.text}`]);
    expect(reply.text).toContain(formatUsd(planById("elite").monthlyUsd));
  });

  it("answers when the model stalls past its deadline", async () => {
    fake.answer({ stall: true });
    const started = Date.now();
    const reply = await guarded(300).reply(request("Do you have WhatsApp?"));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(reply.text).toMatch(/WhatsApp/);
  });

  it("does not outlive the function's own time bound", async () => {
    fake.answer({ stall: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(
      guarded(5000).reply(request("Hi", { signal: controller.signal })),
    ).rejects.toThrow();
  });
});
