/**
 * The static fast path: the prerendered pages and build files, answered from memory by the first
 * middleware with headers computed once at start (type, caching, ETag, the document's CSP, every
 * security header), so a page costs one map lookup, one object copy and one log line. Nothing
 * else runs for them; dynamic requests go on down the app.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { SiteConfig } from "../app/content/site.ts";
import { isHttps, type TrustProxy } from "./client-ip.ts";
import { contentSecurityPolicy } from "./csp.ts";
import type { Logger } from "./logger.ts";
import {
  NON_DOCUMENT_CSP,
  resourcePolicyFor,
  securityHeaderSet,
  type HeaderRecord,
} from "./security-headers.ts";
import { encodedBody, type StaticFile } from "./static.ts";

const REQUEST_ID = /^[\w.-]{1,100}$/;

/** The client's request id when it is safe to echo, else a new one. */
export function requestIdOf(c: Context): string {
  const incoming = c.req.header("x-request-id");
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

type Prepared = { file: StaticFile; http: HeaderRecord; https: HeaderRecord };

export function staticFastPath(options: {
  files: Map<string, StaticFile>;
  site: SiteConfig;
  logger: Logger;
  trustProxy: TrustProxy;
  /**
   * The bytes to serve for a prerendered document right now: the file itself, or a copy with
   * something added (the owner's custom CSS link); a copy brings its own ETag.
   */
  document?: (file: StaticFile) => StaticFile;
}): MiddlewareHandler {
  const { site, logger, trustProxy } = options;
  const security = securityHeaderSet(site);
  const prepared = new Map<string, Prepared>();
  for (const [path, file] of options.files) {
    const headers = (https: boolean): HeaderRecord => ({
      "Content-Type": file.type,
      "Cache-Control": file.cacheControl,
      ETag: file.etag,
      Vary: "Accept-Encoding",
      ...(https ? security.https : security.http),
      "Cross-Origin-Resource-Policy": resourcePolicyFor(file.type),
      "Content-Security-Policy": file.isHtml
        ? contentSecurityPolicy(site, file.scriptHashes, https)
        : NON_DOCUMENT_CSP,
    });
    prepared.set(path, { file, http: headers(false), https: headers(true) });
  }
  const log = logger.isLevelEnabled("info");

  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const path = c.req.path;
    const entry =
      prepared.get(path) ?? (path.includes("%") ? lookupDecoded(prepared, path) : undefined);
    if (!entry) return next();
    const started = log ? performance.now() : 0;
    const requestId = requestIdOf(c);
    const file = entry.file.isHtml && options.document ? options.document(entry.file) : entry.file;
    const headers: HeaderRecord = {
      ...(isHttps(c, trustProxy) ? entry.https : entry.http),
      "X-Request-Id": requestId,
    };
    if (file !== entry.file) headers.ETag = file.etag;
    let status = 200;
    let body: Uint8Array<ArrayBuffer> | null = null;
    if (c.req.header("if-none-match") === file.etag) status = 304;
    else {
      const encoded = encodedBody(file, c.req.header("accept-encoding"));
      if (encoded.encoding) headers["Content-Encoding"] = encoded.encoding;
      headers["Content-Length"] = String(encoded.body.length);
      // A view, not a copy, of the bytes kept in memory.
      const b = encoded.body;
      if (method === "GET") body = new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.length);
    }
    if (log)
      logger.info(
        { requestId, method, path, status, ms: Math.round(performance.now() - started) },
        "request",
      );
    return body ? c.body(body, 200, headers) : c.body(null, status as 200, headers);
  };
}

function lookupDecoded(prepared: Map<string, Prepared>, path: string) {
  const decoded = decodePath(path);
  return decoded === undefined ? undefined : prepared.get(decoded);
}
