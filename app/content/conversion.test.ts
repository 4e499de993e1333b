import { describe, expect, it } from "vitest";
import { conversionEn } from "./en/conversion.ts";
import { consentEn } from "./en/consent.ts";
import { conversionEs } from "./es/conversion.ts";
import { consentEs } from "./es/consent.ts";

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

describe("conversion and consent texts", () => {
  for (const [name, es, en] of [
    ["conversion", conversionEs, conversionEn],
    ["consent", consentEs, consentEn],
  ] as const) {
    it(`${name}: English has exactly the Spanish keys, none empty, same placeholders`, () => {
      expect(paths(en)).toEqual(paths(es));
      for (const path of paths(es)) {
        const a = String(leaf(es, path));
        const b = String(leaf(en, path));
        expect(a, path).not.toBe("");
        expect(b, path).not.toBe("");
        const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(holes(b), path).toEqual(holes(a));
      }
    });
  }

  it("keeps the spec's exact wording for the calendar error, the terms toast and the hours", () => {
    expect(conversionEs.scheduling.error).toBe(
      "Error al cargar el calendario. Por favor, recarga la página.",
    );
    expect(conversionEn.scheduling.error).toBe(
      "Error loading the calendar. Please refresh the page.",
    );
    expect(conversionEs.iacoding.termsToastTitle).toBe("Términos y Condiciones");
    expect(conversionEs.iacoding.termsToastText).toBe(
      "Por favor, acepta nuestros términos y condiciones para continuar.",
    );
    expect(conversionEn.iacoding.termsToastTitle).toBe("Terms and Conditions");
    expect(conversionEn.iacoding.termsToastText).toBe(
      "Please accept our terms and conditions to continue.",
    );
    expect(conversionEs.contact.widgetTitle).toBe("Agenda una Reunión");
    expect(conversionEn.contact.widgetTitle).toBe("Schedule a Meeting");
    expect(conversionEs.contact.hoursText).toBe("Lunes - Viernes: 8:00 AM - 5:00 PM");
    expect(conversionEs.welcome.avatarText).toBe(
      "Haz clic en {assistant} y comienza a hablarle. Te responderá con su voz.",
    );
    expect(conversionEs.iacoding.apps).toHaveLength(6);
  });
});
