/**
 * Screenshots of pages as a visitor sees them, for reviewing the look by eye.
 * `node scripts/screenshot.ts <url> <out.png> [width=1280] [height=800] [full=1]`
 * (serve the build first: `npm run serve`).
 */
import { chromium } from "@playwright/test";

const [url, out, width = "1280", height = "800", full = "1"] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: node scripts/screenshot.ts <url> <out.png> [width] [height] [full]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: "networkidle" });
// Let fade-in sections appear the way they do when a visitor scrolls.
await page.evaluate(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += 400) {
    window.scrollTo(0, y);
    await new Promise((r) => setTimeout(r, 30));
  }
  window.scrollTo(0, 0);
});
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();
