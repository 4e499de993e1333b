import { describe, expect, it } from "vitest";
import {
  dayIn,
  longDay,
  monthName,
  slotLabel,
  timeIn,
  timeZoneChoices,
  weekdays,
} from "./zoned.ts";

// 08:00 in Costa Rica (UTC−6 all year) on Friday 23 and Monday 26 October 2026; Europe/Madrid
// leaves summer time on Sunday 25 October, America/New_York on Sunday 1 November.
const friday = "2026-10-23T14:00:00.000Z";
const monday = "2026-10-26T14:00:00.000Z";
const afterUsChange = "2026-11-02T14:00:00.000Z";

describe("times in the visitor's zone", () => {
  it("shows the same business hour an hour earlier in Madrid after its daylight-saving change", () => {
    expect(timeIn(friday, "Europe/Madrid", "es")).toBe("16:00");
    expect(timeIn(monday, "Europe/Madrid", "es")).toBe("15:00");
    expect(timeIn(friday, "America/Costa_Rica", "es")).toBe("08:00");
    expect(timeIn(monday, "America/Costa_Rica", "es")).toBe("08:00");
  });

  it("uses a 12-hour clock in English, and New York changes a week after Madrid", () => {
    expect(timeIn(monday, "America/New_York", "en")).toMatch(/^10:00\sAM$/);
    expect(timeIn(afterUsChange, "America/New_York", "en")).toMatch(/^9:00\sAM$/);
    expect(timeIn(monday, "Europe/Madrid", "en")).toMatch(/^3:00\sPM$/);
  });

  it("puts a slot on the visitor's own calendar day", () => {
    // 17:30 in Costa Rica is already the next day in Tokyo and still the same day in Honolulu.
    const late = "2026-11-24T23:30:00.000Z";
    expect(dayIn(late, "America/Costa_Rica")).toBe("2026-11-24");
    expect(dayIn(late, "Asia/Tokyo")).toBe("2026-11-25");
    expect(dayIn(late, "Pacific/Honolulu")).toBe("2026-11-24");
    expect(dayIn(Date.parse(late), "UTC")).toBe("2026-11-24");
  });

  it("names a time button with the full date and time", () => {
    expect(slotLabel("2026-11-24T15:00:00.000Z", "America/Costa_Rica", "es")).toBe(
      "martes, 24 de noviembre de 2026, 09:00",
    );
    expect(slotLabel("2026-11-24T15:00:00.000Z", "America/Costa_Rica", "en")).toMatch(
      /^Tuesday, November 24, 2026, 9:00\sAM$/,
    );
    expect(slotLabel(monday, "Europe/Madrid", "es")).toBe("lunes, 26 de octubre de 2026, 15:00");
  });
});

describe("calendar words", () => {
  it("names days, months and weekdays in the page's language", () => {
    expect(longDay("2026-11-24", "es")).toBe("martes, 24 de noviembre de 2026");
    expect(longDay("2026-11-24", "en")).toBe("Tuesday, November 24, 2026");
    expect(monthName("2026-11", "es")).toBe("noviembre de 2026");
    expect(monthName("2026-12", "en")).toBe("December 2026");
    expect(weekdays("es").map((d) => d.long)).toEqual([
      "lunes",
      "martes",
      "miércoles",
      "jueves",
      "viernes",
      "sábado",
      "domingo",
    ]);
    expect(weekdays("en")[6]).toEqual({ short: "Sun", long: "Sunday" });
  });

  it("offers every known zone, sorted, and always the visitor's own", () => {
    const zones = timeZoneChoices("Etc/Unknown-Test");
    expect(zones).toContain("Europe/Madrid");
    expect(zones).toContain("America/Costa_Rica");
    expect(zones).toContain("Etc/Unknown-Test");
    expect(zones).toEqual([...zones].sort());
  });
});
