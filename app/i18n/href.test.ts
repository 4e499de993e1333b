import { describe, expect, it } from "vitest";
import { alternates, href, otherLang } from "./href.ts";

describe("href", () => {
  it("links by route id and language", () => {
    expect(href("pricing", "es")).toBe("/precios");
    expect(href("pricing", "en")).toBe("/pricing");
    expect(href("home", "en")).toBe("/en");
  });

  it("fills and encodes params, and refuses a missing one", () => {
    expect(href("blogPost", "en", { slug: "ia y ventas" })).toBe("/en/blog/ia%20y%20ventas");
    expect(() => href("blogPost", "es")).toThrow(/missing param slug/);
  });

  it("lists hreflang alternates with Spanish as x-default", () => {
    expect(alternates("schedule")).toEqual([
      { lang: "es", path: "/agenda" },
      { lang: "en", path: "/schedule" },
      { lang: "x-default", path: "/agenda" },
    ]);
    expect(otherLang("es")).toBe("en");
  });
});
