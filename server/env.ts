/**
 * The environment: every variable the server and its commands read, one schema each, validated
 * once at start (`loadServerEnv`), so a bad value stops the process with a message naming each
 * bad variable. The site's variables are defined in app/config/site-config.server.ts (pages read
 * them too) and checked here with the rest; `process.env` is read only through
 * app/config/env.server.ts. Scripts under scripts/ keep their own bench and drill knobs.
 */
import { z } from "zod";
import { readEnv, type EnvSource } from "../app/config/env.server.ts";
import { siteEnvSchema } from "../app/config/site-config.server.ts";
import { parseTrustProxy } from "./client-ip.ts";

const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));
const int = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
/** An on/off switch: unset, empty, `0` or `false` is off; `1` or `true` is on. */
const flag = z
  .enum(["", "0", "1", "false", "true"])
  .default("")
  .transform((v) => v === "1" || v === "true");

/** OPENAI_BASE_URL's default: the chat engine's endpoint, and the speech engine's unless set. */
export const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";

export const serverEnvSchema = z.object({
  ...siteEnvSchema.shape,
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
  /** OpenAI-compatible endpoint and key of the chat engine, and of the speech engine by default. */
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).default(OPENAI_DEFAULT_BASE_URL),
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
  /** Video to text (issue 5): auto = local where pocketsphinx is installed, else openai when configured. */
  SPEECH_ENGINE: z.enum(["auto", "local", "openai"]).default("auto"),
  OPENAI_SPEECH_BASE_URL: optional.pipe(z.url().optional()),
  OPENAI_SPEECH_API_KEY: optional,
  OPENAI_SPEECH_MODEL: z.string().min(1).default("whisper-1"),
  OPENAI_SPEECH_TIMEOUT_MS: int(1000, 3_600_000, 300_000),
  FFMPEG_PATH: optional,
  FFPROBE_PATH: optional,
  POCKETSPHINX_PATH: optional,
  TRANSCRIBE_CONCURRENCY: int(1, 8, 1),
  TRANSCRIBE_QUEUE: int(0, 100, 3),
  TRANSCRIBE_MAX_MINUTES: int(1, 600, 60),
  TRANSCRIBE_TIMEOUT_MS: int(10_000, 86_400_000, 1_800_000),
  TRANSCRIBE_TMP_DIR: optional,
  /** Requests (upload and processing) one client address may have at once. */
  TRANSCRIBE_PER_CLIENT: int(1, 8, 1),
  /** An upload that sends nothing for this long is cut off (408). */
  TRANSCRIBE_UPLOAD_IDLE_MS: int(1000, 600_000, 15_000),
  /** Slowest average upload rate (KiB/s) accepted after the grace period; 0 = no floor. */
  TRANSCRIBE_UPLOAD_MIN_KBPS: int(0, 1_000_000, 16),
  TRANSCRIBE_UPLOAD_GRACE_MS: int(1000, 600_000, 20_000),
  /** PGlite in the server's own thread instead of a worker (the fallback of docs/decisions/015, 016). */
  PGLITE_INPROCESS: flag,
  /** `npm run drill` only: SIGUSR2 ends the database thread as a crash would (scripts/drill.ts). */
  DRILL_HOOKS: flag,
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** The whole environment (or `source`), validated; throws one error naming every bad variable. */
export function loadServerEnv(source?: EnvSource): ServerEnv {
  return readEnv(serverEnvSchema, source);
}

/** A command's variables (`db:migrate`, `admin:create`): a bad one ends it, named, as at start. */
export function commandEnv<S extends z.ZodType>(schema: S): z.output<S> {
  try {
    return readEnv(schema);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** What a command that opens the database (`db:migrate`, `admin:create`) reads. */
export const databaseEnvSchema = serverEnvSchema.pick({
  DATABASE_URL: true,
  DATA_DIR: true,
  PGLITE_INPROCESS: true,
});
