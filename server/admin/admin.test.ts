import { randomBytes, scryptSync } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  adminSessions,
  adminUsers,
  bookings,
  chatMessages,
  chatThreads,
  leads,
} from "../db/schema.ts";
import { testTargets, useTestDb } from "../../tests/support/test-db.ts";
import { serverEnvSchema } from "../env.ts";
import { createServices, type Services } from "../services.ts";
import { createTestApp } from "../../tests/support/test-app.ts";
import { createLeadCapture } from "../leads/store.ts";
import { createAuth } from "./auth.ts";
import { hashPassword } from "./passwords.ts";

const EMAIL = "owner@example.com";
const PASSWORD = "correct horse battery";
/** An e-mail with no account. */
const GHOST = "nobody@example.com";
const env = serverEnvSchema.parse({ ADMIN_LOGIN_RATE_LIMIT: "1000" });

type App = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A browser: keeps cookies, and remembers the CSRF token of the last page that embedded one
 * (forms send the page's token; signed in, it is bound to the session, not the cookie).
 */
function browser(app: App, always: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  let token = "";
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  async function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(always)) headers.set(name, value);
    if (jar.size) headers.set("Cookie", cookieHeader());
    const res = await app.request(path, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = pair!.split("=");
      if (/Max-Age=0/.test(line)) jar.delete(name!);
      else jar.set(name!, value!);
    }
    if (res.headers.get("content-type")?.includes("text/html")) {
      const embedded = /name="_csrf" value="([\w-]+)"/.exec(await res.clone().text())?.[1];
      if (embedded) token = embedded;
    }
    return res;
  }
  return {
    jar,
    request,
    csrf: () => token,
    post: (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      request(path, { method: "POST", body: new URLSearchParams(fields), headers }),
    /** Signs in from the login page; once in, opens the page it was sent to (and its token). */
    async login(email = EMAIL, password = PASSWORD) {
      await request("/admin/login");
      const res = await this.post("/admin/login", { _csrf: token, email, password });
      if (res.status === 302) await request(res.headers.get("location")!);
      return res;
    },
  };
}

/** What a refused sign-in shows: its status and alert. */
async function refusal(res: Response) {
  const alert = /role="alert"[^>]*>([^<]*)</.exec(await res.text())?.[1];
  return { status: res.status, alert };
}

