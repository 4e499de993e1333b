import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { annualMonthlyUsd, formatUsd, planById } from "../../../app/content/business.ts";
import { siteDefaults } from "../../../app/content/site.ts";
import { createOpenAiEngine } from "./openai.ts";
import { EngineUnavailableError } from "./types.ts";

/** A local server speaking the Chat Completions protocol; each test sets how it answers. */
type Handler = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler;
let requests: {
  body: Record<string, unknown>;
  auth: string | undefined;
  path: string | undefined;
}[];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString()));
    req.on("end", () => {
      const body = JSON.parse(data) as Record<string, unknown>;
      requests.push({ body, auth: req.headers.authorization, path: req.url });
      handler(body, req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  requests = [];
});

const engine = () =>
  createOpenAiEngine(siteDefaults, { baseUrl, apiKey: "sk-test", model: "test-model" });
const ask = (message: string, signal = new AbortController().signal) =>
  engine().reply({
    message,
    lang: "en",
    history: [
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello!" },
    ],
    signal,
  });

describe("openai engine (against a local fake Chat Completions server)", () => {
  it("sends model, a system prompt grounded in our facts, the history and the message", async () => {
    handler = (_b, _q, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          choices: [
            { index: 0, message: { role: "assistant", content: " We support WhatsApp. " } },
          ],
        }),
      );
    };
    expect((await ask("Do you support WhatsApp?")).text).toBe("We support WhatsApp.");
    const [sent] = requests;
    expect(sent!.path).toBe("/v1/chat/completions");
    expect(sent!.auth).toBe("Bearer sk-test");
    expect(sent!.body.model).toBe("test-model");
    const messages = sent!.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(messages[0]!.content).toContain("Always answer in English");
    expect(messages[0]!.content).toContain(
      formatUsd(annualMonthlyUsd(planById("elite").monthlyUsd)),
    );
    expect(messages[3]!.content).toBe("Do you support WhatsApp?");
  });

  it("turns an upstream error status into EngineUnavailableError", async () => {
    handler = (_b, _q, res) => {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { message: "boom" } }));
    };
    await expect(ask("hello")).rejects.toBeInstanceOf(EngineUnavailableError);
  });

  it("turns a reply without a message into EngineUnavailableError", async () => {
    handler = (_b, _q, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ choices: [] }));
    };
    await expect(ask("hello")).rejects.toBeInstanceOf(EngineUnavailableError);
  });

  it("stops waiting when the caller's time bound aborts (a server that never answers)", async () => {
    handler = () => {};
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    await expect(ask("hello", controller.signal)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("reports an unreachable endpoint as EngineUnavailableError", async () => {
    const down = createOpenAiEngine(siteDefaults, {
      baseUrl: "http://127.0.0.1:9/v1",
      apiKey: "",
      model: "m",
    });
    await expect(
      down.reply({ message: "hi", lang: "es", history: [], signal: new AbortController().signal }),
    ).rejects.toBeInstanceOf(EngineUnavailableError);
  });
});
