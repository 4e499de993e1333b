import { z } from "zod";
import { speechLanguages } from "../../engines/speech/types.ts";

/** The small fields beside the video (multipart fields or JSON keys); unknown ones are ignored. */
export const requestFields = z.object({
  fileName: z.string().max(255).optional(),
  /** Spoken language hint for the engine. */
  language: z.enum(speechLanguages).optional(),
  /** Language of the error messages (the visitor's). */
  lang: z.enum(["es", "en"]).optional(),
});

/** 200 reply. `language` is the spoken language used or detected ("und" when unknown). */
export type TranscriptionReply = {
  text: string;
  language: string;
  durationSec: number;
  engine: "local" | "openai";
};
