/**
 * Receives the video into a file while it streams in: multipart (busboy) or the JSON base64
 * form. Limits are enforced as the bytes arrive: the raw body and the video are counted (413),
 * and an upload that stalls or crawls is cut off (timeout). The file is written through
 * `pipeline`, so a failed write (disk full) ends the upload at once ("storage") instead of
 * waiting for a drain that never comes. On any failure the caller gets an UploadError at once and
 * the request stream is left alone (never destroyed), so the answer still reaches the client.
 */
import busboy from "busboy";
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StringDecoder } from "node:string_decoder";
import { createJsonVideoReader, JsonVideoError } from "./json-video.ts";

export type UploadErrorCode =
  | "too_large"
  | "empty"
  | "bad_request"
  | "bad_base64"
  | "unsupported_type"
  | "aborted"
  | "storage"
  | "timeout";

export class UploadError extends Error {
  code: UploadErrorCode;
  constructor(code: UploadErrorCode, detail: string = code) {
    super(detail);
    this.name = "UploadError";
    this.code = code;
  }
}

export type Upload = { bytes: number; fields: Record<string, string> };

/** How slow an upload may be before it gives its slot back. */
export type UploadPace = {
  /** Longest wait for the next byte. */
  idleMs: number;
  /** Slowest average rate accepted once `graceMs` have passed; 0 = no floor. */
  minBytesPerSec: number;
  graceMs: number;
};

type Source = { headers: Record<string, string>; stream: Readable; signal?: AbortSignal };

/** Multipart overhead allowed on top of the file (boundaries, part headers, small fields). */
const MULTIPART_SLACK = 64 * 1024;

export function contentKind(type: string | undefined): "multipart" | "json" | undefined {
  const t = (type ?? "").toLowerCase();
  if (t.startsWith("multipart/form-data")) return "multipart";
  if (t.startsWith("application/json")) return "json";
  return undefined;
}

/** Largest request body that can hold a video of `maxBytes` in the given form. */
export function maxBodyBytes(kind: "multipart" | "json", maxBytes: number): number {
  return kind === "json"
    ? Math.ceil(maxBytes / 3) * 4 + MULTIPART_SLACK
    : maxBytes + MULTIPART_SLACK;
}

export async function receiveUpload(
  source: Source,
  dest: string,
  maxBytes: number,
  pace?: UploadPace,
): Promise<Upload> {
  const kind = contentKind(source.headers["content-type"]);
  if (!kind) throw new UploadError("unsupported_type");
  const reader = createReader(source, maxBodyBytes(kind, maxBytes), pace);
  const video = new PassThrough();
  const written = pipeline(video, createWriteStream(dest, { flags: "wx", mode: 0o600 })).catch(
    (error: unknown) => {
      throw new UploadError("storage", (error as NodeJS.ErrnoException).code ?? String(error));
    },
  );
  written.catch((error: unknown) => reader.fail(error));
  try {
    const upload =
      kind === "multipart"
        ? await receiveMultipart(source.headers, reader, video, maxBytes)
        : await receiveJson(reader, video, maxBytes);
    video.end();
    await written;
    return upload;
  } catch (error) {
    reader.fail(error);
    video.destroy();
    await written.catch(() => {});
    throw error;
  }
}

type Reader = ReturnType<typeof createReader>;

/**
 * Reads the request body chunk by chunk. `read(onChunk)` pauses while `onChunk`'s promise is
 * pending (backpressure) and resolves at the end of the body; `failed` rejects with the first
 * failure: `fail()` from outside, a client that goes away ("aborted"), a body over `maxRaw`
 * bytes, or one that breaks the pace. Time spent waiting on our own disk is not held against the
 * client.
 */
