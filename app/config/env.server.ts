/**
 * The one place that reads `process.env` (issue 24). Each variable has one schema, owned by its
 * concern: the site's in `site-config.server.ts`, the server's in `server/env.ts`, which adds
 * the site's and validates the whole environment once at start. Pages read the site's here too:
 * at build for prerendered pages and per request for the rest, where `server/` cannot reach.
 */
import type { z } from "zod";

export type EnvSource = Record<string, string | undefined>;

/** `source` checked against `schema`; throws one error naming every bad variable. */
export function readEnv<S extends z.ZodType>(
  schema: S,
  source: EnvSource = process.env,
): z.output<S> {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  throw new Error(`Invalid environment:\n  ${lines.join("\n  ")}`);
}
