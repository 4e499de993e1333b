/**
 * The owner's custom CSS is served as a stylesheet from our own origin (/custom.css), so the CSP
 * needs nothing new. It is checked before it is stored: size-limited, no way to load anything from
 * elsewhere (@import, url() to another origin, image-set(), src()), no legacy script hooks
 * (expression(), behavior, -moz-binding, javascript:), no `<` (it cannot close a <style> or open
 * HTML anywhere it might be inlined), balanced braces and comments. CSS escapes are decoded before
 * the checks, so `@\69mport` is the @import it is; inside url() they are refused outright.
 */
import { createHash } from "node:crypto";

import { MAX_CUSTOM_CSS_BYTES } from "../../app/admin/limits.ts";

export { MAX_CUSTOM_CSS_BYTES };

export type CssCheck = { ok: true } | { ok: false; reason: CssProblem };
export type CssProblem =
  "too_large" | "html" | "import" | "external_url" | "script" | "unbalanced" | "control";

/** Decodes CSS escapes (`\69`, `\@`) so the checks see what the browser sees. */
function decodeEscapes(css: string): string {
  return css.replace(
    /\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?|\\([^\n0-9a-fA-F])/g,
    (_, hex: string, ch: string) =>
      hex ? String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd) : ch,
  );
}

/** Strips comments, reporting unterminated ones. */
function withoutComments(css: string): string | undefined {
  let out = "";
  let i = 0;
  while (i < css.length) {
    const start = css.indexOf("/*", i);
    if (start === -1) return out + css.slice(i);
    const end = css.indexOf("*/", start + 2);
    if (end === -1) return undefined;
    out += css.slice(i, start) + " ";
    i = end + 2;
  }
  return out;
}

function balanced(css: string): boolean {
  let depth = 0;
  let quote = "";
  for (let i = 0; i < css.length; i++) {
    const c = css[i]!;
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = "";
      else if (c === "\n") return false;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "{") depth++;
    else if (c === "}" && --depth < 0) return false;
  }
  return depth === 0 && !quote;
}

/** A path on this site, or an inline raster image (SVG could load more). */
const SAME_ORIGIN_URL = /^(\/(?!\/)|data:image\/(png|gif|jpeg|webp);)/;

/** The argument of every `url(` in `css`: quoted up to its quote, else up to `)`. */
function urlArguments(css: string): string[] {
  const args: string[] = [];
  for (const match of css.matchAll(/url\s*\(\s*/gi)) {
    const start = match.index + match[0].length;
    const quote = css[start] === '"' || css[start] === "'" ? css[start]! : "";
    const end = quote ? css.indexOf(quote, start + 1) : css.indexOf(")", start);
    args.push(css.slice(quote ? start + 1 : start, end === -1 ? undefined : end));
  }
  return args;
}

/**
 * Whether a url() argument stays on this site once a browser's URL parser has read it: that
 * parser trims leading spaces and controls, drops tabs and newlines anywhere, and reads `\` as
 * `/`, so `/\host`, `/<tab>/host` and ` //host` all lead to another origin.
 */
function sameOriginUrl(arg: string): boolean {
  const parsed = arg
    .replace(/[\t\n\r]/g, "")
    .replace(/^[^\u0021-\uffff]+/, "")
    .replace(/\\/g, "/");
  return SAME_ORIGIN_URL.test(parsed);
}

/** C0 controls other than tab, line feed, form feed and carriage return, and DEL. */
function isControl(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return (code < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(code)) || code === 0x7f;
}

export function checkCustomCss(css: string): CssCheck {
  if (Buffer.byteLength(css, "utf8") > MAX_CUSTOM_CSS_BYTES)
    return { ok: false, reason: "too_large" };
  if ([...css].some(isControl)) return { ok: false, reason: "control" };
  const raw = withoutComments(css);
  if (raw === undefined) return { ok: false, reason: "unbalanced" };
  if (!balanced(raw)) return { ok: false, reason: "unbalanced" };
  const decoded = decodeEscapes(raw).toLowerCase();
  if (decoded.includes("<")) return { ok: false, reason: "html" };
  if (/@import/.test(decoded)) return { ok: false, reason: "import" };
  if (/expression\s*\(|behaviou?r\s*:|-moz-binding|javascript:|vbscript:/.test(decoded))
    return { ok: false, reason: "script" };
  if (/image-set\s*\(|(^|[^\w-])src\s*\(/.test(decoded))
    return { ok: false, reason: "external_url" };
  // No escapes inside url() (our stylesheets need none, and they are how a backslash or a tab
  // hides in a URL), and what the escapes elsewhere spell must stay on this site.
  if (urlArguments(raw).some((arg) => arg.includes("\\")))
    return { ok: false, reason: "external_url" };
  if (!urlArguments(decoded).every(sameOriginUrl)) return { ok: false, reason: "external_url" };
  return { ok: true };
}

/** Short content hash for the stylesheet's `?v=`: a new CSS is a new URL, so it can be cached for a year. */
/**
 * The CSS's content version. Every HTML response and every /custom.css request asks for it, so
 * the hash of the current CSS (up to the size limit) is kept rather than recomputed each time.
 */
let lastVersion: { css: string; version: string } | undefined;
export function cssVersion(css: string): string {
  if (lastVersion?.css !== css)
    lastVersion = {
      css,
      version: createHash("sha256").update(css).digest("base64url").slice(0, 12),
    };
  return lastVersion.version;
}

export const CUSTOM_CSS_PATH = "/custom.css";

/** The <link> every HTML document gets while custom CSS is set (nothing when it is empty). */
export function customCssLink(css: string): string {
  return css ? `<link rel="stylesheet" href="${CUSTOM_CSS_PATH}?v=${cssVersion(css)}">` : "";
}
