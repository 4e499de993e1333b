import { randomBytes } from "node:crypto";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { SiteConfig } from "../app/content/site.ts";
import { RUNTIME_INTEGRATIONS_PATH } from "../app/integrations/runtime.ts";
import { appInlineScripts } from "../app/lib/inline-scripts.ts";
import { requestErrors } from "../app/content/request-errors.ts";
import { langOfPath, matchPage } from "../app/content/routes.ts";
import { contentSecurityPolicy, scriptHash } from "./csp.ts";
import { isHttps, socketIp, type TrustProxy } from "./client-ip.ts";
import { adminFormPaths, atClientUrl } from "./client-url.ts";
import { apiError } from "./errors.ts";
import { isBadInput, isDatabaseUnavailable } from "./db/errors.ts";
import type { DatabaseHealth } from "./db/health.ts";
import type { ServerEnv } from "./env.ts";
import { createLiveSite } from "./live-site/index.ts";
import type { Logger } from "./logger.ts";
import { requestGuard } from "./request-guard.ts";
import { securityHeaders } from "./security-headers.ts";
import type { Services } from "./services.ts";
import { indexStaticFiles } from "./static.ts";
import { decodePath, requestIdOf, staticFastPath } from "./static-fast.ts";

/** A server function mounted at /functions/v1/<name>; each issue that adds one registers it here. */
export type FunctionRoute = { name: string; app: Hono };

export type AppDeps = {
  env: ServerEnv;
  site: SiteConfig;
  logger: Logger;
  build: ServerBuild;
  clientDir: string;
  version: string;
  functions?: FunctionRoute[];
  /** What /healthz reports for each engine, e.g. { chat: "local" }. */
  engines?: Record<string, string>;
  /** Database-backed services for pages: admin, blog, site settings, leads (issue 9). */
  services?: Promise<Services>;
  /** The database's state for /healthz (./db/health.ts); without one, /healthz does not ask. */
  databaseHealth?: () => Promise<DatabaseHealth>;
};

/** Largest body a page accepts: an admin form with a 2 MB cover image and its texts. */
const MAX_PAGE_BODY_BYTES = 3 * 1024 * 1024;

type Env = { Variables: { requestId: string; https: boolean } };

