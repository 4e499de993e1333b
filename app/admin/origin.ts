/**
 * Which Origin an admin form may come from (beside the CSRF token): SITE_URL's, and the request's
 * own as the browser saw it. Behind an HTTPS-terminating proxy the server sees http://, so the
 * scheme is the one a trusted proxy forwarded (`https`) and the host is the request URL's: the
 * Host header, or a trusted X-Forwarded-Host that the server put there (server/client-url.ts).
 */
export function ownOrigins(requestUrl: string, https: boolean, siteUrl: string): string[] {
  return [new URL(siteUrl).origin, `${https ? "https" : "http"}://${new URL(requestUrl).host}`];
}

/** No Origin header passes (the token still has to match); "null" (an opaque origin) never does. */
export function isForeignOrigin(
  origin: string | null | undefined,
  own: readonly string[],
): boolean {
  return !!origin && !own.includes(origin);
}
