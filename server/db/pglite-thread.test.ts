import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { openPgliteThread, type PgliteThread } from "./pglite-thread.ts";

describe("PGlite on its own thread", () => {
  let db: PgliteThread;
  beforeAll(async () => {
    db = await openPgliteThread("memory://");
    await db.exec("CREATE TABLE t (id int PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())");
  }, 120_000);
  afterAll(() => db.close());

  it("runs parameterised queries in object and array row modes", async () => {
    await db.query("INSERT INTO t (id) VALUES ($1), ($2)", [1, 2]);
    const objects = await db.query<{ id: number }>("SELECT id FROM t ORDER BY id");
    expect(objects.rows).toEqual([{ id: 1 }, { id: 2 }]);
    const arrays = await db.query("SELECT id FROM t WHERE id = $1", [2], { rowMode: "array" });
    expect(arrays.rows).toEqual([[2]]);
  });

  it("keeps the types a caller's parsers keep as text (what drizzle asks), parses the rest", async () => {
    const parsed = await db.query<{ at: unknown }>("SELECT at FROM t WHERE id = 1");
    expect(parsed.rows[0]!.at).toBeInstanceOf(Date);
    const text = await db.query<{ at: unknown }>("SELECT at FROM t WHERE id = 1", [], {
      parsers: { 1184: (v: string) => v },
    });
    expect(typeof text.rows[0]!.at).toBe("string");
  });

  it("rejects with PostgreSQL's error fields and keeps serving", async () => {
    const error = await db.query("INSERT INTO t (id) VALUES (1)").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "t_pkey" });
    await expect(db.query("SELEC 1")).rejects.toMatchObject({ code: "42601" });
    expect((await db.query<{ n: number }>("SELECT 1 AS n")).rows).toEqual([{ n: 1 }]);
  });

  it("answers a statement whose error carries functions (a U+0000 in a text parameter) and keeps serving", async () => {
    // PGlite's error holds the query options, parsers included: it once killed the thread.
    const error = await db
      .query("INSERT INTO t (id) SELECT length($1::text)", ["a\u0000b"], {
        parsers: { 1184: (v: string) => v },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "22021" });
    expect(Object.values(error as object).some((v) => typeof v === "function")).toBe(false);
    expect((await db.query<{ n: number }>("SELECT 1 AS n")).rows).toEqual([{ n: 1 }]);
  });

  it("holds statements from outside a transaction until it ends, and rolls back on a throw", async () => {
    let outsideSaw: unknown;
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO t (id) VALUES (10)");
      // Issued mid-transaction from elsewhere: it must run after COMMIT and see the row.
      void db.query<{ n: number }>("SELECT count(*)::int AS n FROM t WHERE id = 10").then((r) => {
        outsideSaw = r.rows[0]!.n;
      });
      await new Promise((r) => setTimeout(r, 50));
      expect(outsideSaw).toBeUndefined();
    });
    await db.query("SELECT 1");
    expect(outsideSaw).toBe(1);

    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO t (id) VALUES (11)");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect((await db.query("SELECT id FROM t WHERE id = 11")).rows).toEqual([]);
  });

  it("serves drizzle, transactions included", async () => {
    const orm = drizzle({ client: db as unknown as PGlite });
    await orm.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t (id) VALUES (20)`);
    });
    const rows = await orm.execute<{ id: number }>(sql`SELECT id FROM t WHERE id = 20`);
    expect(rows.rows).toEqual([{ id: 20 }]);
  });
});

describe("PGlite thread on disk", () => {
  const dir = mkdtempSync(join(tmpdir(), "pglite-thread-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps data across a close and reopen, and refuses statements once closed", async () => {
    const first = await openPgliteThread(dir);
    await first.exec("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('hola')");
    await first.close();
    await expect(first.query("SELECT 1")).rejects.toThrow(/closed/);

    const second = await openPgliteThread(dir);
    expect((await second.query("SELECT v FROM kept")).rows).toEqual([{ v: "hola" }]);
    await second.close();
  }, 180_000);

  it("keeps its files private: the data directory and PGlite's folder are 0700", async () => {
    const dataDir = join(dir, "private");
    const handle = await openDatabase({ dataDir });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, "pglite")).mode & 0o777).toBe(0o700);
    } finally {
      await handle.close();
    }
  }, 180_000);

  it("reopens after the thread dies: in-flight statements fail fast as db_unavailable, later ones run", async () => {
    const fatal: Error[] = [];
    const db = await openPgliteThread(dir, { onFatal: (e) => fatal.push(e) });
    const inFlight = db.query("SELECT pg_sleep(2)").catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 100));
    const started = performance.now();
    await db.crash();
    expect(await inFlight).toMatchObject({ code: "db_unavailable" });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(fatal).toHaveLength(1);
    expect((await db.query("SELECT v FROM kept")).rows).toEqual([{ v: "hola" }]);
    await db.close();
  }, 180_000);
});
