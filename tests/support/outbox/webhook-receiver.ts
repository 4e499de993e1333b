/**
 * A webhook receiver on node:http, as a customer would write one: it verifies the signature and
 * records each request's event id; `answer` decides the status (500 to make the sender retry).
 * Used by the tests and the restart drill.
 */
import { createServer, type Server } from "node:http";
import { verifySignature } from "../../../server/outbox/webhook.ts";

export type ReceivedEvent = {
  eventId: string;
  validSignature: boolean;
  body: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
  status: number;
};

export async function startWebhookReceiver(
  secret: string,
  options: {
    port?: number;
    answer?: (n: number, eventId: string) => number;
    delayMs?: number;
  } = {},
) {
  const received: ReceivedEvent[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const eventId = String(req.headers["x-event-id"] ?? "");
      const status = options.answer?.(received.length, eventId) ?? 200;
      received.push({
        eventId,
        validSignature: verifySignature(secret, req.headers["x-signature"] as string, raw),
        body: JSON.parse(raw) as ReceivedEvent["body"],
        status,
      });
      setTimeout(() => res.writeHead(status).end(), options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
