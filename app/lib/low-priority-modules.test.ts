import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-modules.ts";

const html =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/e.js"/>' +
  '<link rel="modulepreload" href="/f.js"/><title>Añadir ñ — ✓</title></head>';

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest byte for byte", async () => {
    const out = await through([Buffer.from(html)]);
    expect(out).toBe(
      html.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"'),
    );
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it("finds tags and characters split at any byte between chunks", async () => {
    const bytes = Buffer.from(html);
    const expected = await through([bytes]);
    for (let cut = 1; cut < bytes.length; cut++)
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
  });

  it("passes a document without preloads through unchanged", async () => {
    expect(await through([Buffer.from("<p>modulepreload</p><link rel=")])).toBe(
      "<p>modulepreload</p><link rel=",
    );
  });
});
