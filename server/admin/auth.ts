/**
 * Admin accounts and server-side sessions. Login: per-IP rate limit (shared counters in the
 * database), then the lock of this e-mail from this address, then the password (scrypt). The
 * browser holds a random token; the database holds only its SHA-256. A session ends after
 * `sessionTtlMs`, or sooner when unused for `idleTimeoutMs`.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { adminLoginFailures, adminSessions, adminUsers } from "../db/schema.ts";
import { createRateLimiter } from "../rate-limit.ts";
import {
  decoyHash,
  hashPassword,
  MIN_PASSWORD_LENGTH,
  needsRehash,
  verifyPassword,
} from "./passwords.ts";

export type AuthOptions = {
  /** Sign-in attempts in a row, per e-mail and client address, that lock that pair. */
  maxFailedLogins: number;
  lockoutMs: number;
  /** Absolute lifetime of a session. */
  sessionTtlMs: number;
  /** A session unused this long ends (default 30 minutes). */
  idleTimeoutMs?: number;
  /** Login attempts per IP per window; 0 = no limit. */
  loginRateLimit: number;
  loginRateWindowMs?: number;
  now?: () => number;
};

export type LoginResult =
  | { ok: true; token: string; email: string; csrf: string }
  | { ok: false; reason: "invalid" | "locked" | "rate_limited"; retryAfterSeconds?: number };

/** `csrf`: the token this session's forms must send (bound to it: see csrfToken). */
export type AdminSession = { userId: number; email: string; expiresAt: Date; csrf: string };

/** Last-seen times are written at most this often: most requests only read the session. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;
const plausibleEmail = (address: string) =>
  address.length <= 254 && EMAIL.test(address) && !CONTROL.test(address);

/**
 * A session's CSRF token: keyed by its secret token, which only the httpOnly cookie carries, so
 * a cookie planted from a subdomain or over plain http cannot be paired with a matching field.
 */
const csrfToken = (sessionToken: string) =>
  createHmac("sha256", sessionToken).update("csrf").digest("base64url");

