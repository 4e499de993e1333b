/**
 * The function over real HTTP (@hono/node-server on an ephemeral port, as in production), with
 * real ffmpeg and pocketsphinx on short clips of real speech. Every bad input gets a 4xx JSON
 * error, the server keeps serving, and no temporary file is left behind.
 */
import type { ServerType } from "@hono/node-server";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_VIDEO_BYTES } from "../../../app/content/business.ts";
import { wordErrorRate } from "../../../scripts/lib/wer.ts";
import {
  SHORT_CLIP,
  silentVideo,
  speechVideo,
  truncated,
} from "../../../tests/support/speech-media.ts";
import type { VideoToTextDeps } from "./app.ts";
import {
  functionApp as functionAppIn,
  multipartOf as multipart,
  openUpload,
  start,
  streamedBody,
} from "../../../tests/support/video-to-text.ts";

const media = mkdtempSync(join(tmpdir(), "vtt-media-"));
const work = mkdtempSync(join(tmpdir(), "vtt-work-"));
let server: ServerType;
let base: string;
let speech: { path: string; reference: string };
let files: { silent: string; truncated: string };

const functionApp = (overrides: Partial<VideoToTextDeps> = {}) =>
  functionAppIn(work, overrides).app;

beforeAll(async () => {
  speech = speechVideo(media, [SHORT_CLIP]);
  files = { silent: silentVideo(media), truncated: truncated(speech.path, media) };
  ({ server, base } = await start(functionApp()));
});

