import { describe, it } from "vitest";
import { expectParity } from "../../tests/support/parity.ts";
import { adminEn } from "./en/admin.ts";
import { blogEn } from "./en/blog.ts";
import { adminEs } from "./es/admin.ts";
import { blogEs } from "./es/blog.ts";

describe.each([
  ["admin", adminEs, adminEn],
  ["blog", blogEs, blogEn],
])("%s texts", (_, es, en) => {
  it("have the same keys, no empty text and the same placeholders in both languages", () => {
    expectParity(es, en);
  });
});
