import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0", ""]).transform((v) => v === "true" || v === "1");

/** Server settings from the environment, validated once at start (site settings: app/config). */
export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Trust X-Forwarded-Proto/-For from a reverse proxy (for HSTS and client IPs). */
  TRUST_PROXY: bool.default(false),
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
