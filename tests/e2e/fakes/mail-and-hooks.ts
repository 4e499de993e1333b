/**
 * The owner's mail relay and webhook endpoint, for the e2e server: a real SMTP server
 * (smtp-server) and a receiver that verifies each webhook's signature, both keeping what arrived.
 * `GET /received` answers it as JSON so a spec can wait for its booking's e-mail and events.
 * Started by playwright.config.ts; the main e2e server's SMTP_URL and WEBHOOK_URL point here.
 */
import { createServer } from "node:http";
import { leaves, startSmtpServer } from "../../support/outbox/mail.ts";
import { startWebhookReceiver } from "../../support/outbox/webhook-receiver.ts";

const smtpPort = Number(process.env.FAKE_SMTP_PORT ?? 4315);
const hooksPort = Number(process.env.FAKE_HOOKS_PORT ?? 4316);
const apiPort = Number(process.env.FAKE_MAIL_API_PORT ?? 4317);
const secret = process.env.WEBHOOK_SECRET ?? "";

const smtp = await startSmtpServer({ port: smtpPort });
const hooks = await startWebhookReceiver(secret, { port: hooksPort });

createServer((req, res) => {
  if (req.url === "/healthz") return void res.writeHead(200).end("ok");
  if (req.url !== "/received") return void res.writeHead(404).end();
  const mails = smtp.received.map(({ from, to, mail }) => ({
    from,
    to,
    subject: mail.headers.subject ?? "",
    parts: leaves(mail).map((part) => ({
      type: part.headers["content-type"] ?? "text/plain",
      body: part.body,
    })),
  }));
  const events = hooks.received.map(({ eventId, validSignature, body }) => ({
    eventId,
    validSignature,
    body,
  }));
  res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ mails, events }));
}).listen(apiPort, "127.0.0.1");
