/**
 * The gate every request that is not a prerendered file passes before any page or function sees
 * it: a URL that does not decode (`%ff`) or holds text the database cannot store (U+0000) is a
 * 400, and a body sent to a page (the admin's forms) is read with the one bounded reader, checked
 * the same way and handed on from memory. A function's JSON body is checked by the function, which
 * knows its limit; its errors keep the functions' JSON shape.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { requestErrors, type RequestErrorCode } from "../app/content/request-errors.ts";
import { langOfPath } from "../app/content/routes.ts";
import { apiError } from "./errors.ts";
import { CLOSE_CONNECTION, readBody, TOO_LARGE } from "./read-body.ts";
import { isStorableText } from "./text.ts";

const FORM = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;
/** Control characters have no place in a path, even where the database could store them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

export function requestGuard(options: { maxPageBodyBytes: number }): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return refuse(c, url.pathname, 400, "bad_url");
    }
    if (CONTROL.test(path) || !isStorableText(path)) return refuse(c, path, 400, "invalid_text");
    for (const [key, value] of url.searchParams)
      if (!isStorableText(key) || !isStorableText(value))
        return refuse(c, path, 400, "invalid_text");

    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || path.startsWith("/functions/")) return next();

    const read = await readBody(c, options.maxPageBodyBytes);
    if (read === TOO_LARGE) return refuse(c, path, 413, "payload_too_large");
    const body = new Uint8Array(read.buffer as ArrayBuffer, read.byteOffset, read.length);
    const type = c.req.header("content-type") ?? "";
    if (FORM.test(type)) {
      const form = await new Request(url, { method, headers: { "Content-Type": type }, body })
        .formData()
        .catch(() => undefined);
      if (!form) return refuse(c, path, 400, "invalid_form");
      for (const [key, value] of form) {
        const text = typeof value === "string" ? value : value.name;
        if (!isStorableText(key) || !isStorableText(text))
          return refuse(c, path, 400, "invalid_text");
      }
    }
    const raw = c.req.raw;
    c.req.raw = new Request(raw.url, {
      method,
      headers: raw.headers,
      body: body.length > 0 ? body : null,
      signal: raw.signal,
    });
    return next();
  };
}

function refuse(c: Context, path: string, status: ContentfulStatusCode, code: RequestErrorCode) {
  const message = requestErrors[langOfPath(path)][code];
  if (status === 413) c.header("Connection", CLOSE_CONNECTION.Connection);
  c.header("Cache-Control", "no-store");
  if (path.startsWith("/functions/")) return apiError(c, status, code, message);
  return c.text(message, status);
}
