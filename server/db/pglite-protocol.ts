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

/** id 0 answers the start: the database is open, or why not. */
export type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string } & Record<string, unknown> };
