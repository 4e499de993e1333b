import { describe, expect, it } from "vitest";
import { chatEn } from "./en/chat.ts";
import { chatEs } from "./es/chat.ts";

describe("sales-chat texts", () => {
  it("have the same keys and placeholders in Spanish and English", () => {
    expect(Object.keys(chatEn).sort()).toEqual(Object.keys(chatEs).sort());
    for (const key of Object.keys(chatEs) as (keyof typeof chatEs)[]) {
      const vars = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(vars(chatEn[key]), key).toEqual(vars(chatEs[key]));
    }
  });

  it("carry the spec's wording", () => {
    expect(chatEs.subtitle).toBe("Asistente de Ventas IA");
    expect(chatEs.errorText).toBe("No se pudo enviar el mensaje. Por favor, intenta nuevamente.");
    expect(`${chatEs.thinking} / ${chatEs.thinkingTagline}`).toBe(
      "Pensando / Automatizando • Innovando • Creciendo",
    );
  });
});
