import { describe, expect, it } from "vitest";
import { expectParity } from "../../tests/support/parity.ts";
import { chatEn } from "./en/chat.ts";
import { chatEs } from "./es/chat.ts";

describe("sales-chat texts", () => {
  it("have the same keys and placeholders in Spanish and English", () => {
    expectParity(chatEs, chatEn);
  });

  it("carry the spec's wording", () => {
    expect(chatEs.subtitle).toBe("Asistente de Ventas IA");
    expect(chatEs.errorText).toBe("No se pudo enviar el mensaje. Por favor, intenta nuevamente.");
    expect(`${chatEs.thinking} / ${chatEs.thinkingTagline}`).toBe(
      "Pensando / Automatizando • Innovando • Creciendo",
    );
  });
});
