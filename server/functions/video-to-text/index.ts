/**
 * Wires the video-to-text function from the environment: finds ffmpeg, picks the speech engine
 * and validates the limits. Nothing here throws for a missing tool: the server still starts and
 * the function (and /healthz) says it is unavailable. At start it removes the temporary
 * directories a previous process left behind; `shutdown()` stops what is in flight.
 */
import type { Context } from "hono";
import { tmpdir } from "node:os";
import { createLocalSpeechEngine, localSpeechMissing } from "../../engines/speech/local.ts";
import { createOpenAiSpeechEngine } from "../../engines/speech/openai.ts";
import type { SpeechEngine } from "../../engines/speech/types.ts";
import { findFfmpeg } from "../../media/ffmpeg.ts";
import { OPENAI_DEFAULT_BASE_URL, type ServerEnv } from "../../env.ts";
import type { Logger } from "../../logger.ts";
import { createVideoToTextApp } from "./app.ts";
import { removeStaleJobDirs } from "./temp-dirs.ts";

/** The variables this function reads (their schemas: server/env.ts). */
export type VideoToTextEnv = Pick<
  ServerEnv,
  | "SPEECH_ENGINE"
  | "OPENAI_SPEECH_BASE_URL"
  | "OPENAI_SPEECH_API_KEY"
  | "OPENAI_SPEECH_MODEL"
  | "OPENAI_SPEECH_TIMEOUT_MS"
  | "OPENAI_BASE_URL"
  | "OPENAI_API_KEY"
  | "FFMPEG_PATH"
  | "FFPROBE_PATH"
  | "POCKETSPHINX_PATH"
  | "TRANSCRIBE_CONCURRENCY"
  | "TRANSCRIBE_QUEUE"
  | "TRANSCRIBE_MAX_MINUTES"
  | "TRANSCRIBE_TIMEOUT_MS"
  | "TRANSCRIBE_TMP_DIR"
  | "TRANSCRIBE_PER_CLIENT"
  | "TRANSCRIBE_UPLOAD_IDLE_MS"
  | "TRANSCRIBE_UPLOAD_MIN_KBPS"
  | "TRANSCRIBE_UPLOAD_GRACE_MS"
>;

/** The engine the configuration asks for, or why there is none. */
export function chooseSpeechEngine(env: VideoToTextEnv): {
  engine?: SpeechEngine;
  reason?: string;
} {
  const local = { binary: env.POCKETSPHINX_PATH };
  const localMissing = localSpeechMissing(local);
  const openAi = {
    baseUrl: env.OPENAI_SPEECH_BASE_URL ?? env.OPENAI_BASE_URL,
    apiKey: env.OPENAI_SPEECH_API_KEY ?? (env.OPENAI_API_KEY || undefined),
    model: env.OPENAI_SPEECH_MODEL,
    timeoutMs: env.OPENAI_SPEECH_TIMEOUT_MS,
  };
  // A self-hosted whisper server needs no key; OpenAI's own endpoint does.
  const customBase =
    !!env.OPENAI_SPEECH_BASE_URL || env.OPENAI_BASE_URL !== OPENAI_DEFAULT_BASE_URL;
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
    /** The languages the speech engine transcribes (empty: any); undefined when unavailable. */
    languages: missing ? undefined : engine!.languages,
    /** Settles once the start-up sweep of stale temporary directories is over. */
    staleRemoved,
    /** Aborts every upload and job in flight; resolves once their temporary files are gone. */
    shutdown: (): Promise<void> => app.shutdown(),
  };
}
