import type { UiMessages } from "./root-data.ts";

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K}`
    : T[K] extends object
      ? Leaves<T[K], `${P}${K}.`>
      : never;
}[keyof T & string];

/** A dotted key of a text, e.g. `nav.pricing`. */
export type MessageKey = Leaves<UiMessages>;

/** Looks a dotted key up; an unknown key is shown as the key itself (docs/product/spec.md §3). */
export function translate(dict: UiMessages, key: MessageKey | (string & {})): string {
  let node: unknown = dict;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object" || !(part in node)) return key;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : key;
}

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function format(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** Fills the placeholders of every string in a content tree (keeps its shape and type). */
export function fillTexts<T>(node: T, vars: Record<string, string | number>): T {
  if (typeof node === "string") return format(node, vars) as T;
  if (Array.isArray(node)) return node.map((item) => fillTexts(item, vars)) as T;
  if (node !== null && typeof node === "object") {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, fillTexts(value, vars)]),
    ) as T;
  }
  return node;
}
