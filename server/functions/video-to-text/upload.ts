/**
 * Receives the video into a file while it streams in: multipart (busboy) or the JSON base64
 * form. The byte limit is enforced as the bytes arrive; on a breach or a client disconnect the
 * caller gets an UploadError at once and the request stream is left alone (never destroyed), so
 * the 413 answer still reaches the client and the server drains and closes the connection.
 */
import busboy from "busboy";
import { createWriteStream, type WriteStream } from "node:fs";
import { once } from "node:events";
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createJsonVideoReader, JsonVideoError } from "./json-video.ts";

export type UploadErrorCode =
  "too_large" | "empty" | "bad_request" | "bad_base64" | "unsupported_type" | "aborted";

export class UploadError extends Error {
  code: UploadErrorCode;
  constructor(code: UploadErrorCode, detail: string = code) {
    super(detail);
    this.name = "UploadError";
    this.code = code;
  }
}

export type Upload = { bytes: number; fields: Record<string, string> };

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
): Promise<Upload> {
  const kind = contentKind(source.headers["content-type"]);
  if (!kind) throw new UploadError("unsupported_type");
  const out = createWriteStream(dest);
  let writeError: unknown;
  out.on("error", (error) => (writeError ??= error));
  try {
    const upload =
      kind === "multipart"
        ? await receiveMultipart(source, out, maxBytes)
        : await receiveJson(source, out, maxBytes);
    out.end();
    await once(out, "close");
    if (writeError) throw writeError;
    return upload;
  } catch (error) {
    out.destroy();
    throw error;
  }
}

/**
 * Feeds each chunk of the request to `onChunk`, pausing while it returns a promise (backpressure).
 * Resolves at the end of the body; rejects with "aborted" when the client goes away. `stop()`
 * detaches without consuming further or destroying the stream.
 */
function consume(
  stream: Readable,
  signal: AbortSignal | undefined,
  onChunk: (chunk: Buffer) => Promise<void> | void,
) {
  let stop = () => {};
  const done = new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      stop();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      try {
        const pending = onChunk(chunk);
        if (pending) {
          stream.pause();
          pending.then(() => !failed && stream.resume(), fail);
        }
      } catch (error) {
        fail(error);
      }
    };
    const onEnd = () => {
      stop();
      resolve();
    };
    const onAbort = () => fail(new UploadError("aborted"));
    const onClose = () => {
      if (!stream.readableEnded) onAbort();
    };
    stop = () => {
      stream.off("data", onData);
      stream.off("end", onEnd);
      stream.off("error", onAbort);
      stream.off("close", onClose);
      signal?.removeEventListener("abort", onAbort);
      stream.pause();
    };
    stream.on("data", onData);
    stream.on("end", onEnd);
    stream.on("error", onAbort);
    stream.on("close", onClose);
    signal?.addEventListener("abort", onAbort, { once: true });
    if (signal?.aborted) onAbort();
  });
  return { done, stop: () => stop() };
}

/** Writes to the file, waiting for it to drain when its buffer is full. */
function write(out: WriteStream, chunk: Buffer): Promise<void> | void {
  if (!out.write(chunk)) return once(out, "drain").then(() => undefined);
}

function receiveMultipart(source: Source, out: WriteStream, maxBytes: number): Promise<Upload> {
  return new Promise<Upload>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: source.headers,
        limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 1024, parts: 12 },
      });
    } catch {
      return reject(new UploadError("bad_request", "bad multipart header"));
    }
    const fields: Record<string, string> = {};
    let bytes = 0;
    let sawFile = false;
    let fileDone: Promise<void> = Promise.resolve();
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      reader.stop();
      parser.removeAllListeners();
      parser.on("error", () => {});
      parser.destroy();
      reject(error);
    };
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
          if (settled) return;
          bytes += chunk.length;
          if (!out.write(chunk)) {
            file.pause();
            out.once("drain", () => file.resume());
          }
        });
        file.on("limit", () => fail(new UploadError("too_large")));
        file.on("end", () => fileResolve());
        file.on("error", fileReject);
      });
      fileDone.catch(() => {});
    });
    parser.on("error", (error) => fail(new UploadError("bad_request", String(error))));
    parser.on("close", () => {
      fileDone.then(() => {
        if (settled) return;
        settled = true;
        if (!sawFile) reject(new UploadError("empty", "no file field"));
        else resolve({ bytes, fields });
      }, fail);
    });
    const reader = consume(source.stream, source.signal, (chunk) => {
      if (!parser.write(chunk)) return once(parser, "drain").then(() => undefined);
    });
    reader.done.then(() => !settled && parser.end(), fail);
  });
}

async function receiveJson(source: Source, out: WriteStream, maxBytes: number): Promise<Upload> {
  const json = createJsonVideoReader();
  const decoder = new StringDecoder("utf8");
  let bytes = 0;
  const push = (text: string): Promise<void> | void => {
    let pending: Promise<void> | void = undefined;
    for (const part of json.push(text)) {
      bytes += part.length;
      if (bytes > maxBytes) throw new UploadError("too_large");
      pending = write(out, part) ?? pending;
    }
    return pending;
  };
  try {
    const reader = consume(source.stream, source.signal, (chunk) => push(decoder.write(chunk)));
    await reader.done;
    await push(decoder.end());
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
