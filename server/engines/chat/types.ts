import type { Lang } from "../../../app/content/routes.ts";

export type ChatTurn = { role: "user" | "assistant"; content: string };

export type ChatRequest = {
  message: string;
  /** The language to answer in (decided by the function from the message). */
  lang: Lang;
  /** Earlier turns of the thread, oldest first (the last few only). */
  history: ChatTurn[];
  signal: AbortSignal;
};

/** What every chat engine offers; the function never knows which one it talks to. */
export type ChatEngine = {
  name: "local" | "openai";
  reply(request: ChatRequest): Promise<string>;
};

/** An engine that cannot answer now (network, upstream error, timeout): the function says 503. */
export class EngineUnavailableError extends Error {
  override name = "EngineUnavailableError";
}
