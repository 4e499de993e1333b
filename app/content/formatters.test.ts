import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatDate,
  formatDollars,
  formatNumber,
  formatPercent,
  formatRange,
  formatUsd,
} from "./formatters.ts";

describe("formatCount", () => {
  it("matches toLocaleString('en-US')", () => {
    for (const n of [
      0, 7, 49, 999, 1000, 1234, 12_500, 999_999, 1_000_000, 12.5, 0.25, 1234.5678, -4200,
    ]) {
      expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
    }
  });
});

describe("the other formats", () => {
  it("write prices, amounts, percentages and ranges as the tables do", () => {
    expect(formatUsd(84.15)).toBe("84.15");
    expect(formatUsd(51)).toBe("51.00");
    expect(formatDollars(15_000)).toBe("$15,000");
    expect(formatPercent(0.15)).toBe("15");
    expect(formatRange(1, 2)).toBe("1–2");
    expect(formatRange(4, 4)).toBe("4");
  });

  it("group a visitor's own numbers as the language does", () => {
    expect(formatNumber(14_000, "es")).toBe("14.000");
    expect(formatNumber(14_000, "en")).toBe("14,000");
  });

  it("read a date or a timestamp in UTC", () => {
    expect(formatDate("2025-05-02", "es")).toBe("2 de mayo de 2025");
    expect(formatDate("2025-05-02T23:30:00.000Z", "en")).toBe("May 2, 2025");
  });
});
