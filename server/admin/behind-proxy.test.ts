/**
 * Admin forms behind an HTTPS-terminating reverse proxy (issue 21, finding 4). The server sees
 * http://<Host>, the browser sends the origin it used: SITE_URL's, or https://<Host> when a
 * trusted proxy says the browser spoke https. tests/e2e/behind-proxy.spec.ts proves the same
 * through a real nginx.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadSiteConfig } from "../../app/config/site-config.server.ts";
import { adminSessions } from "../db/schema.ts";
import { testTargets, useTestDb } from "../../tests/support/test-db.ts";
import { serverEnvSchema } from "../env.ts";
import { createServices, type Services } from "../services.ts";
import { createTestApp } from "../../tests/support/test-app.ts";

const EMAIL = "owner@example.com";
const PASSWORD = "correct horse battery";
const SITE_URL = "https://www.novaflow.example";
/** Where the proxy sends requests: what the server itself sees. */
const UPSTREAM = "http://10.0.0.5:3000";

type App = Awaited<ReturnType<typeof createTestApp>>;

/** A browser behind the proxy: keeps its cookies and sends the CSRF token its pages embed. */
function browser(app: App, headers: Record<string, string>) {
  const jar = new Map<string, string>();
  let token = "";
  async function request(path: string, init: RequestInit = {}) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const res = await app.request(`${UPSTREAM}${path}`, {
      ...init,
      headers: { ...headers, ...(cookie && { Cookie: cookie }) },
      redirect: "manual",
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(";")[0]!;
      const eq = pair.indexOf("=");
      if (/Max-Age=0/.test(line)) jar.delete(pair.slice(0, eq));
      else jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    if (res.headers.get("content-type")?.startsWith("text/html"))
      token = /name="_csrf" value="([^"]+)"/.exec(await res.clone().text())?.[1] ?? token;
    return res;
  }
  const post = (path: string, fields: Record<string, string>) =>
    request(path, { method: "POST", body: new URLSearchParams({ _csrf: token, ...fields }) });
  return { request, post };
}

/** The login page, then its form: the sign-in answer. */
async function signIn(app: App, headers: Record<string, string>) {
  const b = browser(app, headers);
  await b.request("/admin/login");
  return Object.assign(await b.post("/admin/login", { email: EMAIL, password: PASSWORD }), {
    browser: b,
  });
}

describe.each(testTargets())("admin behind a reverse proxy on $name", (target) => {
  const db = useTestDb(target);
  let services: Services;
  let trusted: App;
  let untrusted: App;

  beforeAll(async () => {
    // Where pages read the site config (the admin's middleware among them) and where the server does.
    vi.stubEnv("SITE_URL", SITE_URL);
    const site = loadSiteConfig();
    const env = { LOG_LEVEL: "silent", ADMIN_LOGIN_RATE_LIMIT: "1000" };
    services = createServices(db.db, serverEnvSchema.parse(env));
    trusted = await createTestApp({
      site,
      services: Promise.resolve(services),
      env: serverEnvSchema.parse({ ...env, TRUST_PROXY: "1" }),
    });
    untrusted = await createTestApp({
      site,
      services: Promise.resolve(services),
      env: serverEnvSchema.parse(env),
    });
  }, 180_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
  });
  beforeEach(async () => {
    await services.auth.upsertUser(EMAIL, PASSWORD);
  });

  const tls = { "X-Forwarded-Proto": "https" };

  it("signs in from SITE_URL's origin and from https://<Host>, with a Secure session cookie", async () => {
    for (const origin of [SITE_URL, "https://10.0.0.5:3000"]) {
      const res = await signIn(trusted, { ...tls, Origin: origin });
      expect(res.status, origin).toBe(302);
      expect(res.headers.get("location"), origin).toBe("/admin");
      const session = res.headers.getSetCookie().find((c) => /^(__Host-)?nf_admin=/.test(c));
      expect(session, origin).toMatch(/; Secure/);
    }
  });

  it("takes the host the browser used from a trusted X-Forwarded-Host", async () => {
    const res = await signIn(trusted, {
      ...tls,
      "X-Forwarded-Host": "admin.novaflow.example",
      Origin: "https://admin.novaflow.example",
    });
    expect(res.status).toBe(302);
  });

  it("takes the posts list's own form too (its single fetch posts to /admin.data)", async () => {
    const headers = {
      ...tls,
      "X-Forwarded-Host": "admin.novaflow.example",
      Origin: "https://admin.novaflow.example",
    };
    const signedIn = await signIn(trusted, headers);
    expect(signedIn.status).toBe(302);
    const b = signedIn.browser;
    expect((await b.request("/admin")).status).toBe(200);
    const res = await b.post("/admin.data?index", { intent: "delete", id: "4242" });
    // The action ran (no such post), rather than React Router refusing the origin (400).
    expect(res.status).toBe(404);
  });

  it("still refuses another origin, and plain http when the browser spoke https", async () => {
    for (const origin of ["https://evil.example", "null", "http://10.0.0.5:3000"]) {
      const res = await signIn(trusted, { ...tls, Origin: origin });
      expect(res.status, origin).toBe(403);
    }
    expect(await db.db.select().from(adminSessions)).toHaveLength(0);
  });

  it("with TRUST_PROXY off, forged forwarding headers widen nothing", async () => {
    const forged: Record<string, string>[] = [
      { ...tls, Origin: "https://10.0.0.5:3000" },
      { "X-Forwarded-Host": "evil.example", Origin: "http://evil.example" },
      { ...tls, "X-Forwarded-Host": "evil.example", Origin: "https://evil.example" },
    ];
    for (const headers of forged) expect((await signIn(untrusted, headers)).status).toBe(403);
    expect(await db.db.select().from(adminSessions)).toHaveLength(0);
    // What the server itself sees, and the configured public URL, still work.
    expect((await signIn(untrusted, { Origin: "http://10.0.0.5:3000" })).status).toBe(302);
    expect((await signIn(untrusted, { Origin: SITE_URL })).status).toBe(302);
  });
});
