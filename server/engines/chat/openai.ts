/**
 * Any OpenAI-compatible Chat Completions endpoint (cloud or self-hosted), grounded in the same
 * knowledge as the local engine: the system prompt carries every document of the visitor's
 * language, then the thread's recent turns, then the new message.
 */
import type { Lang } from "../../../app/content/routes.ts";
import type { SiteConfig } from "../../../app/content/site.ts";
import { knowledgeEn } from "../../../app/content/assistant/en/knowledge.ts";
import { knowledgeEs } from "../../../app/content/assistant/es/knowledge.ts";
import type { Knowledge } from "../../../app/content/assistant/facts.ts";
import { initialState } from "./state.ts";
import { EngineUnavailableError, type ChatEngine } from "./types.ts";

export type OpenAiConfig = { baseUrl: string; apiKey: string; model: string };

const LANGUAGE_NAME: Record<Lang, string> = { es: "Spanish", en: "English" };

export function systemPrompt(site: SiteConfig, k: Knowledge): string {
  const facts = k.docs.map((d) => `## ${d.title}\n${d.text}`).join("\n\n");
  return [
    `You are ${site.assistantName}, the sales assistant of ${site.companyName}.`,
    `Always answer in ${LANGUAGE_NAME[k.lang]}, briefly and warmly.`,
    "Use only the facts below. Quote prices and figures exactly as written; never invent one.",
    `If the facts do not answer the question, say you don't know and offer this instead: ${k.unknown}`,
    `Where it fits, end by offering the free demo: ${k.demoOffer}`,
    "",
    facts,
  ].join("\n");
}

export function createOpenAiEngine(site: SiteConfig, config: OpenAiConfig): ChatEngine {
  const prompts: Record<Lang, string> = {
    es: systemPrompt(site, knowledgeEs(site)),
    en: systemPrompt(site, knowledgeEn(site)),
  };
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    name: "openai",
    async reply({ message, lang, history, state, signal }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          signal,
          headers: {
            "Content-Type": "application/json",
            ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            temperature: 0.3,
            messages: [
              { role: "system", content: prompts[lang] },
              ...history.map((t) => ({ role: t.role, content: t.content })),
              { role: "user", content: message },
            ],
          }),
        });
      } catch (error) {
        if (signal.aborted) throw error;
        throw new EngineUnavailableError(`chat endpoint unreachable: ${String(error)}`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new EngineUnavailableError(`chat endpoint answered ${response.status}`);
      }
      const body = (await response.json().catch(() => null)) as {
        choices?: { message?: { content?: unknown } }[];
      } | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== "string" || !content.trim())
        throw new EngineUnavailableError("chat endpoint gave no message");
      // Text only for now: no actions, and the conversation state passes through unchanged.
      return { text: content.trim(), actions: [], state: state ?? initialState() };
    },
  };
}
