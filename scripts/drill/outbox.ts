/**
 * Outbox restart drill (issue 22): 20 notifications pending while the webhook receiver is down;
 * the receiver comes back slow, and the process delivering them is killed with SIGKILL while
 * requests are in flight; a new process on the same data directory must deliver every event, a
 * repeat only ever carrying the same event id (in-flight requests whose answer the dead process
 * never recorded), nothing lost. `node scripts/drill/outbox.ts` runs it alone.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startWebhookReceiver } from "../../tests/support/outbox/webhook-receiver.ts";

export type DrillRow = { drill: string; happened: string; recoveredMs: number; lost: number };

const root = join(import.meta.dirname, "..", "..");
const SECRET = "drill-secret-0123456789";
const EVENTS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Child = { proc: ChildProcess; lines: Record<string, unknown>[] };

function startChild(env: Record<string, string>): Child {
  const proc = spawn(process.execPath, ["scripts/drill/outbox-child.ts"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: Record<string, unknown>[] = [];
  let rest = "";
  proc.stdout!.on("data", (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split("\n");
    rest = parts.pop()!;
    for (const part of parts) if (part.startsWith("{")) lines.push(JSON.parse(part));
  });
  const errors: string[] = [];
  proc.stderr!.on("data", (chunk: Buffer) => errors.push(chunk.toString()));
  proc.once("exit", (code, signal) => {
    if (code) lines.push({ exited: code, stderr: errors.join("").slice(-2_000) });
    else if (signal) lines.push({ killed: signal });
  });
  return { proc, lines };
}

async function until(what: string, ok: () => boolean, ms: number, child?: Child) {
  const deadline = Date.now() + ms;
  while (!ok()) {
    const exited = child?.lines.find((l) => "exited" in l);
    if (exited) throw new Error(`outbox drill: the worker process failed: ${exited.stderr}`);
    if (Date.now() > deadline) throw new Error(`outbox drill: timed out waiting for ${what}`);
    await sleep(25);
  }
}

async function kill(child: Child) {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  const exited = new Promise((resolve) => child.proc.once("exit", resolve));
  child.proc.kill("SIGKILL");
  await exited;
}

export async function outboxDrill(): Promise<DrillRow> {
  const dataDir = mkdtempSync(join(tmpdir(), "drill-outbox-"));
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    WEBHOOK_URL: `http://127.0.0.1:${port}/hooks`,
    WEBHOOK_SECRET: SECRET,
  };
  let first: Child | undefined;
  let second: Child | undefined;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
  try {
    // 1. The receiver is down: every attempt is refused and retried.
    first = startChild({ ...env, DRILL_ENQUEUE: String(EVENTS) });
    const c1 = first;
    await until(
      "the events to be enqueued",
      () => c1.lines.some((l) => "enqueued" in l),
      60_000,
      c1,
    );
    const ids = (c1.lines.find((l) => "enqueued" in l) as { enqueued: string[] }).enqueued;
    const refused = () =>
      c1.lines.filter((l) => l.message === "outbox delivery failed; will retry");
    await until("refused attempts", () => refused().length >= EVENTS, 30_000, c1);

    // 2. The receiver comes back, slow: kill the worker while requests are in flight.
    receiver = await startWebhookReceiver(SECRET, { port, delayMs: 400 });
    const r = receiver;
    await until("deliveries in flight", () => r.received.length >= 7, 30_000, c1);
    await kill(c1);
    const beforeRestart = new Set(r.received.map((e) => e.eventId));

    // 3. A new process on the same data directory (the dead one's lock is taken over).
    const restartedAt = Date.now();
    second = startChild(env);
    const delivered = () =>
      new Set(r.received.filter((e) => e.status === 200).map((e) => e.eventId));
    const c2 = second;
    await until("every event to arrive", () => ids.every((id) => delivered().has(id)), 60_000, c2);
    const recoveredMs = Date.now() - restartedAt;
    // Anything still to come would be a duplicate: give it the time a lease takes.
    await sleep(3_500);

    const got = delivered();
    const lost = ids.filter((id) => !got.has(id)).length;
    const strangers = r.received.filter((e) => !ids.includes(e.eventId) || e.body.id !== e.eventId);
    const unsigned = r.received.filter((e) => !e.validSignature).length;
    const perId = new Map<string, number>();
    for (const e of r.received) perId.set(e.eventId, (perId.get(e.eventId) ?? 0) + 1);
    const repeats = [...perId.values()].reduce((sum, n) => sum + n - 1, 0);
    if (strangers.length || unsigned)
      throw new Error(
        `outbox drill: ${strangers.length} requests with an unknown or mismatched event id, ${unsigned} badly signed`,
      );
    return {
      drill: "outbox: SIGKILL mid-delivery, receiver down then back",
      happened:
        `${EVENTS} events; ${refused().length} attempts refused while the receiver was down; ` +
        `killed with ${beforeRestart.size} received; after restart all ${got.size} arrived, ` +
        `${repeats} repeat${repeats === 1 ? "" : "s"} (answers the killed process never recorded), ` +
        "each with its first delivery's event id",
      recoveredMs,
      lost,
    };
  } finally {
    if (first) await kill(first);
    if (second) await kill(second);
    await receiver?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const row = await outboxDrill();
  console.log("| drill | what happened | recovered in | data lost |");
  console.log("| --- | --- | --- | --- |");
  console.log(`| ${row.drill} | ${row.happened} | ${row.recoveredMs} ms | ${row.lost} |`);
  process.exit(row.lost === 0 ? 0 : 1);
}
