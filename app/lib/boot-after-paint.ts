import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
/** React Router's bootstrap: imports the manifest and the matched route modules, then the entry. */
const BOOT = '<script type="module" async="">';
const END = "</script>";

/**
 * Starts the hydration code after the page's first contentful paint, not alongside it.
 *
 * React Router's `<Scripts>` puts a module preload in `<head>` for every module of the page and
 * an inline module script that imports them. On a phone link those ~130 KB compete with the
 * stylesheet and the font for the first paint, and a page that is readable without scripts gains
 * nothing from them before it is on screen. This rewrites the HTML stream: the preloads leave
 * `<head>` and the bootstrap's static imports become dynamic ones, run (with the preloads inserted
 * first, so every module is still fetched in parallel) once the browser reports the first
 * contentful paint, or at once where there is none to wait for (a hidden tab, no Paint Timing).
 *
 * The bootstrap keeps its `<script type="module" async>` tag, because React matches script tags
 * by their type when it hydrates. If its content is ever not the imports this understands, it is
 * left as it was and the preloads go back in front of it.
 */
export function bootAfterFirstPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let pending = "";
  let booted = false;

  const rewrite = (input: string, final: boolean): string => {
    const text = pending + input;
    pending = "";
    if (booted) return text;
    let out = "";
    let at = 0;
    for (;;) {
      const next = firstOf(text, at, [PRELOAD, BOOT]);
      if (next === -1) {
        const keep = final ? 0 : partialLength(text.slice(at), [PRELOAD, BOOT]);
        pending = text.slice(text.length - keep);
        out += text.slice(at, text.length - keep);
        return final ? out + restoredPreloads(preloads) : out;
      }
      out += text.slice(at, next);
      const isBoot = text.startsWith(BOOT, next);
      const end = isBoot ? text.indexOf(END, next + BOOT.length) : text.indexOf(">", next);
      if (end === -1) {
        // The tag goes on in the next chunk.
        if (!final) pending = text.slice(next);
        return final ? out + text.slice(next) + restoredPreloads(preloads) : out;
      }
      if (isBoot) {
        out += bootScript(text.slice(next + BOOT.length, end), preloads);
        booted = true;
        return out + text.slice(end + END.length);
      }
      const tag = text.slice(next, end + 1);
      const href = hrefOf(tag);
      if (href) preloads.push(href);
      else out += tag;
      at = end + 1;
    }
  };

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      callback(null, rewrite(typeof chunk === "string" ? chunk : decoder.write(chunk), false));
    },
    flush(callback) {
      callback(null, rewrite(decoder.end(), true));
    },
  });
}

/** The module URLs a rewritten document loads once painted (read by the weight budget). */
export function bootModules(html: string): string[] {
  const script = html.match(/\(function \(preloads, boot\) \{[\s\S]*?\}\)\((\[[^\]]*\])/);
  return script ? (JSON.parse(script[1]!) as string[]) : [];
}

/**
 * Runs `boot` once the first contentful paint is reported, after adding a module preload per URL.
 * Plain ES2017 in a string: it runs as is in the page, before any bundle is there. The timer is
 * for a page that never reports a paint (it stays blank, or the browser drops the entry).
 */
const loader = `(function (preloads, boot) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    boot();
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState !== "visible" || !types || types.indexOf("paint") === -1) return start();
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, 3000);
})`.replace(/\n\s*/g, " ");

const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const SIDE_EFFECT_IMPORT = new RegExp(String.raw`\bimport\s*(${STRING})\s*;`, "g");
const NAMESPACE_IMPORT = new RegExp(
  String.raw`\bimport\s*\*\s*as\s+([\w$]+)\s+from\s*(${STRING})\s*;`,
  "g",
);
/** Any `import` left that is not a dynamic `import(…)`. */
const STATIC_IMPORT = /(?:^|[^\w$.])import(?!\s*\()/;

function bootScript(body: string, preloads: string[]): string {
  const converted = body
    .replace(SIDE_EFFECT_IMPORT, "await import($1);")
    .replace(NAMESPACE_IMPORT, "const $1 = await import($2);");
  if (STATIC_IMPORT.test(converted) || converted.includes("</"))
    return restoredPreloads(preloads) + BOOT + body + END;
  const urls = JSON.stringify(preloads).replaceAll("<", "\\u003c");
  return `${BOOT}${loader}(${urls}, async function () {${converted}\n});${END}`;
}

/** The preloads as React Router wrote them, for a document this could not rewrite. */
function restoredPreloads(preloads: string[]): string {
  const tags = preloads.map((href) => `${PRELOAD} href="${escapeAttribute(href)}"/>`).join("");
  preloads.length = 0;
  return tags;
}

/** The URL of a plain preload; one with more (integrity, crossorigin, nonce) stays as it is. */
function hrefOf(tag: string): string | undefined {
  const raw = /^<link rel="modulepreload" href="([^"]*)"\/>$/.exec(tag)?.[1];
  return raw?.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
}

function firstOf(text: string, from: number, needles: string[]): number {
  const found = needles.map((n) => text.indexOf(n, from)).filter((i) => i !== -1);
  return found.length ? Math.min(...found) : -1;
}

/** Length of the longest suffix of `text` that is a proper prefix of one of `needles`. */
function partialLength(text: string, needles: string[]): number {
  const longest = Math.max(...needles.map((n) => n.length)) - 1;
  for (let n = Math.min(longest, text.length); n > 0; n--) {
    const tail = text.slice(text.length - n);
    if (needles.some((needle) => needle.startsWith(tail))) return n;
  }
  return 0;
}
