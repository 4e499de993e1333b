/**
 * The one check that both languages of a text are the same text: every content test that
 * compares Spanish with English calls `expectParity` instead of walking the trees its own way.
 */
import { expect } from "vitest";

/**
 * Every leaf of a nested value by its path (`a.b[0].c`), with array lengths as entries of their
 * own: two values have the same shape exactly when their key sets are equal.
 */
export function leaves(node: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (Array.isArray(node)) {
    out.set(`${prefix}[${node.length}]`, "array");
    node.forEach((item, i) => leaves(item, `${prefix}[${i}]`).forEach((v, k) => out.set(k, v)));
  } else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      leaves(value, prefix ? `${prefix}.${key}` : key).forEach((v, k) => out.set(k, v));
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

/** The `{placeholders}` of a text, sorted; none for a value that is not text. */
export const placeholders = (s: unknown): string[] =>
  typeof s === "string" ? (s.match(/\{\w+\}/g)?.sort() ?? []) : [];

type Options = {
  /** Prefix of the assertion messages (which text, when one test checks several). */
  name?: string;
  /** Leaf paths whose text may be empty in both languages. */
  mayBeEmpty?: readonly string[];
};

/**
 * Spanish and English of one text have the same keys and list lengths, the same placeholders in
 * each text, and no text left empty (or only blanks).
 */
export function expectParity(
  es: unknown,
  en: unknown,
  { name = "", mayBeEmpty = [] }: Options = {},
) {
  const a = leaves(es);
  const b = leaves(en);
  expect([...b.keys()].sort(), `${name} keys`.trim()).toEqual([...a.keys()].sort());
  for (const [key, value] of a) {
    const other = b.get(key);
    expect(placeholders(other), `${name} ${key}`.trim()).toEqual(placeholders(value));
    if (mayBeEmpty.includes(key)) continue;
    if (typeof value === "string") expect(value.trim(), `${name} es ${key}`.trim()).not.toBe("");
    if (typeof other === "string") expect(other.trim(), `${name} en ${key}`.trim()).not.toBe("");
  }
}