afterAll(() => {
  server.close();
  rmSync(media, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

async function post(
  body: BodyInit,
  init: { query?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${base}/v2t${init.query ?? ""}`, {
    method: "POST",
    body,
    headers: init.headers,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const errorOf = (r: { body: Record<string, unknown> }) =>
  r.body.error as { code: string; message: string };

async function stillServing() {
  const res = await fetch(`${base}/v2t`);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ available: true, engine: "local", languages: ["en"] });
}

describe("video-to-text", () => {
  it("transcribes real speech in a multipart upload: text, language, duration, engine", async () => {
    const r = await post(multipart(readFileSync(speech.path)));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ language: "en", engine: "local" });
    expect(r.body.durationSec).toBeGreaterThan(2.5);
    expect(r.body.durationSec).toBeLessThan(3.5);
    expect(wordErrorRate(speech.reference, String(r.body.text))).toBeLessThanOrEqual(0.5);
  }, 90_000);

  it("accepts the spec's JSON form { videoBase64, fileName }, also as a data URL", async () => {
    const json = { "Content-Type": "application/json" };
    const videoBase64 = readFileSync(speech.path).toString("base64");
    const r = await post(JSON.stringify({ videoBase64, fileName: "a.mp4" }), { headers: json });
    expect(r.status).toBe(200);
    expect(wordErrorRate(speech.reference, String(r.body.text))).toBeLessThanOrEqual(0.5);
    // Decoded as a real MP4 (so it reaches the audio check) when sent as a data URL too.
    const silent = `data:video/mp4;base64,${readFileSync(files.silent).toString("base64")}`;
    const dataUrl = await post(JSON.stringify({ fileName: "b.mp4", videoBase64: silent }), {
      headers: json,
    });
    expect(errorOf(dataUrl).code).toBe("no_audio");
  }, 90_000);

  it("refuses bytes that are not a video (415), whatever the name and type say", async () => {
    const r = await post(multipart(new TextEncoder().encode("just some text, not a video")));
    expect(r.status).toBe(415);
    expect(errorOf(r).code).toBe("not_video");
    await stillServing();
  });

  it("refuses a truncated MP4 instead of returning a partial transcript (415)", async () => {
    const r = await post(multipart(readFileSync(files.truncated)));
    expect(r.status).toBe(415);
    expect(errorOf(r).code).toBe("corrupt");
  });

  it("refuses a video without audio with a clear message in the visitor's language (415)", async () => {
    const es = await post(multipart(readFileSync(files.silent)), { query: "?lang=es" });
    expect(es.status).toBe(415);
    expect(errorOf(es)).toEqual({ code: "no_audio", message: "El video no tiene audio" });
    const en = await post(multipart(readFileSync(files.silent)), {
      headers: { "Accept-Language": "en-US,en;q=0.9" },
    });
    expect(errorOf(en).message).toBe("The video has no audio");
  });

  it("refuses an empty body, a form without a file and an empty file (400)", async () => {
    const empty = await post("", { headers: { "Content-Type": "application/json" } });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).code).toBe("empty");
    const noFile = new FormData();
    noFile.set("fileName", "x.mp4");
    expect((await post(noFile)).status).toBe(400);
    const emptyFile = await post(multipart(new Uint8Array(0)), { query: "?lang=es" });
    expect(emptyFile.status).toBe(400);
    expect(errorOf(emptyFile).message).toBe("No hay video para transcribir");
  });

  it("refuses invalid base64 and malformed JSON (400)", async () => {
    const json = { "Content-Type": "application/json" };
    const bad = await post(JSON.stringify({ videoBase64: "AAAA$$$$", fileName: "a.mp4" }), {
      headers: json,
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).code).toBe("bad_base64");
    const broken = await post('{"videoBase64": "AAAA', { headers: json });
    expect(broken.status).toBe(400);
    expect(errorOf(broken).code).toBe("bad_request");
    expect((await post("[1,2]", { headers: json })).status).toBe(400);
  });

  it("refuses other content types (415) and asks English-only engines for English (422)", async () => {
    const raw = await post(new Uint8Array([1, 2, 3]), { headers: { "Content-Type": "video/mp4" } });
    expect(raw.status).toBe(415);
    const spanish = await post(multipart(readFileSync(speech.path), "a.mp4", { language: "es" }), {
      query: "?lang=es",
    });
    expect(spanish.status).toBe(422);
    expect(errorOf(spanish).message).toContain("SPEECH_ENGINE=openai");
  });

  it("answers 413 while a 101 MiB upload streams in, without waiting for the rest", async () => {
    const result = await streamedUpload(101 * 1024 * 1024);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ error: { code: "too_large" } });
    // The server stopped reading well before the client could send everything.
    expect(result.sentBeforeAnswer).toBeLessThan(MAX_VIDEO_BYTES + 16 * 1024 * 1024);
    await stillServing();
  });

  it("answers 413 at once when the declared length is already too large", async () => {
    const result = await streamedUpload(101 * 1024 * 1024, true);
    expect(result.status).toBe(413);
    expect(result.sentBeforeAnswer).toBeLessThan(16 * 1024 * 1024);
  });

  it("cleans up when the client disconnects during the upload", async () => {
    await abortedUpload(8 * 1024 * 1024);
    await expect.poll(() => readdirSync(work), { timeout: 5000 }).toEqual([]);
    await stillServing();
  });

  it("stops the work and cleans up when the client disconnects during processing", async () => {
    const { req } = openUpload(`${base}/v2t`);
    req.write(readFileSync(speech.path));
    req.end("\r\n--x--\r\n");
    await expect.poll(() => readdirSync(work).length, { timeout: 5000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 400));
    req.destroy();
    await expect.poll(() => readdirSync(work), { timeout: 10_000 }).toEqual([]);
    await stillServing();
  });

  it("refuses with 429 + Retry-After when the queue is full, and 503 when no engine can run", async () => {
    // Two clients, so the second meets the full queue rather than the one-per-client rule.
    const { server: busy, base: busyBase } = await start(
      functionApp({
        concurrency: 1,
        queue: 0,
        clientIp: (c) => c.req.header("x-test-client") ?? "first",
      }),
    );
    const { server: none, base: noneBase } = await start(functionApp({ engine: undefined }));
    try {
      const slow = abortedUpload(2 * 1024 * 1024, `${busyBase}/v2t`, 1500);
      await new Promise((r) => setTimeout(r, 300));
      const res = await fetch(`${busyBase}/v2t?lang=en`, {
        method: "POST",
        headers: { "x-test-client": "second" },
        body: multipart(new Uint8Array(10)),
      });
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("60");
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("busy");
      await slow;
      const off = await fetch(`${noneBase}/v2t`, {
        method: "POST",
        body: multipart(new Uint8Array(10)),
      });
      expect(off.status).toBe(503);
      expect(await off.json()).toMatchObject({ error: { code: "unavailable" } });
      expect(await (await fetch(`${noneBase}/v2t`)).json()).toMatchObject({ available: false });
    } finally {
      busy.close();
      none.close();
    }
  });

  it("leaves the temporary directory empty", async () => {
    await expect.poll(() => readdirSync(work), { timeout: 5000 }).toEqual([]);
  });
});

/** A multipart body of `size` zero bytes in 1 MiB writes, chunked unless `declare`. */
function streamedUpload(size: number, declare = false) {
  const boundary = "----vtt";
  return streamedBody(`${base}/v2t`, `multipart/form-data; boundary=${boundary}`, {
    head: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    size,
    fill: 0,
    tail: `\r\n--${boundary}--\r\n`,
    chunkBytes: 1024 * 1024,
    declareLength: declare,
  });
}

/** Starts a multipart upload, sends `size` bytes, then drops the connection after `holdMs`. */
function abortedUpload(size: number, target = `${base}/v2t`, holdMs = 200) {
  return new Promise<void>((resolve) => {
    const { req } = openUpload(target);
    req.write(Buffer.alloc(size));
    setTimeout(() => {
      req.destroy();
      resolve();
    }, holdMs);
  });
}
