/**
 * Stopping the process: shutdown() aborts what is in flight (the OpenAI request, ffmpeg and
 * pocketsphinx children), answers those visitors 503 and resolves only once their temporary
 * directories are gone; at start, directories a previous process left behind are removed.
 */
import type { ServerType } from "@hono/node-server";
import { execFileSync, spawn } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_CLIPS, SHORT_CLIP, speechVideo } from "../../../tests/support/speech-media.ts";
import { createOpenAiSpeechEngine } from "../../engines/speech/openai.ts";
import { createLogger } from "../../logger.ts";
import { loadServerEnv } from "../../env.ts";
import { createVideoToText } from "./index.ts";
import { functionApp, multipartOf, start } from "../../../tests/support/video-to-text.ts";

const media = mkdtempSync(join(tmpdir(), "vtt-shutdown-media-"));
const work = mkdtempSync(join(tmpdir(), "vtt-shutdown-work-"));
let short: string;
let long: string;

beforeAll(() => {
  short = speechVideo(media, [SHORT_CLIP], "short.mp4").path;
  long = speechVideo(media, ALL_CLIPS, "long.mp4").path;
});

afterAll(() => {
  rmSync(media, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

/** Names of this process's child processes (ffmpeg, pocketsphinx…). */
function children(): string[] {
  try {
    return execFileSync("ps", ["-o", "comm=", "--ppid", String(process.pid)], { encoding: "utf8" })
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l && l !== "ps");
  } catch {
    return []; // ps exits 1 when there is none
  }
}

async function served(app: Parameters<typeof start>[0]) {
  const { server, base } = await start(app);
  return { server, url: `${base}/v2t` };
}

/** The response, or the error, so a failing test leaves no unhandled rejection behind. */
function answer(request: Promise<Response>): Promise<Response | Error> {
  return request.catch((error: unknown) => error as Error);
}

function stop(server: ServerType) {
  server.close();
  (server as unknown as { closeAllConnections(): void }).closeAllConnections();
}

describe("video-to-text shutdown", () => {
  it("aborts a request to the OpenAI-compatible engine, answers 503 and removes the files", async () => {
    let seen = 0;
    let closed = false;
    const fake: Server = createServer((req) => {
      seen++;
      req.resume();
      req.on("close", () => (closed = true));
      // Never answers, like an overloaded whisper server.
    });
    await new Promise<void>((r) => fake.listen(0, "127.0.0.1", r));
    const engine = createOpenAiSpeechEngine({
      baseUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`,
      model: "whisper-1",
      timeoutMs: 600_000,
    });
    const { app, fn } = functionApp(work, { engine });
    const { server, url } = await served(app);
    try {
      const pending = answer(
        fetch(`${url}?lang=en`, { method: "POST", body: multipartOf(readFileSync(short)) }),
      );
      await expect.poll(() => seen, { timeout: 10_000 }).toBe(1);
      expect(readdirSync(work)).toHaveLength(1);

      const started = Date.now();
      await fn.shutdown();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(readdirSync(work)).toEqual([]);
      await expect.poll(() => closed, { timeout: 2000 }).toBe(true);
      const res = await pending;
      expect(res).toMatchObject({ status: 503 });
      expect(await (res as Response).json()).toEqual({
        error: {
          code: "unavailable",
          message:
            "Video transcription is not available right now. Please try again later or contact us.",
        },
      });
      // Nothing new starts once it is shutting down.
      const late = await fetch(url, { method: "POST", body: multipartOf(readFileSync(short)) });
      expect(late.status).toBe(503);
      expect(readdirSync(work)).toEqual([]);
    } finally {
      stop(server);
      fake.closeAllConnections();
      fake.close();
    }
  }, 30_000);

  it("kills ffmpeg and pocketsphinx of a running job and resolves once its directory is gone", async () => {
    const { app, fn } = functionApp(work);
    const { server, url } = await served(app);
    try {
      const pending = answer(fetch(url, { method: "POST", body: multipartOf(readFileSync(long)) }));
      await expect
        .poll(() => children().some((c) => c.startsWith("pocketsphinx")), { timeout: 15_000 })
        .toBe(true);
      await fn.shutdown();
      expect(readdirSync(work)).toEqual([]);
      expect(children()).toEqual([]);
      expect(await pending).toMatchObject({ status: 503 });
    } finally {
      stop(server);
    }
  }, 30_000);

  it("removes at start the directories a previous process left, and only those", async () => {
    const tmp = join(work, "stale");
    mkdirSync(tmp);
    const dead = spawn("true");
    await new Promise((r) => dead.on("exit", r));
    const hourAgo = new Date(Date.now() - 3_600_000);
    const dir = (name: string, old: boolean) => {
      mkdirSync(join(tmp, name));
      writeFileSync(join(tmp, name, "input"), "partial upload");
      if (old) utimesSync(join(tmp, name), hourAgo, hourAgo);
      return name;
    };
    const deadOwner = dir(`novaflow-vtt-${dead.pid}-aB3dE6`, false);
    // Same pid as ours but older than this process: a previous run (pid 1 in a container).
    const previousRun = dir(`novaflow-vtt-${process.pid}-Xy12zQ`, true);
    const ourLiveJob = dir(`novaflow-vtt-${process.pid}-Live01`, false);
    const otherLiveProcess = dir(`novaflow-vtt-${process.ppid}-Other1`, true);
    const notOurs = dir("vtt-media-123456", true);

    const fn = createVideoToText(
      loadServerEnv({ TRANSCRIBE_TMP_DIR: tmp }),
      createLogger("silent"),
    );
    await fn.staleRemoved;
    expect(readdirSync(tmp).sort()).toEqual([ourLiveJob, otherLiveProcess, notOurs].sort());
    expect(readdirSync(tmp)).not.toContain(deadOwner);
    expect(readdirSync(tmp)).not.toContain(previousRun);
    await fn.shutdown();
  });
});
