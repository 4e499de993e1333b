/**
 * wrk (Debian's `wrk` package) as the load generator for the throughput benchmarks. It is C and
 * costs the shared two cores far less per request than autocannon, which on this machine was the
 * bottleneck instead of the server (docs/decisions/015). The Lua scripts are in scripts/bench/.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { stealMeter, type Summary } from "./bench.ts";

const LUA_DIR = join(import.meta.dirname, "..", "bench");

export type WrkOptions = {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  /** A script in scripts/bench/ (page.lua, chat.lua). */
  script: string;
  /** Variables the script reads with os.getenv. */
  env?: Record<string, string>;
  timeoutSeconds?: number;
};

type WrkJson = {
  requests: number;
  duration_us: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: { connect: number; read: number; write: number; status: number; timeout: number };
  statuses: Record<string, number>;
};

export async function runWrk(
  name: string,
  options: WrkOptions,
  server?: { cpuMs(): number | undefined },
): Promise<Summary> {
  const steal = stealMeter();
  const cpuBefore = server?.cpuMs();
  const output = await wrk(options);
  const cpuAfter = server?.cpuMs();
  const line = output.split("\n").find((l) => l.startsWith("WRK_JSON "));
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  const r = JSON.parse(line.slice("WRK_JSON ".length)) as WrkJson;
  const ms = (us: number) => us / 1000;
  const seconds = r.duration_us / 1e6;
  return {
    name,
    connections: options.connections,
    seconds,
    responses: r.requests,
    rps: r.requests / seconds,
    p50: ms(r.p50),
    p95: ms(r.p95),
    p99: ms(r.p99),
    max: ms(r.max),
    // Non-2xx/3xx answers are in `statuses`; these are failures to get an answer at all.
    errors: r.errors.connect + r.errors.read + r.errors.write,
    timeouts: r.errors.timeout,
    statuses: r.statuses,
    cpuMsPerReply:
      cpuBefore !== undefined && cpuAfter !== undefined && r.requests > 0
        ? (cpuAfter - cpuBefore) / r.requests
        : undefined,
    stealPercent: steal(),
  };
}

function wrk(options: WrkOptions): Promise<string> {
  const args = [
    "--threads=1",
    `--connections=${options.connections}`,
    `--duration=${options.duration}s`,
    `--timeout=${options.timeoutSeconds ?? 10}s`,
    `--script=${join(LUA_DIR, options.script)}`,
    options.url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, {
      env: { ...process.env, BENCH_LUA_DIR: LUA_DIR, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.stderr.on("data", (d: Buffer) => (out += d));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error("wrk is not installed: apt-get install -y wrk (.ci/run does it)")
          : error,
      ),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}:\n${out}`)),
    );
  });
}

/** The chat questions as the script wants them: one JSON string per line. */
export const chatMessagesEnv = (messages: string[]) => ({
  BENCH_MESSAGES: messages.map((m) => JSON.stringify(m)).join("\n"),
});
