import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { auditResponse, inlineScripts, kindOf, parseCsp, type AuditInput } from "./header-audit.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
const html = `<html><script>boot()</script><script type="application/ld+json">{"a":1}</script><script src="/a.js"></script></html>`;
const docCsp = `default-src 'self'; script-src 'self' ${sha("boot()")}; object-src 'none'; base-uri 'self'; frame-ancestors 'none'`;
const good: Record<string, string> = {
  "content-security-policy": docCsp,
  "permissions-policy": "camera=(), geolocation=(), payment=(), usb=(), microphone=()",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};
const input = (
  headers: Record<string, string | undefined>,
  extra: Partial<AuditInput> = {},
): AuditInput => {
  const h = new Headers();
  for (const [k, v] of Object.entries({ ...good, ...headers })) if (v !== undefined) h.set(k, v);
  return { kind: "document", https: false, headers: h, body: html, ...extra };
};
const failed = (i: AuditInput) =>
  Object.entries(auditResponse(i))
    .filter(([, v]) => !v.ok)
    .map(([k, v]) => `${k}: ${v.why}`);

describe("header audit", () => {
  it("passes a document with every header right", () => {
    expect(failed(input({}))).toEqual([]);
  });

  it("parses CSP directives and finds inline scripts, not JSON-LD or external ones", () => {
    expect(parseCsp(docCsp).get("script-src")).toEqual(["'self'", sha("boot()")]);
    expect(inlineScripts(html)).toEqual(["boot()"]);
  });

  it("fails unsafe-inline, unsafe-eval, a missing hash and missing directives", () => {
    const csp = (v: string) => failed(input({ "content-security-policy": v }))[0] ?? "";
    expect(csp(docCsp.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"))).toContain(
      "script-src allows 'unsafe-inline'",
    );
    expect(
      csp(`${docCsp.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'")}`),
    ).toContain("'unsafe-eval'");
    expect(csp(docCsp.replace(sha("boot()"), ""))).toContain("inline script");
    expect(csp(docCsp.replace("; frame-ancestors 'none'", ""))).toContain("frame-ancestors");
    expect(csp(docCsp.replace("; base-uri 'self'", ""))).toContain("base-uri");
    expect(csp(docCsp.replace("object-src 'none'; ", ""))).toContain("object-src");
    expect(failed(input({ "content-security-policy": undefined }))).toEqual(["CSP: missing"]);
  });

  it("accepts a nonce instead of hashes", () => {
    const nonce = docCsp.replace(sha("boot()"), "'nonce-abc'");
    expect(failed(input({ "content-security-policy": nonce }))).toEqual([]);
  });

  it("wants HSTS of a year under HTTPS only, and upgrade-insecure-requests there", () => {
    const https = { "content-security-policy": `${docCsp}; upgrade-insecure-requests` };
    expect(failed(input(https, { https: true }))).toEqual(["HSTS: missing under HTTPS"]);
    expect(
      failed(input({ ...https, "strict-transport-security": "max-age=63072000" }, { https: true })),
    ).toEqual([]);
    expect(
      failed(input({ ...https, "strict-transport-security": "max-age=600" }, { https: true })),
    ).toEqual(["HSTS: max-age 600 < 1 year"]);
    expect(failed(input({ "strict-transport-security": "max-age=63072000" }))).toEqual([
      "HSTS: sent over plain HTTP",
    ]);
    expect(failed(input({}, { https: true }))).toContain(
      "CSP: no upgrade-insecure-requests under HTTPS",
    );
  });

  it("allows the microphone to the avatar's origin only when one is configured", () => {
    const avatar = "https://avatar.example";
    const withMic = good["permissions-policy"]!.replace(
      "microphone=()",
      `microphone=("${avatar}")`,
    );
    expect(failed(input({ "permissions-policy": withMic }, { avatarOrigin: avatar }))).toEqual([]);
    expect(failed(input({ "permissions-policy": withMic }))[0]).toContain("microphone");
    expect(failed(input({}, { avatarOrigin: avatar }))[0]).toContain("microphone");
    expect(failed(input({ "permissions-policy": "microphone=(), camera=*" }))[0]).toContain(
      "camera",
    );
  });

  it("checks referrer, nosniff, framing, COOP, CORP by kind, and CORS", () => {
    expect(failed(input({ "referrer-policy": "unsafe-url" }))).toEqual(["Referrer: unsafe-url"]);
    expect(failed(input({ "x-content-type-options": undefined }))).toEqual([
      "NoSniff: not nosniff",
    ]);
    expect(failed(input({ "x-frame-options": "ALLOW-FROM x" }))).toEqual(["Frame: ALLOW-FROM x"]);
    expect(failed(input({ "cross-origin-opener-policy": "unsafe-none" }))).toEqual([
      "COOP: unsafe-none",
    ]);
    const json = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'`;
    const image = { "content-security-policy": json };
    expect(failed(input(image, { kind: "image", body: undefined }))).toEqual([
      "CORP: same-origin, expected cross-origin",
    ]);
    expect(
      failed(
        input(
          { ...image, "cross-origin-resource-policy": "cross-origin" },
          { kind: "image", body: undefined },
        ),
      ),
    ).toEqual([]);
    expect(failed(input({ "access-control-allow-origin": "*" }))).toEqual([
      "CORS: allows any origin",
    ]);
    const own = { origin: "http://localhost", allowed: true };
    expect(failed(input(image, { kind: "preflight", cors: own }))).toEqual([
      "CORS: missing for own origin",
    ]);
    const foreign = { origin: "https://evil.example", allowed: false };
    expect(
      failed(
        input(
          { ...image, "access-control-allow-origin": foreign.origin },
          { kind: "preflight", cors: foreign },
        ),
      ),
    ).toEqual(["CORS: allows foreign origin https://evil.example"]);
  });

  it("tells kinds from content types", () => {
    expect(kindOf("text/html; charset=utf-8")).toBe("document");
    expect(kindOf("application/json")).toBe("json");
    expect(kindOf("image/png")).toBe("image");
    expect(kindOf(null)).toBe("file");
  });
});
