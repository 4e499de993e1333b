import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock.ts";

const moduleUrl = new URL("./data-dir-lock.ts", import.meta.url).href;
const LOCK = "novaflow.lock";

/** Another process that takes the lock, says so, and holds it until told to exit. */
async function holdLock(dir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { lockDataDir } from ${JSON.stringify(moduleUrl)};
       lockDataDir(process.argv[1]);
       console.log("locked");
       process.stdin.on("data", () => process.exit(0));`,
      dir,
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const [line] = (await once(child.stdout!, "data")) as [Buffer];
  expect(line.toString()).toBe("locked\n");
  return child;
}

const dirs: string[] = [];
const children: ChildProcess[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), "novaflow-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("refuses a directory another live process holds, naming it, until that process exits", async () => {
    const dir = fresh();
    const holder = await holdLock(dir);
    children.push(holder);
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`The data directory ${dir} is in use by process ${holder.pid}`),
    );
    // Exiting without calling release() still frees it.
    holder.stdin!.write("exit\n");
    await once(holder, "exit");
    expect(existsSync(join(dir, LOCK))).toBe(false);
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK), "utf8"))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(join(dir, LOCK))).toBe(false);
  });

  it("takes over the lock of a process that was killed", async () => {
    const dir = fresh();
    const holder = await holdLock(dir);
    children.push(holder);
    holder.kill("SIGKILL");
    await once(holder, "exit");
    expect(existsSync(join(dir, LOCK))).toBe(true);
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK), "utf8"))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it("takes over a lock whose pid now belongs to another process (pid reused after a crash)", () => {
    const dir = fresh();
    // Our parent is alive, but started at another time than the lock says.
    writeFileSync(join(dir, LOCK), JSON.stringify({ pid: process.ppid, start: "1" }));
    lockDataDir(dir).release();
    writeFileSync(join(dir, LOCK), JSON.stringify({ pid: process.ppid }));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
  });

  it("can be taken again inside the process that holds it, and is freed by the last release", () => {
    const dir = fresh();
    const outer = lockDataDir(dir);
    const inner = lockDataDir(join(dir, "."));
    inner.release();
    inner.release();
    expect(existsSync(join(dir, LOCK))).toBe(true);
    outer.release();
    expect(existsSync(join(dir, LOCK))).toBe(false);
  });

  it("creates a missing directory, private to its owner", () => {
    const dir = join(fresh(), "data");
    lockDataDir(dir).release();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });
});

/** `npm run admin:create` on a PGlite data directory. */
async function adminCreate(dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      join(import.meta.dirname, "../admin/create.ts"),
      "--email",
      "second@example.com",
      "--password",
      "a long enough password",
    ],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_EMAIL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, output };
}

describe("npm run admin:create", () => {
  it("refuses with the reason and a non-zero exit code while the server holds the data directory", async () => {
    const dir = fresh();
    const server = await holdLock(dir);
    children.push(server);
    const { code, output } = await adminCreate(dir);
    expect(code).not.toBe(0);
    expect(output).toContain(`The data directory ${dir} is in use by process ${server.pid}`);
    // …and says how to add an account to a running site.
    expect(output).toMatch(/ADMIN_EMAIL/);
    // It opened nothing: the server's files were never touched.
    expect(existsSync(join(dir, "pglite"))).toBe(false);
  });

  it("writes the account and frees the directory when no one else holds it", async () => {
    const dir = fresh();
    const { code, output } = await adminCreate(dir);
    expect(output).toContain("Admin second@example.com created.");
    expect(code).toBe(0);
    expect(existsSync(join(dir, LOCK))).toBe(false);
  }, 120_000);
});
