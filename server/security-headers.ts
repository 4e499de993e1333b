/**
 * The security headers, defined once: the middleware for dynamic responses and the static fast
 * path (./static-fast.ts) both take them from here, computed once at start instead of per request.
 */
import type { MiddlewareHandler } from "hono";
import type { SiteConfig } from "../app/content/site.ts";
import { thirdPartyOrigins } from "../app/integrations/origins.ts";

/** CSP of every response that is not a document (JSON, files): nothing may load or frame it. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
export const HSTS = "max-age=63072000; includeSubDomains";

export type HeaderRecord = Record<string, string>;

/**
 * Headers every response carries, for plain HTTP and behind HTTPS. Microphone is allowed only to
 * the voice-avatar frame's origin when one is configured (`microphone=()` otherwise); everything
 * else powerful is off.
 */
export function securityHeaderSet(site: SiteConfig): { http: HeaderRecord; https: HeaderRecord } {
  const avatar = thirdPartyOrigins(site).avatar;
  const http: HeaderRecord = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": `camera=(), geolocation=(), payment=(), usb=(), microphone=(${avatar.map((o) => `"${o}"`).join(" ")})`,
  };
  return { http, https: { ...http, "Strict-Transport-Security": HSTS } };
}

/**
 * Public images (icons, illustrations, share images for Open Graph and Twitter cards) may be
 * embedded by other sites and link-preview clients: they are sent with
 * `Cross-Origin-Resource-Policy: cross-origin`; everything else stays same-origin.
 */
export function resourcePolicyFor(contentType: string): string {
  return contentType.startsWith("image/") ? "cross-origin" : "same-origin";
}

/** Adds the security headers to a response made further down (functions, server-rendered pages). */
export function securityHeaders(
  site: SiteConfig,
  isHttps: (c: Parameters<MiddlewareHandler>[0]) => boolean,
): MiddlewareHandler {
  const set = securityHeaderSet(site);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    for (const [name, value] of Object.entries(isHttps(c) ? set.https : set.http))
      h.set(name, value);
    if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", NON_DOCUMENT_CSP);
  };
}
