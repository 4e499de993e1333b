import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./leads.ts";

describe("CSV export", () => {
  it("starts with a UTF-8 BOM, quotes every field and doubles quotes", () => {
    const csv = toCsv([
      ["a", "b"],
      ['say "hi"', "línea\nnueva, coma"],
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1)).toBe('"a","b"\r\n"say ""hi""","línea\nnueva, coma"\r\n');
  });

  it.each(["=1+1", "+34 600", "-2", "@SUM(A1)", "\tx", "\rx"])(
    "neutralises a cell a spreadsheet would evaluate: %j",
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`);
    },
  );

  it("leaves ordinary text alone", () => {
    expect(csvCell("Hola, ¿precio?")).toBe('"Hola, ¿precio?"');
  });
});
