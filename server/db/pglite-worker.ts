/**
 * PGlite on its own thread (server/db/pglite-thread.ts is the other end). PGlite runs every
 * statement synchronously; here that work takes the second core instead of pausing the event loop
 * that answers requests. Messages are handled in arrival order: PGlite queues them itself.
 */
import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { parentPort, workerData } from "node:worker_threads";
import type { Reply, Request } from "./pglite-protocol.ts";

const port = parentPort!;
const opened = PGlite.create((workerData as { dataDir: string }).dataDir);
opened.then(
  () => port.postMessage({ id: 0, ok: true, result: null } satisfies Reply),
  (error: unknown) =>
    port.postMessage({ id: 0, ok: false, error: describe(error) } satisfies Reply),
);

port.on("message", (request: Request) => void handle(request));

async function handle(request: Request) {
  try {
    const db = await opened;
    let result: unknown;
    if (request.op === "query") {
      result = await db.query(request.sql, request.params, options(request));
    } else if (request.op === "exec") {
      result = await db.exec(request.sql);
    } else {
      await db.close();
      port.postMessage({ id: request.id, ok: true, result: null } satisfies Reply);
      port.close();
      return;
    }
    port.postMessage({ id: request.id, ok: true, result } satisfies Reply);
  } catch (error) {
    port.postMessage({ id: request.id, ok: false, error: describe(error) } satisfies Reply);
  }
}

const keep = (value: string) => value;

/** Functions cannot cross threads: "keep these types as text" is what callers' parsers mean. */
function options(request: Extract<Request, { op: "query" }>): QueryOptions {
  const parsers = Object.fromEntries(request.keepText.map((oid) => [oid, keep]));
  return { rowMode: request.rowMode, parsers };
}

/** An error as plain data; PostgreSQL's fields (code, detail, constraint…) survive the trip. */
function describe(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  return { ...(error as unknown as Record<string, unknown>), message: error.message };
}
