import { formatNumber } from "../content/formatters.ts";
import type { Lang } from "../content/routes.ts";

type NeedValue = number | string | readonly string[] | undefined;

/**
 * What a visitor said they need (a lead's needs, server/leads/schema.ts), as text in `lang`, in
 * the order of `keys`: numbers with the language's digit grouping, lists joined with commas;
 * needs not stated are left out. The owner's e-mail and the admin's leads page label them.
 */
export function statedNeeds<K extends string>(
  needs: Partial<Record<K, NeedValue>> | undefined,
  keys: readonly K[],
  lang: Lang,
): [K, string][] {
  return keys.flatMap((key): [K, string][] => {
    const value = needs?.[key];
    if (value === undefined || value === "" || (Array.isArray(value) && !value.length)) return [];
    if (typeof value === "number") return [[key, formatNumber(value, lang)]];
    return [[key, typeof value === "string" ? value : value.join(", ")]];
  });
}
