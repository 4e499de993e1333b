/** Shared pieces of the benchmarks: start the built server, run autocannon, summarise. */
import autocannon, { type Options, type Result } from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";

export type BenchServer = { base: string; cpuMs(): number | undefined; stop(): Promise<void> };

/**
 * The built server on `port` with a fresh PGlite data dir and no chat rate limit (a benchmark
 * from one address would otherwise measure 429s). Logs at `info` (their cost is part of the
 * figure) go to /dev/null.
 */
export async function startServer(port: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-"));
  const server: ChildProcess = spawn(process.execPath, ["server/index.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: port,
      LOG_LEVEL: "info",
      DATA_DIR: dataDir,
      CHAT_RATE_LIMIT_PER_MINUTE: "0",
      ...env,
    },
  });
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/healthz`, 120_000, server);
  return {
    base,
    cpuMs: () => processCpuMs(server.pid),
    async stop() {
      server.kill("SIGTERM");
      if (server.exitCode === null) await new Promise((r) => server.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies BenchServer;
}

export type Summary = {
  name: string;
  connections: number;
  seconds: number;
  responses: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  cpuMsPerReply?: number;
  /** CPU steal during the run, % (see stealMeter). */
  stealPercent?: number;
};

/** autocannon with every response's latency kept, so p95 is exact (autocannon reports p97.5). */
export async function run(
  name: string,
  options: Options,
  server?: { cpuMs(): number | undefined },
): Promise<Summary> {
  const times: number[] = [];
  const steal = stealMeter();
  const cpuBefore = server?.cpuMs();
  const instance = autocannon(options, () => {});
  instance.on("response", (_client, _status, _bytes, ms) => times.push(ms));
  const result = await new Promise<Result>((resolve) => instance.on("done", resolve));
  const cpuAfter = server?.cpuMs();
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
  const statuses: Record<string, number> = {};
  for (const [code, s] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = (s as { count: number }).count;
  const responses = times.length;
  return {
    name,
    connections: options.connections ?? 10,
    seconds: result.duration,
    responses,
    rps: responses / result.duration,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: pct(100),
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    cpuMsPerReply:
      cpuBefore !== undefined && cpuAfter !== undefined && responses > 0
        ? (cpuAfter - cpuBefore) / responses
        : undefined,
    stealPercent: steal(),
  };
}

export function formatStatuses(statuses: Record<string, number>): string {
  return (
    Object.entries(statuses)
      .map(([code, n]) => `${code}: ${n}`)
      .join(", ") || "none"
  );
}

/** One-minute load average, printed with every figure: a busy machine explains a bad one. */
export const loadAverage = () => loadavg()[0]!.toFixed(1);

/**
 * Starts measuring CPU steal: the share of this virtual machine's CPU time the hypervisor gave
 * to other guests (/proc/stat). On a shared host it swings from 0 to 40 % within minutes and
 * latency with it, so every figure is printed with the steal of its own run. Returns a function
 * giving the percentage since the start (undefined where /proc/stat is missing).
 */
export function stealMeter(): () => number | undefined {
  const before = cpuTimes();
  return () => {
    const after = cpuTimes();
    if (!before || !after) return undefined;
    const total = after.total - before.total;
    return total > 0 ? (100 * (after.steal - before.steal)) / total : 0;
  };
}

function cpuTimes(): { total: number; steal: number } | undefined {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1);
    const n = fields.map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already inside user)
    return { total: n.slice(0, 8).reduce((a, b) => a + b, 0), steal: n[7] ?? 0 };
  } catch {
    return undefined;
  }
}

/** User + system CPU time of a process, from /proc (Linux), in ms. */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

export async function waitFor(url: string, ms: number, server?: ChildProcess) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (server && server.exitCode != null)
      throw new Error("the server exited; run `npm run build` first");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** The first chat request: the database may still be opening (PGlite's first start takes seconds). */
export async function warmUpChat(base: string, message: string) {
  const res = await fetch(`${base}/functions/v1/assistant-chat`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message, threadId: null }),
    signal: AbortSignal.timeout(180_000),
  });
  if (!res.ok) throw new Error(`warm-up request answered ${res.status}: ${await res.text()}`);
}

/**
 * One conversation in both languages whose follow-ups need the thread's history ("¿y anual?" is
 * about the Elite plan asked first).
 */
export const CHAT_CONVERSATION = [
  "¿Cuánto cuesta el plan Elite?",
  "Do you support WhatsApp?",
  "¿Cuánto tarda un chatbot básico?",
  "¿y anual?",
  "Do you integrate with Instagram and SMS?",
  "I want to talk to a person",
];

/** Realistic chat traffic: new questions in both languages and follow-ups in the same thread. */
export const CHAT_QUESTIONS = [
  "¿Cuánto cuesta el plan Elite al año?",
  "Do you support WhatsApp?",
  "¿Cuánto tarda un chatbot básico?",
  "What is your refund policy?",
  "¿Qué métodos de pago aceptan?",
  "How long is the free trial?",
];
