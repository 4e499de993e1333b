import { describe, expect, it } from "vitest";
import { addMonthsToDay, monthGrid, moveDay, weekdayIndex } from "./calendar.ts";

describe("monthGrid", () => {
  it("lays November 2026 out Monday first, six weeks, blanks around the month", () => {
    const grid = monthGrid("2026-11");
    expect(grid).toHaveLength(6);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    // 1 November 2026 is a Sunday: six blanks before it.
    expect(grid[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(grid[1]![0]).toBe("2026-11-02");
    expect(grid.flat().filter(Boolean)).toHaveLength(30);
    expect(grid[5]![0]).toBe("2026-11-30");
    expect(grid[5]!.slice(1)).toEqual([null, null, null, null, null, null]);
  });

  it("counts February in leap and common years and starts a Monday month in the first cell", () => {
    expect(monthGrid("2028-02").flat().filter(Boolean)).toHaveLength(29);
    expect(monthGrid("2027-02").flat().filter(Boolean)).toHaveLength(28);
    // 1 March 2027 is a Monday.
    expect(monthGrid("2027-03")[0]![0]).toBe("2027-03-01");
  });

  it("does not skip or repeat a day across a daylight-saving change of the local zone", () => {
    const october = monthGrid("2026-10").flat().filter(Boolean);
    expect(october).toHaveLength(31);
    expect(new Set(october).size).toBe(31);
    expect(october.at(-1)).toBe("2026-10-31");
  });
});

describe("moveDay (keyboard)", () => {
  const day = "2026-11-25"; // a Wednesday
  it("moves a day with left/right and a week with up/down, across month ends", () => {
    expect(moveDay(day, "ArrowLeft")).toBe("2026-11-24");
    expect(moveDay(day, "ArrowRight")).toBe("2026-11-26");
    expect(moveDay(day, "ArrowUp")).toBe("2026-11-18");
    expect(moveDay(day, "ArrowDown")).toBe("2026-12-02");
    expect(moveDay("2026-12-31", "ArrowRight")).toBe("2027-01-01");
  });

  it("goes to the week's Monday and Sunday with Home and End", () => {
    expect(moveDay(day, "Home")).toBe("2026-11-23");
    expect(moveDay(day, "End")).toBe("2026-11-29");
    expect(weekdayIndex("2026-11-29")).toBe(6);
  });

  it("pages a month (Shift: a year) and keeps the day, or the month's last one", () => {
    expect(moveDay(day, "PageDown")).toBe("2026-12-25");
    expect(moveDay(day, "PageUp")).toBe("2026-10-25");
    expect(moveDay(day, "PageDown", true)).toBe("2027-11-25");
    expect(moveDay("2027-01-31", "PageDown")).toBe("2027-02-28");
    expect(addMonthsToDay("2028-01-31", 1)).toBe("2028-02-29");
  });

  it("ignores other keys", () => {
    expect(moveDay(day, "Enter")).toBeUndefined();
    expect(moveDay(day, "a")).toBeUndefined();
  });
});
