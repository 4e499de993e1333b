/**
 * Who may call a function from a browser: the site's own origin (SITE_URL's) and the one the
 * request came to. CORS lets only these read the answers (the original allowed any), and a
 * function refuses a cross-origin call outright (403 `forbidden_origin`), so no other site can
 * spend the engine or write a booking from its visitors' browsers. No Origin header (a server,
 * curl) passes: the rate limits still apply.
 */
import type { Context } from "hono";
import { cors } from "hono/cors";

export function functionOrigin(siteUrl: string, allowMethods: string[]) {
  const site = new URL(siteUrl).origin;
  const allowed = (origin: string, c: Context) =>
    origin === site || origin === new URL(c.req.url).origin;
  return {
    cors: cors({
      origin: (origin, c) => (allowed(origin, c) ? origin : null),
      allowMethods,
      allowHeaders: ["Content-Type"],
      maxAge: 600,
    }),
    /** The request names an Origin that is not ours: answer 403. */
    foreign(c: Context) {
      const origin = c.req.header("origin");
      return !!origin && !allowed(origin, c);
    },
  };
}
