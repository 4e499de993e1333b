/**
 * Offline engine: Debian's `pocketsphinx_continuous` (pocketsphinx 0.8) with its US-English
 * model (`pocketsphinx-en-us`). It knows US English only. One process per ~30 s chunk: a long
 * single utterance costs about real time and 450 MB, a chunk about a third of that (docs/product/design.md §6).
 */
import { accessSync, constants } from "node:fs";
import { run } from "../../media/run.ts";
import { joinText, SpeechError, type SpeechEngine } from "./types.ts";

const DEFAULT_BINARY = "/usr/bin/pocketsphinx_continuous";
const DEFAULT_MODEL = "/usr/share/pocketsphinx/model/en-us/en-us";

export type LocalSpeechOptions = { binary?: string; modelDir?: string; chunkTimeoutMs?: number };

/** Why the local engine cannot run here, or undefined when it can. */
export function localSpeechMissing(options: LocalSpeechOptions = {}): string | undefined {
  const binary = options.binary ?? DEFAULT_BINARY;
  try {
    accessSync(binary, constants.X_OK);
  } catch {
    return `${binary} not found (apt-get install pocketsphinx)`;
  }
  const model = options.modelDir ?? DEFAULT_MODEL;
  try {
    accessSync(model, constants.R_OK);
  } catch {
    return `${model} not found (apt-get install pocketsphinx-en-us)`;
  }
  return undefined;
}

export function createLocalSpeechEngine(options: LocalSpeechOptions = {}): SpeechEngine {
  const binary = options.binary ?? DEFAULT_BINARY;
  const chunkTimeoutMs = options.chunkTimeoutMs ?? 600_000;
  return {
    name: "local",
    languages: ["en"],
    chunkSec: 30,
    async transcribe({ chunks, signal }) {
      const parts: string[] = [];
      for (const chunk of chunks) {
        const result = await run(binary, ["-infile", chunk, "-logfn", "/dev/null"], {
          timeoutMs: chunkTimeoutMs,
          signal,
        });
        if (result.timedOut) throw new SpeechError("engine_timeout", "pocketsphinx time limit");
        if (result.code !== 0)
          throw new SpeechError(
            "engine_failed",
            `pocketsphinx exit ${result.code}: ${result.stderr}`,
          );
        parts.push(result.stdout);
      }
      return { text: joinText(parts), language: "en" };
    },
  };
}
