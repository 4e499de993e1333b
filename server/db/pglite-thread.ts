/**
 * The main thread's handle on PGlite running in a worker (server/db/pglite-worker.ts). It offers
 * the part of PGlite's interface that drizzle's PGlite driver and our raw queries use: `query`,
 * `exec`, `transaction` and `close`. Why a thread: docs/decisions/015-pglite-thread-and-wrk.md.
 */
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { Worker } from "node:worker_threads";
import type { Reply, Request } from "./pglite-protocol.ts";

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Send = (request: Request) => Promise<unknown>;

export type PgliteThread = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  /** Statements of others wait until it ends, as on PGlite itself (one connection). */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export async function openPgliteThread(dataDir: string): Promise<PgliteThread> {
  const worker = new Worker(new URL("./pglite-worker.ts", import.meta.url), {
    workerData: { dataDir },
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | undefined;

  const opened = new Promise<void>((resolve, reject) =>
    pending.set(0, { resolve: () => resolve(), reject }),
  );
  worker.on("message", (reply: Reply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (reply.ok) p.resolve(reply.result);
    else p.reject(Object.assign(new Error(reply.error.message), reply.error));
  });
  // A crashed worker fails what is in flight and everything after it; the caller answers 5xx.
  const fail = (error: Error) => {
    failure ??= error;
    for (const p of pending.values()) p.reject(failure);
    pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the database thread exited (code ${code})`)));

  const send: Send = (request) =>
    failure
      ? Promise.reject(failure)
      : new Promise((resolve, reject) => {
          pending.set(request.id, { resolve, reject });
          worker.postMessage(request);
        });
  const query = <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
    send({
      id: nextId++,
      op: "query",
      sql,
      params,
      rowMode: options.rowMode ?? "object",
      keepText: Object.keys(options.parsers ?? {}).map(Number),
    }) as Promise<Results<T>>;
  const exec = (sql: string) => send({ id: nextId++, op: "exec", sql }) as Promise<Results[]>;

  // One connection: while a transaction runs, statements from outside it wait for its end. Each
  // waiter re-checks and sends (or opens its transaction) in the same turn it wakes in, so two
  // waiters never both get through.
  let transactionEnd: Promise<void> | undefined;

  await opened.catch((error: unknown) => {
    void worker.terminate();
    throw error;
  });

  return {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      while (transactionEnd) await transactionEnd;
      return query<T>(sql, params, options);
    },
    async exec(sql) {
      while (transactionEnd) await transactionEnd;
      return exec(sql);
    },
    async transaction(fn) {
      while (transactionEnd) await transactionEnd;
      let end!: () => void;
      transactionEnd = new Promise((resolve) => (end = resolve));
      let closed = false;
      const tx = {
        query,
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
      } finally {
        closed = true;
        transactionEnd = undefined;
        end();
      }
    },
    async close() {
      while (transactionEnd) await transactionEnd;
      if (failure) return;
      const exited = new Promise((resolve) => worker.once("exit", resolve));
      await send({ id: nextId++, op: "close" });
      await exited;
    },
  };
}
