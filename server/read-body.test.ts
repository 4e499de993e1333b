import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBody, TOO_LARGE } from "./read-body.ts";

describe("readBody over real HTTP", () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    const app = new Hono();
    app.post("/", async (c) => {
      const body = await readBody(c, 1000);
      return body === TOO_LARGE ? c.text("too large", 413) : c.text(`${body.length}`);
    });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0 }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => void server.close());

  const post = (chunks: string[], headers: Record<string, string> = {}) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request({ port, method: "POST", path: "/", headers }, (res) => {
        let text = "";
        res.on("data", (d: Buffer) => (text += d.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, text }));
      });
      req.on("error", reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });

  it("reads a body with Content-Length and a chunked one", async () => {
    expect(await post(["x".repeat(600)], { "Content-Length": "600" })).toEqual({
      status: 200,
      text: "600",
    });
    expect(await post(["x".repeat(300), "y".repeat(300)])).toEqual({ status: 200, text: "600" });
  });

  it("stops at the limit, declared or not, and keeps serving", async () => {
    expect((await post(["x".repeat(2000)], { "Content-Length": "2000" })).status).toBe(413);
    expect((await post(Array.from({ length: 20 }, () => "x".repeat(500)))).status).toBe(413);
    expect((await post(["ok"])).text).toBe("2");
  });
});
