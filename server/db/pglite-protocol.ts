/** Messages between server/db/pglite-thread.ts and the worker that owns PGlite. */
export type Request =
  | {
      id: number;
      op: "query";
      sql: string;
      params: unknown[];
      rowMode: "array" | "object";
      /** Type OIDs the caller wants as text (drizzle parses dates itself). */
      keepText: number[];
    }
  | { id: number; op: "exec"; sql: string }
  | { id: number; op: "close" };

/** PostgreSQL's error fields, as plain strings: what crosses the thread, nothing else. */
export type PlainDatabaseError = { message: string } & Partial<
  Record<(typeof ERROR_FIELDS)[number], string>
>;

/** id 0 answers the start: the database is open, or why not. */
export type Reply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: PlainDatabaseError };

const ERROR_FIELDS = [
  "code",
  "severity",
  "detail",
  "hint",
  "constraint",
  "table",
  "column",
  "schema",
  "dataType",
  "routine",
] as const;

/**
 * An error reduced to its message and PostgreSQL's fields. PGlite's errors also carry the query's
 * options (functions) and parameters, which cannot be cloned and must not travel or be logged.
 */
export function plainDatabaseError(error: unknown): PlainDatabaseError {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 500) };
  const out: PlainDatabaseError = { message: error.message.slice(0, 500) };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of ERROR_FIELDS) {
    const value = fields[key];
    if (typeof value === "string" || typeof value === "number")
      out[key] = String(value).slice(0, 500);
  }
  return out;
}
