import { describe, expect, it } from "vitest";
import { adminEn } from "./en/admin.ts";
import { blogEn } from "./en/blog.ts";
import { adminEs } from "./es/admin.ts";
import { blogEs } from "./es/blog.ts";
import { leaves } from "./tree-leaves.ts";

describe.each([
  ["admin", adminEs, adminEn],
  ["blog", blogEs, blogEn],
])("%s texts", (_, es, en) => {
  it("have the same keys, no empty text and the same placeholders in both languages", () => {
    const a = leaves(es);
    const b = leaves(en);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    const holes = (s: unknown) =>
      String(s)
        .match(/\{\w+\}/g)
        ?.sort() ?? [];
    for (const [key, value] of a) {
      expect(value, key).not.toBe("");
      expect(b.get(key), key).not.toBe("");
      expect(holes(b.get(key)), key).toEqual(holes(value));
    }
  });
});
