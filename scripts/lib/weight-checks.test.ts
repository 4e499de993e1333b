import { describe, expect, it } from "vitest";
import {
  externalCssUrls,
  externalResources,
  fontFaces,
  fontPreloads,
  fontProblems,
  imagesWithoutSize,
  nonResponsiveImages,
  renderBlocking,
} from "./weight-checks.ts";

const css = "/assets/app-1.css";
const page = (headHtml: string, body = "") =>
  `<!DOCTYPE html><html><head>${headHtml}</head><body>${body}</body></html>`;

describe("external resources", () => {
  it("finds scripts, styles, fonts, images and frames from other origins", () => {
    const html = page(
      `<script src="https://cdn.example/x.js"></script>
       <link rel="stylesheet" href="//fonts.example/css"/>
       <link rel="preload" as="font" href="https://fonts.example/a.woff2" crossorigin/>
       <style>@font-face{src:url("https://fonts.example/b.woff2")}</style>`,
      `<img src="https://img.example/a.png" width="1" height="1"/><iframe src="https://x.example/"></iframe>
       <img srcset="/a.webp 1x, https://img.example/b.webp 2x" width="1" height="1"/>`,
    );
    expect(externalResources(html)).toEqual([
      "https://cdn.example/x.js",
      "//fonts.example/css",
      "https://fonts.example/a.woff2",
      "https://img.example/a.png",
      "/a.webp 1x, https://img.example/b.webp 2x",
      "https://x.example/",
      "https://fonts.example/b.woff2",
    ]);
  });

  it("passes our own assets, inline scripts and links that are not fetched", () => {
    const html = page(
      `<link rel="canonical" href="https://site.example/"/><link rel="alternate" hrefLang="en" href="https://site.example/en"/>
       <meta property="og:image" content="https://site.example/og.png"/>
       <link rel="stylesheet" href="/assets/app.css"/><script type="module" src="/assets/e.js"></script><script>var a=1</script>`,
      `<a href="https://wa.me/1">WhatsApp</a><img src="/images/a.svg" width="1" height="1"/>`,
    );
    expect(externalResources(html)).toEqual([]);
  });

  it("finds url() and @import targets on other origins in CSS", () => {
    expect(
      externalCssUrls(
        `@import "https://x.example/a.css";a{background:url(/img/a.svg)}b{background:url('http://y.example/b.png')}`,
      ),
    ).toEqual(["http://y.example/b.png", "https://x.example/a.css"]);
  });
});

describe("images", () => {
  it("requires width and height on every img", () => {
    const html = `<img src="/a.svg" width="10" height="10"/><img src="/b.svg" width="10"/><img src="/c.svg">`;
    expect(imagesWithoutSize(html)).toEqual([
      `<img src="/b.svg" width="10"/>`,
      `<img src="/c.svg">`,
    ]);
  });

  it("requires raster images to offer AVIF or WebP with sizes; SVG passes", () => {
    const ok = `<img src="/a.svg" width="1" height="1"/>
      <img src="/b.jpg" srcset="/b-400.avif 400w, /b-800.avif 800w" sizes="100vw" width="1" height="1"/>`;
    expect(nonResponsiveImages(ok)).toEqual([]);
    const picture = `<picture><source type="image/webp" srcset="/c.webp"/><img src="/c.jpg" sizes="50vw" width="1" height="1"/></picture>`;
    expect(nonResponsiveImages(picture)).toEqual([]);
    const bad = [
      `<img src="/d.png" width="1" height="1"/>`,
      `<img src="/e.jpg" srcset="/e-400.jpg 400w" sizes="100vw" width="1" height="1"/>`,
      `<img src="/f.jpg" srcset="/f.webp 400w" width="1" height="1"/>`,
    ];
    expect(nonResponsiveImages(bad.join(""))).toEqual(bad);
  });
});

describe("render blocking", () => {
  const ours = (href: string) => href === css;

  it("allows our one stylesheet, module and async scripts, and inline scripts", () => {
    const html = page(
      `<link rel="stylesheet" href="${css}" data-precedence="default"/><script>document.documentElement.classList.add('js')</script>
       <script type="module" src="/assets/e.js"></script><script async src="/a.js"></script><script defer src="/d.js"></script>`,
      `<script src="/late.js"></script>`,
    );
    expect(renderBlocking(html, ours)).toEqual([]);
  });

  it("flags classic scripts in head and any other stylesheet", () => {
    const html = page(
      `<link rel="stylesheet" href="${css}"/><link rel="stylesheet" href="/assets/more.css"/><script src="/blocking.js"></script>`,
    );
    expect(renderBlocking(html, ours)).toEqual([
      `<script src="/blocking.js">`,
      `<link rel="stylesheet" href="/assets/more.css"/>`,
      "2 stylesheets",
    ]);
  });

  it("flags module preloads that would compete with the stylesheet and font", () => {
    const html = page(
      `<link rel="stylesheet" href="${css}"/><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>`,
    );
    expect(renderBlocking(html, ours)).toEqual([`<link rel="modulepreload" href="/assets/b.js"/>`]);
  });
});

describe("fonts", () => {
  const builtCss = `@font-face{font-family:Inter Variable;font-display:swap;font-weight:400 800;src:url(/assets/inter-1.woff2)format("woff2");unicode-range:U+20-7E}@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107%}`;

  it("reads family, sources and font-display of each face", () => {
    expect(fontFaces(builtCss)).toEqual([
      { family: "Inter Variable", src: ["/assets/inter-1.woff2"], display: "swap" },
      { family: "Inter Fallback", src: [], display: undefined },
    ]);
  });

  it("passes self-hosted, preloaded WOFF2 with swap; local() fallbacks download nothing", () => {
    const html = page(
      `<link rel="preload" href="/assets/inter-1.woff2" as="font" type="font/woff2" crossorigin=""/>`,
    );
    expect(fontPreloads(html)).toEqual(["/assets/inter-1.woff2"]);
    expect(fontProblems(fontFaces(builtCss), fontPreloads(html))).toEqual([]);
  });

  it("names faces that are remote, not WOFF2, not preloaded or without swap", () => {
    const faces = fontFaces(
      `@font-face{font-family:A;src:url(https://fonts.example/a.woff2);font-display:swap}` +
        `@font-face{font-family:B;src:url(/assets/b.ttf);font-display:swap}` +
        `@font-face{font-family:C;src:url(/assets/c.woff2);font-display:block}`,
    );
    expect(fontProblems(faces, ["/assets/c.woff2"])).toEqual([
      "A: https://fonts.example/a.woff2 is not self-hosted",
      "B: /assets/b.ttf is not WOFF2",
      "C: font-display is block, not swap",
    ]);
    expect(fontProblems(faces.slice(2), [])).toEqual([
      "C: /assets/c.woff2 is not preloaded",
      "C: font-display is block, not swap",
    ]);
  });
});
