/**
 * A client for any OpenAI-compatible Chat Completions endpoint (cloud or self-hosted): streamed
 * answers (server-sent events) handed on piece by piece, and tool calls run here and answered,
 * round after round, until the model writes its reply. Only the protocol lives here; what the
 * tools do and what the prompt says is the engine's (./openai.ts).
 */
import { EngineUnavailableError } from "./types.ts";

export type CompletionsConfig = { baseUrl: string; apiKey: string; model: string };

export type Message =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

export type ToolCall = {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
};

export type Tool = {
  name: string;
  description: string;
  /** JSON Schema of the arguments, as the API expects it. */
  parameters: Record<string, unknown>;
  /** Runs the call; the arguments are the model's, unchecked: validate them. Plain JSON back. */
  run(args: unknown, signal: AbortSignal): Promise<unknown>;
};

export type CompleteOptions = {
  messages: Message[];
  tools?: Tool[];
  signal: AbortSignal;
  /** Each piece of the reply's text as it arrives. */
  onDelta?: (text: string) => void;
  temperature?: number;
};

/** Tool rounds before the model must answer: a loop of calls is cut off, not paid for forever. */
export const MAX_TOOL_ROUNDS = 4;
/** A streamed line longer than this is not the protocol: refuse it rather than buffer it. */
const MAX_EVENT_CHARS = 1_000_000;

type Chunk = {
  choices?: {
    delta?: {
      content?: string | null;
      tool_calls?: {
        index: number;
        id?: string;
        function?: { name?: string; arguments?: string };
      }[];
    };
    finish_reason?: string | null;
  }[];
};

export async function complete(config: CompletionsConfig, options: CompleteOptions) {
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const messages = [...options.messages];
  const tools = options.tools ?? [];
  let text = "";
  for (let round = 0; ; round++) {
    const offerTools = tools.length > 0 && round < MAX_TOOL_ROUNDS;
    const turn = await streamOnce(url, config, {
      messages,
      tools: offerTools ? tools : [],
      signal: options.signal,
      temperature: options.temperature,
      onDelta: (piece) => {
        text += piece;
        options.onDelta?.(piece);
      },
    });
    if (turn.toolCalls.length === 0) break;
    messages.push({ role: "assistant", content: turn.text || null, tool_calls: turn.toolCalls });
    for (const call of turn.toolCalls)
      messages.push({
        role: "tool",
        tool_call_id: call.id,
        content: JSON.stringify(await runTool(tools, call, options.signal)),
      });
  }
  if (!text.trim()) throw new EngineUnavailableError("chat endpoint gave no message");
  return { text: text.trim() };
}

async function runTool(tools: Tool[], call: ToolCall, signal: AbortSignal): Promise<unknown> {
  const tool = tools.find((t) => t.name === call.function.name);
  if (!tool) return { error: "unknown_tool" };
  let args: unknown;
  try {
    args = call.function.arguments.trim() ? JSON.parse(call.function.arguments) : {};
  } catch {
    return { error: "invalid_arguments" };
  }
  return tool.run(args, signal);
}

async function streamOnce(
  url: string,
  config: CompletionsConfig,
  request: {
    messages: Message[];
    tools: Tool[];
    signal: AbortSignal;
    temperature?: number;
    onDelta: (text: string) => void;
  },
): Promise<{ text: string; toolCalls: ToolCall[] }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      signal: request.signal,
      headers: {
        "Content-Type": "application/json",
        Accept: "text/event-stream",
        ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: request.temperature ?? 0.3,
        stream: true,
        messages: request.messages,
        ...(request.tools.length
          ? {
              tools: request.tools.map((t) => ({
                type: "function",
                function: { name: t.name, description: t.description, parameters: t.parameters },
              })),
            }
          : {}),
      }),
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new EngineUnavailableError(`chat endpoint unreachable: ${String(error)}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new EngineUnavailableError(`chat endpoint answered ${response.status}`);
  }
  // A provider that ignores `stream` answers one JSON document: take it as one piece.
  if (!response.headers.get("content-type")?.includes("text/event-stream"))
    return fromJson(await response.json().catch(() => null), request.onDelta);

  let text = "";
  const calls: { id: string; name: string; arguments: string }[] = [];
  let finished = false;
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(bytes, { stream: true });
      if (buffer.length > MAX_EVENT_CHARS && !buffer.includes("\n"))
        throw new EngineUnavailableError("chat endpoint sent an oversized event");
      let end: number;
      while ((end = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, end).replace(/\r$/, "");
        buffer = buffer.slice(end + 1);
        if (!line.startsWith("data:")) continue;
        const data = line.slice(5).trim();
        if (data === "[DONE]") {
          finished = true;
          continue;
        }
        let chunk: Chunk;
        try {
          chunk = JSON.parse(data) as Chunk;
        } catch {
          throw new EngineUnavailableError("chat endpoint sent a malformed event");
        }
        const choice = chunk.choices?.[0];
        const piece = choice?.delta?.content;
        if (typeof piece === "string" && piece) {
          text += piece;
          request.onDelta(piece);
        }
        for (const part of choice?.delta?.tool_calls ?? []) {
          const call = (calls[part.index] ??= { id: "", name: "", arguments: "" });
          if (part.id) call.id = part.id;
          if (part.function?.name) call.name += part.function.name;
          if (part.function?.arguments) call.arguments += part.function.arguments;
        }
        if (choice?.finish_reason) finished = true;
      }
    }
  } catch (error) {
    if (request.signal.aborted || error instanceof EngineUnavailableError) throw error;
    throw new EngineUnavailableError(`chat stream broke off: ${String(error)}`);
  }
  if (!finished) throw new EngineUnavailableError("chat stream ended before its reply did");
  return {
    text,
    toolCalls: calls
      .filter((c) => c.name)
      .map((c, i) => ({
        id: c.id || `call_${i}`,
        type: "function" as const,
        function: { name: c.name, arguments: c.arguments },
      })),
  };
}

function fromJson(body: unknown, onDelta: (text: string) => void) {
  const message = (
    body as {
      choices?: { message?: { content?: unknown; tool_calls?: ToolCall[] } }[];
    } | null
  )?.choices?.[0]?.message;
  const text = typeof message?.content === "string" ? message.content : "";
  const toolCalls = Array.isArray(message?.tool_calls) ? message.tool_calls : [];
  if (!text && toolCalls.length === 0)
    throw new EngineUnavailableError("chat endpoint gave no message");
  if (text) onDelta(text);
  return { text, toolCalls };
}