export function createAuth(db: Database, options: AuthOptions) {
  const now = options.now ?? Date.now;
  const idleMs = options.idleTimeoutMs ?? 30 * 60_000;
  const limiter = createRateLimiter(db, {
    limit: options.loginRateLimit,
    windowMs: options.loginRateWindowMs ?? 15 * 60_000,
    now,
  });
  let attemptsCounted = 0;

  /**
   * Counts an attempt of `account` from `address` before its password is checked, so
   * concurrent guesses cannot overshoot the limit; the attempt that reaches it sets the lock.
   * A lock that has run out, or a count left alone for `lockoutMs`, starts afresh.
   */
  async function countAttempt(account: string, address: string, t: number) {
    const max = options.maxFailedLogins;
    const at = new Date(t).toISOString();
    const lockAt = new Date(t + options.lockoutMs).toISOString();
    const quietSince = new Date(t - options.lockoutMs).toISOString();
    const f = adminLoginFailures;
    const fresh = sql`(${f.lockedUntil} <= ${at}::timestamptz OR (${f.lockedUntil} IS NULL AND ${f.updatedAt} <= ${quietSince}::timestamptz))`;
    const [row] = await db
      .insert(f)
      .values({
        account,
        address,
        attempts: 1,
        lockedUntil: max <= 1 ? new Date(lockAt) : null,
        updatedAt: new Date(t),
      })
      .onConflictDoUpdate({
        target: [f.account, f.address],
        set: {
          attempts: sql`CASE WHEN ${fresh} THEN 1 ELSE LEAST(${f.attempts} + 1, ${max + 1}) END`,
          lockedUntil: sql`CASE
            WHEN ${fresh} THEN ${max <= 1 ? lockAt : null}::timestamptz
            WHEN ${f.lockedUntil} IS NULL AND ${f.attempts} + 1 >= ${max} THEN ${lockAt}::timestamptz
            ELSE ${f.lockedUntil} END`,
          updatedAt: new Date(t),
        },
      })
      .returning({ attempts: f.attempts, lockedUntil: f.lockedUntil });
    // Now and then, forget counts nobody has added to for a lockout period (their locks are over).
    if (++attemptsCounted % 100 === 0)
      await db.delete(f).where(lt(f.updatedAt, new Date(quietSince)));
    return row!;
  }

  return {
    /**
     * Creates the account, or sets a new password when the e-mail exists: that ends its
     * sessions and lifts its sign-in locks.
     */
    async upsertUser(email: string, password: string): Promise<"created" | "updated"> {
      const address = normaliseEmail(email);
      if (!plausibleEmail(address)) throw new Error("Not an e-mail address.");
      if (password.length < MIN_PASSWORD_LENGTH)
        throw new Error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
      const passwordHash = await hashPassword(password);
      const [existing] = await db
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(eq(adminUsers.email, address));
      if (existing) {
        await db.transaction(async (tx) => {
          await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, existing.id));
          await tx.delete(adminSessions).where(eq(adminSessions.userId, existing.id));
          await tx
            .delete(adminLoginFailures)
            .where(eq(adminLoginFailures.account, sha256(address)));
        });
        return "updated";
      }
      await db.insert(adminUsers).values({ email: address, passwordHash });
      return "created";
    },

    async countUsers(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminUsers);
      return Number(row?.n ?? 0);
    },

    /**
     * Every refusal but the rate limit looks the same whether the e-mail has an account or not:
     * same reasons, and one scrypt each, locked or not.
     */
    async login(email: string, password: string, ipKey: string): Promise<LoginResult> {
      const limit = await limiter(`login:${ipKey}`);
      if (!limit.allowed)
        return { ok: false, reason: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
      const address = normaliseEmail(email);
      const account = sha256(address);
      const t = now();
      const attempt = await countAttempt(account, ipKey, t);
      const [user] = plausibleEmail(address)
        ? await db.select().from(adminUsers).where(eq(adminUsers.email, address))
        : [];
      const locked = () => ({
        ok: false as const,
        reason: "locked" as const,
        retryAfterSeconds: Math.max(
          1,
          Math.ceil(((attempt.lockedUntil?.getTime() ?? t) - t) / 1000),
        ),
      });
      if (attempt.attempts > options.maxFailedLogins) {
        await verifyPassword(password, await decoyHash());
        return locked();
      }
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !matches) {
        return attempt.attempts >= options.maxFailedLogins
          ? locked()
          : { ok: false, reason: "invalid" };
      }
      await db
        .delete(adminLoginFailures)
        .where(and(eq(adminLoginFailures.account, account), eq(adminLoginFailures.address, ipKey)));
      if (needsRehash(user.passwordHash)) {
        const passwordHash = await hashPassword(password);
        await db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, user.id));
      }
      const token = randomBytes(32).toString("base64url");
      await db.insert(adminSessions).values({
        tokenHash: sha256(token),
        userId: user.id,
        expiresAt: new Date(t + options.sessionTtlMs),
        lastSeenAt: new Date(t),
      });
      // Now and then, forget ended sessions.
      await db
        .delete(adminSessions)
        .where(
          or(
            lt(adminSessions.expiresAt, new Date(t)),
            lt(adminSessions.lastSeenAt, new Date(t - idleMs)),
          ),
        );
      return { ok: true, token, email: user.email, csrf: csrfToken(token) };
    },

    async session(token: string | undefined): Promise<AdminSession | undefined> {
      if (!token) return undefined;
      const t = now();
      const tokenHash = sha256(token);
      const [row] = await db
        .select({
          userId: adminSessions.userId,
          email: adminUsers.email,
          expiresAt: adminSessions.expiresAt,
          lastSeenAt: adminSessions.lastSeenAt,
        })
        .from(adminSessions)
        .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
        .where(
          and(
            eq(adminSessions.tokenHash, tokenHash),
            gt(adminSessions.expiresAt, new Date(t)),
            gt(adminSessions.lastSeenAt, new Date(t - idleMs)),
          ),
        );
      if (!row) return undefined;
      if (t - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS)
        await db
          .update(adminSessions)
          .set({ lastSeenAt: new Date(t) })
          .where(eq(adminSessions.tokenHash, tokenHash));
      const { lastSeenAt: _, ...session } = row;
      return { ...session, csrf: csrfToken(token) };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await db.delete(adminSessions).where(eq(adminSessions.tokenHash, sha256(token)));
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
