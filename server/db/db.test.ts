import { describe, expect, it } from "vitest";
import { schema } from "./schema.ts";
import { migrate } from "./migrate.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { testTargets, useTestDb } from "../../tests/support/test-db.ts";

describe.each(testTargets())("database on $name", (target) => {
  const db = useTestDb(target);

  it("has applied every migration once; running again applies nothing", async () => {
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.withConnection((q) =>
      q.query<{ version: string }>("SELECT version FROM schema_migrations"),
    );
    expect(rows.map((r) => r.version)).toEqual(expect.arrayContaining(["0001_chat", "0002_admin"]));
  });

  it("matches the typed schema (every Drizzle column exists)", async () => {
    for (const table of Object.values(schema)) {
      await expect(db.db.select().from(table).limit(1)).resolves.toEqual([]);
    }
  });

  it("counts rate-limit hits per key in fixed windows shared by every caller", async () => {
    let now = 120_000;
    const a = createRateLimiter(db.db, { limit: 2, now: () => now });
    const b = createRateLimiter(db.db, { limit: 2, now: () => now }); // another process
    expect((await a("k")).allowed).toBe(true);
    expect((await b("k")).allowed).toBe(true);
    const third = await a("k");
    expect(third).toMatchObject({ allowed: false, count: 3 });
    expect((await a("other")).allowed).toBe(true);
    now += 60_000;
    expect(await b("k")).toMatchObject({ allowed: true, count: 1 });
  });

  it("counts concurrent hits exactly as if they came one by one", async () => {
    const limiter = createRateLimiter(db.db, { limit: 5, now: () => 300_000 });
    const keys = ["a", "b", "a", "a", "b", "a", "a", "a", "a"];
    const results = await Promise.all(keys.map((k) => limiter(k)));
    const counts = (key: string) => results.filter((_, i) => keys[i] === key).map((r) => r.count);
    expect(counts("a")).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(counts("b")).toEqual([1, 2]);
    expect(results.filter((r) => !r.allowed)).toHaveLength(2);
    expect((await limiter("a")).count).toBe(8);
  });
});
