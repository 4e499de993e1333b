import { describe, expect, it } from "vitest";
import { groupThousands } from "./group-thousands.ts";

describe("groupThousands", () => {
  it("matches toLocaleString('en-US')", () => {
    for (const n of [
      0, 7, 49, 999, 1000, 1234, 12_500, 999_999, 1_000_000, 12.5, 0.25, 1234.5678, -4200,
    ]) {
      expect(groupThousands(n)).toBe(n.toLocaleString("en-US"));
    }
  });
});
