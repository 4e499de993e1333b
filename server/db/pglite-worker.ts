/**
 * PGlite on its own thread (server/db/pglite-thread.ts is the other end). PGlite runs every
 * statement synchronously; here that work takes the second core instead of pausing the event loop
 * that answers requests. Messages are handled in arrival order: PGlite queues them itself.
 *
 * Nothing a statement does may end this thread: a reply that cannot be posted is replaced by a
 * plain error reply, and replies carry only cloneable plain data (docs/decisions/016).
 */
import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { parentPort, workerData } from "node:worker_threads";
import { plainDatabaseError, type Reply, type Request } from "./pglite-protocol.ts";

const port = parentPort!;
const opened = PGlite.create((workerData as { dataDir: string }).dataDir);
opened.then(
  () => post({ id: 0, ok: true, result: null }),
  (error: unknown) => post({ id: 0, ok: false, error: plainDatabaseError(error) }),
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
      post({ id: request.id, ok: true, result: null });
      port.close();
      return;
    }
    post({ id: request.id, ok: true, result });
  } catch (error) {
    post({ id: request.id, ok: false, error: plainDatabaseError(error) });
  }
}

/** Posts a reply; one that cannot cross the thread becomes an error reply that can. */
function post(reply: Reply) {
  try {
    port.postMessage(reply);
  } catch (error) {
    port.postMessage({
      id: reply.id,
      ok: false,
      error: { message: `reply could not be sent: ${plainDatabaseError(error).message}` },
    } satisfies Reply);
  }
}

const keep = (value: string) => value;

/** Functions cannot cross threads: "keep these types as text" is what callers' parsers mean. */
function options(request: Extract<Request, { op: "query" }>): QueryOptions {
  const parsers = Object.fromEntries(request.keepText.map((oid) => [oid, keep]));
  return { rowMode: request.rowMode, parsers };
}
