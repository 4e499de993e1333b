/**
 * The admin's request pipeline, as React Router middleware on the admin layout: every admin URL
 * but the login page needs a session (else a redirect to login); every state-changing request
 * needs the CSRF token in the form's `_csrf` field or the `X-CSRF-Token` header (signed in: the
 * session's own token; before that, the same value as an httpOnly SameSite=Lax cookie, `__Host-`
 * over HTTPS), and an Origin, when sent, of our own; every
 * admin response is `no-store` and `noindex`.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import {
  createContext,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import type { Services } from "../../server/services.ts";
import type { AdminSession } from "../../server/admin/auth.ts";
import { adminEn } from "../content/en/admin.ts";
import { adminEs } from "../content/es/admin.ts";
import { loadSiteConfig } from "../config/site-config.server.ts";
import { documentPath, langOfUnknownPath, type Lang } from "../content/routes.ts";
import { serverInfo, type ServerRequestInfo } from "../lib/server-context.ts";
import { isForeignOrigin, ownOrigins } from "./origin.ts";
import { adminBase } from "./paths.ts";

export const SESSION_COOKIE = "nf_admin";
export const CSRF_COOKIE = "nf_csrf";
/**
 * Over HTTPS only a `__Host-` cookie is read: no subdomain, and no one on plain http, can set
 * one. Plain http (local development) keeps the bare name, which the browser would not accept
 * with the prefix.
 */
export const csrfCookieName = (https: boolean) => (https ? `__Host-${CSRF_COOKIE}` : CSRF_COOKIE);

export type AdminRequest = {
  lang: Lang;
  base: string;
  texts: typeof adminEs;
  services: Services;
  info: ServerRequestInfo;
  session: AdminSession | undefined;
  sessionToken: string | undefined;
  csrf: string;
};

const adminContext = createContext<AdminRequest | null>(null);

export function adminOf(context: Readonly<RouterContextProvider>): AdminRequest {
  const admin = context.get(adminContext);
  if (!admin) throw data("Service unavailable", { status: 503 });
  return admin;
}

export function adminTexts(lang: Lang) {
  return lang === "en" ? adminEn : adminEs;
}

export function parseCookies(request: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) out[part.slice(0, eq).trim()] = safeDecode(part.slice(eq + 1).trim());
  }
  return out;
}

/** A malformed cookie (a stray `%`) is an unknown value, not a server error. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}

export function cookie(
  name: string,
  value: string,
  https: boolean,
  maxAgeSeconds?: number,
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(https ? ["Secure"] : []),
    ...(maxAgeSeconds !== undefined ? [`Max-Age=${Math.round(maxAgeSeconds)}`] : []),
  ].join("; ");
}

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

async function sentToken(request: Request): Promise<string> {
  const header = request.headers.get("X-CSRF-Token");
  if (header) return header;
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/.test(type)) return "";
  const form = await request.clone().formData();
  const value = form.get("_csrf");
  return typeof value === "string" ? value : "";
}

/** An Origin other than SITE_URL's and the request's own as the browser saw it (./origin.ts). */
function foreignOrigin(request: Request, https: boolean): boolean {
  const own = ownOrigins(request.url, https, loadSiteConfig().siteUrl);
  return isForeignOrigin(request.headers.get("Origin"), own);
}

export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const info = serverInfo(context);
  const url = new URL(request.url);
  const path = documentPath(url.pathname);
  const lang = langOfUnknownPath(path);
  const base = adminBase(lang);
  const texts = adminTexts(lang);
  const services = await info.services;
  const cookies = parseCookies(request);
  const sessionToken = cookies[SESSION_COOKIE];
  const session = await services.auth.session(sessionToken);
  const csrfCookie = csrfCookieName(info.https);
  const known = cookies[csrfCookie];
  const preSession =
    known && /^[\w-]{43}$/.test(known) ? known : randomBytes(32).toString("base64url");
  // Signed in, forms carry the session's own token, which no planted cookie can match.
  const csrf = session?.csrf ?? preSession;
  context.set(adminContext, { lang, base, texts, services, info, session, sessionToken, csrf });

  const noStore = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
  if (!session && path !== `${base}/login`) throw redirect(`${base}/login`, { headers: noStore });
  if (request.method !== "GET" && request.method !== "HEAD") {
    const token = await sentToken(request);
    const expected = session ? session.csrf : known;
    if (foreignOrigin(request, info.https) || !expected || !token || !sameToken(token, expected))
      throw data(texts.csrf, { status: 403, headers: noStore });
  }
  const response = await next();
  for (const [name, value] of Object.entries(noStore)) response.headers.set(name, value);
  if (preSession !== known)
    response.headers.append("Set-Cookie", cookie(csrfCookie, preSession, info.https));
  return response;
};
