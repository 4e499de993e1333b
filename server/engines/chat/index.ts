import type { SiteConfig } from "../../../app/content/site.ts";
import type { ServerEnv } from "../../env.ts";
import { createLocalEngine } from "./local.ts";
import { createOpenAiEngine } from "./openai.ts";
import { EngineUnavailableError, type ChatEngine } from "./types.ts";

export type { ChatEngine } from "./types.ts";

type FallbackOptions = {
  /** How long the primary engine may take before the fallback answers instead. */
  deadlineMs: number;
  onFallback?: (cause: unknown) => void;
};

/**
 * The primary engine, or the fallback when the primary fails or runs out of time: a visitor gets
 * an answer from our own facts rather than an error. Text already streamed is withdrawn first
 * (`onReset`). The function's own time bound (the request's signal) still ends both.
 */
export function withFallback(
  primary: ChatEngine,
  fallback: ChatEngine,
  options: FallbackOptions,
): ChatEngine {
  return {
    name: primary.name,
    async reply(request) {
      const controller = new AbortController();
      const stop = () => controller.abort();
      request.signal.addEventListener("abort", stop, { once: true });
      const timer = setTimeout(stop, options.deadlineMs);
      let streamed = false;
      try {
        return await primary.reply({
          ...request,
          signal: controller.signal,
          onDelta: (text) => {
            streamed = true;
            request.onDelta?.(text);
          },
        });
      } catch (error) {
        if (request.signal.aborted) throw error;
        if (!(error instanceof EngineUnavailableError) && !controller.signal.aborted) throw error;
        options.onFallback?.(error);
        if (streamed) request.onReset?.();
        const reply = await fallback.reply({ ...request, tools: undefined });
        request.onDelta?.(reply.text);
        return reply;
      } finally {
        clearTimeout(timer);
        request.signal.removeEventListener("abort", stop);
      }
    },
  };
}

/**
 * The engine the configuration asks for (CHAT_ENGINE); `local` needs nothing. `openai` falls back
 * to `local` on an error, or when it has not answered within 80 % of CHAT_TIMEOUT_MS.
 */
export function createChatEngine(
  env: ServerEnv,
  site: SiteConfig,
  onFallback?: (cause: unknown) => void,
  /** What the local engine says the video-to-text tool transcribes (its speech engine's languages). */
  transcriptionLanguages?: readonly string[],
): ChatEngine {
  const local = createLocalEngine(site, { transcriptionLanguages });
  if (env.CHAT_ENGINE !== "openai") return local;
  const openai = createOpenAiEngine(site, {
    baseUrl: env.OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY,
    model: env.CHAT_MODEL,
  });
  return withFallback(openai, local, {
    deadlineMs: Math.round(env.CHAT_TIMEOUT_MS * 0.8),
    onFallback,
  });
}
