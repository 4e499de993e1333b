import { describe, expect, it } from "vitest";
import { transcriptionEn } from "./en/transcription.ts";
import { transcriptionEs } from "./es/transcription.ts";

function keys(node: unknown, prefix = ""): string[] {
  if (node === null || typeof node !== "object") return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe("transcription texts", () => {
  it("have the same keys and placeholders in Spanish and English", () => {
    expect(keys(transcriptionEn).sort()).toEqual(keys(transcriptionEs).sort());
    const holes = (s: string) => s.match(/\{\w+\}/g)?.sort() ?? [];
    const get = (o: unknown, k: string) =>
      k.split(".").reduce((n, p) => (n as Record<string, unknown>)[p], o) as string;
    for (const key of keys(transcriptionEs))
      expect(holes(get(transcriptionEn, key)), key).toEqual(holes(get(transcriptionEs, key)));
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
