/**
 * Build step (after `react-router build`): draws the share image of every page with a fixed URL in
 * both languages into build/client/assets/og/, named as pageMeta() references them.
 *   node scripts/share-images.ts [--out build/client]
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadSiteConfig } from "../app/config/site-config.server.ts";
import { allShareImageSources, SHARE_IMAGE_DIR } from "../app/seo/share-image.server.ts";
import { renderShareImage } from "./lib/share-image.ts";

const { values } = parseArgs({
  options: { out: { type: "string", default: join(import.meta.dirname, "..", "build", "client") } },
});
const dir = join(values.out, SHARE_IMAGE_DIR);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const started = performance.now();
let bytes = 0;
let largest = 0;
const sources = allShareImageSources(loadSiteConfig());
for (const source of sources) {
  const png = await renderShareImage(source);
  writeFileSync(join(values.out, source.path), png);
  bytes += png.length;
  largest = Math.max(largest, png.length);
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `share images: ${readdirSync(dir).length} PNGs in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
    `average ${kb(bytes / sources.length)}, largest ${kb(largest)}`,
);
