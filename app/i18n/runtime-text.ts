import { format } from "./translate.ts";

/**
 * The names a text may keep as `{slot}` after the server filled every site-wide value
 * (./site-vars.server.ts): values known only where the text is shown (page n of m, the visitor's
 * zone, a date picked, the invalid fields, a row of the admin's tables). None is a site-wide
 * name, and no other placeholder may reach a page (both tested in ./texts-filled.test.ts).
 */
export const runtimeSlots = [
  // counts and positions
  "count",
  "n",
  "total",
  "page",
  "pages",
  "percent",
  "seconds",
  "minutes",
  "min",
  "max",
  "size",
  "rating",
  "shown",
  "views",
  "seat",
  "capacity",
  "score",
  // times and zones
  "date",
  "when",
  "zone",
  "timezone",
  // what the visitor chose or typed, or a record shown
  "fields",
  "service",
  "plan",
  "reason",
  "name",
  "title",
  "meeting",
  "value",
  "language",
  "slug",
  "id",
  "view",
  "filter",
  "hotkey",
] as const;

export type RuntimeSlot = (typeof runtimeSlots)[number];

/**
 * Fills a text's run-time slots with what only the component knows. Typed: only the run-time slot
 * names are accepted, so a site-wide value (a company, a price) can never be filled here; those
 * reach components already in the text.
 */
export function fill<S extends RuntimeSlot>(
  text: string,
  values: Record<S, string | number>,
): string {
  return format(text, values);
}
