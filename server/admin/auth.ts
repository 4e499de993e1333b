/**
 * Admin accounts and server-side sessions. Login: per-IP rate limit (shared counters in the
 * database), then the account's lockout, then the password (scrypt). The browser holds a random
 * token; the database holds only its SHA-256.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { adminSessions, adminUsers } from "../db/schema.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { decoyHash, hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "./passwords.ts";

export type AuthOptions = {
  /** Failed logins in a row that lock an account. */
  maxFailedLogins: number;
  lockoutMs: number;
  sessionTtlMs: number;
  /** Login attempts per IP per window; 0 = no limit. */
  loginRateLimit: number;
  loginRateWindowMs?: number;
  now?: () => number;
};

export type LoginResult =
  | { ok: true; token: string; email: string }
  | { ok: false; reason: "invalid" | "locked" | "rate_limited"; retryAfterSeconds?: number };

export type AdminSession = { userId: number; email: string; expiresAt: Date };

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function createAuth(db: Database, options: AuthOptions) {
  const now = options.now ?? Date.now;
  const limiter = createRateLimiter(db, {
    limit: options.loginRateLimit,
    windowMs: options.loginRateWindowMs ?? 15 * 60_000,
    now,
  });

  return {
    /** Creates the account, or sets a new password when the e-mail exists (and unlocks it). */
    async upsertUser(email: string, password: string): Promise<"created" | "updated"> {
      const address = normaliseEmail(email);
      if (!EMAIL.test(address)) throw new Error("Not an e-mail address.");
      if (password.length < MIN_PASSWORD_LENGTH)
        throw new Error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
      const passwordHash = await hashPassword(password);
      const [existing] = await db
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(eq(adminUsers.email, address));
      if (existing) {
        await db
          .update(adminUsers)
          .set({ passwordHash, failedLogins: 0, lockedUntil: null })
          .where(eq(adminUsers.id, existing.id));
        return "updated";
      }
      await db.insert(adminUsers).values({ email: address, passwordHash });
      return "created";
    },

    async countUsers(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminUsers);
      return Number(row?.n ?? 0);
    },

    async login(email: string, password: string, ipKey: string): Promise<LoginResult> {
      const limit = await limiter(`login:${ipKey}`);
      if (!limit.allowed)
        return { ok: false, reason: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
      const address = normaliseEmail(email);
      const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, address));
      const t = now();
      if (!user) {
        await verifyPassword(password, await decoyHash());
        return { ok: false, reason: "invalid" };
      }
      if (user.lockedUntil && user.lockedUntil.getTime() > t) {
        return {
          ok: false,
          reason: "locked",
          retryAfterSeconds: Math.ceil((user.lockedUntil.getTime() - t) / 1000),
        };
      }
      if (!(await verifyPassword(password, user.passwordHash))) {
        // A lock that has run out starts a fresh count.
        const expired = user.lockedUntil !== null;
        const lockAt = new Date(t + options.lockoutMs);
        const [after] = await db
          .update(adminUsers)
          .set({
            failedLogins: expired ? 1 : sql`${adminUsers.failedLogins} + 1`,
            lockedUntil: expired
              ? null
              : sql`CASE WHEN ${adminUsers.failedLogins} + 1 >= ${options.maxFailedLogins} THEN ${lockAt.toISOString()}::timestamptz ELSE NULL END`,
          })
          .where(eq(adminUsers.id, user.id))
          .returning({ lockedUntil: adminUsers.lockedUntil });
        if (after?.lockedUntil)
          return { ok: false, reason: "locked", retryAfterSeconds: options.lockoutMs / 1000 };
        return { ok: false, reason: "invalid" };
      }
      await db
        .update(adminUsers)
        .set({ failedLogins: 0, lockedUntil: null })
        .where(eq(adminUsers.id, user.id));
      const token = randomBytes(32).toString("base64url");
      await db.insert(adminSessions).values({
        tokenHash: sha256(token),
        userId: user.id,
        expiresAt: new Date(t + options.sessionTtlMs),
      });
      // Now and then, forget expired sessions.
      await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date(t)));
      return { ok: true, token, email: user.email };
    },

    async session(token: string | undefined): Promise<AdminSession | undefined> {
      if (!token) return undefined;
      const [row] = await db
        .select({
          userId: adminSessions.userId,
          email: adminUsers.email,
          expiresAt: adminSessions.expiresAt,
        })
        .from(adminSessions)
        .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
        .where(
          and(
            eq(adminSessions.tokenHash, sha256(token)),
            gt(adminSessions.expiresAt, new Date(now())),
          ),
        );
      return row;
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await db.delete(adminSessions).where(eq(adminSessions.tokenHash, sha256(token)));
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
