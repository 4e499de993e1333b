/**
 * One turn of the sales chat (docs/product/design.md §4, issue 23 items 6 and 7): the request to the
 * assistant-chat function and its answer, streamed or not. The card asks for a stream; the
 * function answers `text/event-stream` (delta, reset, done, error) or, before a stream starts or
 * when it does not stream, plain JSON. Both end in one outcome.
 */
import type { ChatResponseBody } from "../../../../server/functions/assistant-chat/schema.ts";
import { createSseParser } from "./sse.ts";

export const ENDPOINT = "/functions/v1/assistant-chat";

export type ChatAnswer = ChatResponseBody;
export type ChatAction = ChatAnswer["actions"][number];
export type ChatSlot = NonNullable<ChatAnswer["slots"]>[number];
export type ChatBooking = NonNullable<ChatAnswer["booking"]>;

export type ContactFields = {
  name: string;
  email?: string;
  phone?: string;
  company?: string;
  consent: true;
  website: string;
};

export type ChatRequest = {
  message: string;
  threadId: string | null;
  lang: string;
  timezone?: string;
  pick?: { start: string };
  contact?: ContactFields;
};

export type AskOutcome =
  | { ok: true; answer: ChatAnswer }
  /** `status` 0: no answer (network) or a stream that broke; `field`: a contact field refused. */
  | { ok: false; status: number; code?: string; message?: string; field?: string };

type Handlers = {
  /** A piece of the reply, in order. */
  onDelta?: (text: string) => void;
  /** Drop what was shown of this reply so far: the pieces start again. */
  onReset?: () => void;
  signal?: AbortSignal;
};

type ErrorBody = { error?: { code?: string; message?: string }; field?: string };

const isAnswer = (value: unknown): value is ChatAnswer => {
  const v = value as Partial<ChatAnswer> | null;
  return typeof v?.threadId === "string" && typeof v.message === "string";
};

function failure(status: number, body: unknown): AskOutcome {
  const b = (body ?? {}) as ErrorBody;
  return {
    ok: false,
    status,
    code: b.error?.code,
    message: b.error?.message,
    ...(typeof b.field === "string" ? { field: b.field } : {}),
  };
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Sends one turn; never throws for a failed answer (an abort still rejects). */
export async function ask(
  request: ChatRequest,
  handlers: Handlers = {},
  fetcher: typeof fetch = fetch,
): Promise<AskOutcome> {
  let res: Response;
  try {
    res = await fetcher(ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(request),
      signal: handlers.signal,
    });
  } catch (error) {
    if (handlers.signal?.aborted) throw error;
    return { ok: false, status: 0 };
  }
  const type = res.headers.get("content-type") ?? "";
  if (res.ok && res.body && type.startsWith("text/event-stream")) return read(res.body, handlers);
  const body = parseJson(await res.text().catch(() => ""));
  if (res.ok && isAnswer(body))
    return { ok: true, answer: { ...body, actions: body.actions ?? [] } };
  return failure(res.ok ? 0 : res.status, body);
}

async function read(body: ReadableStream<Uint8Array>, handlers: Handlers): Promise<AskOutcome> {
  const parser = createSseParser();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const events = done ? parser.end() : parser.push(value);
      for (const { event, data } of events) {
        const payload = parseJson(data);
        if (event === "delta") {
          const text = (payload as { text?: unknown } | undefined)?.text;
          if (typeof text === "string") handlers.onDelta?.(text);
        } else if (event === "reset") handlers.onReset?.();
        else if (event === "done") {
          if (!isAnswer(payload)) return failure(0, undefined);
          return { ok: true, answer: { ...payload, actions: payload.actions ?? [] } };
        } else if (event === "error") return failure(0, payload);
      }
      if (done) return { ok: false, status: 0 };
    }
  } catch (error) {
    if (handlers.signal?.aborted) throw error;
    return { ok: false, status: 0 };
  } finally {
    reader.cancel().catch(() => {});
  }
}
