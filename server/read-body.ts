/**
 * The one bounded body reader every endpoint uses. It counts bytes as they arrive and stops at
 * `maxBytes`, whether or not Content-Length was sent, so a body over the limit is answered at once
 * (413, with `Connection: close` so the rest is never read) and nothing over the limit is ever
 * held. Under @hono/node-server it reads Node's IncomingMessage directly (no WHATWG stream is
 * built, which is most of what a small JSON request costs otherwise); in-process (tests) it reads
 * the Request's stream the same way.
 */
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import type { IncomingMessage } from "node:http";

export const TOO_LARGE = Symbol("too large");

/** Headers for a 413 sent before the body was read: the connection ends with the response. */
export const CLOSE_CONNECTION = { Connection: "close" } as const;

export async function readBody(c: Context, maxBytes: number): Promise<Buffer | typeof TOO_LARGE> {
  if (Number(c.req.header("content-length") ?? 0) > maxBytes) return TOO_LARGE;
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming && !incoming.readableEnded && incoming.readableFlowing !== true)
    return readIncoming(incoming, maxBytes);
  return readStream(c.req.raw.body, maxBytes);
}

async function readStream(body: ReadableStream<Uint8Array> | null, maxBytes: number) {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => {});
      return TOO_LARGE;
    }
    chunks.push(value);
  }
}

function readIncoming(incoming: IncomingMessage, maxBytes: number) {
  return new Promise<Buffer | typeof TOO_LARGE>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      done();
      // Nothing more is read or kept; the 413 closes the connection (CLOSE_CONNECTION).
      incoming.pause();
      resolve(TOO_LARGE);
    };
    const onEnd = () => {
      done();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", onError);
  });
}

export type JsonBody =
  | { ok: true; value: unknown }
  | {
      ok: false;
      status: 400 | 413 | 415;
      code: "unsupported_media_type" | "payload_too_large" | "invalid_json";
    };

/**
 * A function's JSON body: declared as JSON, read bounded, parsed. A refusal says which status
 * and code to answer (in the function's own words); a 413 already carries `Connection: close`.
 */
export async function readJsonBody(c: Context, maxBytes: number): Promise<JsonBody> {
  if (!/^application\/json\b/i.test(c.req.header("content-type") ?? ""))
    return { ok: false, status: 415, code: "unsupported_media_type" };
  const body = await readBody(c, maxBytes);
  if (body === TOO_LARGE) {
    c.header("Connection", CLOSE_CONNECTION.Connection);
    return { ok: false, status: 413, code: "payload_too_large" };
  }
  try {
    return { ok: true, value: JSON.parse(body.toString("utf8")) as unknown };
  } catch {
    return { ok: false, status: 400, code: "invalid_json" };
  }
}
