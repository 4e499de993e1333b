/**
 * `npm run drill`: fault drills against the real built server, each ending in one row of a
 * table (drill, what happened, recovered in, data lost). Targets: no hang, no unanswered
 * request, no 5xx but the 503s a drill causes on purpose, recovery without a restart, nothing
 * lost that was acknowledged. Exits non-zero when a drill misses them. Needs `npm run build`,
 * ffmpeg and pocketsphinx (the transcription drills).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../server/db/client.ts";
import { multipartOf, openUpload, trickle, type Answer } from "../tests/support/video-to-text.ts";
import { ALL_CLIPS, speechVideo } from "../tests/support/speech-media.ts";
import { outboxDrill } from "./drill/outbox.ts";

type Row = { drill: string; happened: string; recovered: string; lost: string; ok: boolean };

const root = join(import.meta.dirname, "..");
const work = mkdtempSync(join(tmpdir(), "drill-"));
const BASE_PORT = Number(process.env.DRILL_PORT ?? 4620);
const CHAT = "/functions/v1/assistant-chat";
const VIDEO = "/functions/v1/video-to-text";

type Server = { base: string; proc: ChildProcess; dataDir: string; tmpDir: string; log: string[] };

/** The built server in its own process; `shell` wraps it (e.g. `ulimit -f 1024; exec`). */
async function startServer(port: number, env: Record<string, string> = {}, shell = "") {
  const dataDir = env.DATA_DIR ?? join(work, `data-${port}`);
  const tmpDir = env.TRANSCRIBE_TMP_DIR ?? join(work, `tmp-${port}`);
  mkdirSync(tmpDir, { recursive: true });
  const vars = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    TRANSCRIBE_TMP_DIR: tmpDir,
    CHAT_RATE_LIMIT_PER_MINUTE: "0",
    DRILL_HOOKS: "1",
    ...env,
  };
  const node = `${JSON.stringify(process.execPath)} server/index.ts`;
  const proc = shell
    ? spawn("bash", ["-c", `${shell}; exec ${node}`], { cwd: root, env: vars })
    : spawn(process.execPath, ["server/index.ts"], { cwd: root, env: vars });
  const log: string[] = [];
  proc.stdout!.on("data", (d: Buffer) => log.push(d.toString()));
  proc.stderr!.on("data", (d: Buffer) => log.push(d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${log.join("")}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error("server did not become healthy in 120 s");
    await sleep(200);
  }
  return { base, proc, dataDir, tmpDir, log } satisfies Server;
}

async function stop(server: Server, signal: NodeJS.Signals = "SIGTERM") {
  if (server.proc.exitCode !== null) return;
  const exited = new Promise((resolve) => server.proc.once("exit", resolve));
  server.proc.kill(signal);
  await exited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request that must be answered within `ms`; a hang or reset is status 0. */
async function send(url: string, init: RequestInit = {}, ms = 15_000) {
  try {
    const res = await fetch(url, { redirect: "manual", ...init, signal: AbortSignal.timeout(ms) });
    const text = await res.text();
    return { status: res.status, text };
  } catch (error) {
    return { status: 0, text: String(error) };
  }
}

const chat = (base: string, message: string, threadId: string | null = null) =>
  send(`${base}${CHAT}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ message, threadId }),
  });

function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${n}×${s || "no answer"}`)
    .join(", ");
}

const unexpected5xx = (statuses: number[], allowed: number[] = []) =>
  statuses.filter((s) => s === 0 || (s >= 500 && !allowed.includes(s)));

// 1. The database thread dies while visitors chat.
async function databaseKilled(server: Server): Promise<Row> {
  const acknowledged: { threadId: string; message: string }[] = [];
  const statuses: number[] = [];
  let killedAt = 0;
  let firstOkAfter = 0;
  const until = Date.now() + 5000;
  const client = async (c: number) => {
    let threadId: string | null = null;
    for (let i = 0; Date.now() < until; i++) {
      const message = `¿Cuánto cuesta el plan Elite? (cliente ${c}, mensaje ${i})`;
      const startedAt = Date.now();
      const res = await chat(server.base, message, threadId);
      statuses.push(res.status);
      if (res.status === 200) {
        threadId = (JSON.parse(res.text) as { threadId: string }).threadId;
        acknowledged.push({ threadId, message });
        if (killedAt && startedAt > killedAt && !firstOkAfter) firstOkAfter = Date.now();
      } else if (res.status === 503) threadId = null;
    }
  };
  const clients = Array.from({ length: 16 }, (_, c) => client(c));
  await sleep(1500);
  killedAt = Date.now();
  server.proc.kill("SIGUSR2");
  await Promise.all(clients);
  const health = await send(`${server.base}/healthz`);
  await stop(server);
  const db = await openDatabase({ dataDir: server.dataDir });
  const { rows } = await db.withConnection((q) =>
    q.query<{ thread_id: string; content: string }>(
      "SELECT thread_id, content FROM chat_messages WHERE role = 'user'",
    ),
  );
  await db.close();
  const stored = new Set(rows.map((r) => `${r.thread_id}\n${r.content}`));
  const lost = acknowledged.filter((a) => !stored.has(`${a.threadId}\n${a.message}`)).length;
  const bad = unexpected5xx(statuses, [503]);
  return {
    drill: "database thread killed mid-traffic (16 chatting clients, 5 s)",
    happened: `${tally(statuses)}; /healthz after: ${health.status}; fatal logged: ${server.log.some((l) => l.includes("database thread died"))}`,
    recovered: firstOkAfter ? `${firstOkAfter - killedAt} ms` : "never",
    lost: `${lost} of ${acknowledged.length} acknowledged messages`,
    ok: bad.length === 0 && lost === 0 && firstOkAfter > 0 && health.status === 200,
  };
}

