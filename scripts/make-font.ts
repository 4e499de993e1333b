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

const subset = await subsetFont(readFileSync(source), fontText(), {
  targetFormat: "woff2",
  variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max, default: 400 } },
  // Keep kerning, ligatures, contextual alternates and tabular figures; drop the rest.
  keepFeatures: ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum", "case"],
});
writeFileSync(out, subset);
console.log(`${out}: ${(subset.length / 1024).toFixed(1)} KB (source ${(readFileSync(source).length / 1024).toFixed(1)} KB)`);
