/**
 * Any OpenAI-compatible Chat Completions endpoint (cloud or self-hosted), grounded in the same
 * knowledge as the local engine: the system prompt carries every document of the visitor's
 * language, then the thread's recent turns, then the new message. Replies stream as the model
 * writes them; the function's booking steps are its tools (free times, booking, contact details,
 * a person), each checked by the function like its own forms. Wording: app/content/assistant.
 */
import { bookingWidgetEn } from "../../../app/content/en/booking-widget.ts";
import { bookingWidgetEs } from "../../../app/content/es/booking-widget.ts";
import { knowledgeEn } from "../../../app/content/assistant/en/knowledge.ts";
import { knowledgeEs } from "../../../app/content/assistant/es/knowledge.ts";
import type { Knowledge } from "../../../app/content/assistant/facts.ts";
import { modelPrompt } from "../../../app/content/assistant/model-prompt.ts";
import type { Lang } from "../../../app/content/routes.ts";
import type { SiteConfig } from "../../../app/content/site.ts";
import { href } from "../../../app/i18n/href.ts";
import { format } from "../../../app/i18n/translate.ts";
import { complete, type CompletionsConfig, type Tool } from "./completions.ts";
import { initialState } from "./state.ts";
import type { ChatEngine, ChatTools } from "./types.ts";

export type OpenAiConfig = CompletionsConfig;

const privacy: Record<Lang, string> = {
  es: `${href("terms", "es")}#${bookingWidgetEs.form.privacyAnchor}`,
  en: `${href("terms", "en")}#${bookingWidgetEn.form.privacyAnchor}`,
};

export function systemPrompt(site: SiteConfig, k: Knowledge): string {
  const facts = k.docs.map((d) => `## ${d.title}\n${d.text}`).join("\n\n");
  const vars = {
    assistant: site.assistantName,
    company: site.companyName,
    language: modelPrompt.languageName[k.lang],
    unknown: k.unknown,
    demoOffer: k.demoOffer,
    privacy: privacy[k.lang],
  };
  return [...modelPrompt.instructions.map((line) => format(line, vars)), "", facts].join("\n");
}

const d = modelPrompt.tools;
const noArguments = { type: "object", properties: {}, additionalProperties: false };
const contactProperties = {
  name: { type: "string", description: d.name },
  email: { type: "string", description: d.email },
  phone: { type: "string", description: d.phone },
  company: { type: "string", description: d.company },
};

/** The function's booking steps as the model sees them; arguments are checked by the steps. */
export function toolSpecs(tools: ChatTools): Tool[] {
  return [
    {
      name: "free_slots",
      description: d.freeSlots,
      parameters: noArguments,
      run: async () => ({ slots: await tools.freeSlots() }),
    },
    {
      name: "book_demo",
      description: d.bookDemo,
      parameters: {
        type: "object",
        properties: {
          start: { type: "string", description: d.start },
          ...contactProperties,
          consent: { type: "boolean", description: d.consent },
        },
        required: ["start", "name", "email", "consent"],
        additionalProperties: false,
      },
      run: (args) => tools.book(args),
    },
    {
      name: "save_contact",
      description: d.saveContact,
      parameters: {
        type: "object",
        properties: contactProperties,
        required: ["name"],
        additionalProperties: false,
      },
      run: (args) => tools.saveContact(args),
    },
    {
      name: "handoff",
      description: d.handoff,
      parameters: noArguments,
      run: () => tools.handoff(),
    },
  ];
}

export function createOpenAiEngine(site: SiteConfig, config: OpenAiConfig): ChatEngine {
  const prompts: Record<Lang, string> = {
    es: systemPrompt(site, knowledgeEs(site)),
    en: systemPrompt(site, knowledgeEn(site)),
  };
  return {
    name: "openai",
    async reply({ message, lang, history, state, signal, onDelta, tools }) {
      const { text } = await complete(config, {
        messages: [
          { role: "system", content: prompts[lang] },
          ...history.map((t) => ({ role: t.role, content: t.content })),
          { role: "user", content: message },
        ],
        tools: tools ? toolSpecs(tools) : undefined,
        signal,
        onDelta,
      });
      // What the tools did reaches the function through them; the state passes through.
      return { text, actions: [], state: state ?? initialState() };
    },
  };
}
