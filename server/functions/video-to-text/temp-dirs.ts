/**
 * Each request's private directory is named `novaflow-vtt-<pid>-XXXXXX`, so a new process can
 * tell the directories a dead one left behind (its pid is gone, or it is our own pid but older
 * than us: a container restarted as pid 1) from those of a live process sharing the directory.
 */
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

const PREFIX = "novaflow-vtt-";
const NAME = /^novaflow-vtt-(\d+)-[A-Za-z0-9]{6}$/;

export function createJobDir(parent: string): Promise<string> {
  return mkdtemp(join(parent, `${PREFIX}${process.pid}-`));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Removes the job directories of processes that no longer run; returns their names. */
export async function removeStaleJobDirs(
  parent: string,
  startedAt = Date.now() - process.uptime() * 1000,
): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(parent, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const removed: string[] = [];
  for (const entry of entries) {
    const match = entry.isDirectory() ? NAME.exec(entry.name) : null;
    if (!match) continue;
    const pid = Number(match[1]);
    const path = join(parent, entry.name);
    // A directory that vanished meanwhile was its live owner's to remove.
    const mtime = await stat(path).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    if (mtime === undefined) continue;
    const stale = pid === process.pid ? mtime < startedAt : !alive(pid);
    if (!stale) continue;
    await rm(path, { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}
