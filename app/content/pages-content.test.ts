import { describe, expect, it } from "vitest";
import { platformEn } from "./en/platform.ts";
import { pricingEn } from "./en/pricing.ts";
import { servicesEn } from "./en/services.ts";
import { platformEs } from "./es/platform.ts";
import { pricingEs } from "./es/pricing.ts";
import { servicesEs } from "./es/services.ts";

/** Every leaf path of a content tree, with array lengths, so both languages must match shape. */
function shape(node: unknown, prefix = ""): string[] {
  if (Array.isArray(node)) {
    return [`${prefix}[${node.length}]`, ...node.flatMap((n, i) => shape(n, `${prefix}[${i}]`))];
  }
  if (node !== null && typeof node === "object") {
    return Object.entries(node).flatMap(([k, v]) => shape(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const placeholders = (s: unknown) =>
  String(s)
    .match(/\{\w+\}/g)
    ?.sort() ?? [];

describe.each([
  ["pricing", pricingEs, pricingEn],
  ["platform", platformEs, platformEn],
  ["services", servicesEs, servicesEn],
])("%s content", (_name, es, en) => {
  it("has the same keys and list lengths in Spanish and English", () => {
    expect(shape(en).sort()).toEqual(shape(es).sort());
  });

  it("keeps the same placeholders and has no empty text", () => {
    const get = (tree: unknown, path: string) =>
      path
        .split(/\.|\[(\d+)\]/)
        .filter(Boolean)
        .reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], tree);
    for (const path of shape(es)) {
      const value = get(es, path);
      if (typeof value !== "string") continue;
      expect(value, `es ${path}`).not.toBe("");
      expect(placeholders(get(en, path)), path).toEqual(placeholders(value));
    }
  });
});