/** Builds the whole HTTP application; `server/index.ts` only listens. Tests call it in-process. */
export function createApp(deps: AppDeps) {
  const { env, site, logger, build, clientDir, version } = deps;
  const files = indexStaticFiles(clientDir);
  // React Router refuses an action whose Origin is not request.url's: SITE_URL's is ours too.
  const ownActionOrigins = [
    ...(Array.isArray(build.allowedActionOrigins) ? build.allowedActionOrigins : []),
    new URL(site.siteUrl).host,
  ];
  const handleDocument = createRequestHandler(
    { ...build, allowedActionOrigins: ownActionOrigins },
    env.NODE_ENV === "development" ? "development" : "production",
  );
  const app = new Hono<Env>();

  // Prerendered pages and build files first, with every header precomputed (./static-fast.ts).
  // The owner's settings from the database (server/live-site/): custom CSS in every document.
  const live = createLiveSite(site, deps.services);
  app.use(
    staticFastPath({
      files,
      site,
      logger,
      trustProxy: env.TRUST_PROXY,
      document: live.staticFile,
    }),
  );
  app.use(requestContext(logger, env.TRUST_PROXY));
  app.use(securityHeaders(site, (c) => (c as Context<Env>).get("https")));
  app.use(requestGuard({ maxPageBodyBytes: MAX_PAGE_BODY_BYTES }));
  // Admin forms behind an HTTPS-terminating proxy: judged by the URL the browser used.
  app.on(["POST", "PUT", "PATCH", "DELETE"], adminFormPaths, atClientUrl(env.TRUST_PROXY));

  // 503 while the database cannot answer, so a load balancer or supervisor sees the truth.
  app.get("/healthz", async (c) => {
    const database = await deps.databaseHealth?.();
    const ok = database?.ok ?? true;
    return c.json(
      {
        status: ok ? "ok" : "unavailable",
        version,
        engines: deps.engines ?? {},
        ...(database && { database: database.state }),
      },
      ok ? 200 : 503,
      { "Cache-Control": "no-store" },
    );
  });

  // Third-party settings for the browser, from the same object the CSP is built from (decision 005).
  // …with the owner's settings over them.
  app.get(RUNTIME_INTEGRATIONS_PATH, (c) =>
    c.json(live.integrations(), 200, { "Cache-Control": "no-cache" }),
  );
  app.route("/", live.app);

  const functions = new Hono<Env>();
  for (const fn of deps.functions ?? []) functions.route(`/${fn.name}`, fn.app);
  functions.all("*", (c) => apiError(c, 404, "not_found", `No function at ${c.req.path}`));
  app.route("/functions/v1", functions);

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const path = decodePath(c.req.path);
    // /precios/ → /precios: one URL per page for search engines (never the other way round).
    if (path && path.length > 1 && path.endsWith("/") && matchPage(path)) {
      const url = new URL(c.req.url);
      return c.redirect(path.replace(/\/+$/, "") + url.search, 301);
    }
    await next();
  });

  app.use("*", compress());
  // Server-rendered documents allow the app's own inline scripts (by hash) and what React Router
  // and React write for this response (a fresh nonce); nothing found in the HTML is trusted for
  // being there (docs/decisions/016).
  const appScriptHashes = appInlineScripts.map(scriptHash);
  app.all("*", async (c) => {
    const https = c.get("https");
    const nonce = randomBytes(16).toString("base64");
    const context = live.routerContext(https, socketIp(c, env.TRUST_PROXY), nonce);
    const response = await handleDocument(c.req.raw, context);
    const scripts = [...appScriptHashes, `'nonce-${nonce}'`];
    return withDocumentCsp(response, contentSecurityPolicy(site, scripts, https), live.injectHead);
  });

  app.onError((error, c) => {
    // Services answer with a Response where they can (./answerable.ts).
    if (error instanceof Response) return error;
    // A database that is reopening is a 503 to retry; a value it refused is the request's fault.
    // Neither is logged with its statement or parameters (visitor text): ./logger.ts.
    const unavailable = isDatabaseUnavailable(error);
    const status = unavailable ? 503 : isBadInput(error) ? 400 : 500;
    const log = status === 500 ? logger.error.bind(logger) : logger.warn.bind(logger);
    log({ err: error, requestId: c.get("requestId"), path: c.req.path }, "request failed");
    if (unavailable) c.header("Retry-After", "5");
    if (status === 500) {
      if (c.req.path.startsWith("/functions/"))
        return apiError(c, 500, "internal", "Internal server error");
      return c.text("Internal server error", 500);
    }
    const lang = langOfPath(c.req.path);
    const code = unavailable ? "unavailable" : "invalid_text";
    if (c.req.path.startsWith("/functions/"))
      return apiError(c, status, code, requestErrors[lang][code]);
    return c.text(requestErrors[lang][code], status);
  });

  return app;
}

/** Request id (from a trusted X-Request-Id or new), HTTPS detection and one log line per request. */
function requestContext(logger: Logger, trustProxy: TrustProxy): MiddlewareHandler<Env> {
  return async (c, next) => {
    const requestId = requestIdOf(c);
    c.set("requestId", requestId);
    c.set("https", isHttps(c, trustProxy));
    const started = performance.now();
    await next();
    // On the response's headers, not c.header(): after the handler that would rebuild the
    // response around a stream and send it down the slow path.
    c.res.headers.set("X-Request-Id", requestId);
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  };
}

/** Server-rendered documents get their CSP and are never cached. */
async function withDocumentCsp(
  response: Response,
  csp: string,
  injectHead: (html: string) => string,
): Promise<Response> {
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  const html = injectHead(await response.text());
  const headers = new Headers(response.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", csp);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-cache");
  return new Response(html, { status: response.status, headers });
}
