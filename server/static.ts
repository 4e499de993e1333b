import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { inlineScriptHashes } from "./csp.ts";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".data": "text/x-script",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".mp4": "video/mp4",
};
const compressible = new Set([
  ".html",
  ".data",
  ".js",
  ".css",
  ".json",
  ".webmanifest",
  ".svg",
  ".txt",
  ".xml",
  ".ico",
]);

export type StaticFile = {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  isHtml: boolean;
  /** CSP hashes of the document's inline scripts (HTML only). */
  scriptHashes: string[];
  compressible: boolean;
  encoded: Partial<Record<"br" | "gzip", Buffer>>;
};

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** URL path a build file answers: `precios/index.html` → `/precios`, `index.html` → `/`. */
export function urlPathOf(file: string): string {
  const path = "/" + file.split(sep).join("/");
  if (path === "/index.html") return "/";
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) : path;
}

/**
 * Every file of the client build, read once at start: the server answers static requests from
 * memory with no file-system call, which is what makes a prerendered page cheap to serve.
 */
export function indexStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const full of walk(clientDir)) {
    const ext = extname(full);
    const body = readFileSync(full);
    const urlPath = urlPathOf(relative(clientDir, full));
    const isHtml = ext === ".html";
    const hashed = urlPath.startsWith("/assets/");
    files.set(urlPath, {
      body,
      type: types[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl: hashed
        ? "public, max-age=31536000, immutable"
        : isHtml || ext === ".data"
          ? "no-cache"
          : "public, max-age=3600",
      isHtml,
      scriptHashes: isHtml ? inlineScriptHashes(body.toString("utf8")) : [],
      compressible: compressible.has(ext) && body.length > 512,
      encoded: {},
    });
  }
  return files;
}

/** The best encoding the client accepts; encodes once and keeps the result. */
export function encodedBody(
  file: StaticFile,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: "br" | "gzip" } {
  if (!file.compressible || !acceptEncoding) return { body: file.body };
  const accepts = (name: "br" | "gzip") => acceptsEncoding(acceptEncoding, name);
  if (accepts("br")) {
    file.encoded.br ??= brotliCompressSync(file.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    return { body: file.encoded.br, encoding: "br" };
  }
  if (accepts("gzip")) {
    file.encoded.gzip ??= gzipSync(file.body, { level: 9 });
    return { body: file.encoded.gzip, encoding: "gzip" };
  }
  return { body: file.body };
}

/** Whether an Accept-Encoding header allows `name` (listed without `q=0`); no regex per request. */
export function acceptsEncoding(header: string, name: string): boolean {
  let at = header.indexOf(name);
  while (at >= 0) {
    const before = at === 0 ? " " : header[at - 1]!;
    const after = header[at + name.length] ?? ",";
    if ((before === " " || before === ",") && (after === "," || after === ";" || after === " ")) {
      const end = header.indexOf(",", at);
      const params = header.slice(at + name.length, end < 0 ? undefined : end);
      return !/;\s*q=0(?:\.0*)?\s*$/.test(params);
    }
    at = header.indexOf(name, at + 1);
  }
  return false;
}
