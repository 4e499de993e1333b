import { z } from "zod";
import { parseTrustProxy } from "./client-ip.ts";

/** Server settings from the environment, validated once at start (site settings: app/config). */
export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Which reverse proxies' X-Forwarded-Proto/-For/-Host to believe (HSTS, client addresses for
   * the per-address limits, admin origins): a number of hops, `true` (one) or addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** postgres://… — a real PostgreSQL server; unset = embedded PGlite files under DATA_DIR. */
  DATABASE_URL: z.union([z.literal(""), z.url({ protocol: /^postgres(ql)?$/ })]).default(""),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Sales assistant engine (issue 3). */
  CHAT_ENGINE: z.enum(["local", "openai"]).default("local"),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.openai.com/v1"),
  OPENAI_API_KEY: z.string().default(""),
  CHAT_MODEL: z.string().min(1).default("gpt-4o-mini"),
  /** Chat messages per IP per minute; 0 turns the limit off. */
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(20),
  /** Replies a paid chat engine (openai) may give per minute, all visitors together; 0 = no ceiling. */
  CHAT_ENGINE_MAX_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  /** Longest a chat reply may take before the function answers 503. */
  CHAT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Days an anonymous conversation is kept after its last message; 0 = forever. */
  CHAT_RETENTION_DAYS: z.coerce.number().int().min(0).default(180),
  /** First admin account, created at start when that e-mail has no account yet (issue 9). */
  ADMIN_EMAIL: z.union([z.literal(""), z.email()]).default(""),
  ADMIN_PASSWORD: z.union([z.literal(""), z.string().min(12)]).default(""),
  /** Failed logins in a row that lock an account, and for how long. */
  ADMIN_MAX_FAILED_LOGINS: z.coerce.number().int().min(1).default(10),
  ADMIN_LOCKOUT_MINUTES: z.coerce.number().min(0.05).default(15),
  /** Login attempts per IP per 15 minutes; 0 = no limit. */
  ADMIN_LOGIN_RATE_LIMIT: z.coerce.number().int().min(0).default(30),
  ADMIN_SESSION_HOURS: z.coerce.number().min(0.1).default(12),
  /** A session unused this long ends (ADMIN_SESSION_HOURS still caps a busy one). */
  ADMIN_IDLE_MINUTES: z.coerce.number().min(1).default(30),
  /** New bookings per client address per hour; 0 = no limit (docs/product/design.md §4: at least 10). */
  BOOKING_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(20),
  /** Signed JSON events (booking.*, lead.created) are POSTed here; empty = no webhook. */
  WEBHOOK_URL: z.union([z.literal(""), z.url({ protocol: /^https?$/ }).max(500)]).default(""),
  /** HMAC-SHA256 key of the webhook's X-Signature. */
  WEBHOOK_SECRET: z.union([z.literal(""), z.string().min(16).max(500)]).default(""),
  /** The meeting's video link in confirmations, `{id}` replaced by the booking id; empty = none. */
  MEETING_URL_TEMPLATE: z
    .string()
    .max(500)
    .refine(
      (t) => t === "" || (/^https?:\/\//.test(t) && URL.canParse(t.replaceAll("{id}", "x"))),
      "an http(s) URL, optionally with {id}",
    )
    .default(""),
  /** Outbox e-mail (issue 22): smtp(s)://user:pass@host:port; unset = e-mails wait in the outbox. */
  SMTP_URL: z.union([z.literal(""), z.url({ protocol: /^smtps?$/ })]).default(""),
  /** The sender, `Name <address>`; empty = the company name and CONTACT_EMAIL. */
  MAIL_FROM: z.string().max(300).default(""),
  /** Where booking and lead notifications go; empty = CONTACT_EMAIL. */
  OWNER_EMAIL: z.union([z.literal(""), z.email()]).default(""),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export function loadServerEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = serverEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid server environment:\n  ${lines.join("\n  ")}`);
  }
  return parsed.data;
}
