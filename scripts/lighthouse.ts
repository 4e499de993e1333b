/**
 * Lighthouse (mobile, simulated throttling) on every prerendered route, median of 3 runs each,
 * against the production build served by our own server. Prints a table and exits non-zero when a
 * route misses the targets (scripts/lib/lighthouse-verdict.ts). Not part of `npm test`: timings
 * are noisy.
 *
 *   npm run lighthouse                          all routes, 3 runs
 *   npm run lighthouse -- --runs 1 / /en         some routes, 1 run
 *   npm run lighthouse -- --save /tmp/lh /       also write each run's report (JSON) there
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { inSitemap, matchPage, prerenderPaths } from "../app/content/routes.ts";
import { median, missedTargets, TARGET } from "./lib/lighthouse-verdict.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Number(option("--runs") ?? 3);
const saveDir = option("--save");
const paths = args.filter(
  (a, i) => a.startsWith("/") && !["--runs", "--save"].includes(args[i - 1]!),
);
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
// A fresh process compiles and compresses on first use; measure the server as it runs, warm.
for (const path of routes)
  await fetch(`${origin}${path}`, { headers: { "Accept-Encoding": "br" } });

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

type Sample = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  seoFailures: string[];
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's CPU benchmark of the machine during the run (a quiet desktop: ~1,500+). */
  benchmarkIndex: number;
};

async function measure(path: string, run: number): Promise<Sample> {
  // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART…): try that run again.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      throttlingMethod: "simulate",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result!.lhr;
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      writeFileSync(join(saveDir, `${path.replaceAll("/", "_")}-${run}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError && attempt < 3) {
      process.stderr.write(`${path}: ${lhr.runtimeError.code}, again\n`);
      continue;
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const seoFailures = (lhr.categories.seo?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      seoFailures,
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  }
}

const rows: { path: string; s: Sample; noindex: boolean; missed: string[] }[] = [];
try {
  for (const path of routes) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(path, i));
    const pick = (
      k:
        | "performance"
        | "accessibility"
        | "bestPractices"
        | "seo"
        | "lcpMs"
        | "cls"
        | "tbtMs"
        | "benchmarkIndex",
    ) => median(samples.map((s) => s[k]));
    const seo = pick("seo");
    const s: Sample = {
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo,
      seoFailures: samples.find((x) => x.seo === seo)!.seoFailures,
      lcpMs: pick("lcpMs"),
      cls: pick("cls"),
      tbtMs: pick("tbtMs"),
      benchmarkIndex: pick("benchmarkIndex"),
    };
    const page = matchPage(path);
    const noindex = page !== undefined && !inSitemap(page.id);
    rows.push({ path, s, noindex, missed: missedTargets(s, noindex) });
    process.stderr.write(
      `${path} ${s.performance}/${s.accessibility}/${s.bestPractices}/${s.seo}\n`,
    );
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}

console.log(`\nLighthouse, mobile, simulated throttling, median of ${runs}\n`);
console.log("| route | Perf | A11y | Best pr. | SEO | LCP ms | CLS | TBT ms | CPU index |");
console.log("|---|--:|--:|--:|--:|--:|--:|--:|--:|");
for (const { path, s, noindex } of rows) {
  const seo = noindex && s.seo < 100 ? `${s.seo}*` : String(s.seo);
  console.log(
    `| ${path} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${seo} | ${Math.round(s.lcpMs)} | ${s.cls.toFixed(3)} | ${Math.round(s.tbtMs)} | ${Math.round(s.benchmarkIndex)} |`,
  );
}
if (rows.some((r) => r.noindex && r.s.seo < 100))
  console.log(
    "\n\\* noindex on purpose (not in the sitemap): only the is-crawlable audit may fail.",
  );
const cpu = median(rows.map((r) => r.s.benchmarkIndex));
if (cpu < 1000)
  console.log(
    `\nCPU index ${Math.round(cpu)}: this machine was busy, so timings (and Performance) are worse than on a quiet one.`,
  );
const perfMedian = median(rows.map((r) => r.s.performance));
console.log(`\nMedian performance: ${perfMedian} (target ≥ ${TARGET.performanceMedian})`);
const failures = rows.filter((r) => r.missed.length > 0);
for (const f of failures) console.log(`Below target: ${f.path}: ${f.missed.join(", ")}`);
if (perfMedian < TARGET.performanceMedian) console.log("Below target: median performance");
if (failures.length > 0 || perfMedian < TARGET.performanceMedian) process.exit(1);
