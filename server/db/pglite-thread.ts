/**
 * The main thread's handle on PGlite running in a worker (server/db/pglite-worker.ts). It offers
 * the part of PGlite's interface that drizzle's PGlite driver and our raw queries use: `query`,
 * `exec`, `transaction` and `close`. Why a thread: docs/decisions/015-pglite-thread-and-wrk.md.
 *
 * A thread that dies is not the end of the database (docs/decisions/016): what was in flight fails
 * at once with a `db_unavailable` error (the callers answer 503), `onFatal` is told, and a new
 * thread opens the same data directory; statements sent meanwhile wait for it and then run.
 */
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { Worker } from "node:worker_threads";
import { databaseUnavailable } from "./errors.ts";
import type { Reply, Request } from "./pglite-protocol.ts";

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** One worker and what is waiting on it. A new generation replaces a dead one. */
type Generation = {
  worker: Worker;
  pending: Map<number, Pending>;
  dead?: Error;
};

export type PgliteThreadOptions = {
  /** Told when the thread dies unexpectedly (the caller logs it as fatal). */
  onFatal?: (error: Error) => void;
  /** Open a new thread after a death (default true); false leaves the handle failed. */
  restart?: boolean;
};

export type PgliteThread = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  /** Statements of others wait until it ends, as on PGlite itself (one connection). */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Ends the thread as a crash would (tests and `npm run drill` only). */
  crash(): Promise<void>;
};

/** Shortest wait between two attempts to reopen a thread that failed to open. */
const REOPEN_BACKOFF_MS = 1000;

export async function openPgliteThread(
  dataDir: string,
  options: PgliteThreadOptions = {},
): Promise<PgliteThread> {
  let nextId = 1;
  let closing = false;
  let current: Generation | undefined;
  let opening: Promise<Generation> | undefined;
  let lastOpenFailure = 0;

  function spawn(): Promise<Generation> {
    const worker = new Worker(new URL("./pglite-worker.ts", import.meta.url), {
      workerData: { dataDir },
    });
    const gen: Generation = { worker, pending: new Map() };
    const opened = new Promise<Generation>((resolve, reject) =>
      gen.pending.set(0, { resolve: () => resolve(gen), reject }),
    );
    worker.on("message", (reply: Reply) => {
      const p = gen.pending.get(reply.id);
      if (!p) return;
      gen.pending.delete(reply.id);
      if (reply.ok) p.resolve(reply.result);
      else p.reject(Object.assign(new Error(reply.error.message), reply.error));
    });
    const die = (cause: Error) => {
      if (gen.dead) return;
      gen.dead = databaseUnavailable(`the database thread ended: ${cause.message}`);
      for (const p of gen.pending.values()) p.reject(gen.dead);
      gen.pending.clear();
      if (current === gen) current = undefined;
      if (!closing) options.onFatal?.(gen.dead);
    };
    worker.on("error", die);
    worker.on("exit", (code) => die(new Error(`exit code ${code}`)));
    return opened.catch((error: unknown) => {
      void worker.terminate();
      throw error;
    });
  }

  /** The live generation, opening a new one after a death (at most one opening at a time). */
  async function live(): Promise<Generation> {
    if (current && !current.dead) return current;
    if (closing) throw databaseUnavailable("the database is closed");
    if (!opening) {
      if (started && options.restart === false)
        throw databaseUnavailable("the database thread ended");
      const wait = lastOpenFailure + REOPEN_BACKOFF_MS - Date.now();
      if (wait > 0) throw databaseUnavailable("the database is reopening");
      opening = spawn().then(
        (gen) => {
          current = gen;
          opening = undefined;
          return gen;
        },
        (error: unknown) => {
          lastOpenFailure = Date.now();
          opening = undefined;
          throw started
            ? databaseUnavailable(`the database could not be reopened: ${String(error)}`)
            : error;
        },
      );
    }
    return opening;
  }

  function sendTo(gen: Generation, request: Request): Promise<unknown> {
    if (gen.dead) return Promise.reject(gen.dead);
    return new Promise((resolve, reject) => {
      gen.pending.set(request.id, { resolve, reject });
      gen.worker.postMessage(request);
    });
  }

  const queryRequest = (sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
    ({
      id: nextId++,
      op: "query",
      sql,
      params,
      rowMode: options.rowMode ?? "object",
      keepText: Object.keys(options.parsers ?? {}).map(Number),
    }) satisfies Request;
  const execRequest = (sql: string) => ({ id: nextId++, op: "exec", sql }) satisfies Request;

  // One connection: while a transaction runs, statements from outside it wait for its end. Each
  // waiter re-checks and sends (or opens its transaction) in the same turn it wakes in, so two
  // waiters never both get through.
  let transactionEnd: Promise<void> | undefined;

  let started = false;
  await live();
  started = true;

  return {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      while (transactionEnd) await transactionEnd;
      return sendTo(await live(), queryRequest(sql, params, options)) as Promise<Results<T>>;
    },
    async exec(sql) {
      while (transactionEnd) await transactionEnd;
      return sendTo(await live(), execRequest(sql)) as Promise<Results[]>;
    },
    async transaction(fn) {
      while (transactionEnd) await transactionEnd;
      let end!: () => void;
      transactionEnd = new Promise((resolve) => (end = resolve));
      let closed = false;
      try {
        // Every statement of the transaction goes to the thread it began on: if that thread
        // dies, the rest fail instead of running outside the transaction on its successor.
        const gen = await live();
        const exec = (sql: string) => sendTo(gen, execRequest(sql)) as Promise<Results[]>;
        const tx = {
          query: (sql: string, params?: unknown[], options?: QueryOptions) =>
            sendTo(gen, queryRequest(sql, params, options)),
          exec,
          sql: () => {
            throw new Error("tagged-template queries are not available on the database thread");
          },
          rollback: async () => {
            await exec("ROLLBACK");
            closed = true;
          },
          listen: () => Promise.reject(new Error("LISTEN is not available in a transaction")),
          get closed() {
            return closed;
          },
        } as unknown as Transaction;
        try {
          await exec("BEGIN");
          const result = await fn(tx);
          if (!closed) await exec("COMMIT");
          return result;
        } catch (error) {
          if (!closed) await exec("ROLLBACK").catch(() => {});
          throw error;
        }
      } finally {
        closed = true;
        transactionEnd = undefined;
        end();
      }
    },
    async close() {
      while (transactionEnd) await transactionEnd;
      if (closing) return;
      const gen = current ?? (await opening?.catch(() => undefined));
      closing = true;
      if (!gen || gen.dead) return;
      const exited = new Promise((resolve) => gen.worker.once("exit", resolve));
      await sendTo(gen, { id: nextId++, op: "close" }).catch(() => {});
      await exited;
    },
    async crash() {
      const gen = current;
      if (!gen) return;
      const exited = new Promise((resolve) => gen.worker.once("exit", resolve));
      await gen.worker.terminate();
      await exited;
    },
  };
}
