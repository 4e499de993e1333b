import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { inSitemap, matchPage, prerenderPaths } from "../app/content/routes.ts";
import { createTestApp } from "../tests/support/test-app.ts";

let app: Awaited<ReturnType<typeof createTestApp>>;
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

beforeAll(async () => {
  app = await createTestApp();
});

describe("pages", () => {
  it("serves every prerendered page with its language, no-cache and a CSP holding its script hashes", async () => {
    for (const path of prerenderPaths()) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const html = await res.text();
      expect(html).toContain(`<html lang="${matchPage(path)!.lang}"`);
      const csp = res.headers.get("content-security-policy")!;
      for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
        const hash = createHash("sha256").update(script!).digest("base64");
        expect(csp, `${path} hash`).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it("has the pricing heading in the served Spanish HTML and lang=en on /pricing", async () => {
    expect(await (await get("/precios")).text()).toContain("Planes y precios");
    expect(await (await get("/pricing")).text()).toContain('<html lang="en"');
  });

  it("answers an unknown path with the 404 page and status", async () => {
    const res = await get("/nope");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Página no encontrada");
    expect(res.headers.get("content-security-policy")).toContain("'sha256-");
    const en = await get("/en/nope");
    expect(en.status).toBe(404);
    expect(await en.text()).toContain("Page not found");
  });

  it("does not redirect /precios, and sends /precios/ to /precios keeping the query", async () => {
    expect((await get("/precios")).status).toBe(200);
    const res = await get("/precios/?a=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/precios?a=1");
  });

  it("answers If-None-Match with 304 and HEAD without a body", async () => {
    const first = await get("/pricing");
    const etag = first.headers.get("etag")!;
    expect((await get("/pricing", { "If-None-Match": etag })).status).toBe(304);
    const head = await app.request("/pricing", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("compresses with brotli or gzip as the client accepts", async () => {
    const br = await get("/precios", { "Accept-Encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gz = await get("/precios", { "Accept-Encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("assets and files", () => {
  it("caches hashed assets for a year as immutable", async () => {
    const html = await (await get("/")).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    const res = await get(asset);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toContain("text/javascript");
  });

  it("serves the favicon, manifest, robots.txt and a sitemap with alternates", async () => {
    expect((await get("/favicon.ico")).status).toBe(200);
    const manifest = await (await get("/site.webmanifest")).json();
    expect(manifest.icons).toHaveLength(3);
    expect(await (await get("/robots.txt")).text()).toContain(
      "Sitemap: http://localhost:3000/sitemap.xml",
    );
    const sitemap = await (await get("/sitemap.xml")).text();
    for (const path of prerenderPaths()) {
      const loc = `<loc>http://localhost:3000${path}</loc>`;
      if (inSitemap(matchPage(path)!.id)) expect(sitemap).toContain(loc);
      else expect(sitemap).not.toContain(loc);
    }
    expect(sitemap).toContain('hreflang="x-default"');
    expect(sitemap).not.toContain("/welcome");
  });
});

describe("server", () => {
  it("reports health with version and engines", async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", version: "test", engines: {} });
  });

  it("answers unknown functions with the JSON error shape", async () => {
    const res = await app.request("/functions/v1/nothing", { method: "POST" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: "not_found", message: "No function at /functions/v1/nothing" },
    });
  });

  it("sends the security headers everywhere and no X-Powered-By", async () => {
    for (const path of ["/", "/healthz", "/nope", "/functions/v1/x"]) {
      const res = await get(path);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("content-security-policy")).not.toContain("unsafe-eval");
      expect(res.headers.get("x-powered-by")).toBeNull();
      expect(res.headers.get("x-request-id")).toMatch(/\S/);
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("adds HSTS only behind HTTPS", async () => {
    const res = await app.request("https://example.com/");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("keeps a safe client request id and replaces an unsafe one", async () => {
    expect((await get("/healthz", { "X-Request-Id": "abc-123" })).headers.get("x-request-id")).toBe(
      "abc-123",
    );
    expect(
      (await get("/healthz", { "X-Request-Id": "<script>" })).headers.get("x-request-id"),
    ).not.toBe("<script>");
  });
});

describe("Content-Security-Policy of server-rendered documents", () => {
  it("allows the build's script hashes and this response's nonce, never a script for being in the HTML", async () => {
    const scriptsOf = (html: string) =>
      [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attrs, body]) => !/\bsrc=|application\/ld\+json/.test(attrs!) && body!.length > 0,
      );
    const first = await get("/nope");
    const second = await get("/nope");
    const csp = first.headers.get("content-security-policy")!;
    const nonce = /'nonce-([\w+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    const html = await first.text();
    const perResponse = scriptsOf(html).filter(([, , body]) =>
      body!.includes("__reactRouterContext"),
    );
    expect(perResponse.length).toBeGreaterThan(0);
    for (const [, attrs, body] of perResponse) {
      // React Router's per-response data script is allowed by the nonce, not by its hash.
      expect(attrs).toContain(`nonce="${nonce}"`);
      const hash = createHash("sha256").update(body!).digest("base64");
      expect(csp).not.toContain(hash);
    }
    // Every other inline script is one the build produced: its hash is allowed.
    for (const [, attrs, body] of scriptsOf(html).filter(([, a]) => !a!.includes("nonce="))) {
      const hash = createHash("sha256").update(body!).digest("base64");
      expect(csp, attrs).toContain(`'sha256-${hash}'`);
    }
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp.length).toBeLessThan(1000);
  });
});
