/**
 * Any OpenAI-compatible `POST {baseUrl}/audio/transcriptions` endpoint: hosted Whisper or a
 * self-hosted whisper server. Chunks of up to 10 minutes of 16 kHz WAV (≈ 19 MB) stay under the
 * hosted API's 25 MB file limit.
 */
import { openAsBlob } from "node:fs";
import { basename } from "node:path";
import { z } from "zod";
import { joinText, SpeechError, type SpeechEngine } from "./types.ts";

export type OpenAiSpeechOptions = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
};

const reply = z.object({ text: z.string(), language: z.string().optional() });

export function createOpenAiSpeechEngine(options: OpenAiSpeechOptions): SpeechEngine {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/audio/transcriptions`;
  return {
    name: "openai",
    languages: [],
    chunkSec: 600,
    async transcribe({ chunks, language, signal }) {
      const parts: string[] = [];
      let detected: string | undefined;
      for (const chunk of chunks) {
        const form = new FormData();
        form.set("file", await openAsBlob(chunk, { type: "audio/wav" }), basename(chunk));
        form.set("model", options.model);
        form.set("response_format", "json");
        if (language) form.set("language", language);
        const timeout = AbortSignal.timeout(options.timeoutMs);
        let response: Response;
        let body: string;
        try {
          response = await fetch(url, {
            method: "POST",
            body: form,
            headers: options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {},
            signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          });
          body = await response.text();
        } catch (error) {
          if (signal?.aborted) throw signal.reason;
          if (timeout.aborted) throw new SpeechError("engine_timeout", `no answer from ${url}`);
          throw new SpeechError("engine_failed", `${url}: ${String(error)}`);
        }
        if (response.status >= 400 && response.status < 500)
          throw new SpeechError(
            "engine_rejected",
            `${url} ${response.status}: ${body.slice(0, 500)}`,
          );
        if (!response.ok)
          throw new SpeechError(
            "engine_failed",
            `${url} ${response.status}: ${body.slice(0, 500)}`,
          );
        let parsed: z.infer<typeof reply>;
        try {
          parsed = reply.parse(JSON.parse(body));
        } catch {
          throw new SpeechError("engine_failed", `${url}: unexpected reply ${body.slice(0, 200)}`);
        }
        parts.push(parsed.text);
        detected ??= parsed.language;
      }
      return { text: joinText(parts), language: language ?? normalise(detected) };
    },
  };
}

/** Whisper's verbose replies name the language ("english"); the contract uses codes. */
function normalise(language: string | undefined): string {
  if (!language) return "und";
  const names: Record<string, string> = { english: "en", spanish: "es" };
  return names[language.toLowerCase()] ?? language.toLowerCase();
}
