/**
 * POST /functions/v1/video-to-text (docs/product/design.md §4): the video arrives as multipart (field `file`) or
 * the spec's JSON `{ videoBase64, fileName }`, is written to a private temporary directory as it
 * streams, sniffed with ffprobe, its audio extracted by ffmpeg into ~30 s WAV chunks and handed to
 * the speech engine. The directory is removed on every path, shutdown() included. One client has
 * one request at a time; uploads that stall or crawl are cut off. GET answers whether it can run.
 */
import { Hono, type Context } from "hono";
import type { HttpBindings } from "@hono/node-server";
import { mkdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { MAX_VIDEO_BYTES } from "../../../app/content/business.ts";
import { videoErrors, type VideoErrorTexts } from "../../../app/content/function-errors.ts";
import { format } from "../../../app/i18n/translate.ts";
import { SpeechError, type SpeechEngine } from "../../engines/speech/types.ts";
import {
  extractAudio,
  MediaError,
  probe,
  wavSeconds,
  type FfmpegPaths,
} from "../../media/ffmpeg.ts";
import type { Logger } from "../../logger.ts";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { socketIp } from "../../client-ip.ts";
import { clientKey, createClientGate } from "./clients.ts";
import { createJobs } from "./jobs.ts";
import { createLimiter } from "./limiter.ts";
import { messageLang } from "./messages.ts";
import { requestFields, type TranscriptionReply } from "./schema.ts";
import { createJobDir } from "./temp-dirs.ts";
import { contentKind, maxBodyBytes, receiveUpload, UploadError } from "./upload.ts";

export type VideoToTextDeps = {
  /** Undefined when ffmpeg/ffprobe are missing or no speech engine can run: answers 503. */
  ffmpeg?: FfmpegPaths;
  engine?: SpeechEngine;
  logger: Logger;
  /** Parent of each request's private temporary directory. */
  tmpDir: string;
  maxBytes?: number;
  /** Longest audio accepted, in seconds. */
  maxSeconds: number;
  concurrency: number;
  queue: number;
  /** Time limit for ffprobe/ffmpeg, each. */
  ffmpegTimeoutMs: number;
  /** Time limit for the whole processing (extraction and recognition) of one video. */
  jobTimeoutMs: number;
  /** The address a client is counted under; default the socket's (no proxy trusted). */
  clientIp?: (c: Context) => string;
  /** Requests (upload and processing) one client may have at once; default 1. */
  perClient?: number;
  /** An upload that sends nothing for this long is cut off (408); default 15 s. */
  uploadIdleMs?: number;
  /** Slowest average upload rate accepted after `uploadGraceMs`; 0 = none; default 16 KiB/s. */
  uploadMinBytesPerSec?: number;
  uploadGraceMs?: number;
};

export type VideoToTextApp = Hono & {
  /** Aborts every request in flight; resolves once their temporary directories are removed. */
  shutdown(): Promise<void>;
};

type Failure = { status: ContentfulStatusCode; code: string; key: keyof VideoErrorTexts };

class Refusal extends Error {
  failure: Failure;
  headers: Record<string, string>;
  constructor(failure: Failure, headers: Record<string, string> = {}) {
    super(failure.code);
    this.failure = failure;
    this.headers = headers;
  }
}

/** The server cannot write (disk full, directory missing): its problem, so 503, not 507. */
const STORAGE: Failure = { status: 503, code: "storage_unavailable", key: "storage" };
const UNAVAILABLE: Failure = { status: 503, code: "unavailable", key: "unavailable" };

const UPLOAD_FAILURES: Record<Exclude<UploadError["code"], "aborted">, Failure> = {
  too_large: { status: 413, code: "too_large", key: "tooLarge" },
  empty: { status: 400, code: "empty", key: "empty" },
  bad_request: { status: 400, code: "bad_request", key: "badRequest" },
  bad_base64: { status: 400, code: "bad_base64", key: "badBase64" },
  unsupported_type: { status: 415, code: "unsupported_content_type", key: "badRequest" },
  storage: STORAGE,
  // No "Connection: close" (RFC 9110 says SHOULD): closing at once would reset a connection
  // that still has unread bytes and the client could lose the answer; @hono/node-server drains
  // the rest for up to 500 ms, then closes.
  timeout: { status: 408, code: "upload_timeout", key: "slowUpload" },
};

const TOO_LONG: Failure = { status: 413, code: "too_long", key: "tooLong" };

const MEDIA_FAILURES: Record<MediaError["code"], Failure> = {
  not_media: { status: 415, code: "not_video", key: "notMedia" },
  no_audio: { status: 415, code: "no_audio", key: "noAudio" },
  corrupt: { status: 415, code: "corrupt", key: "corrupt" },
  timeout: { status: 503, code: "timeout", key: "timeout" },
};

export function createVideoToTextApp(deps: VideoToTextDeps): VideoToTextApp {
  const { ffmpeg, engine, logger } = deps;
  const maxBytes = deps.maxBytes ?? MAX_VIDEO_BYTES;
  const limiter = createLimiter({ concurrency: deps.concurrency, queue: deps.queue });
  const clients = createClientGate(deps.perClient ?? 1);
  const clientIp = deps.clientIp ?? ((c: Context) => socketIp(c, false));
  const jobs = createJobs();
  const pace = {
    idleMs: deps.uploadIdleMs ?? 15_000,
    minBytesPerSec: deps.uploadMinBytesPerSec ?? 16 * 1024,
    graceMs: deps.uploadGraceMs ?? 20_000,
  };
  const app = new Hono();

  app.get("/", (c) =>
    c.json(
      {
        available: !!(ffmpeg && engine) && !jobs.closing,
        engine: engine?.name ?? null,
        languages: engine?.languages ?? [],
        maxBytes,
      },
      200,
      { "Cache-Control": "no-store" },
    ),
  );

  app.post("/", async (c) => {
    let lang = messageLang(c.req.query("lang"), c.req.header("accept-language"));
    const refuse = (failure: Failure, headers: Record<string, string> = {}) => {
      const text = format(videoErrors[lang][failure.key], {
        max: Math.round(maxBytes / 1024 / 1024),
        minutes: Math.round(deps.maxSeconds / 60),
      });
      return c.json({ error: { code: failure.code, message: text } }, failure.status, {
        "Cache-Control": "no-store",
        ...headers,
      });
    };
    if (!ffmpeg || !engine || jobs.closing) return refuse(UNAVAILABLE);

    const kind = contentKind(c.req.header("content-type"));
    if (!kind) return refuse(UPLOAD_FAILURES.unsupported_type);
    const declared = Number(c.req.header("content-length") ?? Number.NaN);
    // Refused before reading a byte; "Connection: close" so the client stops sending.
    if (declared > maxBodyBytes(kind, maxBytes))
      return refuse(UPLOAD_FAILURES.too_large, { Connection: "close" });
    if (declared === 0) return refuse(UPLOAD_FAILURES.empty);

    // Before admission, so one client's uploads cannot take the slots everyone shares.
    const leave = clients.enter(clientKey(clientIp(c)));
    if (!leave)
      return refuse(
        { status: 429, code: "one_at_a_time", key: "oneAtATime" },
        { "Retry-After": "60" },
      );
    // A visitor who cancels and sends another file at once is not told to wait for the cleanup
    // of the one they dropped.
    c.req.raw.signal.addEventListener("abort", leave, { once: true });
    const ticket = limiter.admit();
    // Full: 429 + Retry-After, not 503 (docs/decisions/010-busy-is-429.md): the server is healthy,
    // the request is refused because of how many arrived, which is what 429 says.
    if (!ticket) {
      leave();
      return refuse({ status: 429, code: "busy", key: "busy" }, { "Retry-After": "60" });
    }
    return jobs.run(async (stopping) => {
      const signal = AbortSignal.any([c.req.raw.signal, stopping]);
      let dir: string | undefined;
      const started = performance.now();
      try {
        dir = await createJobDir(deps.tmpDir).catch((error: unknown) => {
          logger.error(
            { code: (error as NodeJS.ErrnoException).code },
            "video-to-text: no temp dir",
          );
          throw new Refusal(STORAGE, { "Retry-After": "60" });
        });
        const input = join(dir, "input");
        const upload = await receiveUpload(
          { headers: c.req.header(), stream: bodyStream(c), signal },
          input,
          maxBytes,
          pace,
        ).catch((error: unknown) => {
          if (!(error instanceof UploadError) || error.code === "aborted") throw error;
          if (error.code === "storage") {
            logger.error({ code: error.message }, "video-to-text: upload not written");
            throw new Refusal(STORAGE, { "Retry-After": "60" });
          }
          if (error.code === "timeout")
            logger.info({ detail: error.message }, "video-to-text: upload too slow");
          throw new Refusal(UPLOAD_FAILURES[error.code]);
        });
        const fields = requestFields.safeParse(upload.fields);
        if (!fields.success) throw new Refusal(UPLOAD_FAILURES.bad_request);
        lang = messageLang(
          c.req.query("lang") ?? fields.data.lang,
          c.req.header("accept-language"),
        );
        if (upload.bytes === 0) throw new Refusal(UPLOAD_FAILURES.empty);
        const language = fields.data.language ?? c.req.query("language");
        if (
          language &&
          engine.languages.length > 0 &&
          !engine.languages.some((l) => l === language)
        )
          throw new Refusal({ status: 422, code: "language_not_supported", key: "englishOnly" });
        const uploaded = performance.now();

        // Sniffing is cheap: bad files are refused before waiting for a run slot.
        const media = await probe(ffmpeg, input, { timeoutMs: deps.ffmpegTimeoutMs, signal });
        if (media.durationSec > deps.maxSeconds) throw new Refusal(TOO_LONG);
        await ticket.acquire(signal);
        const job = AbortSignal.any([signal, AbortSignal.timeout(deps.jobTimeoutMs)]);
        const chunksDir = join(dir, "audio");
        await mkdir(chunksDir);
        const chunks = await extractAudio(ffmpeg, input, chunksDir, {
          chunkSec: engine.chunkSec,
          timeoutMs: deps.ffmpegTimeoutMs,
          signal: job,
          maxSec: deps.maxSeconds,
        }).catch((error: unknown) => {
          if (job.aborted && !signal.aborted) throw new MediaError("timeout", "job time limit");
          throw error;
        });
        if (chunks.length === 0) throw new MediaError("no_audio", "no audio chunks");
        const sizes = await Promise.all(chunks.map(async (f) => (await stat(f)).size));
        // The header's duration can lie; the decoded audio cannot. Extraction stopped just past
        // the limit, so anything over it (beyond rounding of the last frame) was longer.
        const decodedSec = wavSeconds(sizes);
        if (decodedSec > deps.maxSeconds + 0.5) {
          logger.info(
            { declared: media.durationSec, decodedSec },
            "video-to-text: header understated",
          );
          throw new Refusal(TOO_LONG);
        }
        const extracted = performance.now();
        const transcript = await engine
          .transcribe({ chunks, language: language as "es" | "en" | undefined, signal: job })
          .catch((error: unknown) => {
            if (job.aborted && !signal.aborted) throw new MediaError("timeout", "job time limit");
            throw error;
          });
        const reply: TranscriptionReply = {
          text: transcript.text,
          language: transcript.language,
          durationSec: Math.round(decodedSec * 100) / 100,
          engine: engine.name,
        };
        logger.info(
          {
            bytes: upload.bytes,
            format: media.format,
            durationSec: reply.durationSec,
            engine: engine.name,
            uploadMs: Math.round(uploaded - started),
            extractMs: Math.round(extracted - uploaded),
            recogniseMs: Math.round(performance.now() - extracted),
          },
          "video transcribed",
        );
        return c.json(reply, 200, {
          "Cache-Control": "no-store",
          "Server-Timing": `upload;dur=${Math.round(uploaded - started)}, extract;dur=${Math.round(extracted - uploaded)}, recognise;dur=${Math.round(performance.now() - extracted)}`,
        });
      } catch (error) {
        // Whatever the job was doing when the process began to stop, the visitor hears why.
        if (stopping.aborted) {
          logger.info("video-to-text: stopped by shutdown");
          return refuse(UNAVAILABLE, { "Retry-After": "60" });
        }
        if (error instanceof Refusal) return refuse(error.failure, error.headers);
        if (error instanceof MediaError) {
          logger.info({ code: error.code, detail: error.message.slice(0, 300) }, "video refused");
          return refuse(MEDIA_FAILURES[error.code]);
        }
        if (error instanceof SpeechError) {
          logger.error({ code: error.code, detail: error.message }, "speech engine failed");
          const timeout = error.code === "engine_timeout";
          return refuse({
            status: 503,
            code: error.code,
            key: timeout ? "timeout" : "failed",
          });
        }
        if (signal.aborted || (error instanceof UploadError && error.code === "aborted")) {
          logger.info("video-to-text: client went away");
          return refuse({ status: 400, code: "aborted", key: "failed" });
        }
        throw error;
      } finally {
        ticket.release();
        leave();
        if (dir) await rm(dir, { recursive: true, force: true });
      }
    });
  });

  return Object.assign(app, { shutdown: () => jobs.shutdown() });
}

/** The raw Node request when served by @hono/node-server (no copy), else the web stream. */
function bodyStream(c: Context): Readable {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming) return incoming;
  const body = c.req.raw.body;
  if (!body) return Readable.from([]);
  return Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
}
