/**
 * The outbox's transports from the configuration: e-mail when SMTP_URL is set, the webhook when
 * WEBHOOK_URL is. What is not configured stays unset, and its deliveries wait (./worker.ts).
 */
import type { Lang } from "../../app/content/routes.ts";
import { createEmailTransport } from "./smtp.ts";
import type { OutboxTransports } from "./types.ts";
import { createWebhookTransport } from "./webhook.ts";

export { enqueue } from "./enqueue.ts";
export { retryNow, startOutboxWorker, type OutboxWorker } from "./worker.ts";

export type OutboxConfig = {
  smtpUrl: string;
  /** MAIL_FROM; empty = `${business} <${contactEmail}>`. */
  mailFrom: string;
  /** OWNER_EMAIL; empty = contactEmail. */
  ownerEmail: string;
  contactEmail: string;
  business: string;
  /** The zone the owner's e-mails state times in (the business time zone). */
  businessTimezone: string;
  ownerLanguage?: Lang;
  webhookUrl: string;
  webhookSecret: string;
  meetingUrlTemplate?: string;
};

export function createOutboxTransports(config: OutboxConfig): OutboxTransports {
  if (config.webhookUrl && !config.webhookSecret)
    throw new Error("WEBHOOK_URL is set without WEBHOOK_SECRET: receivers could not verify it");
  // A name with a comma or quote must be quoted to stay one display name.
  const name = `"${config.business.replace(/["\\\r\n]/g, "")}"`;
  return {
    email: config.smtpUrl
      ? createEmailTransport({
          url: config.smtpUrl,
          from: config.mailFrom || `${name} <${config.contactEmail}>`,
          business: config.business,
          ownerEmail: config.ownerEmail || config.contactEmail,
          ownerLanguage: config.ownerLanguage ?? "es",
          ownerTimezone: config.businessTimezone,
          meetingUrlTemplate: config.meetingUrlTemplate || undefined,
        })
      : undefined,
    webhook: config.webhookUrl
      ? createWebhookTransport({ url: config.webhookUrl, secret: config.webhookSecret })
      : undefined,
  };
}
