/**
 * Renders public/favicon.svg into the PNG icons and favicon.ico that browsers and the web
 * manifest ask for. Run by hand after changing the logo: `node scripts/make-icons.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const publicDir = join(import.meta.dirname, "..", "public");
const svg = readFileSync(join(publicDir, "favicon.svg"), "utf8");

async function render(size: number, padding = 0): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = size - padding * 2;
  await page.setContent(
    `<body style="margin:0;background:${padding ? "#0a6e6e" : "transparent"}"><div style="padding:${padding}px">${svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  const png = await page.screenshot({ omitBackground: !padding });
  await page.close();
  return png;
}

/** An ICO whose one image is a PNG (valid since Windows Vista, read by every current browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
writeFileSync(join(publicDir, "icon-192.png"), await render(192));
writeFileSync(join(publicDir, "icon-512.png"), await render(512));
writeFileSync(join(publicDir, "icon-maskable-512.png"), await render(512, 64));
writeFileSync(join(publicDir, "apple-touch-icon.png"), await render(180, 18));
writeFileSync(join(publicDir, "favicon.ico"), icoFromPng(await render(32), 32));
await browser.close();
console.log("icons written to public/");
