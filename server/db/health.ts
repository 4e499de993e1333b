/**
 * What /healthz says about the database: the answer of a `SELECT 1` at most `maxAgeMs` old, so a
 * load balancer polling it costs the database one statement a second at most, and a dead or
 * unreachable database turns the check red within a second.
 */
import type { DbHandle } from "./client.ts";

export type DatabaseHealth = { ok: boolean; state: "ok" | "starting" | "unavailable" };

export function createDatabaseProbe(
  handle: Promise<DbHandle>,
  options: { maxAgeMs?: number; timeoutMs?: number; now?: () => number } = {},
): () => Promise<DatabaseHealth> {
  const maxAgeMs = options.maxAgeMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 2000;
  const now = options.now ?? Date.now;
  let opened: DbHandle | undefined;
  let failedToOpen = false;
  handle.then(
    (h) => (opened = h),
    () => (failedToOpen = true),
  );
  let last: { at: number; health: DatabaseHealth } | undefined;
  let running: Promise<DatabaseHealth> | undefined;

  async function probe(db: DbHandle): Promise<DatabaseHealth> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<false>(
      (resolve) => (timer = setTimeout(resolve, timeoutMs, false)),
    );
    const answered = db
      .withConnection((q) => q.query("SELECT 1"))
      .then(
        () => true,
        () => false,
      );
    const ok = await Promise.race([answered, timeout]);
    clearTimeout(timer);
    return { ok, state: ok ? "ok" : "unavailable" };
  }

  return async () => {
    if (failedToOpen) return { ok: false, state: "unavailable" };
    if (!opened) return { ok: false, state: "starting" };
    if (last && now() - last.at < maxAgeMs) return last.health;
    const db = opened;
    running ??= probe(db).then((health) => {
      last = { at: now(), health };
      running = undefined;
      return health;
    });
    return running;
  };
}
