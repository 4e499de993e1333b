/**
 * Helpers for the function's server tests: the app served over real HTTP on an ephemeral port,
 * raw uploads whose pace the test controls, and media made on the fly with ffmpeg.
 */
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest, type ClientRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createLocalSpeechEngine } from "../../server/engines/speech/local.ts";
import { findFfmpeg } from "../../server/media/ffmpeg.ts";
import { createLogger } from "../../server/logger.ts";
import {
  createVideoToTextApp,
  type VideoToTextDeps,
} from "../../server/functions/video-to-text/app.ts";

export function start(app: Hono): Promise<{ server: ServerType; base: string }> {
  return new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve({ server: s, base: `http://127.0.0.1:${info.port}` }),
    );
  });
}

/** The function with the real ffmpeg and pocketsphinx, mounted at /v2t. */
export function functionApp(tmpDir: string, overrides: Partial<VideoToTextDeps> = {}) {
  const fn = createVideoToTextApp({
    ffmpeg: findFfmpeg(),
    engine: createLocalSpeechEngine(),
    logger: createLogger("silent"),
    tmpDir,
    maxSeconds: 600,
    concurrency: 1,
    queue: 1,
    ffmpegTimeoutMs: 60_000,
    jobTimeoutMs: 120_000,
    ...overrides,
  });
  const app = new Hono();
  app.route("/v2t", fn);
  return { app, fn };
}

export type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * A raw multipart upload to `target` whose file part is open: the caller writes the bytes.
 * `answer` settles with the response (or the connection error) whenever it comes.
 */
export function openUpload(target: string, headers: Record<string, string> = {}) {
  const url = new URL(target);
  let settle!: (answer: Answer | Error) => void;
  const answer = new Promise<Answer | Error>((resolve) => (settle = resolve));
  const req: ClientRequest = httpRequest(
    {
      host: url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", ...headers },
    },
    (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (d: string) => (body += d));
      res.on("end", () => settle({ status: res.statusCode!, headers: res.headers, body }));
      res.on("error", settle);
    },
  );
  req.on("error", settle);
  req.write('--x\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n\r\n');
  return { req, answer };
}

/** Writes `bytes` every `everyMs` until the request is answered or closed; returns a stopper. */
export function trickle(req: ClientRequest, bytes: number, everyMs: number) {
  const timer = setInterval(() => {
    if (req.destroyed || req.writableEnded) return clearInterval(timer);
    req.write(Buffer.alloc(bytes, 0x41));
  }, everyMs);
  return () => clearInterval(timer);
}

/**
 * Sends `head`, then `size` bytes of `fill` in writes of `chunkBytes` (64 KiB), chunked unless
 * `declareLength`, then `tail`; reports the answer and how much had been written when it arrived.
 */
export function streamedBody(
  target: string,
  contentType: string,
  parts: {
    head: string;
    size: number;
    fill: number;
    tail: string;
    chunkBytes?: number;
    declareLength?: boolean;
  },
) {
  const url = new URL(target);
  return new Promise<{ status: number; body: string; sentBeforeAnswer: number }>(
    (resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: "POST",
          headers: {
            "Content-Type": contentType,
            ...(parts.declareLength && {
              "Content-Length":
                Buffer.byteLength(parts.head) + parts.size + Buffer.byteLength(parts.tail),
            }),
          },
        },
        (res) => {
          answered = true;
          const sentBeforeAnswer = sent;
          let body = "";
          res.setEncoding("utf8").on("data", (d: string) => (body += d));
          res.on("end", () => resolve({ status: res.statusCode!, body, sentBeforeAnswer }));
        },
      );
      req.on("error", (error) => {
        if (!answered) reject(error);
      });
      const chunk = Buffer.alloc(parts.chunkBytes ?? 64 * 1024, parts.fill);
      req.write(parts.head);
      const pump = () => {
        while (!answered && sent < parts.size) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!answered) req.end(parts.tail);
      };
      pump();
    },
  );
}

export function multipartOf(
  bytes: Uint8Array,
  name = "video.mp4",
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  form.set("file", new Blob([Uint8Array.from(bytes)], { type: "video/mp4" }), name);
  return form;
}

function ffmpeg(args: string[]) {
  execFileSync("ffmpeg", ["-nostdin", "-hide_banner", "-v", "error", "-y", ...args]);
}

/**
 * A Matroska audio file of `actualSec` seconds of 48 kHz stereo silence whose Segment Duration
 * element claims `claimedSec`: ffprobe reports the claim, decoding yields every second. The
 * element (ID 0x4489, an 8-byte float in milliseconds) is patched in place, as a crafted upload
 * would.
 */
export function understatedMkv(dir: string, actualSec: number, claimedSec: number) {
  const out = join(dir, `understated-${actualSec}-${claimedSec}.mka`);
  // prettier-ignore
  ffmpeg(["-f", "lavfi", "-i", "anullsrc=r=48000:cl=stereo", "-t", String(actualSec), "-c:a", "aac", "-b:a", "32k", out]);
  const bytes = readFileSync(out);
  const at = bytes.indexOf(Buffer.from([0x44, 0x89, 0x88]));
  if (at < 0) throw new Error("no Duration element in the Matroska file");
  bytes.writeDoubleBE(claimedSec * 1000, at + 3);
  writeFileSync(out, bytes);
  return out;
}

/** ffprobe's idea of a file's length, in seconds. */
export function probedSeconds(file: string): number {
  const out = execFileSync("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "format=duration",
    "-of",
    "default=nw=1:nk=1",
    file,
  ]);
  return Number(String(out).trim());
}

/** Seconds of audio ffmpeg decodes from a file (all of it, whatever the header says). */
export function decodedSeconds(file: string): number {
  const out = execFileSync(
    "ffmpeg",
    ["-nostdin", "-v", "error", "-i", file, "-ac", "1", "-ar", "16000", "-f", "s16le", "-"],
    { maxBuffer: 1024 * 1024 * 1024 },
  );
  return out.length / 32_000;
}
