import { describe, expect, it } from "vitest";
import { bookingWidgetEn } from "./en/booking-widget.ts";
import { termsEn } from "./en/legal.ts";
import { bookingWidgetEs } from "./es/booking-widget.ts";
import { termsEs } from "./es/legal.ts";

/** Every leaf path of a value, arrays by index, so both languages can be compared key by key. */
function paths(node: unknown, prefix = ""): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => paths(item, `${prefix}[${i}]`));
  if (node !== null && typeof node === "object")
    return Object.entries(node).flatMap(([k, v]) => paths(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

const leaf = (root: unknown, path: string) =>
  path
    .split(/\.|\[(\d+)\]/)
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);

describe("booking widget texts", () => {
  it("English has exactly the Spanish keys, none empty, same placeholders", () => {
    expect(paths(bookingWidgetEn)).toEqual(paths(bookingWidgetEs));
    for (const path of paths(bookingWidgetEs)) {
      const a = String(leaf(bookingWidgetEs, path));
      const b = String(leaf(bookingWidgetEn, path));
      expect(a, path).not.toBe("");
      expect(b, path).not.toBe("");
      const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(holes(b), path).toEqual(holes(a));
    }
  });

  it("links the consent to the privacy section of the terms page in each language", () => {
    const ids = (terms: typeof termsEs) => terms.sections.map((s) => s.id);
    expect(ids(termsEs)).toContain(bookingWidgetEs.form.privacyAnchor);
    expect(ids(termsEn)).toContain(bookingWidgetEn.form.privacyAnchor);
    const privacy = termsEs.sections.find((s) => s.id === bookingWidgetEs.form.privacyAnchor);
    expect(privacy?.heading).toMatch(/privacidad/i);
    const privacyEn = termsEn.sections.find((s) => s.id === bookingWidgetEn.form.privacyAnchor);
    expect(privacyEn?.heading).toMatch(/privacy/i);
  });

  it("keeps the spec's calendar error toast word for word", () => {
    expect(bookingWidgetEs.picker.error).toBe(
      "Error al cargar el calendario. Por favor, recarga la página.",
    );
    expect(bookingWidgetEn.picker.error).toBe(
      "Error loading the calendar. Please refresh the page.",
    );
  });
});
