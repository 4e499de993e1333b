import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/test-app.ts";
import { createDatabaseProbe } from "./health.ts";
import { testTargets, type TestDb } from "../../tests/support/test-db.ts";

describe.each(testTargets())("/healthz and the database on $name", (target) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await target.open();
  }, 180_000);
  afterAll(() => db.close());

  it("says starting while the database opens, ok once it answers, and 503 when it stops answering", async () => {
    let open!: (handle: TestDb) => void;
    let t = 0;
    const probe = createDatabaseProbe(new Promise((resolve) => (open = resolve)), {
      now: () => t,
    });
    const app = await createTestApp({ databaseHealth: probe });
    const health = async () => {
      const res = await app.request("/healthz");
      return { status: res.status, body: (await res.json()) as { database: string } };
    };
    expect(await health()).toMatchObject({ status: 503, body: { database: "starting" } });
    open(db);
    await Promise.resolve();
    expect(await health()).toMatchObject({ status: 200, body: { database: "ok" } });

    await db.close();
    // The answer is cached for a second: a poll does not cost a statement each time…
    t += 500;
    expect((await health()).status).toBe(200);
    // …and is never older than that.
    t += 600;
    expect(await health()).toMatchObject({ status: 503, body: { database: "unavailable" } });
    db = await target.open();
  }, 180_000);
});