function createReader(source: Source, maxRaw: number, pace: UploadPace | undefined) {
  const { stream, signal } = source;
  let rejectFailed!: (error: unknown) => void;
  const failed = new Promise<never>((_, reject) => (rejectFailed = reject));
  failed.catch(() => {});
  let over = false;
  let detach = () => {};
  const fail = (error: unknown) => {
    if (over) return;
    over = true;
    detach();
    rejectFailed(error);
  };

  function read(onChunk: (chunk: Buffer) => Promise<void> | void): Promise<void> {
    const body = new Promise<void>((resolve) => {
      let count = 0;
      const started = performance.now();
      let last = started;
      let pausedAt: number | undefined;
      let paused = 0;
      const resume = () => {
        if (over) return;
        const now = performance.now();
        paused += now - (pausedAt ?? now);
        pausedAt = undefined;
        last = now;
        stream.resume();
      };
      const onData = (chunk: Buffer) => {
        count += chunk.length;
        last = performance.now();
        if (count > maxRaw) return fail(new UploadError("too_large", "body over the limit"));
        try {
          const pending = onChunk(chunk);
          if (pending) {
            stream.pause();
            pausedAt = performance.now();
            pending.then(resume, fail);
          }
        } catch (error) {
          fail(error);
        }
      };
      const onEnd = () => {
        detach();
        resolve();
      };
      const onAbort = () => fail(new UploadError("aborted"));
      const onClose = () => {
        if (!stream.readableEnded) onAbort();
      };
      const checkPace = () => {
        if (!pace || pausedAt !== undefined) return;
        const now = performance.now();
        if (now - last > pace.idleMs) return fail(new UploadError("timeout", "no data"));
        const active = now - started - paused;
        if (
          pace.minBytesPerSec > 0 &&
          active > pace.graceMs &&
          count / (active / 1000) < pace.minBytesPerSec
        )
          fail(new UploadError("timeout", `${Math.round(count / (active / 1000))} B/s`));
      };
      const timer = pace
        ? setInterval(checkPace, Math.max(25, Math.min(1000, pace.idleMs / 4)))
        : undefined;
      detach = () => {
        clearInterval(timer);
        stream.off("data", onData);
        stream.off("end", onEnd);
        stream.off("error", onAbort);
        stream.off("close", onClose);
        signal?.removeEventListener("abort", onAbort);
        stream.pause();
      };
      if (over) return detach();
      stream.on("data", onData);
      stream.on("end", onEnd);
      stream.on("error", onAbort);
      stream.on("close", onClose);
      signal?.addEventListener("abort", onAbort, { once: true });
      if (signal?.aborted) onAbort();
    });
    return Promise.race([body, failed]);
  }

  return { read, fail, failed };
}

/** Writes to the video stream; a promise when it is full, to wait for it to drain. */
function write(video: PassThrough, chunk: Buffer): Promise<void> | void {
  if (!video.write(chunk)) return once(video, "drain").then(() => undefined);
}

async function receiveMultipart(
  headers: Record<string, string>,
  reader: Reader,
  video: PassThrough,
  maxBytes: number,
): Promise<Upload> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers,
      limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 1024, parts: 12 },
    });
  } catch {
    throw new UploadError("bad_request", "bad multipart header");
  }
  const fields: Record<string, string> = {};
  let bytes = 0;
  let sawFile = false;
  let fileDone: Promise<void> = Promise.resolve();
  const parsed = new Promise<Upload>((resolve, reject) => {
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, file) => {
      if (name !== "file" || sawFile) {
        file.resume();
        return;
      }
      sawFile = true;
      fileDone = new Promise<void>((fileResolve, fileReject) => {
        file.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          const pending = write(video, chunk);
          if (pending) {
            file.pause();
            pending.then(() => file.resume(), fileReject);
          }
        });
        file.on("limit", () => reader.fail(new UploadError("too_large")));
        file.on("end", () => fileResolve());
        file.on("error", fileReject);
      });
      fileDone.catch(() => {});
    });
    parser.on("error", (error) => reader.fail(new UploadError("bad_request", String(error))));
    parser.on("close", () => {
      fileDone.then(() => {
        if (!sawFile) reject(new UploadError("empty", "no file field"));
        else resolve({ bytes, fields });
      }, reject);
    });
  });
  try {
    await reader.read((chunk) => {
      if (!parser.write(chunk)) return once(parser, "drain").then(() => undefined);
    });
    parser.end();
    return await Promise.race([parsed, reader.failed]);
  } catch (error) {
    parser.removeAllListeners();
    parser.on("error", () => {});
    parser.destroy();
    throw error;
  }
}

async function receiveJson(reader: Reader, video: PassThrough, maxBytes: number): Promise<Upload> {
  const json = createJsonVideoReader();
  const decoder = new StringDecoder("utf8");
  let bytes = 0;
  const push = (text: string): Promise<void> | void => {
    let pending: Promise<void> | void = undefined;
    for (const part of json.push(text)) {
      bytes += part.length;
      if (bytes > maxBytes) throw new UploadError("too_large");
      pending = write(video, part) ?? pending;
    }
    return pending;
  };
  try {
    await reader.read((chunk) => push(decoder.write(chunk)));
    await Promise.race([push(decoder.end()), reader.failed]);
    const { fields, hasVideo } = json.end();
    if (!hasVideo) throw new UploadError("empty", "no videoBase64");
    return { bytes, fields };
  } catch (error) {
    if (error instanceof JsonVideoError) {
      if (error.message === "empty body") throw new UploadError("empty", error.message);
      throw new UploadError(error.code, error.message);
    }
    throw error;
  }
}
