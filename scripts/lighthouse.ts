/**
 * Lighthouse (mobile, simulated throttling) on every prerendered route, median of 3 runs each,
 * against the production build served by our own server. Prints a table and exits non-zero when a
 * route misses the targets. Not part of `npm test`: timings are noisy.
 *
 *   npm run lighthouse                       all routes, 3 runs
 *   npm run lighthouse -- --runs 1 / /en      some routes, 1 run
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { prerenderPaths } from "../app/content/routes.ts";

const TARGET = {
  performance: 95,
  performanceMedian: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};
const args = process.argv.slice(2);
const runsIndex = args.indexOf("--runs");
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;
const paths = args.filter((a, i) => a.startsWith("/") && i !== runsIndex + 1);
const routes = paths.length > 0 ? paths : prerenderPaths();
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4320);
const origin = `http://localhost:${port}`;

const server = spawn(process.execPath, [join(import.meta.dirname, "..", "server", "index.ts")], {
  env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn" },
  stdio: "inherit",
});
for (let i = 0; i < 100; i++) {
  if (
    await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});

type Scores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const rows: { path: string; scores: Scores }[] = [];
try {
  for (const path of routes) {
    const samples: Scores[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        formFactor: "mobile",
        throttlingMethod: "simulate",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      samples.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
      });
    }
    const pick = (k: keyof Scores) => median(samples.map((s) => s[k]));
    const scores: Scores = {
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      lcpMs: pick("lcpMs"),
      cls: pick("cls"),
      tbtMs: pick("tbtMs"),
    };
    rows.push({ path, scores });
    process.stderr.write(`${path} done\n`);
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}

console.log(`\nLighthouse, mobile, simulated throttling, median of ${runs}\n`);
console.log("| route | Perf | A11y | Best pr. | SEO | LCP ms | CLS | TBT ms |");
console.log("|---|--:|--:|--:|--:|--:|--:|--:|");
for (const { path, scores: s } of rows) {
  console.log(
    `| ${path} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${Math.round(s.lcpMs)} | ${s.cls.toFixed(3)} | ${Math.round(s.tbtMs)} |`,
  );
}
const perfMedian = median(rows.map((r) => r.scores.performance));
console.log(`\nMedian performance: ${perfMedian}`);
const failures = rows.filter(
  ({ scores: s }) =>
    s.performance < TARGET.performance ||
    s.accessibility < TARGET.accessibility ||
    s.bestPractices < TARGET.bestPractices ||
    s.seo < TARGET.seo,
);
if (failures.length > 0 || perfMedian < TARGET.performanceMedian) {
  console.log(`Below target: ${failures.map((f) => f.path).join(", ") || "median performance"}`);
  process.exit(1);
}
