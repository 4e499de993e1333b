/**
 * `npm run bench:chat`: wrk against the assistant-chat function, 50 connections for 20 s (after
 * 3 s of warm-up), printing requests/s and p50/p95/p99 latency of the replies; exits non-zero
 * when p95 is over the target (30 ms, issue 3). Traffic is conversations: each thread gets the
 * next question, so most replies read their thread's history; `--new-threads` sends only first
 * questions (the lighter load this benchmark measured before).
 *
 *   npm run bench:chat                      starts the built server itself on BENCH_PORT (4412 by
 *                                           default) with a fresh PGlite DATA_DIR and no rate limit
 *   DATABASE_URL=postgres://… npm run bench:chat     the same on a PostgreSQL server
 *   npm run bench:chat -- --url http://host:port    benchmarks a server that is already running
 *   options: --connections 50 --duration 20
 */
import { parseArgs } from "node:util";
import {
  CHAT_CONVERSATION,
  CHAT_QUESTIONS,
  formatStatuses,
  loadAverage,
  startServer,
  warmUpChat,
  type BenchServer,
} from "./lib/bench.ts";
import { chatMessagesEnv, runWrk } from "./lib/wrk.ts";

const P95_TARGET_MS = 30;

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "20" },
    "new-threads": { type: "boolean", default: false },
  },
});

const server: BenchServer | undefined = values.url
  ? undefined
  : await startServer(process.env.BENCH_PORT ?? "4412");
const base = values.url ?? server!.base;
await warmUpChat(base, CHAT_QUESTIONS[0]!);

const health = (await (await fetch(`${base}/healthz`)).json()) as {
  engines?: Record<string, string>;
};
console.log(
  `Benchmarking ${base}/functions/v1/assistant-chat, ${values["new-threads"] ? "first questions only" : "conversations"} (chat engine: ${health.engines?.chat ?? "?"}, database: ${process.env.DATABASE_URL && !values.url ? "postgres" : values.url ? "?" : "pglite"})`,
);

const chat = {
  url: `${base}/functions/v1/assistant-chat`,
  connections: Number(values.connections),
  script: "chat.lua",
  env: {
    ...chatMessagesEnv(values["new-threads"] ? CHAT_QUESTIONS : CHAT_CONVERSATION),
    BENCH_FOLLOW_UPS: values["new-threads"] ? "0" : "1",
  },
};
await runWrk("warm-up", { ...chat, duration: 3 });
const s = await runWrk("assistant-chat", { ...chat, duration: Number(values.duration) }, server);
await server?.stop();

console.log(`
connections ${s.connections}, duration ${s.seconds} s, responses ${s.responses} (${formatStatuses(s.statuses)}), errors ${s.errors}, timeouts ${s.timeouts}
requests/s  ${s.rps.toFixed(0)}
latency ms  p50 ${s.p50.toFixed(1)}  p95 ${s.p95.toFixed(1)}  p99 ${s.p99.toFixed(1)}  max ${s.max.toFixed(1)}`);
if (s.cpuMsPerReply !== undefined)
  console.log(`server CPU  ${s.cpuMsPerReply.toFixed(2)} ms per reply`);
const ok = s.p95 <= P95_TARGET_MS && s.errors === 0 && s.responses === (s.statuses["200"] ?? 0);
console.log(
  `target      p95 ≤ ${P95_TARGET_MS} ms, every reply 200: ${ok ? "met" : "MISSED"} (CPU steal ${s.stealPercent?.toFixed(0) ?? "?"} %, load average ${loadAverage()} on ${(await import("node:os")).availableParallelism()} cores)`,
);
process.exitCode = ok ? 0 : 1;
