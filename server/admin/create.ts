/**
 * `npm run admin:create -- --email you@example.com [--password …]`: creates an admin account (or
 * sets a new password for an existing one) in DATABASE_URL or the PGlite files in DATA_DIR.
 * E-mail and password also come from ADMIN_EMAIL / ADMIN_PASSWORD, else they are asked for.
 */
import { parseArgs } from "node:util";
import { createInterface } from "node:readline/promises";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { createAuth, normaliseEmail } from "./auth.ts";

/** ADMIN_EMAIL/ADMIN_PASSWORD at start: creates that account when it does not exist yet. */
export async function bootstrapAdmin(
  db: Database,
  email: string,
  password: string,
  logger: Logger,
): Promise<void> {
  if (!email || !password) return;
  const auth = createAuth(db, {
    maxFailedLogins: 1,
    lockoutMs: 0,
    sessionTtlMs: 0,
    loginRateLimit: 0,
  });
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

if (import.meta.main) {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" } },
  });
  let email = values.email ?? process.env.ADMIN_EMAIL ?? "";
  let password = values.password ?? process.env.ADMIN_PASSWORD ?? "";
  if (!email || !password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    if (!email) email = await rl.question("E-mail: ");
    if (!password) password = await rl.question("Password (12+ characters): ");
    rl.close();
  }
  const { openDatabase } = await import("../db/client.ts");
  const { migrate } = await import("../db/migrate.ts");
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || "./data",
  });
  try {
    await migrate(handle);
    const auth = createAuth(handle.db, {
      maxFailedLogins: 1,
      lockoutMs: 0,
      sessionTtlMs: 0,
      loginRateLimit: 0,
    });
    const result = await auth.upsertUser(email, password);
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
