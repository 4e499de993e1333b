/**
 * ffmpeg and ffprobe, spawned directly (docs/product/design.md §6; no wrapper library). Untrusted uploads are
 * only ever opened as local files by an allow-list of container demuxers, so a playlist or
 * concat file can never make ffmpeg read other files or reach the network.
 */
import { accessSync, constants, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { run, type RunResult } from "./run.ts";

export type FfmpegPaths = { ffmpeg: string; ffprobe: string };

/** Containers we accept (video and audio); everything else is "not a video". */
const DEMUXERS = [
  "mov,mp4,m4a,3gp,3g2,mj2",
  "matroska,webm",
  "avi",
  "asf",
  "mpeg",
  "mpegts",
  "flv",
  "ogg",
  "wav",
  "mp3",
  "aac",
  "flac",
].join(",");

const SAFE_INPUT = ["-format_whitelist", DEMUXERS, "-protocol_whitelist", "file"];

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * FFMPEG_PATH when set (and then only it), else Debian's /usr/bin/ffmpeg; ffprobe from
 * FFPROBE_PATH, beside the chosen ffmpeg, or /usr/bin. Undefined when either is missing: the
 * function then reports unavailable.
 */
export function findFfmpeg(
  env: { FFMPEG_PATH?: string; FFPROBE_PATH?: string } = {},
): FfmpegPaths | undefined {
  const ffmpeg = (env.FFMPEG_PATH ? [env.FFMPEG_PATH] : ["/usr/bin/ffmpeg"]).find(
    (p): p is string => !!p && executable(p),
  );
  if (!ffmpeg) return undefined;
  const ffprobe = [env.FFPROBE_PATH, join(dirname(ffmpeg), "ffprobe"), "/usr/bin/ffprobe"].find(
    (p): p is string => !!p && executable(p),
  );
  return ffprobe ? { ffmpeg, ffprobe } : undefined;
}

export type MediaErrorCode = "not_media" | "no_audio" | "corrupt" | "timeout";

export class MediaError extends Error {
  code: MediaErrorCode;
  constructor(code: MediaErrorCode, detail: string) {
    super(detail);
    this.name = "MediaError";
    this.code = code;
  }
}

export type ProbeResult = { format: string; durationSec: number; hasVideo: boolean };

/** Sniffs the content (never the name or declared type): an accepted container with audio. */
export async function probe(
  paths: FfmpegPaths,
  file: string,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<ProbeResult> {
  const result = await run(
    paths.ffprobe,
    [
      "-v",
      "error",
      ...SAFE_INPUT,
      "-print_format",
      "json",
      "-show_entries",
      "format=format_name,duration:stream=codec_type",
      file,
    ],
    options,
  );
  timedOut(result);
  if (result.code !== 0) throw new MediaError("not_media", result.stderr.trim());
  const parsed = JSON.parse(result.stdout || "{}") as {
    streams?: { codec_type?: string }[];
    format?: { format_name?: string; duration?: string };
  };
  if (!parsed.format?.format_name) throw new MediaError("not_media", "no container found");
  const types = (parsed.streams ?? []).map((s) => s.codec_type);
  if (!types.includes("audio")) throw new MediaError("no_audio", "no audio stream");
  return {
    format: parsed.format.format_name,
    durationSec: Number(parsed.format.duration) || 0,
    hasVideo: types.includes("video"),
  };
}

/** Extraction goes this far past `maxSec`, so "longer than the limit" shows in the output. */
export const EXTRACT_MARGIN_SEC = 1;

/**
 * Extracts the first audio track as 16 kHz mono 16-bit WAV, cut into chunks of `chunkSec`
 * seconds (`chunk0000.wav`, …) in `outDir`. `-xerror` makes a truncated or corrupt input fail
 * instead of yielding partial audio. With `maxSec`, decoding stops `EXTRACT_MARGIN_SEC` past it:
 * the container's declared duration can lie, so the cut counts decoded samples (atrim after the
 * resampler) as well as timestamps (`-t`). Returns the chunk paths in order.
 */
export async function extractAudio(
  paths: FfmpegPaths,
  input: string,
  outDir: string,
  options: { chunkSec: number; timeoutMs: number; signal?: AbortSignal; maxSec?: number },
): Promise<string[]> {
  const cap = options.maxSec === undefined ? undefined : options.maxSec + EXTRACT_MARGIN_SEC;
  // prettier-ignore
  const limit = cap === undefined ? [] : [
    "-af", `aresample=16000,atrim=end_sample=${Math.ceil(cap * 16_000)}`,
    "-t", String(cap),
  ];
  const result = await run(
    paths.ffmpeg,
    [
      "-nostdin",
      "-hide_banner",
      "-v",
      "error",
      "-xerror",
      ...SAFE_INPUT,
      "-i",
      input,
      "-map",
      "0:a:0",
      "-vn",
      ...limit,
      "-ac",
      "1",
      "-ar",
      "16000",
      "-c:a",
      "pcm_s16le",
      "-f",
      "segment",
      "-segment_time",
      String(options.chunkSec),
      join(outDir, "chunk%04d.wav"),
    ],
    options,
  );
  timedOut(result);
  if (result.code !== 0) throw classify(result.stderr);
  return readdirSync(outDir)
    .filter((f) => /^chunk\d+\.wav$/.test(f))
    .sort()
    .map((f) => join(outDir, f));
}

function classify(stderr: string): MediaError {
  if (/matches no streams/.test(stderr)) return new MediaError("no_audio", stderr.trim());
  if (/Invalid data found|moov atom not found|EBML header/.test(stderr))
    return new MediaError("not_media", stderr.trim());
  return new MediaError("corrupt", stderr.trim());
}

function timedOut(result: RunResult) {
  if (result.timedOut) throw new MediaError("timeout", "ffmpeg time limit");
}

/** Seconds of audio in 16 kHz mono 16-bit WAV files (44-byte header each). */
export function wavSeconds(sizes: number[]): number {
  return sizes.reduce((sum, size) => sum + Math.max(0, size - 44) / 32_000, 0);
}
