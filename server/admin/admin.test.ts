import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminSessions, chatMessages, chatThreads } from "../db/schema.ts";
import { testTargets, type TestDb } from "../db/test-db.ts";
import { serverEnvSchema } from "../env.ts";
import { createServices, type Services } from "../services.ts";
import { createTestApp } from "../test-app.ts";

const EMAIL = "owner@example.com";
const PASSWORD = "correct horse battery";
const env = serverEnvSchema.parse({ ADMIN_LOGIN_RATE_LIMIT: "1000" });

type App = Awaited<ReturnType<typeof createTestApp>>;

/** A browser: keeps cookies, reads the CSRF token the pages embed. */
function browser(app: App) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  async function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set("Cookie", cookieHeader());
    const res = await app.request(path, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = pair!.split("=");
      if (/Max-Age=0/.test(line)) jar.delete(name!);
      else jar.set(name!, value!);
    }
    return res;
  }
  return {
    jar,
    request,
    csrf: () => decodeURIComponent(jar.get("nf_csrf") ?? ""),
    post: (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      request(path, { method: "POST", body: new URLSearchParams(fields), headers }),
    async login(email = EMAIL, password = PASSWORD) {
      await request("/admin/login");
      return this.post("/admin/login", { _csrf: this.csrf(), email, password });
    },
  };
}

