import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sniffImage } from "./images.ts";
import { renderMarkdown } from "./markdown.ts";

describe("post Markdown", () => {
  it("escapes raw HTML and drops unsafe links", () => {
    const html = renderMarkdown(
      "<script>alert(1)</script>\n\n[x](javascript:alert(1)) [y](data:text/html,hi) <img src=x onerror=alert(1)>",
    );
    expect(html).not.toMatch(/<script|<img|href="javascript|href="data/i);
    expect(html).toContain("&lt;script&gt;");
  });

  it("renders headings from h2, safe links with rel, and images only from our origin", () => {
    const html = renderMarkdown(
      "# Title\n\n[site](https://example.com) [page](/precios)\n\n![ok](/media/blog/a.png) ![no](https://evil.example/t.gif)",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain('<a href="https://example.com" rel="noopener nofollow">site</a>');
    expect(html).toContain('<a href="/precios">page</a>');
    expect(html).toContain('<img src="/media/blog/a.png" alt="ok" loading="lazy">');
    expect(html).not.toContain("evil.example");
  });
});

describe("cover image check", () => {
  it("reads type and size from the bytes of a PNG", () => {
    const png = readFileSync(join(import.meta.dirname, "../../public/icon-192.png"));
    expect(sniffImage(png)).toEqual({
      contentType: "image/png",
      ext: "png",
      width: 192,
      height: 192,
    });
  });

  it("reads a JPEG's size from its frame header", () => {
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c,
      0x02, 0x58, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(sniffImage(jpeg)).toMatchObject({ contentType: "image/jpeg", width: 600, height: 300 });
  });

  it("refuses what is not an image, whatever its name says", () => {
    expect(
      sniffImage(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>")),
    ).toBeUndefined();
    expect(sniffImage(Buffer.from("GIF89a\x01\x00\x01\x00"))).toBeUndefined();
    expect(sniffImage(Buffer.alloc(0))).toBeUndefined();
  });
});