describe.each(testTargets())("admin on $name", (target) => {
  const db = useTestDb(target);
  let app: App;
  let services: Services;
  let now = Date.UTC(2026, 0, 10, 12);
  /** Hashed once: at OWASP's cost a hash takes about a second. */
  let ownerHash: string;

  beforeAll(async () => {
    services = createServices(db.db, env, () => now);
    app = await createTestApp({ services: Promise.resolve(services) });
    ownerHash = await hashPassword(PASSWORD);
  }, 180_000);
  beforeEach(async () => {
    await db.db.execute(sql`DELETE FROM admin_login_failures`);
    now = Date.UTC(2026, 0, 10, 12);
    await db.db.insert(adminUsers).values({ email: EMAIL, passwordHash: ownerHash });
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

  it("locks sign-in per e-mail and address until the lock runs out: the owner still gets in from another address, and a locked e-mail answers like an unknown one", async () => {
    const proxied = await createTestApp({
      services: Promise.resolve(services),
      env: serverEnvSchema.parse({ LOG_LEVEL: "silent", TRUST_PROXY: "true" }),
    });
    const from = (ip: string) => browser(proxied, { "X-Forwarded-For": ip });
    const attacker = from("203.0.113.7");
    // An attacker who tries an account and an unknown e-mail side by side sees no difference.
    for (let i = 1; i <= 11; i++) {
      const [known, unknown] = await Promise.all([
        attacker.login(EMAIL, `wrong password ${i}`).then(refusal),
        attacker.login(GHOST, `wrong password ${i}`).then(refusal),
      ]);
      expect(known.status).toBe(200);
      expect(known).toEqual(unknown);
      expect(known.alert).toContain(i < 10 ? "incorrectos" : "bloqueada");
    }
    const [known, unknown] = await Promise.all([
      attacker.login(EMAIL, PASSWORD).then(refusal),
      attacker.login(GHOST, PASSWORD).then(refusal),
    ]);
    expect(known).toEqual(unknown);
    expect(known.alert).toContain("bloqueada");
    // The owner, from their own address, is not locked out.
    const owner = from("198.51.100.20");
    const res = await owner.login();
    expect(res.status).toBe(302);
    expect((await owner.request("/admin")).status).toBe(200);
    // …and signing in there does not unlock the attacker's address, until the lock runs out.
    expect((await attacker.login()).status).toBe(200);
    now += 15 * 60_000 + 1000;
    expect((await attacker.login()).status).toBe(302);
  }, 180_000);

  it("costs a locked sign-in a full password hash, like an unknown e-mail (no timing tell)", async () => {
    const auth = services.auth;
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => auth.login(EMAIL, `wrong password ${i}`, "ip-a")),
    );
    const timed = async (email: string, ip: string) => {
      const start = performance.now();
      const result = await auth.login(email, PASSWORD, ip);
      return { ms: performance.now() - start, result };
    };
    const locked: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 2; round++) {
      const a = await timed(EMAIL, "ip-a");
      expect(a.result).toMatchObject({ ok: false, reason: "locked" });
      locked.push(a.ms);
      const b = await timed(GHOST, "ip-b");
      expect(b.result).toMatchObject({ ok: false, reason: "invalid" });
      unknown.push(b.ms);
    }
    expect(Math.min(...locked)).toBeGreaterThan(Math.min(...unknown) / 2);
  }, 120_000);

  it("hashes with OWASP's scrypt cost; an older, cheaper hash still signs in and is upgraded", async () => {
    expect(await hashPassword("another long password")).toMatch(/^scrypt\$131072\$8\$1\$/);
    // What the previous version stored (N = 2^15).
    const salt = randomBytes(16);
    const key = scryptSync(PASSWORD, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 2 ** 26 });
    const old = `scrypt$32768$8$1$${salt.toString("base64url")}$${key.toString("base64url")}`;
    await db.db.update(adminUsers).set({ passwordHash: old }).where(eq(adminUsers.email, EMAIL));
    const stored = async () =>
      (await db.db.select().from(adminUsers).where(eq(adminUsers.email, EMAIL)))[0]!.passwordHash;
    expect(await services.auth.login(EMAIL, "wrong password!!", "ip")).toMatchObject({ ok: false });
    expect(await stored()).toBe(old);
    expect(await services.auth.login(EMAIL, PASSWORD, "ip")).toMatchObject({ ok: true });
    expect(await stored()).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await services.auth.login(EMAIL, PASSWORD, "ip")).toMatchObject({ ok: true });
  }, 60_000);

  it("ends an account's sessions when its password changes, and only that account's", async () => {
    const other = "editor@example.com";
    await services.auth.upsertUser(other, "the editor's password");
    const mine = await services.auth.login(EMAIL, PASSWORD, "ip");
    const theirs = await services.auth.login(other, "the editor's password", "ip");
    if (!mine.ok || !theirs.ok) throw new Error("sign-in failed");
    expect(await services.auth.upsertUser(EMAIL, "a brand new password")).toBe("updated");
    expect(await services.auth.session(mine.token)).toBeUndefined();
    expect(await services.auth.session(theirs.token)).toMatchObject({ email: other });
    expect(await services.auth.login(EMAIL, "a brand new password", "ip")).toMatchObject({
      ok: true,
    });
  }, 60_000);

  it("ends a session unused for longer than the idle timeout; using it slides the timeout, written at most once a minute", async () => {
    const auth = createAuth(db.db, {
      maxFailedLogins: 10,
      lockoutMs: 60_000,
      sessionTtlMs: 2 * 3_600_000,
      idleTimeoutMs: 30 * 60_000,
      loginRateLimit: 0,
      now: () => now,
    });
    const login = await auth.login(EMAIL, PASSWORD, "ip");
    if (!login.ok) throw new Error("sign-in failed");
    const lastSeen = async () => (await db.db.select().from(adminSessions))[0]!.lastSeenAt;
    const signedIn = new Date(now);
    now += 30_000;
    expect(await auth.session(login.token)).toBeDefined();
    expect(await lastSeen()).toEqual(signedIn);
    for (let i = 0; i < 3; i++) {
      now += 29 * 60_000;
      expect(await auth.session(login.token), `use ${i}`).toBeDefined();
      expect(await lastSeen()).toEqual(new Date(now));
    }
    now += 31 * 60_000;
    expect(await auth.session(login.token)).toBeUndefined();
    // The absolute limit holds however busy the session is.
    const busy = await auth.login(EMAIL, PASSWORD, "ip");
    if (!busy.ok) throw new Error("sign-in failed");
    for (let minutes = 20; minutes < 120; minutes += 20) {
      now += 20 * 60_000;
      expect(await auth.session(busy.token), `after ${minutes} min`).toBeDefined();
    }
    now += 20 * 60_000;
    expect(await auth.session(busy.token)).toBeUndefined();
    // The default idle timeout is 30 minutes.
    expect(serverEnvSchema.parse({}).ADMIN_IDLE_MINUTES).toBe(30);
  }, 60_000);

  it("over HTTPS keeps the CSRF cookie __Host- only, so a planted plain cookie is ignored", async () => {
    const proxied = await createTestApp({
      services: Promise.resolve(services),
      env: serverEnvSchema.parse({ LOG_LEVEL: "silent", TRUST_PROXY: "true" }),
    });
    const b = browser(proxied, { "X-Forwarded-Proto": "https" });
    const page = await b.request("/admin/login");
    const set = page.headers.getSetCookie().find((c) => c.includes("csrf="))!;
    expect(set).toMatch(/^__Host-nf_csrf=[\w-]{43}; Path=\/; /);
    expect(set).toMatch(/; Secure/);
    expect(set).not.toMatch(/Domain=/i);
    // A cookie a subdomain or a plain-http MITM can set, and the field to match it.
    const planted = "p".repeat(43);
    const forged = await proxied.request("/admin/login", {
      method: "POST",
      headers: { "X-Forwarded-Proto": "https", Cookie: `nf_csrf=${planted}` },
      body: new URLSearchParams({ _csrf: planted, email: EMAIL, password: PASSWORD }),
      redirect: "manual",
    });
    expect(forged.status).toBe(403);
    expect((await b.login()).status).toBe(302);
  }, 60_000);

  it("binds the CSRF token to the session once signed in: a planted cookie and field pair is refused", async () => {
    const b = browser(app);
    await b.request("/admin/login");
    const preSession = decodeURIComponent(b.jar.get("nf_csrf")!);
    expect((await b.login()).status).toBe(302);
    const settings = {
      customCss: "p{color:red}",
      chatWidgetId: "",
      demoBookingUrl: "",
      aiDevBookingUrl: "",
    };
    // The session's token is not the cookie's…
    expect(b.csrf()).toMatch(/^[\w-]{43}$/);
    expect(b.csrf()).not.toBe(preSession);
    expect((await b.post("/admin/settings", { ...settings, _csrf: preSession })).status).toBe(403);
    // …so a cookie set from elsewhere, with a field to match, gets nothing done.
    const planted = "p".repeat(43);
    const forged = await app.request("/admin/settings", {
      method: "POST",
      headers: { Cookie: `nf_admin=${b.jar.get("nf_admin")}; nf_csrf=${planted}` },
      body: new URLSearchParams({ ...settings, _csrf: planted }),
      redirect: "manual",
    });
    expect(forged.status).toBe(403);
    expect((await services.settings.load()).customCss).toBe("");
    expect((await b.post("/admin/settings", { ...settings, _csrf: b.csrf() })).status).toBe(200);
    // Another session has another token.
    const first = b.csrf();
    await b.post("/admin/logout", { _csrf: first });
    await b.login();
    expect(b.csrf()).not.toBe(first);
    expect((await b.post("/admin/settings", { ...settings, _csrf: first })).status).toBe(403);
  }, 60_000);

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

  it("shows the contact details a visitor left above the conversation, filters by them and exports them", async () => {
    const anonymous = "00000000-0000-4000-8000-000000000001";
    const withLead = "00000000-0000-4000-8000-000000000002";
    const booking = "b0000000-0000-4000-8000-000000000001";
    await db.db.insert(chatThreads).values([
      { id: withLead, language: "es", engine: "local", updatedAt: new Date(now - 60_000) },
      { id: anonymous, language: "en", engine: "local", updatedAt: new Date(now) },
    ]);
    await db.db.insert(chatMessages).values([
      { threadId: anonymous, role: "user", content: "Just looking", language: "en" },
      { threadId: withLead, role: "user", content: "Quiero el plan Elite", language: "es" },
    ]);
    await db.db.insert(bookings).values({
      id: booking,
      type: "demo",
      startAt: new Date("2026-03-10T14:00:00Z"),
      endAt: new Date("2026-03-10T14:30:00Z"),
      seat: 0,
      capacity: 1,
      name: "Ana Pérez",
      email: "ana@example.com",
      language: "es",
      timezone: "Europe/Madrid",
      manageTokenHash: "hash",
    });
    const capture = createLeadCapture(db.db, { webhookConfigured: false });
    const captured = await capture.capture({
      threadId: withLead,
      name: "Ana Pérez",
      email: "ana@example.com",
      phone: "+506 8888 0000",
      company: "Acme",
      interest: "elite",
      needs: { agents: 3, channels: ["WhatsApp", "Instagram"] },
      language: "es",
      bookingId: booking,
    });
    expect(captured).toMatchObject({ ok: true, created: true });
    const score = (await db.db.select({ score: leads.score }).from(leads))[0]!.score;

    const all = await services.leads.page(1, 10);
    expect(all.total).toBe(2);
    expect(all.leads.map((l) => [l.id, l.contact?.name ?? null])).toEqual([
      [anonymous, null],
      [withLead, "Ana Pérez"],
    ]);
    expect(all.leads[1]!.contact).toMatchObject({
      email: "ana@example.com",
      phone: "+50688880000",
      score,
      interest: "elite",
      booking: { id: booking, type: "demo", status: "confirmed" },
    });
    const only = await services.leads.page(1, 10, { contactOnly: true });
    expect(only.total).toBe(1);
    expect(only.leads.map((l) => l.id)).toEqual([withLead]);

    const b = browser(app);
    await b.login();
    const html = await (await b.request("/admin/leads")).text();
    const contact = html.indexOf("Datos de contacto");
    expect(contact).toBeGreaterThan(0);
    // Above the transcript: the details come before the conversation's messages.
    expect(contact).toBeLessThan(html.indexOf("Quiero el plan Elite"));
    for (const shown of [
      "Ana Pérez: conversación del",
      'href="mailto:ana@example.com"',
      "+50688880000",
      'href="https://wa.me/50688880000"',
      `${score} de 100`,
      "elite",
      "3 agentes de chat",
      "Canales: WhatsApp, Instagram",
      `href="/admin/bookings/${booking}"`,
      "Demo gratuita, mar, 10 mar 2026, 08:00",
    ])
      expect(html, shown).toContain(shown);
    const filtered = await (await b.request("/admin/leads?contact=1")).text();
    expect(filtered).toContain("Ana Pérez");
    expect(filtered).not.toContain("Just looking");
    expect(filtered).toContain('aria-current="page"');
    const english = await (await b.request("/en/admin/leads?contact=1")).text();
    expect(english).toContain("With contact details only");
    expect(english).toContain(`${score} out of 100`);
    for (const bad of ["0", "2", "true", ""])
      expect((await b.request(`/admin/leads?contact=${bad}`)).status, bad).toBe(404);
    expect((await b.request("/admin/leads?contact=1&page=2")).status).toBe(404);

    // (text() drops the BOM.)
    const csv = (await (await b.request("/admin/leads.csv")).text()).trimEnd().split("\r\n");
    expect(csv[0]).toBe(
      '"lead","language","started","name","email","phone","company","interest","needs","score","booking","message_time","role","message"',
    );
    const row = csv.find((line) => line.includes("Quiero el plan Elite"))!;
    expect(row).toContain(
      `"Ana Pérez","ana@example.com","'+50688880000","Acme","elite","{""agents"": 3, ""channels"": [""WhatsApp"", ""Instagram""]}","${score}","${booking}"`,
    );
    const plain = csv.find((line) => line.includes("Just looking"))!;
    expect(plain).toContain(`"en",`);
    expect(plain).toMatch(/,"","","","","","","","",/);

    // A conversation deleted by hand leaves its lead, still listed with contact details only.
    await db.db.delete(chatThreads).where(eq(chatThreads.id, withLead));
    const orphan = await (await b.request("/admin/leads?contact=1")).text();
    expect(orphan).toContain("ana@example.com");
    expect(orphan).toContain("La conversación de este contacto se eliminó");
    expect((await services.leads.page(1, 10)).leads.map((l) => l.id)).toEqual([anonymous]);
  });
});
