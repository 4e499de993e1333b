/**
 * `npm run bench:chat`: autocannon against the assistant-chat function, 50 connections for 20 s,
 * printing requests/s and p50/p95/p99 latency of the replies.
 *
 *   npm run bench:chat                      starts the built server itself on BENCH_PORT (4412 by
 *                                           default) with a fresh PGlite DATA_DIR and no rate limit
 *   npm run bench:chat -- --url http://host:port    benchmarks a server that is already running
 *   options: --connections 50 --duration 20
 */
import autocannon, { type Result } from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "20" },
  },
});

const questions = [
  "¿Cuánto cuesta el plan Elite al año?",
  "Do you support WhatsApp?",
  "¿Cuánto tarda un chatbot básico?",
  "What is your refund policy?",
  "¿Qué métodos de pago aceptan?",
  "How long is the free trial?",
];

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let base = values.url;
if (!base) {
  const port = process.env.BENCH_PORT ?? "4412";
  dataDir = mkdtempSync(join(tmpdir(), "bench-chat-"));
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ["server/index.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: port,
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      CHAT_RATE_LIMIT_PER_MINUTE: "0",
    },
  });
  await waitFor(`${base}/healthz`, 120_000);
}

// One real request first: the database may still be opening (PGlite's first start takes seconds).
const warmUp = await fetch(`${base}/functions/v1/assistant-chat`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ message: questions[0], threadId: null }),
  signal: AbortSignal.timeout(180_000),
});
if (!warmUp.ok)
  throw new Error(`warm-up request answered ${warmUp.status}: ${await warmUp.text()}`);

const health = (await (await fetch(`${base}/healthz`)).json()) as {
  engines?: Record<string, string>;
};
console.log(
  `Benchmarking ${base}/functions/v1/assistant-chat (chat engine: ${health.engines?.chat ?? "?"})`,
);

const cpuBefore = serverCpuMs();
const times: number[] = [];
const instance = autocannon(
  {
    url: `${base}/functions/v1/assistant-chat`,
    connections: Number(values.connections),
    duration: Number(values.duration),
    requests: questions.map((message) => ({
      method: "POST" as const,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message, threadId: null }),
    })),
  },
  () => {},
);
instance.on("response", (_client, _status, _bytes, ms) => times.push(ms));
const result = await new Promise<Result>((resolve) => instance.on("done", resolve));
times.sort((a, b) => a - b);
const pct = (p: number) =>
  (times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0).toFixed(1);

const codes = Object.entries(result.statusCodeStats ?? {})
  .map(([code, s]) => `${code}: ${(s as { count: number }).count}`)
  .join(", ");
console.log(`
connections ${values.connections}, duration ${values.duration} s, responses ${result.requests.total} (${codes}), errors ${result.errors}, timeouts ${result.timeouts}
requests/s  mean ${result.requests.average.toFixed(0)}  (min ${result.requests.min}, max ${result.requests.max})
latency ms  p50 ${pct(50)}  p95 ${pct(95)}  p99 ${pct(99)}  max ${pct(100)}`);

const cpu = serverCpuMs();
if (cpu !== undefined && cpuBefore !== undefined && result.requests.total > 0) {
  const perReply = (cpu - cpuBefore) / result.requests.total;
  console.log(
    `server CPU  ${perReply.toFixed(2)} ms per reply (≈ ${Math.round(1000 / perReply)} replies/s per core when the machine is idle); load average now ${(await import("node:os")).loadavg()[0]!.toFixed(1)}`,
  );
}

server?.kill("SIGTERM");
if (server) await new Promise((r) => server!.once("exit", r));
if (dataDir) rmSync(dataDir, { recursive: true, force: true });

/** User + system CPU time of the server we started, from /proc (Linux), in ms. */
function serverCpuMs(): number | undefined {
  if (!server?.pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (server?.exitCode != null) throw new Error("the server exited; run `npm run build` first");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}
