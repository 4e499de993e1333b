import { createHash } from "node:crypto";

/**
 * The key per-address counters (rate limits, login failures, booking holds) are stored under: a
 * hash of the address, never the address itself (IPs are personal data). One function for the
 * admin login, the chat and booking functions, so one address counts as one key everywhere.
 */
export function ipKey(ip: string): string {
  return createHash("sha256").update(ip).digest("base64url").slice(0, 22);
}
