/**
 * Two server processes sharing one PostgreSQL, as behind a load balancer: 50 simultaneous
 * bookings of one slot, spread over both, still give exactly one booking. Needs TEST_DATABASE_URL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";

const url = process.env.TEST_DATABASE_URL;
const SLOT = "2026-03-10T14:00:00.000Z";

function startServer(deps: object): Promise<{ child: ChildProcess; base: string }> {
  const script = join(import.meta.dirname, "../../tests/support/serve-booking.ts");
  const child = spawn(process.execPath, [script, JSON.stringify(deps)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once("line", (line) => {
      const { port } = JSON.parse(line) as { port: number };
      resolve({ child, base: `http://127.0.0.1:${port}` });
    });
  });
}

describe.skipIf(!url)("booking across two server processes on one PostgreSQL", () => {
  const schema = `test_booking_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let servers: { child: ChildProcess; base: string }[] = [];
  let check: pg.Client;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: url, searchPath: schema, poolSize: 1 });
    await migrate(handle);
    await handle.close();
    servers = await Promise.all(
      [0, 1].map(() => startServer({ databaseUrl: url, searchPath: schema })),
    );
    check = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await check.connect();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      servers.map(
        ({ child }) =>
          new Promise((resolve) => {
            child.removeAllListeners("exit");
            child.once("exit", resolve);
            child.kill("SIGTERM");
          }),
      ),
    );
    await check?.query(`DROP SCHEMA ${schema} CASCADE`);
    await check?.end();
  });

  it("50 simultaneous bookings of one slot over two processes: one 201, 49 × 409", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await fetch(`${servers[i % 2]!.base}/functions/v1/booking`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            type: "demo",
            start: SLOT,
            name: `Visitor ${i}`,
            email: `v${i}@example.com`,
            language: "en",
            timezone: "America/New_York",
            consent: true,
          }),
        });
        return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(answers.filter((a) => a.body.error?.code === "slot_taken")).toHaveLength(49);
    const rows = await check.query("SELECT count(*)::int AS n FROM bookings");
    expect(rows.rows[0].n).toBe(1);
    const events = await check.query(
      "SELECT count(*)::int AS n FROM outbox_events WHERE type = 'booking.created'",
    );
    expect(events.rows[0].n).toBe(1);
  }, 60_000);
});
