/**
 * Limits that a hostile or unlucky client must not get around, over real HTTP with the real
 * ffmpeg: audio length counted on the decoded audio, the raw body bounded whatever its form, one
 * upload per client, and uploads that stall or crawl cut off so they give their slot back.
 */
import type { ServerType } from "@hono/node-server";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { VideoToTextDeps } from "./app.ts";
import {
  functionApp,
  multipartOf,
  openUpload,
  start,
  streamedBody,
  trickle,
  understatedMkv,
  type Answer,
} from "../../../tests/support/video-to-text.ts";

const media = mkdtempSync(join(tmpdir(), "vtt-limits-media-"));
const work = mkdtempSync(join(tmpdir(), "vtt-limits-work-"));
const servers: ServerType[] = [];
let lying: string;

beforeAll(() => {
  lying = understatedMkv(media, 240, 3);
});

afterEach(() => {
  for (const s of servers.splice(0)) {
    s.close();
    (s as unknown as { closeAllConnections(): void }).closeAllConnections();
  }
});

afterAll(() => {
  rmSync(media, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

async function serveFunction(overrides: Partial<VideoToTextDeps> = {}) {
  const { app } = functionApp(work, overrides);
  const { server, base } = await start(app);
  servers.push(server);
  return `${base}/v2t`;
}

const errorOf = (answer: Answer | Error) => {
  if (answer instanceof Error) throw answer;
  return (JSON.parse(answer.body) as { error: { code: string; message: string } }).error;
};

describe("video-to-text limits", () => {
  it("refuses a file whose header understates its length (413 too long), deciding on the decoded audio", async () => {
    const url = await serveFunction({ maxSeconds: 120 });
    const started = Date.now();
    const res = await fetch(`${url}?lang=en`, {
      method: "POST",
      body: multipartOf(readFileSync(lying), "short.mka"),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: {
        code: "too_long",
        message: "The video is longer than 2 minutes; upload a shorter one.",
      },
    });
    // Refused after extracting the limit, not after recognising two minutes of audio.
    expect(Date.now() - started).toBeLessThan(5000);
    await expect.poll(() => readdirSync(work), { timeout: 5000 }).toEqual([]);
  });

  it("answers 413 while an endless chunked JSON body streams in, whatever it is made of", async () => {
    const url = await serveFunction({ maxBytes: 1024 * 1024 });
    // Whitespace and a huge number are valid JSON that carry no video bytes; only the raw
    // body count can stop them.
    for (const [head, fill] of [
      ['{"videoBase64": "AAAA", "fileName": "a.mp4"', 0x20],
      ['{"n": 1', 0x31],
    ] as const) {
      const result = await streamedBody(url, "application/json", {
        head,
        size: 32 * 1024 * 1024,
        fill,
        tail: "}",
      });
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toMatchObject({ error: { code: "too_large" } });
      expect(result.sentBeforeAnswer).toBeLessThan(8 * 1024 * 1024);
    }
    await expect.poll(() => readdirSync(work), { timeout: 5000 }).toEqual([]);
  });

  it("lets one client upload one video at a time (429 + Retry-After in its language), others still get in", async () => {
    const url = await serveFunction({
      queue: 3,
      clientIp: (c) => c.req.header("x-test-client") ?? "unknown",
    });
    const first = openUpload(url, { "x-test-client": "203.0.113.7" });
    first.req.write(Buffer.alloc(1024));
    await expect.poll(() => readdirSync(work).length, { timeout: 5000 }).toBe(1);

    const again = await fetch(`${url}?lang=es`, {
      method: "POST",
      headers: { "x-test-client": "203.0.113.7" },
      body: multipartOf(new Uint8Array(10)),
    });
    expect(again.status).toBe(429);
    expect(again.headers.get("retry-after")).toBe("60");
    expect(await again.json()).toEqual({
      error: {
        code: "one_at_a_time",
        message:
          "Ya tienes un video subiéndose o transcribiéndose. Espera a que termine y vuelve a intentarlo.",
      },
    });
    // Another address is admitted (and refused only for what it sent).
    const other = await fetch(`${url}?lang=en`, {
      method: "POST",
      headers: { "x-test-client": "198.51.100.2" },
      body: multipartOf(new TextEncoder().encode("not a video")),
    });
    expect(other.status).toBe(415);

    first.req.destroy();
    await expect.poll(() => readdirSync(work), { timeout: 5000 }).toEqual([]);
    // Once its upload is over, the same client may send again.
    const later = await fetch(url, {
      method: "POST",
      headers: { "x-test-client": "203.0.113.7" },
      body: multipartOf(new TextEncoder().encode("not a video")),
    });
    expect(later.status).toBe(415);
  });

  it("counts the socket address by default: two uploads from one address, the second is 429", async () => {
    const url = await serveFunction({ queue: 3 });
    const first = openUpload(url);
    first.req.write(Buffer.alloc(1024));
    await expect.poll(() => readdirSync(work).length, { timeout: 5000 }).toBe(1);
    const again = await fetch(url, { method: "POST", body: multipartOf(new Uint8Array(10)) });
    expect(again.status).toBe(429);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("one_at_a_time");
    first.req.destroy();
    await expect.poll(() => readdirSync(work), { timeout: 5000 }).toEqual([]);
  });

  it("cuts off an upload that stops sending (408), frees its slot and removes its file", async () => {
    const url = await serveFunction({ queue: 0, uploadIdleMs: 500 });
    const stalled = openUpload(`${url}?lang=en`);
    stalled.req.write(Buffer.alloc(4096));
    const started = Date.now();
    const answer = await stalled.answer;
    expect(Date.now() - started).toBeLessThan(3000);
    expect(answer).toMatchObject({ status: 408 });
    expect(errorOf(answer)).toEqual({
      code: "upload_timeout",
      message: "The upload stopped or is too slow. Check your connection and try again.",
    });
    await expect.poll(() => readdirSync(work), { timeout: 5000 }).toEqual([]);
    // The only slot is free again.
    const next = await fetch(url, {
      method: "POST",
      body: multipartOf(new TextEncoder().encode("not a video")),
    });
    expect(next.status).toBe(415);
  });

  it("cuts off four crawling uploads (1 KB every 200 ms) after the grace period, so the function serves again", async () => {
    const url = await serveFunction({
      concurrency: 1,
      queue: 3,
      clientIp: (c) => c.req.header("x-test-client") ?? "unknown",
      uploadGraceMs: 1500,
      uploadMinBytesPerSec: 16 * 1024,
    });
    const slow = [1, 2, 3, 4].map((n) => {
      const upload = openUpload(`${url}?lang=es`, { "x-test-client": `192.0.2.${n}` });
      const stop = trickle(upload.req, 1024, 200);
      return { ...upload, stop };
    });
    await expect.poll(() => readdirSync(work).length, { timeout: 5000 }).toBe(4);
    // Every slot is taken while they crawl.
    const busy = await fetch(url, {
      method: "POST",
      headers: { "x-test-client": "192.0.2.99" },
      body: multipartOf(new Uint8Array(10)),
    });
    expect(busy.status).toBe(429);

    const started = Date.now();
    const answers = await Promise.all(slow.map((s) => s.answer));
    expect(Date.now() - started).toBeLessThan(4000);
    // Their connections are closed too, though the clients keep trickling.
    await expect
      .poll(() => slow.every((s) => s.req.socket?.destroyed), { timeout: 3000 })
      .toBe(true);
    for (const s of slow) s.stop();
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 408 });
      expect(errorOf(answer).message).toBe(
        "La subida se detuvo o es demasiado lenta. Revisa tu conexión y vuelve a intentarlo.",
      );
    }
    await expect.poll(() => readdirSync(work), { timeout: 5000 }).toEqual([]);
    const next = await fetch(url, {
      method: "POST",
      headers: { "x-test-client": "192.0.2.99" },
      body: multipartOf(new TextEncoder().encode("not a video")),
    });
    expect(next.status).toBe(415);
  });
});
