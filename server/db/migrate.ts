/**
 * Versioned SQL migrations: every `NNNN_name.sql` in ./migrations, in name order, each applied
 * once and recorded in `schema_migrations`. The server runs this at start; `npm run db:migrate`
 * runs it alone. One transaction under an advisory lock, so several processes starting together
 * against one PostgreSQL apply each migration exactly once.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { DbHandle } from "./client.ts";

export const migrationsDir = join(import.meta.dirname, "migrations");
const LOCK_ID = 4_200_314;

export async function migrate(handle: DbHandle, dir = migrationsDir): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  return handle.withConnection(async (q) => {
    await q.exec("BEGIN");
    try {
      await q.query("SELECT pg_advisory_xact_lock($1)", [LOCK_ID]);
      await q.exec(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
      );
      const done = new Set(
        (await q.query<{ version: string }>("SELECT version FROM schema_migrations")).rows.map(
          (r) => r.version,
        ),
      );
      const applied: string[] = [];
      for (const file of files) {
        const version = file.replace(/\.sql$/, "");
        if (done.has(version)) continue;
        await q.exec(readFileSync(join(dir, file), "utf8"));
        await q.query("INSERT INTO schema_migrations (version) VALUES ($1)", [version]);
        applied.push(version);
      }
      await q.exec("COMMIT");
      return applied;
    } catch (error) {
      await q.exec("ROLLBACK");
      throw error;
    }
  });
}

// `npm run db:migrate`: apply pending migrations to DATABASE_URL or the PGlite files in DATA_DIR.
if (import.meta.main) {
  const { openDatabase } = await import("./client.ts");
  const { commandEnv, databaseEnvSchema } = await import("../env.ts");
  const env = commandEnv(databaseEnvSchema);
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR,
    inProcess: env.PGLITE_INPROCESS,
  });
  try {
    const applied = await migrate(handle);
    console.log(
      applied.length
        ? `Applied: ${applied.join(", ")}`
        : "Database is up to date (no pending migrations).",
    );
  } finally {
    await handle.close();
  }
}
