/**
 * The e-mail transport: renders a delivery's message (./messages.ts) and sends it over SMTP with
 * nodemailer. One connection per message: a few messages a minute do not need a pool, and a
 * connection never outlives a server that went away.
 */
import nodemailer from "nodemailer";
import type { OutboxChannel } from "./enqueue.ts";
import { renderMail, type MailContext } from "./messages.ts";
import type { StoredEvent, Transport } from "./types.ts";

export type SmtpOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
  url: string;
  /** `Name <address>` or an address. */
  from: string;
  /** How long connecting, the greeting and any one reply may take. */
  timeoutMs?: number;
} & Omit<MailContext, "organizerEmail">;

/** The address inside `Name <address>`. */
export function addressOf(from: string): string {
  return /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

export function createEmailTransport(options: SmtpOptions): Transport {
  const timeout = options.timeoutMs ?? 30_000;
  const transporter = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  const context: MailContext = { ...options, organizerEmail: addressOf(options.from) };
  return async (event: StoredEvent, channel: OutboxChannel) => {
    if (channel === "webhook") throw new Error("the e-mail transport got a webhook delivery");
    const mail = renderMail(event, channel, context);
    const calendar = mail.calendar;
    await transporter.sendMail({
      from: options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      // Calendar clients read the invitation part; the attachment is for everyone else.
      ...(calendar && {
        icalEvent: { method: calendar.method, content: calendar.content },
        attachments: [
          {
            filename: calendar.method === "CANCEL" ? "cancel.ics" : "invite.ics",
            content: calendar.content,
            contentType: `text/calendar; charset=utf-8; method=${calendar.method}`,
          },
        ],
      }),
      // The event's id: a message retried after a lost reply carries the same Message-ID.
      messageId: `<${event.id}.${channel.replace(":", "-")}@novaflow.outbox>`,
    });
  };
}
