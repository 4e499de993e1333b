import { beforeAll, describe, expect, it } from "vitest";
import { siteDefaults } from "../app/content/site.ts";
import { acceptsEncoding } from "./static.ts";
import { createTestApp } from "../tests/support/test-app.ts";

describe("acceptsEncoding", () => {
  it("reads tokens and q=0 without being fooled by substrings", () => {
    expect(acceptsEncoding("gzip, deflate, br, zstd", "br")).toBe(true);
    expect(acceptsEncoding("br;q=0, gzip", "br")).toBe(false);
    expect(acceptsEncoding("br; q=0.0,gzip", "br")).toBe(false);
    expect(acceptsEncoding("br;q=0.5", "br")).toBe(true);
    expect(acceptsEncoding("xbr, gzipx", "br")).toBe(false);
    expect(acceptsEncoding("xbr, gzipx", "gzip")).toBe(false);
    expect(acceptsEncoding("identity", "gzip")).toBe(false);
  });
});

describe("static fast path", () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({
      site: {
        ...siteDefaults,
        integrations: { ...siteDefaults.integrations, voiceAvatarUrl: "https://avatar.example/x" },
      },
    });
  });

  it("sends every security header with a page, HSTS only behind HTTPS", async () => {
    const res = await app.request("/precios");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(res.headers.get("permissions-policy")).toContain(
      'microphone=("https://avatar.example")',
    );
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("x-request-id")).toMatch(/\S/);
    const secure = await app.request("https://example.com/precios");
    expect(secure.headers.get("strict-transport-security")).toContain("max-age=");
    expect(secure.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("lets other sites embed public images (share images, icons), nothing else", async () => {
    const icon = await app.request("/icon-512.png");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(icon.headers.get("content-security-policy")).toContain("default-src 'none'");
    const robots = await app.request("/site.webmanifest");
    expect(robots.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("answers HEAD without a body, and 304 to a matching ETag", async () => {
    const head = await app.request("/favicon.svg", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const etag = head.headers.get("etag")!;
    const again = await app.request("/favicon.svg", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
