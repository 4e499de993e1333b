/**
 * Databases for server tests: PGlite in memory always, plus the real PostgreSQL at
 * TEST_DATABASE_URL when set (CI). Each PostgreSQL run gets its own schema, so test files running
 * in parallel never see each other's rows; it is dropped on close.
 */
import pg from "pg";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { openDatabase, type DbHandle } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";

export type TestTarget = { name: "pglite" | "postgres"; open: () => Promise<TestDb> };
export type TestDb = DbHandle & { reset(): Promise<void> };

const TABLES = [
  "leads",
  "bookings",
  "outbox_deliveries",
  "outbox_events",
  "chat_messages",
  "chat_threads",
  "rate_limits",
  "admin_sessions",
  "admin_login_failures",
  "admin_users",
  "blog_post_views",
  "blog_posts",
  "blog_images",
  "site_settings",
];

export function testTargets(): TestTarget[] {
  const targets: TestTarget[] = [
    { name: "pglite", open: () => openTest({ dataDir: "memory://" }) },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) targets.push({ name: "postgres", open: () => openPostgresTest(url) });
  return targets;
}

/**
 * A suite's database on `target` (from `describe.each(testTargets())`): opened once before the
 * suite, emptied before each test unless `reset: false`, closed after. The handle answers for the
 * open database when used, so a suite's helpers may capture it at once; the suite's own hooks run
 * after these (Vitest's "stack" order), so they may seed it.
 */
export function useTestDb(target: TestTarget, { reset = true } = {}): TestDb {
  let open: TestDb | undefined;
  beforeAll(async () => {
    open = await target.open();
  }, 180_000);
  afterAll(() => open?.close());
  if (reset) beforeEach(() => open!.reset());
  return new Proxy({} as TestDb, {
    get(_, key) {
      if (!open) throw new Error("The test database opens in useTestDb's beforeAll.");
      return Reflect.get(open, key) as unknown;
    },
  });
}

async function openTest(options: Parameters<typeof openDatabase>[0], after?: () => Promise<void>) {
  const handle = await openDatabase(options);
  await migrate(handle);
  return {
    ...handle,
    reset: () => handle.withConnection((q) => q.exec(`TRUNCATE ${TABLES.join(", ")}`)),
    async close() {
      await handle.close();
      await after?.();
    },
  } satisfies TestDb;
}

async function openPostgresTest(url: string) {
  const schemaName = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schemaName}`);
  await admin.end();
  return openTest({ databaseUrl: url, searchPath: schemaName, poolSize: 5 }, async () => {
    const drop = new pg.Client({ connectionString: url });
    await drop.connect();
    await drop.query(`DROP SCHEMA ${schemaName} CASCADE`);
    await drop.end();
  });
}
