/**
 * Wires the video-to-text function from the environment: finds ffmpeg, picks the speech engine
 * and validates the limits. Nothing here throws for a missing tool: the server still starts and
 * the function (and /healthz) says it is unavailable. At start it removes the temporary
 * directories a previous process left behind; `shutdown()` stops what is in flight.
 */
import type { Context } from "hono";
import { tmpdir } from "node:os";
import { z } from "zod";
import { createLocalSpeechEngine, localSpeechMissing } from "../../engines/speech/local.ts";
import { createOpenAiSpeechEngine } from "../../engines/speech/openai.ts";
import type { SpeechEngine } from "../../engines/speech/types.ts";
import { findFfmpeg } from "../../media/ffmpeg.ts";
import type { Logger } from "../../logger.ts";
import { createVideoToTextApp } from "./app.ts";
import { removeStaleJobDirs } from "./temp-dirs.ts";

const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));
const int = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

export const videoToTextEnvSchema = z.object({
  /** auto = local where pocketsphinx is installed, else openai when configured. */
  SPEECH_ENGINE: z.enum(["auto", "local", "openai"]).default("auto"),
  OPENAI_SPEECH_BASE_URL: optional.pipe(z.url().optional()),
  OPENAI_SPEECH_API_KEY: optional,
  OPENAI_SPEECH_MODEL: z.string().min(1).default("whisper-1"),
  OPENAI_SPEECH_TIMEOUT_MS: int(1000, 3_600_000, 300_000),
  OPENAI_BASE_URL: optional.pipe(z.url().optional()),
  OPENAI_API_KEY: optional,
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
});

export type VideoToTextEnv = z.infer<typeof videoToTextEnvSchema>;

export function loadVideoToTextEnv(env: Record<string, string | undefined> = process.env) {
  const parsed = videoToTextEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid video-to-text environment:\n  ${lines.join("\n  ")}`);
  }
  return parsed.data;
}

/** The engine the configuration asks for, or why there is none. */
export function chooseSpeechEngine(env: VideoToTextEnv): {
  engine?: SpeechEngine;
  reason?: string;
} {
  const local = { binary: env.POCKETSPHINX_PATH };
  const localMissing = localSpeechMissing(local);
  const openAi = {
    baseUrl: env.OPENAI_SPEECH_BASE_URL ?? env.OPENAI_BASE_URL ?? "https://api.openai.com/v1",
    apiKey: env.OPENAI_SPEECH_API_KEY ?? env.OPENAI_API_KEY,
    model: env.OPENAI_SPEECH_MODEL,
    timeoutMs: env.OPENAI_SPEECH_TIMEOUT_MS,
  };
  const customBase = !!(env.OPENAI_SPEECH_BASE_URL ?? env.OPENAI_BASE_URL);
  const openAiReady = customBase || !!openAi.apiKey;
  const openAiMissing = "set OPENAI_SPEECH_API_KEY (or OPENAI_API_KEY) or OPENAI_SPEECH_BASE_URL";
  if (env.SPEECH_ENGINE === "local" || (env.SPEECH_ENGINE === "auto" && !localMissing))
    return localMissing ? { reason: localMissing } : { engine: createLocalSpeechEngine(local) };
  if (env.SPEECH_ENGINE === "openai" || openAiReady)
    return openAiReady ? { engine: createOpenAiSpeechEngine(openAi) } : { reason: openAiMissing };
  return { reason: `${localMissing}; or ${openAiMissing}` };
}

/** The function's Hono app and what /healthz reports for `speech`. */
export function createVideoToText(
  env: VideoToTextEnv,
  logger: Logger,
  options: { clientIp?: (c: Context) => string } = {},
) {
  const ffmpeg = findFfmpeg(env);
  const { engine, reason } = chooseSpeechEngine(env);
  const missing = !ffmpeg ? "ffmpeg/ffprobe not found (apt-get install ffmpeg)" : reason;
  if (missing) logger.warn({ reason: missing }, "video-to-text unavailable");
  const tmpDir = env.TRANSCRIBE_TMP_DIR ?? tmpdir();
  const staleRemoved = removeStaleJobDirs(tmpDir).then(
    (removed) => {
      if (removed.length > 0)
        logger.info({ removed: removed.length }, "video-to-text: stale temp dirs removed");
    },
    (error: unknown) => {
      logger.warn(
        { code: (error as NodeJS.ErrnoException).code },
        "video-to-text: stale temp dirs not removed",
      );
    },
  );
  const app = createVideoToTextApp({
    ffmpeg,
    engine: missing ? undefined : engine,
    logger,
    tmpDir,
    maxSeconds: env.TRANSCRIBE_MAX_MINUTES * 60,
    concurrency: env.TRANSCRIBE_CONCURRENCY,
    queue: env.TRANSCRIBE_QUEUE,
    ffmpegTimeoutMs: 300_000,
    jobTimeoutMs: env.TRANSCRIBE_TIMEOUT_MS,
    clientIp: options.clientIp,
    perClient: env.TRANSCRIBE_PER_CLIENT,
    uploadIdleMs: env.TRANSCRIBE_UPLOAD_IDLE_MS,
    uploadMinBytesPerSec: env.TRANSCRIBE_UPLOAD_MIN_KBPS * 1024,
    uploadGraceMs: env.TRANSCRIBE_UPLOAD_GRACE_MS,
  });
  return {
    app,
    status: missing ? "unavailable" : engine!.name,
    /** Settles once the start-up sweep of stale temporary directories is over. */
    staleRemoved,
    /** Aborts every upload and job in flight; resolves once their temporary files are gone. */
    shutdown: (): Promise<void> => app.shutdown(),
  };
}
