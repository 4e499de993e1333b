import { en } from "./en/messages.ts";
import { es } from "./es/messages.ts";
import type { Lang } from "./routes.ts";

/**
 * The dictionaries. Server-only on purpose: pages receive the one language they need through
 * the root loader, so neither dictionary is ever part of the JavaScript bundle.
 */
export type Messages = typeof es;

export const messages: Record<Lang, Messages> = { es, en };
