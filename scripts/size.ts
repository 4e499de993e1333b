/**
 * Weight budget of every prerendered page (issue 10, part of `npm test`): gzip size of the
 * JavaScript and CSS a first visit loads, the self-hosted font bytes, and static checks of the
 * HTML: no resource from another origin, every <img> sized and responsive, nothing render-blocking
 * in <head> but our one stylesheet, every font face self-hosted WOFF2, preloaded, with swap.
 * Fails (exit 1) naming each page and problem. Run after `npm run build`.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { prerenderPaths } from "../app/content/routes.ts";
import { initialScripts, stylesheets } from "./lib/html-assets.ts";
import {
  externalCssUrls,
  externalResources,
  fontFaces,
  fontPreloads,
  fontProblems,
  imagesWithoutSize,
  nonResponsiveImages,
  renderBlocking,
} from "./lib/weight-checks.ts";

/** KB are KiB; JS and CSS gzipped, fonts as served (WOFF2 is compressed already). */
export const BUDGET = { jsKb: 140, cssKb: 25, fontKb: 32, fontFiles: 1 };
const clientDir = join(import.meta.dirname, "..", "build", "client");

const read = (file: string) => readFileSync(join(clientDir, file));
const gz = (file: string) => gzipSync(read(file)).length;
const htmlFile = (path: string) =>
  join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

const rows = prerenderPaths().map((path) => {
  const html = readFileSync(htmlFile(path), "utf8");
  const sheets = stylesheets(html);
  const css = sheets.map((f) => read(f).toString("utf8")).join("\n");
  const fontFiles = [...new Set(fontFaces(css).flatMap((f) => f.src))];
  const js = initialScripts(html).reduce((sum, f) => sum + gz(f), 0) / 1024;
  const cssKb = sheets.reduce((sum, f) => sum + gz(f), 0) / 1024;
  const fontKb =
    fontFiles
      .filter((f) => f.startsWith("/"))
      .reduce((sum, f) => sum + statSync(join(clientDir, f)).size, 0) / 1024;
  const htmlKb = gzipSync(html).length / 1024;
  const problems = [
    ...(js > BUDGET.jsKb ? [`initial JS ${js.toFixed(1)} KB gz > ${BUDGET.jsKb}`] : []),
    ...(cssKb > BUDGET.cssKb ? [`CSS ${cssKb.toFixed(1)} KB gz > ${BUDGET.cssKb}`] : []),
    ...(fontKb > BUDGET.fontKb ? [`fonts ${fontKb.toFixed(1)} KB > ${BUDGET.fontKb}`] : []),
    ...(fontFiles.length > BUDGET.fontFiles
      ? [`${fontFiles.length} font files > ${BUDGET.fontFiles}`]
      : []),
    ...externalResources(html).map((u) => `loads from another origin: ${u}`),
    ...externalCssUrls(css).map((u) => `CSS loads from another origin: ${u}`),
    ...imagesWithoutSize(html).map((t) => `<img> without width/height: ${t}`),
    ...nonResponsiveImages(html).map(
      (t) => `raster <img> without AVIF/WebP srcset and sizes: ${t}`,
    ),
    ...renderBlocking(html, (href) => sheets.length === 1 && href === sheets[0]).map(
      (t) => `render-blocking: ${t}`,
    ),
    ...fontProblems(fontFaces(css), fontPreloads(html)),
  ];
  return { path, js, css: cssKb, fontKb, htmlKb, problems };
});

const pad = (s: string, n: number) => s.padEnd(n);
const num = (n: number, w: number) => n.toFixed(1).padStart(w);
console.log(`| ${pad("route", 28)} | JS KB gz | CSS KB gz | Font KB | HTML KB gz | checks |`);
console.log(`|${"-".repeat(30)}|---------:|----------:|--------:|-----------:|:------:|`);
for (const r of rows) {
  console.log(
    `| ${pad(r.path, 28)} | ${num(r.js, 8)} | ${num(r.css, 9)} | ${num(r.fontKb, 7)} | ${num(r.htmlKb, 10)} | ${r.problems.length === 0 ? "pass" : "FAIL"} |`,
  );
}
const failed = rows.filter((r) => r.problems.length > 0);
for (const r of failed) for (const p of r.problems) console.log(`${r.path}: ${p}`);
console.log(
  `\nBudget per page: JS ≤ ${BUDGET.jsKb} KB gz, CSS ≤ ${BUDGET.cssKb} KB gz, ≤ ${BUDGET.fontFiles} font file(s) ≤ ${BUDGET.fontKb} KB, ` +
    `no third-party resources, sized and responsive images, nothing render-blocking but the stylesheet, ` +
    `fonts self-hosted WOFF2, preloaded, font-display: swap. ${rows.length} pages, ${failed.length} failing.`,
);
if (failed.length > 0) process.exit(1);
