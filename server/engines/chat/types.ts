import type { Lang } from "../../../app/content/routes.ts";
import type { ConversationState } from "./state.ts";

export type { ConversationState } from "./state.ts";

export type ChatTurn = { role: "user" | "assistant"; content: string };

/** What the chat card shows under a reply, besides its text. */
export type ChatAction =
  | { type: "book" } // a "book the free demo" button/link to /agenda (/schedule)
  | { type: "slots" } // the chat shows the next free demo times as buttons (the function fills them in)
  | { type: "contact" } // the chat asks for name and e-mail or WhatsApp (a small form in the card)
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
