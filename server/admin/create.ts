/**
 * `npm run admin:create -- --email you@example.com [--password …]`: creates an admin account (or
 * sets a new password for an existing one, ending its sessions) in DATABASE_URL or the PGlite
 * files in DATA_DIR. E-mail and password also come from ADMIN_EMAIL / ADMIN_PASSWORD, else they
 * are asked for. PGlite allows one process at a time: while the server holds DATA_DIR, this
 * refuses (server/db/data-dir-lock.ts).
 */
import { parseArgs } from "node:util";
import { createInterface } from "node:readline/promises";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { createAuth, normaliseEmail } from "./auth.ts";

/** Only upsertUser is used here: the sign-in options do not matter. */
const SCRIPT_AUTH = { maxFailedLogins: 1, lockoutMs: 0, sessionTtlMs: 0, loginRateLimit: 0 };

/** ADMIN_EMAIL/ADMIN_PASSWORD at start: creates that account when it does not exist yet. */
export async function bootstrapAdmin(
  db: Database,
  email: string,
  password: string,
  logger: Logger,
): Promise<void> {
  if (!email || !password) return;
  const auth = createAuth(db, SCRIPT_AUTH);
  const { adminUsers } = await import("../db/schema.ts");
  const { eq } = await import("drizzle-orm");
  const [existing] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, normaliseEmail(email)));
  if (existing) return;
  await auth.upsertUser(email, password);
  logger.info({ email: normaliseEmail(email) }, "admin account created from ADMIN_EMAIL");
}

const RUNNING_SITE_HINT = [
  "To add an account to a running site, either:",
  "  - restart the server with ADMIN_EMAIL=… ADMIN_PASSWORD=… (creates that account when it has none), or",
  "  - stop the server, run this command again, then start the server.",
].join("\n");

if (import.meta.main) {
  const { commandEnv, databaseEnvSchema, serverEnvSchema } = await import("../env.ts");
  const env = commandEnv(
    databaseEnvSchema.extend(
      serverEnvSchema.pick({ ADMIN_EMAIL: true, ADMIN_PASSWORD: true }).shape,
    ),
  );
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = env.DATA_DIR;
  if (!databaseUrl) {
    // Refused before anything is asked or opened: a write the server would overwrite is lost.
    const { lockDataDir } = await import("../db/data-dir-lock.ts");
    try {
      lockDataDir(dataDir);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      console.error(RUNNING_SITE_HINT);
      process.exit(1);
    }
  }
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" } },
  });
  let email = values.email ?? env.ADMIN_EMAIL;
  let password = values.password ?? env.ADMIN_PASSWORD;
  if (!email || !password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    if (!email) email = await rl.question("E-mail: ");
    if (!password) password = await rl.question("Password (12+ characters): ");
    rl.close();
  }
  const { openDatabase } = await import("../db/client.ts");
  const { migrate } = await import("../db/migrate.ts");
  const handle = await openDatabase({ databaseUrl, dataDir, inProcess: env.PGLITE_INPROCESS });
  try {
    await migrate(handle);
    const result = await createAuth(handle.db, SCRIPT_AUTH).upsertUser(email, password);
    console.log(
      result === "created"
        ? `Admin ${normaliseEmail(email)} created.`
        : `Password of ${normaliseEmail(email)} updated.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}
