/**
 * A local server that speaks the OpenAI Chat Completions protocol, for tests of the
 * OpenAI-compatible chat engine: plain JSON answers and `stream: true` answers as server-sent
 * events, text in chunks or tool calls whose arguments arrive in pieces, the way the real API
 * sends them. Each request is answered by a `decide` function the test (or the e2e fake) sets.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeToolCall = { name: string; arguments: Record<string, unknown> | string };

/** How the fake answers one request. */
export type FakeTurn =
  /** Text, streamed in `chunks` pieces `delayMs` apart when the request asks for a stream. */
  | { text: string; chunks?: number; delayMs?: number; ignoreStream?: boolean }
  /** The model asks for tools; the client is expected to run them and ask again. */
  | { toolCalls: FakeToolCall[]; text?: string }
  /** An HTTP error from the provider. */
  | { status: number }
  /** Headers sent, then nothing: a stalled upstream. */
  | { stall: true }
  /** A stream that breaks off after some text. */
  | { text: string; breakAfterChunks: number };

export type ChatCompletionsBody = {
  model?: string;
  stream?: boolean;
  messages: {
    role: string;
    content?: string | null;
    tool_calls?: unknown[];
    tool_call_id?: string;
  }[];
  tools?: { type: string; function: { name: string; parameters?: unknown } }[];
  [key: string]: unknown;
};

export type RecordedRequest = { path: string; auth: string | undefined; body: ChatCompletionsBody };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function pieces(text: string, n: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, n)));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/** The request handler alone, so another fake server (the e2e one) can mount it on a path. */
export function chatCompletionsHandler(
  decide: (body: ChatCompletionsBody, request: RecordedRequest) => FakeTurn,
  record?: (request: RecordedRequest) => void,
) {
  let calls = 0;
  return (req: IncomingMessage, res: ServerResponse) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString()));
    req.on("end", () => {
      void (async () => {
        let body: ChatCompletionsBody;
        try {
          body = JSON.parse(data) as ChatCompletionsBody;
        } catch {
          res.writeHead(400, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ error: { message: "invalid JSON" } }));
          return;
        }
        const recorded = { path: req.url ?? "", auth: req.headers.authorization, body };
        record?.(recorded);
        const turn = decide(body, recorded);
        const id = `chatcmpl-fake-${++calls}`;
        const base = { id, created: 1_790_000_000, model: body.model ?? "fake" };

        if ("status" in turn) {
          res.writeHead(turn.status, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ error: { message: `fake error ${turn.status}` } }));
          return;
        }
        if ("stall" in turn) {
          res.writeHead(200, {
            "Content-Type": body.stream ? "text/event-stream" : "application/json",
          });
          res.flushHeaders();
          return; // never ends; the client's timeout or abort closes it
        }
        const toolCalls =
          "toolCalls" in turn
            ? turn.toolCalls.map((call, index) => ({
                index,
                id: `call_${calls}_${index}`,
                type: "function" as const,
                function: {
                  name: call.name,
                  arguments:
                    typeof call.arguments === "string"
                      ? call.arguments
                      : JSON.stringify(call.arguments),
                },
              }))
            : undefined;
        const text = "text" in turn ? (turn.text ?? "") : "";

        if (!body.stream || ("ignoreStream" in turn && turn.ignoreStream)) {
          res.writeHead(200, { "Content-Type": "application/json" });
          res.end(
            JSON.stringify({
              ...base,
              object: "chat.completion",
              choices: [
                {
                  index: 0,
                  message: {
                    role: "assistant",
                    content: toolCalls && !text ? null : text,
                    ...(toolCalls ? { tool_calls: toolCalls } : {}),
                  },
                  finish_reason: toolCalls ? "tool_calls" : "stop",
                },
              ],
            }),
          );
          return;
        }

        res.writeHead(200, {
          "Content-Type": "text/event-stream",
          "Cache-Control": "no-cache",
          Connection: "keep-alive",
        });
        const send = (delta: Record<string, unknown>, finish: string | null = null) =>
          res.write(
            `data: ${JSON.stringify({
              ...base,
              object: "chat.completion.chunk",
              choices: [{ index: 0, delta, finish_reason: finish }],
            })}\n\n`,
          );
        send({ role: "assistant", content: "" });
        const chunks = pieces(text, "chunks" in turn ? (turn.chunks ?? 4) : 4);
        const breakAfter = "breakAfterChunks" in turn ? turn.breakAfterChunks : Infinity;
        for (const [i, chunk] of chunks.entries()) {
          if (i >= breakAfter) {
            await sleep(50); // what was written reaches the client first
            res.destroy();
            return;
          }
          send({ content: chunk });
          if ("delayMs" in turn && turn.delayMs) await sleep(turn.delayMs);
        }
        if (toolCalls)
          for (const call of toolCalls) {
            // The name first, then the arguments in two pieces, as the API streams them.
            send({
              tool_calls: [
                {
                  index: call.index,
                  id: call.id,
                  type: "function",
                  function: { name: call.function.name, arguments: "" },
                },
              ],
            });
            const half = Math.ceil(call.function.arguments.length / 2);
            for (const part of [
              call.function.arguments.slice(0, half),
              call.function.arguments.slice(half),
            ])
              send({ tool_calls: [{ index: call.index, function: { arguments: part } }] });
          }
        send({}, toolCalls ? "tool_calls" : "stop");
        res.end("data: [DONE]\n\n");
      })();
    });
  };
}

/** The fake on its own port (127.0.0.1, a free one); `baseUrl` ends in /v1 like the real API's. */
export async function startFakeChatCompletions() {
  let decide: (body: ChatCompletionsBody) => FakeTurn = () => ({ text: "OK" });
  const requests: RecordedRequest[] = [];
  const server = createServer(
    chatCompletionsHandler(
      (body) => decide(body),
      (r) => requests.push(r),
    ),
  );
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    baseUrl,
    requests,
    /** How the next requests are answered; `turns` in order, the last one repeated. */
    answer(...turns: (FakeTurn | ((body: ChatCompletionsBody) => FakeTurn))[]) {
      let i = 0;
      requests.length = 0;
      decide = (body) => {
        const next = turns[Math.min(i++, turns.length - 1)]!;
        return typeof next === "function" ? next(body) : next;
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
