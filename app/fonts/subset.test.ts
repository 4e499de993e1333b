import { describe, expect, it } from "vitest";
import { fontText, outsideFont, unicodeRange } from "./subset.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";

// Every dictionary and the business facts: all the text a page can show.
const modules = import.meta.glob<Record<string, unknown>>(
  ["../content/es/*.ts", "../content/en/*.ts", "../content/business.ts"],
  { eager: true },
);

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object")
    for (const v of Object.values(value)) strings(v, out);
  return out;
}

describe("font subset", () => {
  it("covers every character of every text in both languages", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(4);
    const text = strings(Object.values(modules)).join("\n");
    expect(text).toContain("ñ");
    expect(outsideFont(text)).toEqual([]);
  });

  it("is what app.css declares as the face's unicode-range", () => {
    const appCss = readFileSync(join(import.meta.dirname, "..", "app.css"), "utf8");
    expect(appCss.replace(/\s+/g, " ")).toContain(`unicode-range: ${unicodeRange()};`);
  });

  it("lists each character once and reports those outside", () => {
    expect(fontText([[0x41, 0x43]])).toBe("ABC");
    expect(outsideFont("Añ → ≥ 中\n", [[0x20, 0xff]])).toEqual(["→", "≥", "中"]);
  });
});
