import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { bootAfterFirstPaint, bootModules } from "./boot-after-paint.ts";

// The shape React Router 8's <Scripts> writes, with a multi-byte title to split inside.
const bootstrap =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n' +
  'import * as route1 from "/assets/home-3.js";\n  \n  window.__reactRouterRouteModules = ' +
  '{"root":route0,"home.en":route1};\n\nimport("/assets/entry.client-4.js");';
const head =
  '<head><link rel="stylesheet" href="/a.css"/><title>Añadir ñ — ✓</title>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-4.js"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/home-3.js"/></head>';
const body = `<body><h1>Hola</h1><script>window.ctx = {};</script><script type="module" async="">${bootstrap}</script><script>done()</script></body>`;
const html = `<!DOCTYPE html><html>${head}${body}</html>`;
const urls = [
  "/assets/manifest-1.js",
  "/assets/entry.client-4.js",
  "/assets/root-2.js",
  "/assets/home-3.js",
];

async function through(chunks: (Buffer | string)[]) {
  return text(Readable.from(chunks).pipe(bootAfterFirstPaint()));
}

const bootOf = (out: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;

describe("bootAfterFirstPaint", () => {
  it("moves the module preloads out of the head and into the bootstrap, run after the first paint", async () => {
    const out = await through([Buffer.from(html)]);
    expect(out).not.toContain('rel="modulepreload"');
    expect(bootModules(out)).toEqual(urls);
    const boot = bootOf(out);
    expect(boot).toContain('observe({ type: "paint", buffered: true })');
    expect(boot).toContain('await import("/assets/manifest-1.js");');
    expect(boot).toContain('const route0 = await import("/assets/root-2.js");');
    expect(boot).toContain('const route1 = await import("/assets/home-3.js");');
    expect(boot).toContain('import("/assets/entry.client-4.js");');
    // Valid script, and everything around the two rewritten parts is byte for byte the same.
    expect(() => new Function(boot)).not.toThrow();
    const { start, end } = { start: html.indexOf(body), end: html.indexOf(bootstrap) };
    expect(out.startsWith(html.slice(0, html.indexOf('<link rel="modulepreload"')))).toBe(true);
    expect(out).toContain(html.slice(start, end));
    expect(out.endsWith(html.slice(end + bootstrap.length))).toBe(true);
  });

  it("gives the same document whichever byte the stream is split at", async () => {
    const bytes = Buffer.from(html);
    const expected = await through([bytes]);
    for (let cut = 1; cut < bytes.length; cut++)
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
  });

  it("leaves a bootstrap it does not understand as it was, with the preloads back in front", async () => {
    const odd = html.replace("import * as route1", "import { x as route1 }");
    const out = await through([odd]);
    expect(bootModules(out)).toEqual([]);
    expect(out).toContain(
      urls.map((u) => `<link rel="modulepreload" href="${u}"/>`).join("") +
        `<script type="module" async="">${bootstrap.replace("import * as route1", "import { x as route1 }")}</script>`,
    );
  });

  it("keeps a preload that carries more than a URL, such as an integrity hash", async () => {
    const sri = '<link rel="modulepreload" href="/assets/x.js" integrity="sha384-abc"/>';
    const out = await through([html.replace("</head>", `${sri}</head>`)]);
    expect(out).toContain(`${sri}</head>`);
    expect(bootModules(out)).toEqual(urls);
  });

  it("gives the preloads back at the end of a document without a bootstrap", async () => {
    const out = await through([`<html>${head}<body><p>500</p></body></html>`]);
    expect(
      out.endsWith(`</html>${urls.map((u) => `<link rel="modulepreload" href="${u}"/>`).join("")}`),
    ).toBe(true);
  });

  it("passes a document with neither through unchanged", async () => {
    const plain = '<p>modulepreload <script type="module"</p><link rel=';
    expect(await through([plain])).toBe(plain);
  });
});
