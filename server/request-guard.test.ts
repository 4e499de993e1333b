/**
 * Finding 1 and 2 of the reliability review, over the whole app on a real database: no input can
 * reach the database as text it cannot store, a page body over the limit is refused while it is
 * still arriving, and a database that stops answering turns into 503s, not a dead process.
 */
import { serve, type ServerType } from "@hono/node-server";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDefaults } from "../app/content/site.ts";
import { testTargets, type TestDb } from "../tests/support/test-db.ts";
import { createLocalEngine } from "./engines/chat/local.ts";
import { serverEnvSchema } from "./env.ts";
import { createAssistantChat } from "./functions/assistant-chat/route.ts";
import { createLogger } from "./logger.ts";
import { createServices } from "./services.ts";
import { createTestApp } from "../tests/support/test-app.ts";

const CHAT = "/functions/v1/assistant-chat";

describe.each(testTargets())("request boundaries on $name", (target) => {
  let db: TestDb;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    db = await target.open();
    const env = serverEnvSchema.parse({ ADMIN_LOGIN_RATE_LIMIT: "1000" });
    app = await createTestApp({
      services: Promise.resolve(createServices(db.db, env)),
      functions: [
        {
          name: "assistant-chat",
          app: createAssistantChat({
            db: db.db,
            engine: createLocalEngine(siteDefaults),
            site: siteDefaults,
            logger: createLogger("silent"),
            rateLimitPerMinute: 1000,
            timeoutMs: 5000,
            trustProxy: false,
          }),
        },
      ],
    });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  }, 180_000);
  afterAll(async () => {
    server.close();
    await db.close();
  });

  const chat = (body: string, lang = "es") =>
    app.request(CHAT, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": lang },
      body,
    });

  it("refuses U+0000, lone surrogates and undecodable URLs on every input with a 400 in the visitor's language", async () => {
    for (const [path, lang] of [
      ["/blog/%00", "es"],
      ["/en/blog/a%00b", "en"],
      ["/blog?page=%00", "es"],
      ["/a%ffb", "es"],
      ["/en/blog/%ED%A0%80", "en"],
      ["/admin/posts/1%00/edit", "es"],
    ] as const) {
      const res = await app.request(path);
      expect(res.status, path).toBe(400);
      const text = await res.text();
      expect(text, path).toMatch(lang === "en" ? /not (valid|allowed)/ : /no (es válida|válidos)/);
    }

    const nul = await chat(JSON.stringify({ message: "hola\u0000mundo", threadId: null }));
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ error: { code: "invalid_text" } });
    const surrogate = await chat('{"message":"hi \\ud800 there","threadId":null}', "en");
    expect(surrogate.status).toBe(400);
    expect(await surrogate.json()).toMatchObject({
      error: { code: "invalid_text", message: expect.stringMatching(/not allowed/) },
    });

    const login = await app.request("/admin/login", {
      method: "POST",
      body: new URLSearchParams({ email: "owner\u0000@example.com", password: "x".repeat(12) }),
    });
    expect(login.status).toBe(400);

    // The database took none of it and still answers everyone.
    const ok = await chat(
      JSON.stringify({ message: "¿Cuánto cuesta el plan Elite?", threadId: null }),
    );
    expect(ok.status).toBe(200);
    expect((await app.request("/blog")).status).toBe(200);
    expect((await app.request("/en/blog/no-such-post")).status).toBe(404);
  });

  it("answers a chunked page body over the limit with 413 while it is still arriving, and keeps serving", async () => {
    const started = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        port,
        host: "127.0.0.1",
        method: "POST",
        path: "/admin/login",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      req.on("response", (res) => {
        resolve(res.statusCode!);
        res.resume();
        req.destroy();
      });
      req.on("error", (error) => (started ? undefined : reject(error)));
      // 64 KB every 10 ms, never ending: only an answer stops it.
      const chunk = Buffer.alloc(64 * 1024, "a");
      const timer = setInterval(() => {
        if (req.destroyed) return clearInterval(timer);
        req.write(chunk);
      }, 10);
    });
    expect(status).toBe(413);
    expect(performance.now() - started).toBeLessThan(5000);
    const after = await fetch(`http://127.0.0.1:${port}/admin/login`);
    expect(after.status).toBe(200);
  }, 30_000);

  it("answers 503 (not 500) on pages and functions while the database cannot answer", async () => {
    await db.close();
    const page = await app.request("/blog");
    expect(page.status).toBe(503);
    const res = await chat(JSON.stringify({ message: "hola", threadId: null }));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toMatchObject({ error: { code: "unavailable" } });
    db = await target.open();
  }, 180_000);
});
