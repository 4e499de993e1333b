/**
 * One process at a time on a PGlite data directory: PGlite has no locking of its own, so a
 * second process (`npm run admin:create` beside the running server) would open the same files
 * and one of them would silently lose its writes. A lock file holds the owner's pid; it is
 * created exclusively, taken over when its owner is gone, and removed on release or exit.
 */
import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export type DataDirLock = { release(): void };

const LOCK_FILE = "novaflow.lock";

/** Locks held by this process, by directory: the server and a script in it may both ask. */
const held = new Map<string, { count: number; file: string; owner: string }>();

type Owner = { pid: number; start?: string };

/**
 * The process's start time in clock ticks since boot (Linux): a pid alone can be reused by
 * another process after a crash, a pid with its start time cannot.
 */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function alive(owner: Owner): boolean {
  if (owner.pid === process.pid) return false; // ours would be in `held`: a previous life's
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (!owner.start) return true;
  const now = startTime(owner.pid);
  return now === undefined || now === owner.start;
}

/** The lock's owner; undefined when the file is gone (released meanwhile). */
function readOwner(file: string): Owner | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  let parsed: Partial<Owner> = {};
  try {
    parsed = JSON.parse(text) as Partial<Owner>;
  } catch {
    // Reported below.
  }
  if (typeof parsed.pid !== "number" || !Number.isInteger(parsed.pid) || parsed.pid <= 0)
    throw new Error(`Unreadable lock file ${file}: delete it if no server is running.`);
  return { pid: parsed.pid, start: typeof parsed.start === "string" ? parsed.start : undefined };
}

/**
 * Written whole to a private file, then linked to the lock's name: link(2) fails when the name
 * exists, like O_EXCL, and a reader never sees a half-written lock.
 */
function tryCreate(file: string, owner: string): boolean {
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, owner, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

export function lockDataDir(dir: string): DataDirLock {
  const path = resolve(dir);
  const mine = held.get(path);
  if (mine) {
    mine.count++;
    return once(() => releaseHeld(path));
  }
  mkdirSync(path, { recursive: true, mode: 0o700 });
  const file = join(path, LOCK_FILE);
  const owner = JSON.stringify({ pid: process.pid, start: startTime(process.pid) });
  for (let attempt = 0; !tryCreate(file, owner); attempt++) {
    const current = readOwner(file);
    if (current && alive(current))
      throw new Error(
        `The data directory ${path} is in use by process ${current.pid}: PGlite allows one ` +
          `process at a time. Stop the server first, or use a PostgreSQL server (DATABASE_URL), ` +
          `which any number of processes can share.`,
      );
    if (attempt >= 5) throw new Error(`Could not take the lock file ${file}.`);
    // Stale (its owner is dead): removed, then raced for like a fresh one. Two processes taking
    // over the same stale lock at the same instant could both get here; starting two servers in
    // the same millisecond after a crash is not worth a heavier primitive.
    if (current) rmSync(file, { force: true });
  }
  held.set(path, { count: 1, file, owner });
  return once(() => releaseHeld(path));
}

function once(release: () => void): DataDirLock {
  let done = false;
  return {
    release() {
      if (done) return;
      done = true;
      release();
    },
  };
}

function releaseHeld(path: string) {
  const lock = held.get(path);
  if (!lock || --lock.count > 0) return;
  held.delete(path);
  removeIfOurs(lock.file, lock.owner);
}

/** Never removes a lock another process has taken over since. */
function removeIfOurs(file: string, owner: string) {
  try {
    if (readFileSync(file, "utf8") === owner) unlinkSync(file);
  } catch {
    // Already gone.
  }
}

// A process that ends without releasing (an uncaught error, process.exit) still frees its
// directories; one that is killed leaves a stale lock that the next owner takes over.
process.on("exit", () => {
  for (const lock of held.values()) removeIfOurs(lock.file, lock.owner);
  held.clear();
});
