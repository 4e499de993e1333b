/** Spoken languages a request may ask for (the site's two languages). */
export const speechLanguages = ["es", "en"] as const;
export type SpeechLanguage = (typeof speechLanguages)[number];

export type TranscribeInput = {
  /** 16 kHz mono 16-bit WAV files, in order, each at most `chunkSec` long. */
  chunks: string[];
  /** Language hint; undefined lets the engine use its default or detect it. */
  language?: SpeechLanguage;
  signal?: AbortSignal;
};

export type Transcript = { text: string; language: string };

/** One speech-to-text engine; the video-to-text function only knows this interface. */
export type SpeechEngine = {
  name: "local" | "openai";
  /** Languages it can transcribe; empty = any (it detects). */
  languages: readonly SpeechLanguage[];
  /** Seconds of audio per chunk it wants. */
  chunkSec: number;
  transcribe(input: TranscribeInput): Promise<Transcript>;
};

export type SpeechErrorCode = "engine_failed" | "engine_timeout" | "engine_rejected";

/** An engine could not transcribe (the detail is for the log, never for the visitor). */
export class SpeechError extends Error {
  code: SpeechErrorCode;
  constructor(code: SpeechErrorCode, detail: string) {
    super(detail);
    this.name = "SpeechError";
    this.code = code;
  }
}

/** Joins chunk transcripts into one text with single spaces. */
export function joinText(parts: string[]): string {
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(" ")
    .replace(/\s+/g, " ");
}
