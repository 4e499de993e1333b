/**
 * Weight budget of every prerendered page: gzip size of the JavaScript and CSS a first visit
 * loads. Fails (exit 1) when any page is over budget. Run after `npm run build`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { prerenderPaths } from "../app/content/routes.ts";
import { initialScripts, stylesheets } from "./lib/html-assets.ts";

export const BUDGET = { jsKb: 140, cssKb: 25 };
const clientDir = join(import.meta.dirname, "..", "build", "client");

const gz = (file: string) => gzipSync(readFileSync(join(clientDir, file))).length;
const htmlFile = (path: string) =>
  join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

const rows = prerenderPaths().map((path) => {
  const html = readFileSync(htmlFile(path), "utf8");
  const js = initialScripts(html).reduce((sum, f) => sum + gz(f), 0) / 1024;
  const css = stylesheets(html).reduce((sum, f) => sum + gz(f), 0) / 1024;
  const htmlKb = gzipSync(html).length / 1024;
  return { path, js, css, htmlKb, ok: js <= BUDGET.jsKb && css <= BUDGET.cssKb };
});

const pad = (s: string, n: number) => s.padEnd(n);
console.log(`| ${pad("route", 28)} | JS KB gz | CSS KB gz | HTML KB gz | within budget |`);
console.log(`|${"-".repeat(30)}|---------:|----------:|-----------:|:-------------:|`);
for (const r of rows) {
  console.log(
    `| ${pad(r.path, 28)} | ${r.js.toFixed(1).padStart(8)} | ${r.css.toFixed(1).padStart(9)} | ${r.htmlKb.toFixed(1).padStart(10)} | ${r.ok ? "yes" : "NO"} |`,
  );
}
const over = rows.filter((r) => !r.ok);
console.log(
  `\nBudget: JS ≤ ${BUDGET.jsKb} KB gz, CSS ≤ ${BUDGET.cssKb} KB gz per page. ${rows.length} pages, ${over.length} over.`,
);
if (over.length > 0) process.exit(1);
