/**
 * When the server cannot store an upload (disk full, temporary directory missing) the visitor
 * gets a prompt 503 in their language, the slot is given back and no partial file stays.
 * The full disk is real: the function runs in a child process under `ulimit -f`, so its writes
 * fail with EFBIG past 100 KB exactly as they would with ENOSPC.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { functionApp, multipartOf, start } from "../../../tests/support/video-to-text.ts";

const work = mkdtempSync(join(tmpdir(), "vtt-storage-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
});

/** The function in a child process whose files may not exceed `blocks` × 512 bytes. */
async function serveWithFileLimit(tmpDir: string, blocks: number) {
  const script = join(import.meta.dirname, "../../../tests/support/serve-video-to-text.ts");
  const deps = JSON.stringify({ tmpDir, concurrency: 1, queue: 0 });
  // dash's ulimit counts 512-byte blocks; Node ignores SIGXFSZ, so the write fails with EFBIG.
  const child = spawn(
    "/bin/sh",
    ["-c", `ulimit -f ${blocks} && exec "$0" "$@"`, process.execPath, script, deps],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  children.push(child);
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const { port } = JSON.parse(line) as { port: number };
    return `http://127.0.0.1:${port}/v2t`;
  }
  throw new Error("the test server did not start");
}

const json = { "Content-Type": "application/json" };
const storageError = {
  code: "storage_unavailable",
  message: "The server cannot store your video right now. Please try again in a few minutes.",
};

describe("video-to-text storage failures", () => {
  it("answers 503 when the upload cannot be written (disk full), frees the slot and removes the partial file", async () => {
    const tmp = join(work, "full");
    mkdirSync(tmp);
    const url = await serveWithFileLimit(tmp, 200);
    const big = new Uint8Array(1024 * 1024).fill(7);
    for (const body of [
      multipartOf(big),
      JSON.stringify({ videoBase64: Buffer.from(big).toString("base64"), fileName: "a.mp4" }),
    ]) {
      const started = Date.now();
      const res = await fetch(`${url}?lang=en`, {
        method: "POST",
        body,
        headers: typeof body === "string" ? json : {},
        signal: AbortSignal.timeout(8000),
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: storageError });
      expect(Date.now() - started).toBeLessThan(5000);
      await expect.poll(() => readdirSync(tmp), { timeout: 5000 }).toEqual([]);
    }
    // The only slot is free: a small file is taken (and judged on its content).
    const small = await fetch(url, {
      method: "POST",
      body: multipartOf(new TextEncoder().encode("not a video")),
      signal: AbortSignal.timeout(8000),
    });
    expect(small.status).toBe(415);
  }, 30_000);

  it("answers 503 when the temporary directory cannot be created, and keeps its slots", async () => {
    const tmp = join(work, "missing");
    const { app } = functionApp(tmp, { concurrency: 1, queue: 1 });
    const { server, base } = await start(app);
    try {
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${base}/v2t?lang=en`, {
          method: "POST",
          body: multipartOf(new Uint8Array(10)),
        });
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ error: storageError });
      }
      mkdirSync(tmp);
      const res = await fetch(`${base}/v2t`, {
        method: "POST",
        body: multipartOf(new TextEncoder().encode("not a video")),
      });
      expect(res.status).toBe(415);
    } finally {
      server.close();
    }
  });
});
