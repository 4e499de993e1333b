/**
 * The security-header rules `npm run audit:headers` applies to every response (issue 10). Pure:
 * a response's status, headers and (for documents) body in, one verdict per header column out.
 */
import { createHash } from "node:crypto";

export type Kind = "document" | "json" | "image" | "file" | "preflight";

export type AuditInput = {
  kind: Kind;
  https: boolean;
  headers: Headers;
  /** HTML of a document: every inline script must be allowed by a hash or nonce. */
  body?: string;
  /** The voice-avatar frame's origin when one is configured. */
  avatarOrigin?: string;
  /** The Origin the request sent, and whether the server should allow it (CORS). */
  cors?: { origin: string; allowed: boolean };
};

export const COLUMNS = [
  "CSP",
  "HSTS",
  "Permissions",
  "Referrer",
  "NoSniff",
  "Frame",
  "COOP",
  "CORP",
  "CORS",
] as const;
export type Column = (typeof COLUMNS)[number];
export type Verdict = { ok: boolean; why?: string };
export type Audit = Record<Column, Verdict>;

const ok: Verdict = { ok: true };
const fail = (why: string): Verdict => ({ ok: false, why });

/** `directive → sources` of a CSP header. */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** Contents of the inline scripts of a document (those without src). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => m[2]!.length > 0 && !/type\s*=\s*["']?application\/(ld\+)?json/i.test(m[1]!))
    .map((m) => m[2]!);
}

export function checkCsp(input: AuditInput): Verdict {
  const header = input.headers.get("content-security-policy");
  if (!header) return fail("missing");
  const csp = parseCsp(header);
  const problems: string[] = [];
  const scripts = csp.get("script-src") ?? csp.get("default-src");
  if (!scripts) problems.push("no script-src or default-src");
  else {
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"])
      if (scripts.includes(bad)) problems.push(`script-src allows ${bad}`);
  }
  if (!csp.get("frame-ancestors")?.every((s) => s === "'none'" || s === "'self'"))
    problems.push("frame-ancestors not 'none'/'self'");
  if (!csp.get("base-uri")?.every((s) => s === "'none'" || s === "'self'"))
    problems.push("base-uri not 'none'/'self'");
  const objects = csp.get("object-src") ?? csp.get("default-src");
  if (!(objects?.length === 1 && objects[0] === "'none'")) problems.push("object-src not 'none'");
  if (input.kind === "document") {
    if (!csp.has("script-src")) problems.push("document without script-src");
    for (const script of inlineScripts(input.body ?? "")) {
      const hash = `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
      if (!scripts?.includes(hash) && !scripts?.some((s) => s.startsWith("'nonce-")))
        problems.push(`inline script ${hash} not allowed`);
    }
    if (input.https && !csp.has("upgrade-insecure-requests"))
      problems.push("no upgrade-insecure-requests under HTTPS");
  }
  return problems.length ? fail(problems.join("; ")) : ok;
}

export function checkHsts(input: AuditInput): Verdict {
  const header = input.headers.get("strict-transport-security");
  if (!input.https) return header ? fail("sent over plain HTTP") : ok;
  if (!header) return fail("missing under HTTPS");
  const maxAge = Number(/max-age=(\d+)/i.exec(header)?.[1] ?? 0);
  return maxAge >= 31_536_000 ? ok : fail(`max-age ${maxAge} < 1 year`);
}

export function checkPermissions(input: AuditInput): Verdict {
  const header = input.headers.get("permissions-policy");
  if (!header) return fail("missing");
  const features = new Map(
    header.split(",").map((part) => {
      const [name, value = ""] = part.trim().split("=");
      return [name!.trim(), value.trim()] as const;
    }),
  );
  const mic = features.get("microphone");
  const expected = input.avatarOrigin ? `("${input.avatarOrigin}")` : "()";
  if (mic !== expected) return fail(`microphone=${mic ?? "(unset)"}, expected ${expected}`);
  for (const off of ["camera", "geolocation", "payment", "usb"])
    if (features.get(off) !== "()") return fail(`${off} not ()`);
  return ok;
}

const STRICT_REFERRERS = new Set([
  "no-referrer",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
]);

export function checkReferrer(input: AuditInput): Verdict {
  const value = input.headers.get("referrer-policy");
  return value && STRICT_REFERRERS.has(value) ? ok : fail(`${value ?? "missing"}`);
}

export function checkNoSniff(input: AuditInput): Verdict {
  return input.headers.get("x-content-type-options") === "nosniff" ? ok : fail("not nosniff");
}

export function checkFrame(input: AuditInput): Verdict {
  const value = input.headers.get("x-frame-options");
  return value === "DENY" || value === "SAMEORIGIN" ? ok : fail(`${value ?? "missing"}`);
}

export function checkCoop(input: AuditInput): Verdict {
  const value = input.headers.get("cross-origin-opener-policy");
  return value === "same-origin" ? ok : fail(`${value ?? "missing"}`);
}

/** Images (share images, icons) may be embedded anywhere; the rest stays same-origin. */
export function checkCorp(input: AuditInput): Verdict {
  const value = input.headers.get("cross-origin-resource-policy");
  const expected = input.kind === "image" ? "cross-origin" : "same-origin";
  return value === expected ? ok : fail(`${value ?? "missing"}, expected ${expected}`);
}

/** Never `*`; our own origin echoed, any other origin not. */
export function checkCors(input: AuditInput): Verdict {
  const value = input.headers.get("access-control-allow-origin");
  if (value === "*") return fail("allows any origin");
  if (!input.cors) return ok;
  if (input.cors.allowed)
    return value === input.cors.origin ? ok : fail(`${value ?? "missing"} for own origin`);
  return value === null ? ok : fail(`allows foreign origin ${value}`);
}

export function auditResponse(input: AuditInput): Audit {
  return {
    CSP: checkCsp(input),
    HSTS: checkHsts(input),
    Permissions: checkPermissions(input),
    Referrer: checkReferrer(input),
    NoSniff: checkNoSniff(input),
    Frame: checkFrame(input),
    COOP: checkCoop(input),
    CORP: checkCorp(input),
    CORS: checkCors(input),
  };
}

/** The response's kind, from its content type (preflights are told by the caller). */
export function kindOf(contentType: string | null): Kind {
  const type = contentType ?? "";
  if (type.startsWith("text/html")) return "document";
  if (type.startsWith("application/json")) return "json";
  if (type.startsWith("image/")) return "image";
  return "file";
}
