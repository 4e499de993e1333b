import type { Lang } from "../../../app/content/routes.ts";
import type { ConversationState } from "./state.ts";

export type { ConversationState } from "./state.ts";

export type ChatTurn = { role: "user" | "assistant"; content: string };

/** Contact details the visitor already gave in this conversation. */
export type ContactPrefill = { name?: string; email?: string; phone?: string };

/** The details of a conversation's lead to put back in the chat's form, if it has any. */
export function prefillOf(lead: ContactPrefill): ContactPrefill | undefined {
  const { name, email, phone } = lead;
  const given = Object.entries({ name, email, phone }).filter(([, v]) => v);
  return given.length ? Object.fromEntries(given) : undefined;
}

/** What the chat card shows under a reply, besides its text. */
export type ChatAction =
  | { type: "book" } // a "book the free demo" button/link to /agenda (/schedule)
  | { type: "slots" } // the chat shows the next free demo times as buttons (the function fills them in)
  // The chat asks for name and e-mail or WhatsApp (a small form in the card), filled in with what
  // the visitor already gave, so a time picked after the details only needs the consent ticked.
  | { type: "contact"; prefill?: ContactPrefill }
  | { type: "handoff" }; // WhatsApp / phone / e-mail options to reach a person

export type ChatReply = { text: string; actions: ChatAction[]; state: ConversationState };

export type ChatRequest = {
  message: string;
  /** The language to answer in (decided by the function from the message). */
  lang: Lang;
  /** Earlier turns of the thread, oldest first (the last few only). */
  history: ChatTurn[];
  /** What the engine remembered of this thread (undefined: a new conversation). */
  state?: ConversationState;
  signal: AbortSignal;
  /** Each piece of the reply's text as the engine writes it (a streaming engine calls it). */
  onDelta?: (text: string) => void;
  /** The text handed to onDelta so far is void: a fallback engine answers instead. */
  onReset?: () => void;
  /** What an engine that calls tools may do during this turn (the function's booking steps). */
  tools?: ChatTools;
};

/** A free time as a tool sees it: the instant and how the visitor reads it. */
export type ToolSlot = { start: string; label: string };

/**
 * The function's booking steps, offered to an engine that calls tools (the OpenAI-compatible
 * one). Each checks its input as the booking form does and answers a result, never throws for
 * bad input; what it did (times offered, a meeting booked) shows in the function's answer.
 */
export type ChatTools = {
  freeSlots(): Promise<ToolSlot[]>;
  book(input: unknown): Promise<{ ok: true; when: string } | { ok: false; error: string }>;
  saveContact(input: unknown): Promise<{ ok: true } | { ok: false; error: string }>;
  handoff(): Promise<{ whatsapp: string; phone: string; email: string; hours: string }>;
};

/** What every chat engine offers; the function never knows which one it talks to. */
export type ChatEngine = {
  name: "local" | "openai";
  reply(request: ChatRequest): Promise<ChatReply>;
};

/** An engine that cannot answer now (network, upstream error, timeout): the function says 503. */
export class EngineUnavailableError extends Error {
  override name = "EngineUnavailableError";
}