describe.each(testTargets())("admin on $name", (target) => {
  let db: TestDb;
  let app: App;
  let services: Services;
  let now = Date.UTC(2026, 0, 10, 12);

  beforeAll(async () => {
    db = await target.open();
    services = createServices(db.db, env, () => now);
    app = await createTestApp({ services: Promise.resolve(services) });
  }, 180_000);
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.reset();
    now = Date.UTC(2026, 0, 10, 12);
    await services.auth.upsertUser(EMAIL, PASSWORD);
    await services.settings.load();
  });

  it("sends every admin URL to the login page when signed out, never cached, never indexed", async () => {
    for (const path of [
      "/admin",
      "/admin/posts/new",
      "/admin/posts/1",
      "/admin/settings",
      "/admin/leads",
      "/admin/leads.csv",
      "/admin/nope",
      "/en/admin",
      "/en/admin/settings",
    ]) {
      const res = await app.request(path, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(
        path.startsWith("/en") ? "/en/admin/login" : "/admin/login",
      );
    }
    // A malformed cookie is no session, not a server error.
    const garbled = await app.request("/admin/settings", {
      redirect: "manual",
      headers: { Cookie: "nf_admin=%E0%A4%A; nf_csrf=%" },
    });
    expect(garbled.status).toBe(302);
    const login = await app.request("/admin/login");
    expect(login.status).toBe(200);
    expect(login.headers.get("cache-control")).toBe("no-store");
    expect(login.headers.get("x-robots-tag")).toContain("noindex");
    expect(await login.text()).toContain('name="robots" content="noindex, nofollow"');
  });

  it("signs in with the right password only; the session cookie is httpOnly and Lax, its token stored hashed", async () => {
    const b = browser(app);
    const wrong = await b.login(EMAIL, "wrong password!!");
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain("Correo o contraseña incorrectos.");
    const ok = await b.login();
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/admin");
    const cookie = ok.headers.getSetCookie().find((c) => c.startsWith("nf_admin="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const token = b.jar.get("nf_admin")!;
    const rows = await db.db.select().from(adminSessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect((await b.request("/admin")).status).toBe(200);
    // Signing out ends the session on the server too.
    const out = await b.post("/admin/logout", { _csrf: b.csrf() });
    expect(out.status).toBe(302);
    expect(await db.db.select().from(adminSessions)).toHaveLength(0);
    expect(
      (
        await app.request("/admin", {
          headers: { Cookie: `nf_admin=${token}` },
          redirect: "manual",
        })
      ).status,
    ).toBe(302);
  });

  it("marks cookies Secure behind HTTPS (trusted proxy)", async () => {
    const proxied = await createTestApp({
      services: Promise.resolve(services),
      env: serverEnvSchema.parse({ LOG_LEVEL: "silent", TRUST_PROXY: "true" }),
    });
    const res = await proxied.request("/admin/login", {
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(res.headers.getSetCookie()[0]).toMatch(/; Secure/);
  });

  it("refuses state-changing requests without the right CSRF token or from another origin", async () => {
    const b = browser(app);
    await b.request("/admin/login");
    // Login itself needs the token.
    expect((await b.post("/admin/login", { email: EMAIL, password: PASSWORD })).status).toBe(403);
    expect(
      (await b.post("/admin/login", { _csrf: "x".repeat(43), email: EMAIL, password: PASSWORD }))
        .status,
    ).toBe(403);
    expect((await b.login()).status).toBe(302);
    const settings = {
      customCss: "p{color:red}",
      chatWidgetId: "",
      demoBookingUrl: "",
      aiDevBookingUrl: "",
    };
    expect((await b.post("/admin/settings", settings)).status).toBe(403);
    expect((await b.post("/admin/settings", { ...settings, _csrf: "wrong" })).status).toBe(403);
    expect(
      (
        await b.post(
          "/admin/settings",
          { ...settings, _csrf: b.csrf() },
          { Origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    expect((await services.settings.load()).customCss).toBe("");
    // The header form (fetch) and the form field both work.
    expect((await b.post("/admin/settings", settings, { "X-CSRF-Token": b.csrf() })).status).toBe(
      200,
    );
    expect((await services.settings.load()).customCss).toBe("p{color:red}");
  });

  it("locks the account after 10 failed logins, even for the right password, until the lock runs out", async () => {
    const b = browser(app);
    const answer = async (password: string) => (await b.login(EMAIL, password)).text();
    for (let i = 0; i < 9; i++)
      expect(await answer(`wrong password ${i}`)).toContain("incorrectos");
    expect(await answer("wrong password 10")).toContain("bloqueada");
    expect(await answer(PASSWORD)).toContain("bloqueada");
    now += 15 * 60_000 + 1000;
    expect((await b.login()).status).toBe(302);
  });

  it("rate-limits login attempts per IP", async () => {
    const strict = createServices(db.db, { ...env, ADMIN_LOGIN_RATE_LIMIT: 3 }, () => now);
    for (let i = 0; i < 3; i++)
      expect((await strict.auth.login(EMAIL, "nope nope nope", "ip-a")).ok).toBe(false);
    expect(await strict.auth.login(EMAIL, PASSWORD, "ip-a")).toMatchObject({
      ok: false,
      reason: "rate_limited",
    });
    expect(await strict.auth.login(EMAIL, PASSWORD, "ip-b")).toMatchObject({ ok: true });
  });

  it("applies custom CSS for every visitor through a versioned stylesheet, and refuses unsafe CSS", async () => {
    const plain = await (await app.request("/precios")).text();
    expect(plain).not.toContain("/custom.css");
    const b = browser(app);
    await b.login();
    const bad = await b.post("/admin/settings", {
      _csrf: b.csrf(),
      customCss: "@import url(https://evil.example/x.css);",
      chatWidgetId: "",
      demoBookingUrl: "",
      aiDevBookingUrl: "",
    });
    expect(await bad.text()).toContain("@import no está permitido.");
    expect((await services.settings.load()).customCss).toBe("");
    const good = await b.post("/admin/settings", {
      _csrf: b.csrf(),
      customCss: "footer{border-top:7px solid red}",
      chatWidgetId: "widget-7",
      demoBookingUrl: "https://book.example/demo",
      aiDevBookingUrl: "",
    });
    expect(good.status).toBe(200);
    for (const page of ["/precios", "/blog", "/en/pricing"]) {
      const html = await (await app.request(page)).text();
      const href = /<link rel="stylesheet" href="(\/custom\.css\?v=[\w-]+)">/.exec(html)?.[1];
      expect(href, page).toBeDefined();
      const css = await app.request(href!);
      expect(await css.text()).toBe("footer{border-top:7px solid red}");
      expect(css.headers.get("content-type")).toContain("text/css");
      expect(css.headers.get("cache-control")).toContain("immutable");
    }
    const integrations = (await (await app.request("/integrations.json")).json()) as {
      booking: { demoUrl: string; aiDevUrl: string };
    };
    expect(integrations.booking.demoUrl).toBe("https://book.example/demo");
    expect(integrations.booking.aiDevUrl).toMatch(/^https:\/\//);
  });

  it("lists leads newest first with their messages and exports them as CSV", async () => {
    const older = "00000000-0000-4000-8000-000000000001";
    const newer = "00000000-0000-4000-8000-000000000002";
    await db.db.insert(chatThreads).values([
      { id: older, language: "es", engine: "local", updatedAt: new Date(now - 60_000) },
      { id: newer, language: "en", engine: "local", updatedAt: new Date(now) },
    ]);
    await db.db.insert(chatMessages).values([
      { threadId: older, role: "user", content: '=HYPERLINK("x")', language: "es" },
      { threadId: newer, role: "user", content: "Price?", language: "en" },
      { threadId: newer, role: "assistant", content: "From $10", language: "en" },
    ]);
    const page = await services.leads.page(1, 10);
    expect(page.total).toBe(2);
    expect(page.leads.map((l) => l.id)).toEqual([newer, older]);
    expect(page.leads[0]!.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    const b = browser(app);
    await b.login();
    const csv = await b.request("/admin/leads.csv");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text.indexOf("Price?")).toBeLessThan(text.indexOf("HYPERLINK"));
    expect((await b.request("/admin/leads")).status).toBe(200);
  });
});
