/**
 * Regenerates app/fonts/inter-latin-var.woff2, the one self-hosted font file: Inter (variable,
 * from @fontsource-variable/inter) cut to the characters in app/fonts/subset.ts and the weight
 * range the site uses. Run after changing either; the result is committed.
 *
 *   node scripts/make-font.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";
import { FONT_WEIGHTS, fontText } from "../app/fonts/subset.ts";

const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const out = join(import.meta.dirname, "..", "app", "fonts", "inter-latin-var.woff2");

// keepFeatures is in subset-font 2.9 but not yet in its published types.
const options: Parameters<typeof subsetFont>[2] & { keepFeatures: string[] } = {
  targetFormat: "woff2",
  variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max, default: 400 } },
  // Kerning, ligatures, contextual forms, marks and tabular figures; the rest is dropped (-2 KB).
  keepFeatures: ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum", "case"],
};
const subset = await subsetFont(readFileSync(source), fontText(), options);
writeFileSync(out, subset);
console.log(
  `${out}: ${(subset.length / 1024).toFixed(1)} KB (source ${(readFileSync(source).length / 1024).toFixed(1)} KB)`,
);
