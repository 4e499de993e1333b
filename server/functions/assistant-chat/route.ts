/**
 * POST /functions/v1/assistant-chat (docs/product/design.md §4): validate, rate-limit per IP, continue or start a
 * thread, ask the engine within a time bound, store the thread, both messages and the
 * assistant's state, answer `{ threadId, message, actions }`. Every error is `{ error: { code, message } }` in the visitor's language.
 */
import { Hono, type Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { chatErrors, type ChatErrorCode } from "../../../app/content/function-errors.ts";
import type { Lang } from "../../../app/content/routes.ts";
import type { SiteConfig } from "../../../app/content/site.ts";
import { ipKey } from "../../../app/lib/ip-key.server.ts";
import type { Database } from "../../db/client.ts";
import { isDatabaseUnavailable } from "../../db/errors.ts";
import { detectLanguage, langFromAcceptLanguage } from "../../engines/chat/language.ts";
import {
  EngineUnavailableError,
  type ChatAction,
  type ChatEngine,
  type ChatReply,
  type ChatRequest,
  type ChatTurn,
  type ConversationState,
} from "../../engines/chat/types.ts";
import { initialState } from "../../engines/chat/state.ts";
import { socketIp, type TrustProxy } from "../../client-ip.ts";
import { apiError } from "../../errors.ts";
import { functionOrigin } from "../../function-origin.ts";
import type { Logger } from "../../logger.ts";
import { readJsonBody } from "../../read-body.ts";
import { hasUnstorableText } from "../../text.ts";
import { createRateLimiter } from "../../rate-limit.ts";
import { fillTexts } from "../../../app/i18n/translate.ts";
import {
  chatRequestSchema,
  MAX_BODY_BYTES,
  MAX_MESSAGE_CHARS,
  UUID,
  type ChatResponseBody,
} from "./schema.ts";
import { visitorZone, type ChatBooking, type StepReply } from "./booking-steps.ts";
import { createChatStore, type StoredMessage } from "./store.ts";

type ErrorCode = ChatErrorCode;

/** The error texts (app/content/function-errors.ts) with this function's limit filled in. */
const errorMessages = {
  es: fillTexts(chatErrors.es, { max: MAX_MESSAGE_CHARS }),
  en: fillTexts(chatErrors.en, { max: MAX_MESSAGE_CHARS }),
};

export type AssistantChatDeps = {
  /** The database, or its opening: pages are served while PGlite starts; chat waits for it. */
  db: Database | Promise<Database>;
  engine: ChatEngine;
  site: SiteConfig;
  logger: Logger;
  /** Messages per IP per minute; 0 = no limit. */
  rateLimitPerMinute: number;
  /**
   * Replies a paid engine may give per minute from all visitors together (shared by every
   * process through the database); 0 = no ceiling. The local engine costs nothing and has none.
   */
  paidEngineCallsPerMinute?: number;
  timeoutMs: number;
  trustProxy: TrustProxy;
  /** Who is asking, for the rate limit (defaults to the socket's address). */
  clientIp?: (c: Context) => string;
  /**
   * Free times, booking and leads inside the chat (server/functions/assistant-chat/
   * booking-steps.ts); without it the chat only talks.
   */
  chatBooking?: ChatBooking;
};

class TimeoutError extends Error {}

export function createAssistantChat(deps: AssistantChatDeps) {
  const { engine, site, logger, chatBooking } = deps;
  const services = Promise.resolve(deps.db).then((db) => ({
    // The local engine answers from the thread's state, never its transcript: reading the last
    // turns for it would be work thrown away on every reply.
    store: createChatStore(db, { historyTurns: engine.name === "local" ? 0 : undefined }),
    limiter: createRateLimiter(db, { limit: deps.rateLimitPerMinute }),
    ceiling:
      engine.name === "local" || !deps.paidEngineCallsPerMinute
        ? undefined
        : createRateLimiter(db, { limit: deps.paidEngineCallsPerMinute }),
  }));
  services.catch(() => {}); // reported by whoever opened the database
  const clientIp = deps.clientIp ?? ((c: Context) => socketIp(c, deps.trustProxy));
  const origin = functionOrigin(site.siteUrl, ["POST"]);

  const app = new Hono();
  const fail = (c: Context, lang: Lang, status: ContentfulStatusCode, code: ErrorCode) =>
    apiError(c, status, code, errorMessages[lang][code]);
  const headerLang = (c: Context) =>
    langFromAcceptLanguage(c.req.header("accept-language")) ?? "es";

  app.use("*", origin.cors);

  app.post("/", async (c) => {
    if (origin.foreign(c)) return fail(c, headerLang(c), 403, "forbidden_origin");
    const body = await readJsonBody(c, MAX_BODY_BYTES);
    if (!body.ok) return fail(c, headerLang(c), body.status, body.code);
    const raw = body.value;
    const rawMessage = (raw as { message?: unknown } | null)?.message;
    const rawLang = (raw as { lang?: unknown } | null)?.lang;
    const hintLang =
      (typeof rawMessage === "string" ? detectLanguage(rawMessage) : undefined) ??
      (rawLang === "es" || rawLang === "en" ? rawLang : undefined) ??
      headerLang(c);
    if (hasUnstorableText(raw)) return fail(c, hintLang, 400, "invalid_text");
    const parsed = chatRequestSchema.safeParse(raw);
    if (!parsed.success) {
      if (typeof raw !== "object" || raw === null || Array.isArray(raw))
        return fail(c, hintLang, 400, "invalid_request");
      const onMessage = parsed.error.issues.some((i) => i.path[0] === "message");
      return fail(c, hintLang, 400, onMessage ? "invalid_message" : "invalid_request");
    }
    const { message, threadId, pick, contact } = parsed.data;

    const { store, limiter, ceiling } = await services;
    const client = ipKey(clientIp(c)); // (a hash: taken once)
    const limit = await limiter(`chat:${client}`);
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      return fail(c, hintLang, 429, "rate_limited");
    }
    const bookingStep = chatBooking && (pick || contact);
    // Rotating addresses cannot buy unbounded spend: all visitors share one ceiling. The
    // booking steps the function answers itself cost the engine nothing.
    const overall = bookingStep ? undefined : await ceiling?.("chat-engine:all");
    if (overall && !overall.allowed) {
      c.header("Retry-After", String(overall.retryAfterSeconds));
      return fail(c, hintLang, 503, "busy");
    }

    let thread:
      | {
          language: Lang;
          history: { role: "user" | "assistant"; content: string }[];
          state?: ConversationState;
        }
      | undefined;
    if (threadId) {
      thread = UUID.test(threadId) ? await store.thread(threadId.toLowerCase()) : undefined;
      if (!thread) return fail(c, hintLang, 404, "thread_not_found");
    }
    // A booking step's message is a line the card builds from a time or a name ("Juan de la
    // Cruz · …"): its words tell nothing of the visitor's language, the page and thread do.
    const lang =
      (pick || contact
        ? (parsed.data.lang ?? thread?.language)
        : (detectLanguage(message) ?? parsed.data.lang ?? thread?.language)) ?? headerLang(c);
    const id = threadId?.toLowerCase() ?? crypto.randomUUID();
    const record = { id, language: lang, engine: engine.name };
    const asked = { role: "user" as const, content: message, language: lang, at: new Date() };

    const ctx = {
      threadId: id,
      lang,
      timeZone: visitorZone(parsed.data.timezone),
      client,
    };
    const before = thread?.state;
    const noStore = { "Cache-Control": "no-store" };

    /** Stores the turn (and its lead), then gives the answer's body. */
    async function finish(reply: StepReply): Promise<ChatResponseBody> {
      await store.append({ ...record, state: reply.state }, [
        asked,
        { role: "assistant", content: reply.text, language: lang, at: new Date() },
      ]);
      await chatBooking?.remember(before, reply, ctx);
      return responseBody(id, reply);
    }

    // The booking steps the function answers itself: plain JSON, nothing to stream.
    if (chatBooking && pick)
      return c.json(
        await finish(await chatBooking.pick(before ?? initialState(), pick.start, ctx)),
        200,
        noStore,
      );
    if (chatBooking && contact) {
      const sent = await chatBooking.contact(before ?? initialState(), contact, ctx);
      if (!sent.ok)
        return c.json(
          {
            error: { code: sent.refusal.code, message: sent.refusal.message },
            field: sent.refusal.field,
          },
          400,
          noStore,
        );
      return c.json(await finish(sent.reply), 200, noStore);
    }

    /** The engine's turn, amended by what its tools did and by the booking steps. */
    async function engineTurn(stream?: Pick<ChatRequest, "onDelta" | "onReset">) {
      const toolbox = chatBooking?.toolsFor(before ?? initialState(), ctx);
      const answered = await engineReply(record, asked, thread, lang, {
        ...stream,
        tools: toolbox?.tools,
      });
      if (!answered.ok) return answered;
      let reply: StepReply = answered.reply;
      const done = toolbox?.outcome();
      if (done?.touched)
        reply = {
          ...reply,
          state: { ...done.state, turns: reply.state.turns },
          slots: done.slots,
          booking: done.booking,
        };
      for (const type of done?.actions ?? [])
        if (!reply.actions.some((a) => a.type === type)) reply.actions.push({ type } as ChatAction);
      if (chatBooking) reply = await chatBooking.afterEngine(reply, ctx);
      return { ok: true as const, body: await finish(reply) };
    }

    if (!(c.req.header("accept") ?? "").includes("text/event-stream")) {
      const turn = await engineTurn();
      if (!turn.ok) return fail(c, lang, 503, turn.code);
      return c.json<ChatResponseBody>(turn.body, 200, noStore);
    }

    // Streamed (docs/product/design.md §4): `delta` events as the engine writes, `reset` when a fallback engine
    // takes over, then `done` with the stored answer, or `error` (the stream has begun: no status).
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no"); // a proxy must pass the pieces on as they come
    return streamSSE(c, async (stream) => {
      let queue = Promise.resolve();
      const send = (event: string, data: unknown) => {
        queue = queue.then(() => stream.writeSSE({ event, data: JSON.stringify(data) }));
        return queue;
      };
      const error = (code: ErrorCode) =>
        send("error", { error: { code, message: errorMessages[lang][code] } });
      try {
        const turn = await engineTurn({
          onDelta: (text) => void send("delta", { text }),
          onReset: () => void send("reset", {}),
        });
        await (turn.ok ? send("done", turn.body) : error(turn.code));
      } catch (caught) {
        if (!isDatabaseUnavailable(caught)) logger.error({ err: caught }, "chat stream failed");
        await error("unavailable");
      }
    });
  });

  /** The engine's reply within the time bound, or why not (the question is kept either way). */
  async function engineReply(
    record: { id: string; language: Lang; engine: string },
    asked: StoredMessage,
    thread: { history: ChatTurn[]; state?: ConversationState } | undefined,
    lang: Lang,
    extra: Pick<ChatRequest, "onDelta" | "onReset" | "tools">,
  ): Promise<{ ok: true; reply: ChatReply } | { ok: false; code: ErrorCode }> {
    try {
      const reply = await withTimeout(deps.timeoutMs, (signal) =>
        engine.reply({
          message: asked.content,
          lang,
          history: thread?.history ?? [],
          state: thread?.state,
          signal,
          ...extra,
        }),
      );
      return { ok: true, reply };
    } catch (error) {
      await (await services).store.append(record, [asked]);
      if (error instanceof TimeoutError) return { ok: false, code: "timeout" };
      if (error instanceof EngineUnavailableError) {
        logger.warn({ err: error }, "chat engine unavailable");
        return { ok: false, code: "engine_unavailable" };
      }
      throw error;
    }
  }

  app.all("/", (c) => {
    c.header("Allow", "POST, OPTIONS");
    return fail(c, headerLang(c), 405, "method_not_allowed");
  });

  // The database reopening after a crash (or a PostgreSQL restart): a 503 the page can retry.
  app.onError((error, c) => {
    if (!isDatabaseUnavailable(error)) throw error;
    c.header("Retry-After", "5");
    return fail(c, headerLang(c), 503, "unavailable");
  });

  return app;
}

async function withTimeout<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new TimeoutError());
      controller.abort();
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The function's answer for a stored turn: the manage token only in the booking's address. */
function responseBody(threadId: string, reply: StepReply): ChatResponseBody {
  const booked = reply.booking;
  return {
    threadId,
    message: reply.text,
    actions: reply.actions,
    ...(reply.slots ? { slots: reply.slots } : {}),
    ...(booked
      ? {
          booking: {
            start: booked.start,
            end: booked.end,
            timezone: booked.timezone,
            confirmationUrl: booked.confirmationUrl,
          },
        }
      : {}),
  };
}
