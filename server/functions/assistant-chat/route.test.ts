import { beforeAll, describe, expect, it } from "vitest";
import { siteDefaults } from "../../../app/content/site.ts";
import { testTargets, useTestDb } from "../../../tests/support/test-db.ts";
import { initialState } from "../../engines/chat/state.ts";
import { EngineUnavailableError, type ChatEngine } from "../../engines/chat/types.ts";
import { createChatStore } from "./store.ts";
import type { AssistantChatDeps } from "./route.ts";
import { chatTestApp } from "../../../tests/support/assistant-chat.ts";

const URL_PATH = "/functions/v1/assistant-chat";
const ORIGIN = "http://localhost";

describe.each(testTargets())("assistant-chat on $name", (target) => {
  const db = useTestDb(target);
  let app: Awaited<ReturnType<typeof chatTestApp>>;

  const appWith = (overrides: Partial<AssistantChatDeps> = {}) =>
    chatTestApp(db.db, {
      clientIp: (c) => c.req.header("x-test-ip") ?? "127.0.0.1",
      ...overrides,
    });

  const post = (body: unknown, headers: Record<string, string> = {}, on = app) =>
    on.request(URL_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    app = await appWith();
  }, 180_000);

  it("answers the spec's question with the annual Elite price in Spanish and offers the demo", async () => {
    const res = await post({
      message: "¿Cuánto cuesta el plan Elite al año?",
      threadId: null,
      assistantId: "asst_x",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { threadId: string; message: string };
    expect(body.threadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.message).toContain("51.00 USD al mes");
    expect(body.message).toContain("facturación anual");
    expect(body.message).toContain("demo gratuita");
  });

  it("stores the thread and every message (role, content, language, time) before replying", async () => {
    const before = Date.now();
    const first = (await (
      await post({ message: "Do you support WhatsApp?", threadId: null })
    ).json()) as {
      threadId: string;
      message: string;
    };
    const stored = await createChatStore(db.db).messages(first.threadId);
    expect(stored.map((m) => [m.role, m.language])).toEqual([
      ["user", "en"],
      ["assistant", "en"],
    ]);
    expect(stored[0]!.content).toBe("Do you support WhatsApp?");
    expect(stored[1]!.content).toBe(first.message);
    expect(stored[0]!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(first.message).toMatch(/WhatsApp, Telegram, Instagram, Facebook, Web and SMS/);
  });

  it("keeps context inside a thread: '¿y anual?' after asking about Elite is about Elite", async () => {
    const first = (await (
      await post({ message: "¿Cuánto cuesta el plan Elite?", threadId: null })
    ).json()) as {
      threadId: string;
      message: string;
    };
    expect(first.message).toContain("60.00 USD");
    const res = await post({ message: "¿y anual?", threadId: first.threadId });
    const second = (await res.json()) as { threadId: string; message: string };
    expect(second.threadId).toBe(first.threadId);
    expect(second.message).toContain("Elite");
    expect(second.message).toContain("51.00 USD");
    expect(await createChatStore(db.db).messages(first.threadId)).toHaveLength(4);
  });

  it("stores the assistant's state with the thread, answers its actions, and starts fresh from a bad state", async () => {
    const first = (await (
      await post({ message: "quiero agendar una demo", threadId: null })
    ).json()) as { threadId: string; actions: { type: string }[] };
    expect(first.actions).toContainEqual({ type: "slots" });
    const stored = await createChatStore(db.db).thread(first.threadId);
    expect(stored?.state).toMatchObject({ v: 1, stage: "offered-slots" });

    const second = (await (
      await post({ message: "Elijo el martes 10:00", threadId: first.threadId })
    ).json()) as { actions: { type: string }[] };
    expect(second.actions).toContainEqual({ type: "contact" });
    expect((await createChatStore(db.db).thread(first.threadId))?.state).toMatchObject({
      stage: "picked-slot",
    });

    // An old or hand-edited state is dropped: the conversation goes on, never a 500.
    await db.withConnection((q) =>
      q.query("UPDATE chat_threads SET state = $1::jsonb WHERE id = $2", [
        JSON.stringify({ v: 0, stage: 42 }),
        first.threadId,
      ]),
    );
    const res = await post({ message: "¿Cuánto cuesta el plan Elite?", threadId: first.threadId });
    expect(res.status).toBe(200);
    expect((await createChatStore(db.db).thread(first.threadId))?.state).toMatchObject({
      v: 1,
      turns: 1,
      plan: "elite",
    });
  });

  it("rejects bad input with 4xx JSON in the visitor's language and keeps serving", async () => {
    const cases: [string, RequestInit, number, string][] = [
      ["invalid JSON", { body: "{nope" }, 400, "invalid_json"],
      ["missing message", { body: JSON.stringify({ threadId: null }) }, 400, "invalid_message"],
      ["empty message", { body: JSON.stringify({ message: "   " }) }, 400, "invalid_message"],
      [
        "2001 characters",
        { body: JSON.stringify({ message: "a".repeat(2001) }) },
        400,
        "invalid_message",
      ],
      [
        "100 KB message",
        { body: JSON.stringify({ message: "a".repeat(100_000) }) },
        413,
        "payload_too_large",
      ],
      ["number as message", { body: JSON.stringify({ message: 42 }) }, 400, "invalid_message"],
      [
        "threadId as number",
        { body: JSON.stringify({ message: "hola", threadId: 7 }) },
        400,
        "invalid_request",
      ],
      ["array body", { body: "[]" }, 400, "invalid_request"],
      ["null body", { body: "null" }, 400, "invalid_request"],
      [
        "unknown threadId",
        { body: JSON.stringify({ message: "hola", threadId: crypto.randomUUID() }) },
        404,
        "thread_not_found",
      ],
      [
        "threadId not a uuid",
        { body: JSON.stringify({ message: "hola", threadId: "thread_abc" }) },
        404,
        "thread_not_found",
      ],
      [
        "text/plain",
        { body: JSON.stringify({ message: "hola" }), headers: { "Content-Type": "text/plain" } },
        415,
        "unsupported_media_type",
      ],
      ["GET", { method: "GET", body: undefined }, 405, "method_not_allowed"],
    ];
    for (const [name, init, status, code] of cases) {
      const res = await app.request(URL_PATH, {
        method: "POST",
        ...init,
        headers: {
          "Content-Type": "application/json",
          "Accept-Language": "es-CR,es;q=0.9",
          ...(init.headers as Record<string, string>),
        },
      });
      expect(res.status, name).toBe(status);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code, name).toBe(code);
      expect(body.error.message.length, name).toBeGreaterThan(5);
    }
    expect((await post({ message: "hola" })).status).toBe(200);
  });

  it("answers errors in English when the message, lang field or Accept-Language say so", async () => {
    const unknown = crypto.randomUUID();
    const byText = (await (
      await post({ message: "How much is it?", threadId: unknown })
    ).json()) as { error: { message: string } };
    expect(byText.error.message).toBe("This conversation does not exist. Start a new one.");
    const byField = (await (await post({ message: " ", lang: "en" })).json()) as {
      error: { message: string };
    };
    expect(byField.error.message).toBe("The message must be 1 to 2000 characters long.");
    const byHeader = (await (await post("{", { "Accept-Language": "en-US" })).json()) as {
      error: { message: string };
    };
    expect(byHeader.error.message).toBe("The request is not valid JSON.");
    const spanish = (await (await post("{")).json()) as { error: { message: string } };
    expect(spanish.error.message).toBe("La solicitud no es un JSON válido.");
  });

  it("limits each IP to the configured messages a minute (429 with Retry-After), others unaffected", async () => {
    const limited = await appWith({ rateLimitPerMinute: 3 });
    const send = (ip: string) => post({ message: "hola" }, { "x-test-ip": ip }, limited);
    for (let i = 0; i < 3; i++) expect((await send("10.0.0.1")).status).toBe(200);
    const res = await send("10.0.0.1");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect((await send("10.0.0.2")).status).toBe(200);
  });

  it("caps a paid engine's replies for all addresses together: rotating addresses buys nothing", async () => {
    // Stands in for the OpenAI-compatible service (a third party); the ceiling is ours.
    let calls = 0;
    const paid: ChatEngine = {
      name: "openai",
      reply: async ({ state }) => ({
        text: `reply ${++calls}`,
        actions: [],
        state: state ?? initialState(),
      }),
    };
    const capped = await appWith({ engine: paid, paidEngineCallsPerMinute: 5 });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await post({ message: "hola" }, { "x-test-ip": `10.9.0.${i}` }, capped)).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 503, 503, 503]);
    expect(calls).toBe(5);
    const res = await post({ message: "hi" }, { "x-test-ip": "10.9.1.1" }, capped);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await res.json()).toMatchObject({ error: { code: "busy", message: /a lot of people/ } });
    // The free local engine has no such ceiling.
    const local = await appWith({ paidEngineCallsPerMinute: 5 });
    for (let i = 0; i < 8; i++)
      expect((await post({ message: "hola" }, { "x-test-ip": `10.8.0.${i}` }, local)).status).toBe(
        200,
      );
  });

  it("answers 50 parallel requests with 200 or 429, all within 10 s", async () => {
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from(
        { length: 50 },
        async () => (await post({ message: "¿Qué canales soportan?", threadId: null })).status,
      ),
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
  });

  it("stores concurrent messages of one thread and of many threads, grouped into few writes", async () => {
    const first = (await (await post({ message: "hola" })).json()) as { threadId: string };
    const statuses = await Promise.all(
      Array.from(
        { length: 6 },
        async (_, i) =>
          (
            await post({
              message: i % 2 ? "¿y anual?" : "Do you support SMS?",
              threadId: i < 3 ? first.threadId : null,
            })
          ).status,
      ),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await createChatStore(db.db).messages(first.threadId)).toHaveLength(8);
    const { rows } = await db.withConnection((q) =>
      q.query<{ n: number }>("SELECT count(*)::int AS n FROM chat_threads"),
    );
    expect(rows[0]!.n).toBe(4);
  });

  it("bounds the reply time: a slow engine gives 503 timeout, and the question is still stored", async () => {
    const slow: ChatEngine = {
      name: "local",
      reply: ({ signal }) =>
        new Promise((_, reject) =>
          signal.addEventListener("abort", () => reject(new Error("aborted"))),
        ),
    };
    const res = await post(
      { message: "hola" },
      {},
      await appWith({ engine: slow, timeoutMs: 150 }),
    );
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("timeout");
    const stored = await db.withConnection((q) =>
      q.query<{ role: string; content: string }>("SELECT role, content FROM chat_messages"),
    );
    expect(stored.rows).toEqual([{ role: "user", content: "hola" }]);
    const down: ChatEngine = {
      name: "openai",
      reply: async () => Promise.reject(new EngineUnavailableError("down")),
    };
    const res2 = await post({ message: "hello there" }, {}, await appWith({ engine: down }));
    expect(res2.status).toBe(503);
    expect(await res2.json()).toEqual({
      error: {
        code: "engine_unavailable",
        message: "The assistant is not available right now. Please try again.",
      },
    });
  });

  it("allows only our own origin (CORS and cross-origin POST)", async () => {
    const own = await post({ message: "hola" }, { Origin: ORIGIN });
    expect(own.status).toBe(200);
    expect(own.headers.get("access-control-allow-origin")).toBe(ORIGIN);
    const configured = await post({ message: "hola" }, { Origin: siteDefaults.siteUrl });
    expect(configured.status).toBe(200);
    const foreign = await post({ message: "hola" }, { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await app.request(URL_PATH, {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("reports the chat engine on /healthz", async () => {
    const res = await app.request("/healthz");
    expect(((await res.json()) as { engines: Record<string, string> }).engines).toEqual({
      chat: "local",
    });
  });
});