// 2. U+0000 in every text input.
async function nulBytes(server: Server): Promise<Row> {
  const b = server.base;
  const json = (path: string, body: unknown) =>
    send(`${b}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const form = (path: string, fields: Record<string, string>) =>
    send(`${b}${path}`, { method: "POST", body: new URLSearchParams(fields) });
  const attempts = await Promise.all([
    json(CHAT, { message: "hola\u0000", threadId: null }),
    json(CHAT, { message: "hola", threadId: "\u0000" }),
    json(CHAT, { message: "hola", threadId: null, assistantId: "a\u0000" }),
    json(CHAT, { message: "hola", threadId: null, lang: "e\u0000s" }),
    json(VIDEO, { videoBase64: "AAAA", fileName: "a\u0000.mp4" }),
    json("/functions/v1/booking", {
      type: "demo",
      start: "2030-01-07T15:00:00.000Z",
      name: "Ana\u0000",
      email: "ana@example.com",
      language: "es",
      timezone: "Europe/Madrid",
      consent: true,
    }),
    send(`${b}/functions/v1/booking-slots?type=demo&from=2030-01-07&days=1&tz=Europe%2FMad%00rid`),
    send(`${b}/functions/v1/booking/manage?token=%00`),
    json("/functions/v1/booking/cancel", { token: "x".repeat(43), reason: "no\u0000" }),
    send(`${b}${VIDEO}`, { method: "POST", body: multipartOf(new Uint8Array(10), "a\u0000.mp4") }),
    send(`${b}/blog/%00`),
    send(`${b}/en/blog/a%00b`),
    send(`${b}/blog?page=%00`),
    send(`${b}/admin/posts/1%00/edit`),
    send(`${b}/%ff`),
    form("/admin/login", { email: "owner\u0000@example.com", password: "x".repeat(12) }),
    form("/admin/login", { email: "owner@example.com", password: "x\u0000".repeat(8) }),
    form("/en/admin/login", { _csrf: "\u0000", email: "a@b.co", password: "y".repeat(12) }),
  ]);
  const statuses = attempts.map((a) => a.status);
  const after = await Promise.all([send(`${b}/healthz`), chat(b, "¿Qué canales tienen?")]);
  const fine = after.every((a) => a.status === 200);
  return {
    drill: `U+0000 in every text input (${attempts.length} requests)`,
    happened: `${tally(statuses)}; then /healthz ${after[0].status}, a normal chat ${after[1].status}`,
    recovered: "not needed",
    lost: "0",
    ok: statuses.every((s) => s >= 400 && s < 500) && fine,
  };
}

// 3. The disk fills while a video uploads (the upload's writes exceed `ulimit -f`).
async function diskFull(port: number): Promise<Row> {
  const server = await startServer(port, { DATA_DIR: "memory://" }, "ulimit -f 512");
  try {
    const big = new Uint8Array(3 * 1024 * 1024).fill(7);
    const started = Date.now();
    const full = await send(`${server.base}${VIDEO}`, {
      method: "POST",
      body: multipartOf(big, "big.mp4"),
    });
    const tookMs = Date.now() - started;
    const left = readdirSync(server.tmpDir).length;
    const small = await send(`${server.base}${VIDEO}`, {
      method: "POST",
      body: multipartOf(new Uint8Array(2048).fill(1), "small.mp4"),
    });
    const alive = server.proc.exitCode === null;
    return {
      drill: "disk full during an upload (3 MB under a 512 KB file-size limit)",
      happened: `${full.status} after ${tookMs} ms; ${left} temp entries left; next upload ${small.status}; process alive: ${alive}`,
      recovered: "0 ms (no restart)",
      lost: "0 (nothing acknowledged)",
      ok: full.status === 503 && left === 0 && small.status === 415 && alive,
    };
  } finally {
    await stop(server);
  }
}

// 4. The temporary directory disappears, then comes back.
async function tempDirMissing(server: Server): Promise<Row> {
  rmSync(server.tmpDir, { recursive: true, force: true });
  const tries: number[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await send(`${server.base}${VIDEO}`, {
      method: "POST",
      body: multipartOf(new Uint8Array(2048).fill(1), "x.mp4"),
    });
    tries.push(res.status);
  }
  mkdirSync(server.tmpDir, { recursive: true });
  const back = Date.now();
  const after = await send(`${server.base}${VIDEO}`, {
    method: "POST",
    body: multipartOf(new Uint8Array(2048).fill(1), "x.mp4"),
  });
  return {
    drill: "temp directory missing (5 uploads), then recreated",
    happened: `${tally(tries)}; after it is back: ${after.status}`,
    recovered: `${Date.now() - back} ms after the directory came back`,
    lost: "0 (no slot leaked)",
    ok: tries.every((s) => s === 503) && after.status === 415,
  };
}

// 5. SIGTERM while a transcription runs.
async function sigtermDuringTranscription(port: number): Promise<Row> {
  const server = await startServer(port, { DATA_DIR: "memory://" });
  // The five LibriVox clips four times over: about two and a half minutes of speech.
  const clips = Array.from({ length: 4 }, () => ALL_CLIPS).flat();
  const video = speechVideo(work, clips, "long-speech.mp4");
  const { readFileSync } = await import("node:fs");
  const upload = send(
    `${server.base}${VIDEO}`,
    { method: "POST", body: multipartOf(readFileSync(video.path), "long-speech.mp4") },
    60_000,
  );
  await sleep(4000);
  const signalled = Date.now();
  const exited = new Promise<number | null>((resolve) => server.proc.once("exit", resolve));
  server.proc.kill("SIGTERM");
  const answer = await upload;
  const code = await exited;
  const exitMs = Date.now() - signalled;
  const left = existsSync(server.tmpDir) ? readdirSync(server.tmpDir).length : 0;
  return {
    drill: "SIGTERM during a transcription (2.5 minutes of speech)",
    happened: `visitor got ${answer.status}; exit code ${code} after ${exitMs} ms (10 s grace, then the job is aborted)`,
    recovered: "process exits for its supervisor to restart",
    lost: `${left} temp entries left`,
    ok: answer.status === 503 && code === 0 && left === 0 && exitMs < 16_000,
  };
}

// 6. Four uploads that crawl (1 KB every 200 ms) from one address.
async function slowUploads(server: Server): Promise<Row> {
  const started = Date.now();
  const uploads = Array.from({ length: 4 }, () => openUpload(`${server.base}${VIDEO}`));
  const stoppers = uploads.map(({ req }) => trickle(req, 1024, 200));
  const meanwhile = await chat(server.base, "¿Tienen integración con WhatsApp?");
  const answers = await Promise.all(
    uploads.map(({ answer }) =>
      Promise.race([answer, sleep(60_000).then(() => new Error("no answer in 60 s"))]),
    ),
  );
  for (const stopTrickle of stoppers) stopTrickle();
  const statuses = answers.map((a) => (a instanceof Error ? 0 : (a as Answer).status));
  const took = Date.now() - started;
  const next = await send(`${server.base}${VIDEO}`, {
    method: "POST",
    body: multipartOf(new Uint8Array(2048).fill(1), "x.mp4"),
  });
  return {
    drill: "four slow uploads (1 KB / 200 ms, one address)",
    happened: `${tally(statuses)} within ${took} ms; chat meanwhile ${meanwhile.status}; next upload ${next.status}`,
    recovered: "0 ms (slots released)",
    lost: `${readdirSync(server.tmpDir).length} temp entries left`,
    ok:
      statuses.filter((s) => s === 429).length === 3 &&
      statuses.includes(408) &&
      meanwhile.status === 200 &&
      next.status === 415,
  };
}

// 7. A burst of 200 mixed bad requests.
async function badBurst(server: Server): Promise<Row> {
  const b = server.base;
  const chunked = (path: string, bytes: number) =>
    new Promise<number>((resolve) => {
      const url = new URL(`${b}${path}`);
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode!);
        req.destroy();
      });
      req.on("error", () => resolve(0));
      const chunk = Buffer.alloc(64 * 1024, "a");
      for (let sent = 0; sent < bytes && !req.destroyed; sent += chunk.length) req.write(chunk);
      setTimeout(() => resolve(0), 15_000).unref();
    });
  const makers: (() => Promise<number>)[] = [
    () =>
      send(`${b}${CHAT}`, {
        method: "POST",
        body: "{not json",
        headers: { "Content-Type": "application/json" },
      }).then((r) => r.status),
    () =>
      send(`${b}${CHAT}`, {
        method: "POST",
        body: "x".repeat(40_000),
        headers: { "Content-Type": "application/json" },
      }).then((r) => r.status),
    () => send(`${b}${CHAT}`, { method: "PUT" }).then((r) => r.status),
    () =>
      send(`${b}${CHAT}`, {
        method: "POST",
        body: "hola",
        headers: { "Content-Type": "text/plain" },
      }).then((r) => r.status),
    () =>
      send(`${b}${CHAT}`, {
        method: "POST",
        body: JSON.stringify({ message: "x".repeat(3000) }),
        headers: { "Content-Type": "application/json" },
      }).then((r) => r.status),
    () =>
      send(`${b}${CHAT}`, {
        method: "POST",
        body: JSON.stringify({ message: "hola", threadId: "9".repeat(90) }),
        headers: { "Content-Type": "application/json" },
      }).then((r) => r.status),
    () =>
      send(`${b}${VIDEO}`, {
        method: "POST",
        body: "{}",
        headers: { "Content-Type": "application/json" },
      }).then((r) => r.status),
    () =>
      send(`${b}${VIDEO}`, {
        method: "POST",
        body: "garbage",
        headers: { "Content-Type": "multipart/form-data; boundary=zz" },
      }).then((r) => r.status),
    () => send(`${b}/%ff%fe`).then((r) => r.status),
    () => send(`${b}/blog/${"a".repeat(5000)}`).then((r) => r.status),
    () => send(`${b}/admin/posts/99999999999999999999/edit`).then((r) => r.status),
    () => send(`${b}/admin/leads?page=-1`).then((r) => r.status),
    () =>
      send(`${b}/admin/login`, {
        method: "POST",
        body: "%%%",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }).then((r) => r.status),
    () => chunked("/admin/login", 4 * 1024 * 1024),
    () => send(`${b}/functions/v1/nothing`).then((r) => r.status),
  ];
  const statuses: number[] = [];
  const started = Date.now();
  for (let i = 0; i < 200; i += 20)
    statuses.push(
      ...(await Promise.all(
        Array.from({ length: 20 }, (_, j) => makers[(i + j) % makers.length]!()),
      )),
    );
  const health = await send(`${b}/healthz`);
  const bad = unexpected5xx(statuses);
  return {
    drill: "a burst of 200 mixed bad requests (20 at a time)",
    happened: `${tally(statuses)} in ${Date.now() - started} ms; /healthz after: ${health.status}`,
    recovered: "not needed",
    lost: "0",
    ok: bad.length === 0 && health.status === 200,
  };
}

async function main() {
  const rows: Row[] = [];
  // `npm run drill -- sigterm disk`: only the drills whose names contain these words.
  const only = process.argv.slice(2).map((w) => w.toLowerCase());
  const wanted = (name: string) =>
    only.length === 0 || only.some((w) => name.toLowerCase().includes(w));
  const run = async (name: string, drill: () => Promise<Row>) => {
    if (!wanted(name)) return;
    process.stderr.write(`drill: ${name}…\n`);
    try {
      rows.push(await drill());
    } catch (error) {
      rows.push({
        drill: name,
        happened: `crashed: ${String(error)}`,
        recovered: "-",
        lost: "?",
        ok: false,
      });
    }
  };
  const onMain = [
    "NUL bytes",
    "temp directory missing",
    "four slow uploads",
    "bad burst",
    "database thread killed",
  ];
  const main = onMain.some(wanted) ? await startServer(BASE_PORT) : undefined;
  if (main) {
    try {
      await run("NUL bytes", () => nulBytes(main));
      await run("temp directory missing", () => tempDirMissing(main));
      await run("four slow uploads", () => slowUploads(main));
      await run("bad burst", () => badBurst(main));
      await run("database thread killed", () => databaseKilled(main));
    } finally {
      await stop(main);
    }
  }
  await run("disk full", () => diskFull(BASE_PORT + 1));
  await run("SIGTERM during a transcription", () => sigtermDuringTranscription(BASE_PORT + 2));
  await run("outbox restart", async () => {
    const r = await outboxDrill();
    return {
      drill: r.drill,
      happened: r.happened,
      recovered: `${r.recoveredMs} ms`,
      lost: String(r.lost),
      ok: r.lost === 0,
    };
  });
  rmSync(work, { recursive: true, force: true });

  console.log("| drill | what happened | recovered in | data lost | target met |");
  console.log("|---|---|---|---|---|");
  for (const r of rows)
    console.log(
      `| ${r.drill} | ${r.happened} | ${r.recovered} | ${r.lost} | ${r.ok ? "yes" : "**no**"} |`,
    );
  const failed = rows.filter((r) => !r.ok).length;
  console.log(`\n${rows.length - failed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

await main();
