/**
 * One PostgreSQL-dialect database for the whole server (docs/product/design.md §5): PGlite (embedded, files under
 * DATA_DIR) when no DATABASE_URL is given, a real PostgreSQL server through node-postgres when it
 * is. Both are used through the same typed Drizzle API; the rest of the code never knows which.
 */
import { chmodSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { lockDataDir, type DataDirLock } from "./data-dir-lock.ts";
import { schema } from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL on one connection (migrations, test resets). `exec` may hold several statements. */
export type Queryable = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<void>;
};

export type DbHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs `fn` on one dedicated connection (PGlite has only one). */
  withConnection<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Ends the database thread as a crash would (PGlite on its thread; `npm run drill`). */
  crash?(): Promise<void>;
};

export type DbOptions = {
  /** postgres://… — when set, a real server is used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` keeps everything in memory (tests). */
  dataDir?: string;
  /** node-postgres only: a schema to put first on the search path (isolated test runs). */
  searchPath?: string;
  /** node-postgres pool size. */
  poolSize?: number;
  /** PGlite in this thread instead of its own (PGLITE_INPROCESS; docs/decisions/016). */
  inProcess?: boolean;
  /** Told when the database thread dies (it is reopened): the server logs it as fatal. */
  onFatal?: (error: Error) => void;
};

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir ?? "./data", options);
}

async function openPglite(dataDir: string, options: DbOptions): Promise<DbHandle> {
  const { openPgliteThread } = await import("./pglite-thread.ts");
  const { drizzle } = await import("drizzle-orm/pglite");
  let target = dataDir;
  let lock: DataDirLock | undefined;
  if (!dataDir.startsWith("memory://")) {
    // One process per data directory: a second one would silently lose its writes.
    lock = lockDataDir(dataDir);
    target = resolve(dataDir, "pglite");
    // Visitors' conversations and the admin's accounts: readable by this user only.
    mkdirSync(target, { recursive: true, mode: 0o700 });
    chmodSync(resolve(dataDir), 0o700);
    chmodSync(target, 0o700);
  }
  // On its own thread, so statements never pause the event loop (docs/decisions/015).
  const client = await (
    options.inProcess
      ? import("@electric-sql/pglite").then(({ PGlite }) => PGlite.create(target))
      : openPgliteThread(target, { onFatal: options.onFatal })
  ).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  const queryable: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) => ({
      rows: (await client.query<T>(sql, params)).rows,
    }),
    exec: async (sql) => void (await client.exec(sql)),
  };
  return {
    db: drizzle({ client: client as unknown as PGlite, schema }) as unknown as Database,
    kind: "pglite",
    withConnection: (fn) => fn(queryable),
    close: () => client.close().finally(() => lock?.release()),
    crash: "crash" in client ? () => client.crash() : undefined,
  };
}

async function openPostgres(url: string, options: DbOptions): Promise<DbHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  // An idle client losing its server connection must not crash the process.
  pool.on("error", () => {});
  return {
    db: drizzle({ client: pool, schema }) as unknown as Database,
    kind: "postgres",
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          query: async <T>(sql: string, params?: unknown[]) => ({
            rows: (await client.query(sql, params)).rows as T[],
          }),
          exec: async (sql) => void (await client.query(sql)),
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
