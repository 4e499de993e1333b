/**
 * A small request body read straight from Node's IncomingMessage when the app runs under
 * @hono/node-server: no WHATWG Request or ReadableStream is built for it, which is most of what a
 * JSON request costs otherwise. In-process (tests, `app.request`) it reads the Request. Both stop
 * at `maxBytes`, whether or not Content-Length was sent.
 */
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import type { IncomingMessage } from "node:http";

export const TOO_LARGE = Symbol("too large");

export async function readBody(c: Context, maxBytes: number): Promise<Buffer | typeof TOO_LARGE> {
  if (Number(c.req.header("content-length") ?? 0) > maxBytes) return TOO_LARGE;
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming && !incoming.readableEnded && incoming.readableFlowing !== true)
    return readIncoming(incoming, maxBytes);
  const body = Buffer.from(await c.req.arrayBuffer());
  return body.length > maxBytes ? TOO_LARGE : body;
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
      incoming.resume(); // the rest is discarded; the 413 goes out at once
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
