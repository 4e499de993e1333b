/**
 * The OpenAI-compatible engine against a local fake server that speaks the protocol
 * (POST /v1/audio/transcriptions, multipart, Bearer key): success, 4xx, 5xx and a timeout.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAiSpeechEngine } from "./openai.ts";
import { SpeechError } from "./types.ts";

type Seen = { auth?: string; model?: string; language?: string | null; fileBytes: number };
let mode: "ok" | "401" | "500" | "hang" = "ok";
const seen: Seen[] = [];
let server: Server;
let baseUrl: string;
const dir = mkdtempSync(join(tmpdir(), "openai-fake-"));
const chunk = join(dir, "chunk0000.wav");

async function formOf(req: IncomingMessage) {
  const body: Buffer[] = [];
  for await (const part of req) body.push(part as Buffer);
  const request = new Request("http://x", {
    method: "POST",
    headers: { "content-type": req.headers["content-type"]! },
    body: Buffer.concat(body),
  });
  return request.formData();
}

beforeAll(async () => {
  writeFileSync(chunk, Buffer.alloc(3244));
  server = createServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== "/v1/audio/transcriptions") {
      res.writeHead(404).end();
      return;
    }
    if (mode === "hang") return; // never answers
    const form = await formOf(req);
    const file = form.get("file") as File;
    seen.push({
      auth: req.headers.authorization,
      model: form.get("model") as string,
      language: form.get("language") as string | null,
      fileBytes: file.size,
    });
    if (mode === "401") {
      res.writeHead(401, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "Incorrect API key provided" } }));
    } else if (mode === "500") {
      res.writeHead(500).end("upstream broke");
    } else {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ text: ` hello world ${seen.length} ` }));
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

const engine = (timeoutMs = 2000) =>
  createOpenAiSpeechEngine({ baseUrl, apiKey: "sk-test", model: "whisper-1", timeoutMs });

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

describe("openai speech engine", () => {
  it("sends each chunk with model, key and language hint, and joins the texts", async () => {
    mode = "ok";
    seen.length = 0;
    const result = await engine().transcribe({ chunks: [chunk, chunk], language: "es" });
    expect(result).toEqual({ text: "hello world 1 hello world 2", language: "es" });
    expect(seen).toEqual([
      { auth: "Bearer sk-test", model: "whisper-1", language: "es", fileBytes: 3244 },
      { auth: "Bearer sk-test", model: "whisper-1", language: "es", fileBytes: 3244 },
    ]);
  });

  it("reports a 4xx answer as rejected and a 5xx answer as failed", async () => {
    mode = "401";
    const rejected = await failure(engine().transcribe({ chunks: [chunk] }));
    expect(rejected).toBeInstanceOf(SpeechError);
    expect((rejected as SpeechError).code).toBe("engine_rejected");
    mode = "500";
    const failed = await failure(engine().transcribe({ chunks: [chunk] }));
    expect((failed as SpeechError).code).toBe("engine_failed");
  });

  it("gives up after its time limit", async () => {
    mode = "hang";
    const started = Date.now();
    const timedOut = await failure(engine(300).transcribe({ chunks: [chunk] }));
    expect((timedOut as SpeechError).code).toBe("engine_timeout");
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
