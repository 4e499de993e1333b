import type { SiteConfig } from "../../../app/content/site.ts";
import type { ServerEnv } from "../../env.ts";
import { createLocalEngine } from "./local.ts";
import { createOpenAiEngine } from "./openai.ts";
import type { ChatEngine } from "./types.ts";

export type { ChatEngine } from "./types.ts";

/** The engine the configuration asks for (CHAT_ENGINE); `local` needs nothing. */
export function createChatEngine(env: ServerEnv, site: SiteConfig): ChatEngine {
  if (env.CHAT_ENGINE === "openai")
    return createOpenAiEngine(site, {
      baseUrl: env.OPENAI_BASE_URL,
      apiKey: env.OPENAI_API_KEY,
      model: env.CHAT_MODEL,
    });
  return createLocalEngine(site);
}
