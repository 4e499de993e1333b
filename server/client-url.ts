/**
 * Behind an HTTPS-terminating reverse proxy the server sees http://<Host>/…, while the browser
 * used https:// (and, where the proxy rewrites Host, another host) and says so in its Origin
 * header. Admin forms are checked against the URL the browser used, as React Router's own server
 * adapters build `request.url` from the forwarded scheme: else every admin POST is refused.
 */
import type { MiddlewareHandler } from "hono";
import { fromTrustedProxy, type TrustProxy } from "./client-ip.ts";

/** Where the admin's forms post, their single-fetch `.data` URLs included (`/admin` → `/admin.data`). */
export const adminFormPaths = ["/admin/*", "/admin.data", "/en/admin/*", "/en/admin.data"];

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The URL the browser used: the scheme the server decided from a trusted X-Forwarded-Proto
 * (`https`), the host from a trusted X-Forwarded-Host (its first entry: the browser's), else the
 * Host header the server's own URL carries.
 */
export function clientUrl(url: string, https: boolean, forwardedHost: string | undefined): string {
  const seen = new URL(url);
  const forwarded = forwardedHost?.split(",")[0]?.trim();
  const host = forwarded && HOST.test(forwarded) ? forwarded : seen.host;
  // Built whole: the URL's host setter would keep the proxy-facing port.
  return new URL(`${https ? "https" : "http"}://${host}${seen.pathname}${seen.search}`).href;
}

/**
 * Gives the rest of the pipeline (the admin's origin check and React Router's, which compare the
 * Origin header with `request.url`) the request at the URL the browser used. Only for admin forms:
 * elsewhere the body stays on node-server's fast path.
 */
export function atClientUrl(
  trustProxy: TrustProxy,
): MiddlewareHandler<{ Variables: { https: boolean } }> {
  return async (c, next) => {
    const forwardedHost = fromTrustedProxy(c, trustProxy)
      ? c.req.header("x-forwarded-host")
      : undefined;
    const url = clientUrl(c.req.url, c.get("https"), forwardedHost);
    if (url !== c.req.url) {
      const raw = c.req.raw;
      c.req.raw = new Request(url, {
        method: raw.method,
        headers: raw.headers,
        body: raw.body,
        signal: raw.signal,
        duplex: "half",
      } as RequestInit);
    }
    await next();
  };
}
