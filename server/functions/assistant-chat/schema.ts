import { z } from "zod";
import { languages } from "../../../app/content/routes.ts";
import type { ChatAction } from "../../engines/chat/types.ts";

export const MAX_MESSAGE_CHARS = 2000;
/** Bytes of request body accepted at all; anything larger is 413 before parsing. */
export const MAX_BODY_BYTES = 32 * 1024;

/** POST /functions/v1/assistant-chat (DESIGN §4). `assistantId` is accepted and ignored (ADR 004). */
export const chatRequestSchema = z.object({
  message: z.string().trim().min(1).max(MAX_MESSAGE_CHARS),
  threadId: z.string().max(100).nullable().optional(),
  assistantId: z.string().max(200).optional(),
  /** The page's language: used when the message itself does not tell. */
  lang: z.enum(languages).optional(),
});

export type ChatRequestBody = z.infer<typeof chatRequestSchema>;
/** `actions`: what the chat card shows under the reply (book, slots, contact, handoff). */
export type ChatResponseBody = { threadId: string; message: string; actions: ChatAction[] };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
