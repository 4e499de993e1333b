import { describe, expect, it } from "vitest";
import { pageFromMatches, pathInLanguage } from "./page.ts";

const post = (loaderData: unknown) =>
  pageFromMatches(
    [
      { id: "root", params: { slug: "hola" }, loaderData: {} },
      { id: "blogPost.es", params: { slug: "hola" }, loaderData },
    ],
    "/blog/hola",
  );

describe("the language switch's target", () => {
  it("is the same screen in the other language, params kept", () => {
    const page = pageFromMatches([{ id: "pricing.es", params: {} }], "/precios");
    expect(pathInLanguage(page, "en")).toBe("/pricing");
    expect(pathInLanguage(post({ languages: ["es", "en"] }), "en")).toBe("/en/blog/hola");
  });

  it("is the other language's blog when the post is not written in it", () => {
    const page = post({ languages: ["es"] });
    expect(page.languages).toEqual(["es"]);
    expect(pathInLanguage(page, "en")).toBe("/en/blog");
    expect(pathInLanguage(page, "es")).toBe("/blog/hola");
  });

  it("is home on an unknown page", () => {
    expect(pathInLanguage(pageFromMatches([], "/en/nothing"), "es")).toBe("/");
  });
});
