/**
 * The webhook transport (docs/product/design.md §4): POST `{ id, type, createdAt, data }` to WEBHOOK_URL, signed
 * with HMAC-SHA256 over "<unix seconds>.<body>" so the receiver can check origin and freshness,
 * with the event id in X-Event-Id so a rare repeat (a reply lost after the receiver acted) is
 * recognisable. Any 2xx is delivered; anything else, a timeout or a refused connection is retried.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { OutboxChannel } from "./enqueue.ts";
import type { StoredEvent, Transport } from "./types.ts";

export type WebhookOptions = {
  url: string;
  secret: string;
  timeoutMs?: number;
  now?: () => number;
};

export function signature(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/**
 * What a receiver does (and our tests do): recompute the HMAC and compare in constant time,
 * refusing timestamps further than `toleranceSec` from now (a replayed old request).
 */
export function verifySignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  { toleranceSec = 300, now = Date.now() }: { toleranceSec?: number; now?: number } = {},
): boolean {
  const parts = Object.fromEntries(
    (header ?? "").split(",").map((part) => part.trim().split("=", 2) as [string, string]),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(now / 1000 - t) > toleranceSec) return false;
  const expected = Buffer.from(signature(secret, t, body), "hex");
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function webhookBody(event: StoredEvent): string {
  // The manage link holds the visitor's secret token: it is for the visitor's own e-mails only.
  const { manageUrl: _visitorsOnly, ...data } = event.payload as Record<string, unknown>;
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    data,
  });
}

export function createWebhookTransport(options: WebhookOptions): Transport {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async (event: StoredEvent, channel: OutboxChannel) => {
    if (channel !== "webhook") throw new Error(`the webhook transport got ${channel}`);
    const body = webhookBody(event);
    const t = Math.floor(now() / 1000);
    const response = await fetch(options.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "NovaFlow-Webhooks/1",
        "X-Event-Id": event.id,
        "X-Signature": `t=${t},v1=${signature(options.secret, t, body)}`,
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Only the status matters; the body is read so the connection can be reused.
    await response.body?.cancel();
    if (response.status < 200 || response.status > 299)
      throw new Error(`webhook answered ${response.status}`);
  };
}
