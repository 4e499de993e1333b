import { z } from "zod";
import { languages } from "../../../app/content/routes.ts";
import type { ChatAction } from "../../engines/chat/types.ts";

export const MAX_MESSAGE_CHARS = 2000;
/** Bytes of request body accepted at all; anything larger is 413 before parsing. */
export const MAX_BODY_BYTES = 32 * 1024;

/** POST /functions/v1/assistant-chat (docs/product/design.md §4). `assistantId` is accepted and ignored (docs/decisions/006-assistant-id-ignored.md). */
export const chatRequestSchema = z.object({
  message: z.string().trim().min(1).max(MAX_MESSAGE_CHARS),
  threadId: z.string().max(100).nullable().optional(),
  assistantId: z.string().max(200).optional(),
  /** The page's language: used when the message itself does not tell. */
  lang: z.enum(languages).optional(),
  /** The visitor's zone (the browser's), for the free times offered and a booking. */
  timezone: z.string().max(64).optional(),
  /** A free time chosen from the chat's buttons; `message` says it in words for the transcript. */
  pick: z.object({ start: z.iso.datetime({ offset: true }) }).optional(),
  /**
   * The chat's contact form: books the picked time (or, without one, saves the visitor as a
   * lead). Checked field by field with the booking function's rules (server/booking/schema.ts).
   */
  contact: z.record(z.string(), z.unknown()).optional(),
});

export type ChatRequestBody = z.infer<typeof chatRequestSchema>;
/**
 * `actions`: what the chat card shows under the reply (book, slots, contact, handoff); `slots`:
 * the free times to offer as buttons, with the `slots` action; `booking`: the meeting booked by
 * this turn, with the confirmation page's address (it carries the manage token: shown to the
 * visitor, never stored in the transcript).
 */
export type ChatResponseBody = {
  threadId: string;
  message: string;
  actions: ChatAction[];
  slots?: { start: string; end: string }[];
  booking?: { start: string; end: string; timezone: string; confirmationUrl: string };
};

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
