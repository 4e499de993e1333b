import { describe, expect, it } from "vitest";
import { expectParity } from "../../tests/support/parity.ts";
import { transcriptionEn } from "./en/transcription.ts";
import { transcriptionEs } from "./es/transcription.ts";

describe("transcription texts", () => {
  it("have the same keys and placeholders in Spanish and English", () => {
    expectParity(transcriptionEs, transcriptionEn);
  });

  it("keep the catalogue's exact Spanish toasts (docs/product/spec.md §8)", () => {
    const t = transcriptionEs.toasts;
    expect(t.invalidType).toEqual({
      title: "Archivo no válido",
      description: "Por favor, sube un archivo de video.",
    });
    expect(t.noVideo).toBe("No hay video para transcribir");
    expect(t.generic).toBe("Ocurrió un error al procesar el video.");
  });
});
