/**
 * What a database failure means for the request that met it, decided from plain fields (codes),
 * never from error classes: the same checks work on PGlite's thread, node-postgres and drizzle's
 * wrapper (which keeps the driver's error as `cause`).
 */

/** Our code for "the database cannot be reached right now": the request answers 503. */
export const DB_UNAVAILABLE = "db_unavailable";

export function databaseUnavailable(message: string): Error & { code: string } {
  return Object.assign(new Error(message), { code: DB_UNAVAILABLE });
}

/** PostgreSQL classes and socket errors that mean the server or connection is gone. */
const UNAVAILABLE = /^(08|57P0[1-3]|53300)|^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND)$/;

function* chain(error: unknown): Generator<Record<string, unknown>> {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    yield e as Record<string, unknown>;
    e = (e as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = typeof e.code === "string" ? e.code : "";
    if (code === DB_UNAVAILABLE || UNAVAILABLE.test(code)) return true;
    if (
      typeof e.message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end/.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

/**
 * A data exception (SQLSTATE class 22: invalid text such as U+0000, a number out of its column's
 * range, a malformed value): the request's input was bad. Boundaries validate first; this is the
 * net under them, so a miss answers 400 instead of 500.
 */
export function isBadInput(error: unknown): boolean {
  for (const e of chain(error)) if (typeof e.code === "string" && /^22/.test(e.code)) return true;
  return false;
}

/**
 * The constraint a foreign-key violation (SQLSTATE 23503) names: a row the statement pointed at
 * is gone. Undefined for any other error.
 */
export function foreignKeyViolation(error: unknown): string | undefined {
  for (const e of chain(error))
    if (e.code === "23503") return typeof e.constraint === "string" ? e.constraint : "";
  return undefined;
}
