import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startFakeChatCompletions,
  type ChatCompletionsBody,
} from "../../../tests/support/fake-chat-completions.ts";
import { complete, MAX_TOOL_ROUNDS, type Tool } from "./completions.ts";
import { EngineUnavailableError } from "./types.ts";

let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;
beforeAll(async () => {
  fake = await startFakeChatCompletions();
});
afterAll(() => fake.close());

const config = () => ({ baseUrl: fake.baseUrl, apiKey: "sk-test", model: "test-model" });
const signal = () => new AbortController().signal;
const user = (content: string) => [{ role: "user" as const, content }];

function slotsTool(calls: unknown[]): Tool {
  return {
    name: "free_slots",
    description: "The next free demo times.",
    parameters: { type: "object", properties: { count: { type: "integer" } } },
    async run(args) {
      calls.push(args);
      return { slots: ["2026-12-01T15:00:00.000Z"] };
    },
  };
}

describe("Chat Completions client (against a local fake speaking the protocol)", () => {
  it("streams the reply piece by piece as it arrives, and asks with model, key and stream", async () => {
    fake.answer({ text: "Our Elite plan costs 60.00 USD a month.", chunks: 5, delayMs: 20 });
    const pieces: { text: string; at: number }[] = [];
    const result = await complete(config(), {
      messages: user("How much is Elite?"),
      signal: signal(),
      onDelta: (text) => pieces.push({ text, at: performance.now() }),
    });
    expect(result.text).toBe("Our Elite plan costs 60.00 USD a month.");
    expect(pieces.length).toBe(5);
    expect(pieces.map((p) => p.text).join("")).toBe(result.text);
    // Pieces came apart in time, not all at the end.
    expect(pieces.at(-1)!.at - pieces[0]!.at).toBeGreaterThanOrEqual(60);
    const [request] = fake.requests;
    expect(request!.auth).toBe("Bearer sk-test");
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.body).toMatchObject({ model: "test-model", stream: true });
    expect(request!.body.tools).toBeUndefined();
  });

  it("runs the tools the model calls, sends their results back, and streams the final reply", async () => {
    const calls: unknown[] = [];
    fake.answer(
      { toolCalls: [{ name: "free_slots", arguments: { count: 3 } }] },
      { text: "I have Tuesday at 9:00. Shall I book it?" },
    );
    const result = await complete(config(), {
      messages: user("Can I book a demo?"),
      tools: [slotsTool(calls)],
      signal: signal(),
    });
    expect(calls).toEqual([{ count: 3 }]);
    expect(result.text).toBe("I have Tuesday at 9:00. Shall I book it?");
    const second = fake.requests[1]!.body;
    const [assistant, tool] = second.messages.slice(-2);
    expect(assistant).toMatchObject({ role: "assistant", content: null });
    expect(assistant!.tool_calls).toEqual([
      {
        id: expect.any(String),
        type: "function",
        function: { name: "free_slots", arguments: '{"count":3}' },
      },
    ]);
    expect(tool).toEqual({
      role: "tool",
      tool_call_id: (assistant!.tool_calls![0] as { id: string }).id,
      content: JSON.stringify({ slots: ["2026-12-01T15:00:00.000Z"] }),
    });
    expect(fake.requests[0]!.body.tools).toEqual([
      {
        type: "function",
        function: {
          name: "free_slots",
          description: "The next free demo times.",
          parameters: { type: "object", properties: { count: { type: "integer" } } },
        },
      },
    ]);
  });

  it("answers a malformed or unknown call with an error result instead of failing", async () => {
    fake.answer(
      {
        toolCalls: [
          { name: "free_slots", arguments: "{not json" },
          { name: "delete_everything", arguments: {} },
        ],
      },
      { text: "Sorry, let me try that differently." },
    );
    const calls: unknown[] = [];
    await complete(config(), {
      messages: user("Book me"),
      tools: [slotsTool(calls)],
      signal: signal(),
    });
    expect(calls).toEqual([]);
    const results = fake.requests[1]!.body.messages.filter((m) => m.role === "tool");
    expect(results.map((m) => JSON.parse(m.content!) as unknown)).toEqual([
      { error: "invalid_arguments" },
      { error: "unknown_tool" },
    ]);
  });

  it(`stops offering tools after ${MAX_TOOL_ROUNDS} rounds, so a model that keeps calling must answer`, async () => {
    fake.answer((body: ChatCompletionsBody) =>
      body.tools
        ? { toolCalls: [{ name: "free_slots", arguments: {} }] }
        : { text: "Here is what I know." },
    );
    const result = await complete(config(), {
      messages: user("Loop"),
      tools: [slotsTool([])],
      signal: signal(),
    });
    expect(result.text).toBe("Here is what I know.");
    expect(fake.requests).toHaveLength(MAX_TOOL_ROUNDS + 1);
  });

  it("takes a provider's plain JSON answer when it does not stream", async () => {
    fake.answer({ text: "Plain answer.", ignoreStream: true });
    const pieces: string[] = [];
    const result = await complete(config(), {
      messages: user("Hi"),
      signal: signal(),
      onDelta: (p) => pieces.push(p),
    });
    expect(result.text).toBe("Plain answer.");
    expect(pieces.join("")).toBe("Plain answer.");
  });

  it("fails as unavailable on an HTTP error, a broken stream or an empty reply", async () => {
    fake.answer({ status: 500 });
    await expect(complete(config(), { messages: user("x"), signal: signal() })).rejects.toThrow(
      EngineUnavailableError,
    );
    fake.answer({ text: "This will break off half way", chunks: 6, breakAfterChunks: 2 });
    const pieces: string[] = [];
    await expect(
      complete(config(), { messages: user("x"), signal: signal(), onDelta: (p) => pieces.push(p) }),
    ).rejects.toThrow(EngineUnavailableError);
    expect(pieces.length).toBe(2);
    fake.answer({ text: "" });
    await expect(complete(config(), { messages: user("x"), signal: signal() })).rejects.toThrow(
      EngineUnavailableError,
    );
  });

  it("gives up at once when its signal is aborted while the upstream stalls", async () => {
    fake.answer({ stall: true });
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 100);
    await expect(
      complete(config(), { messages: user("x"), signal: controller.signal }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
