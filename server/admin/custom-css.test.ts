import { describe, expect, it } from "vitest";
import { checkCustomCss, customCssLink, MAX_CUSTOM_CSS_BYTES } from "./custom-css.ts";

describe("custom CSS check", () => {
  it.each([
    "footer { border-top: 7px solid red; }",
    ".md\\:flex { display: flex }",
    'a::after { content: "\\201C}"; }',
    "@media (min-width: 40rem) { body { background: url(/images/bg.png) } }",
    "div { background-image: url('data:image/png;base64,AAAA') }",
    "/* a comment with url(https://x) */ p { color: #333 }",
    "div { background: url( /images/bg.png ) }",
    'div { background: url( "/images/bg.png" ) }',
    'div { background: url("/images/a b.png") }',
  ])("takes ordinary CSS: %s", (css) => {
    expect(checkCustomCss(css)).toEqual({ ok: true });
  });

  it.each([
    ["@import url(https://evil.example/x.css);", "import"],
    ["@IMPORT 'x.css';", "import"],
    ["@\\69mport 'x.css';", "import"],
    ["body { background: url(https://evil.example/t.gif) }", "external_url"],
    ["body { background: url(//evil.example/t.gif) }", "external_url"],
    ["body { background: u\\72l(https://evil.example/t.gif) }", "external_url"],
    ['body { background: image-set("https://evil.example/a.png" 1x) }', "external_url"],
    ["@font-face { font-family: x; src: url(https://evil.example/f.woff2) }", "external_url"],
    ["</style><script>alert(1)</script>", "html"],
    ["p::after { content: '\\3c/style>' }", "html"],
    ["p { width: expression(alert(1)) }", "script"],
    ["p { behavior: url(/x.htc) }", "script"],
    ["p { -moz-binding: url(/x.xml#x) }", "script"],
    ["p { color: red ", "unbalanced"],
    ["p { color: red } }", "unbalanced"],
    ["/* never closed", "unbalanced"],
    ["p { content: 'open }", "unbalanced"],
    ["p { color: red }\u0000", "control"],
    // What the URL parser turns into another origin (issue 21): a backslash reads as a slash,
    // tabs and newlines inside a URL are dropped, leading spaces and controls are trimmed; and
    // any escape inside url(), which no stylesheet of ours needs.
    ["body { background: url(/\\host/x) }", "external_url"],
    ["body { background: url(/\\\\evil.example/t.gif) }", "external_url"],
    ["body { background: url(/\\\\/evil.example/t.gif) }", "external_url"],
    ["body { background: url(\\\\\\\\evil.example/t.gif) }", "external_url"],
    ['body { background: url("/\\\\evil.example/t.gif") }', "external_url"],
    ["body { background: url('/\\\\evil.example/t.gif') }", "external_url"],
    ["body { background: url(/\\5c evil.example/t.gif) }", "external_url"],
    ["body { background: url(/\\5cevil.example/t.gif) }", "external_url"],
    ["body { background: url(/\\00005c evil.example/t.gif) }", "external_url"],
    ["body { background: url(\\/\\/evil.example/t.gif) }", "external_url"],
    ["body { background: url(\\2f\\2f evil.example/t.gif) }", "external_url"],
    ["body { background: url(/\\2f evil.example/t.gif) }", "external_url"],
    ["body { background: url(\\2f /evil.example/t.gif) }", "external_url"],
    ['body { background: url("/\\9/evil.example/t.gif") }', "external_url"],
    ['body { background: url("/\\a/evil.example/t.gif") }', "external_url"],
    ['body { background: url("/\\d /evil.example/t.gif") }', "external_url"],
    ['body { background: url("\\9//evil.example/t.gif") }', "external_url"],
    ['body { background: url("  //evil.example/t.gif") }', "external_url"],
    ["body { background: url(  //evil.example/t.gif  ) }", "external_url"],
    ['body { background: url( " //evil.example/t.gif" ) }', "external_url"],
    ["body { background: url(\n//evil.example/t.gif) }", "external_url"],
    ["body { background: URL(//evil.example/t.gif) }", "external_url"],
    ["body { background: url(https:evil.example/t.gif) }", "external_url"],
    ["body { background: url(evil.example/t.gif) }", "external_url"],
    ['body { background: url("") }', "external_url"],
    ["body { background: url() }", "external_url"],
  ])("refuses %s (%s)", (css, reason) => {
    expect(checkCustomCss(css)).toEqual({ ok: false, reason });
  });

  it("refuses more than the size limit", () => {
    const css = `p{color:red}${" ".repeat(MAX_CUSTOM_CSS_BYTES)}`;
    expect(checkCustomCss(css)).toEqual({ ok: false, reason: "too_large" });
  });

  it("links nothing when empty, and a content-versioned stylesheet when set", () => {
    expect(customCssLink("")).toBe("");
    const a = customCssLink("p{color:red}");
    expect(a).toMatch(/^<link rel="stylesheet" href="\/custom\.css\?v=[\w-]{12}">$/);
    expect(customCssLink("p{color:blue}")).not.toBe(a);
  });
});
