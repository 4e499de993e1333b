import { describe, expect, it } from "vitest";
import { bookingDefaults, type MeetingAvailability } from "../../app/content/business.ts";
import { canonicalTimeZone, checkSlot, freeSlots, type Slot } from "./availability.ts";

const demo = bookingDefaults.demo;
const at = (iso: string) => Date.parse(iso);
const with_ = (change: Partial<MeetingAvailability>): MeetingAvailability => ({
  ...demo,
  ...change,
});

/** Local wall-clock "YYYY-MM-DD HH:MM" of each slot in `tz`. */
function local(slots: Slot[], tz: string): string[] {
  const f = new Intl.DateTimeFormat("sv-SE", {
    timeZone: tz,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  return slots.map((s) => f.format(new Date(s.start)));
}
const byDay = (slots: Slot[], tz: string) => {
  const days: Record<string, string[]> = {};
  for (const l of local(slots, tz)) (days[l.slice(0, 10)] ??= []).push(l.slice(11));
  return days;
};

describe("freeSlots", () => {
  it("offers Monday–Friday 08:00–17:00 Costa Rica in 30-minute meetings, none at the weekend", () => {
    const slots = freeSlots(demo, {
      from: "2026-03-13",
      days: 3,
      tz: "America/Costa_Rica",
      now: at("2026-03-02T12:00:00Z"),
    });
    const days = byDay(slots, "America/Costa_Rica");
    expect(Object.keys(days)).toEqual(["2026-03-13"]);
    expect(days["2026-03-13"]).toHaveLength(18);
    expect(days["2026-03-13"]![0]).toBe("08:00");
    expect(days["2026-03-13"]!.at(-1)).toBe("16:30");
    expect(slots[0]).toEqual({
      start: "2026-03-13T14:00:00.000Z",
      end: "2026-03-13T14:30:00.000Z",
    });
  });

  it("keeps the minimum notice (4 h by default)", () => {
    const q = { from: "2026-03-09", days: 1, tz: "America/Costa_Rica" };
    // 07:00 in San José: 11:00 is the first time 4 h ahead.
    expect(freeSlots(demo, { ...q, now: at("2026-03-09T13:00:00Z") })[0]!.start).toBe(
      "2026-03-09T17:00:00.000Z",
    );
    expect(freeSlots(demo, { ...q, now: at("2026-03-09T13:10:00Z") })[0]!.start).toBe(
      "2026-03-09T17:30:00.000Z",
    );
    // After 12:30 nothing is left that day.
    expect(freeSlots(demo, { ...q, now: at("2026-03-09T18:31:00Z") })).toEqual([]);
  });

  it("offers nothing past the horizon (30 days by default)", () => {
    const now = at("2026-03-02T12:00:00Z");
    const slots = freeSlots(demo, { from: "2026-03-30", days: 5, tz: "America/Costa_Rica", now });
    expect(Object.keys(byDay(slots, "America/Costa_Rica"))).toEqual(["2026-03-30", "2026-03-31"]);
    expect(checkSlot(demo, at("2026-03-31T22:30:00Z"), now).status).toBe("free");
    expect(checkSlot(demo, at("2026-04-01T14:00:00Z"), now).status).toBe("invalid");
  });

  it("keeps the buffer between meetings, also around bookings made before the buffer changed", () => {
    const config = with_({ bufferMinutes: 15 });
    const q = {
      from: "2026-03-10",
      days: 1,
      tz: "America/Costa_Rica",
      now: at("2026-03-02T12:00:00Z"),
    };
    const all = local(freeSlots(config, q), "America/Costa_Rica").map((l) => l.slice(11));
    expect(all.slice(0, 4)).toEqual(["08:00", "08:45", "09:30", "10:15"]);
    expect(all).toHaveLength(12);
    // A booking at 09:00 from the old 30-minute grid blocks 08:45 and 09:30, not 08:00.
    const taken = new Map([[at("2026-03-10T15:00:00Z"), 1]]);
    const left = local(freeSlots(config, { ...q, taken }), "America/Costa_Rica");
    expect(left.map((l) => l.slice(11)).slice(0, 3)).toEqual(["08:00", "10:15", "11:00"]);
    expect(checkSlot(config, at("2026-03-10T14:45:00Z"), q.now, taken).status).toBe("taken");
  });

  it("skips blackout dates", () => {
    const config = with_({ blackoutDates: ["2026-03-10"] });
    const now = at("2026-03-02T12:00:00Z");
    const slots = freeSlots(config, { from: "2026-03-09", days: 3, tz: "America/Costa_Rica", now });
    expect(Object.keys(byDay(slots, "America/Costa_Rica"))).toEqual(["2026-03-09", "2026-03-11"]);
    expect(checkSlot(config, at("2026-03-10T14:00:00Z"), now).status).toBe("invalid");
  });

  it("follows new hours at once, although each day's grid is kept between requests", () => {
    const now = at("2026-03-02T12:00:00Z");
    const query = { from: "2026-03-09", days: 1, tz: "America/Costa_Rica", now };
    const before = byDay(freeSlots(demo, query), "America/Costa_Rica")["2026-03-09"];
    expect(before).toHaveLength(18);
    // The admin's save yields a new availability object, as every edit does.
    const mornings = with_({
      weeklyHours: { ...demo.weeklyHours, mon: [{ start: "09:00", end: "10:00" }] },
    });
    expect(byDay(freeSlots(mornings, query), "America/Costa_Rica")["2026-03-09"]).toEqual([
      "09:00",
      "09:30",
    ]);
    expect(checkSlot(mornings, at("2026-03-09T20:00:00Z"), now).status).toBe("invalid");
    expect(byDay(freeSlots(demo, query), "America/Costa_Rica")["2026-03-09"]).toEqual(before);
  });

  it("offers a time until its capacity is taken", () => {
    const config = with_({ capacity: 2 });
    const now = at("2026-03-02T12:00:00Z");
    const q = { from: "2026-03-10", days: 1, tz: "America/Costa_Rica", now };
    const first = at("2026-03-10T14:00:00Z");
    expect(freeSlots(config, { ...q, taken: new Map([[first, 1]]) })[0]!.start).toBe(
      "2026-03-10T14:00:00.000Z",
    );
    expect(freeSlots(config, { ...q, taken: new Map([[first, 2]]) })[0]!.start).toBe(
      "2026-03-10T14:30:00.000Z",
    );
    expect(checkSlot(config, first, now, new Map([[first, 1]])).status).toBe("free");
    expect(checkSlot(config, first, now, new Map([[first, 2]])).status).toBe("taken");
    expect(checkSlot(demo, first, now, new Map([[first, 1]])).status).toBe("taken");
  });

  it("reads `from` as a date in the visitor's zone", () => {
    const now = at("2026-03-02T12:00:00Z");
    // Tuesday 10 March in Tokyo runs from Monday 15:00 to Tuesday 15:00 UTC.
    const slots = freeSlots(demo, { from: "2026-03-10", days: 1, tz: "Asia/Tokyo", now });
    expect(slots[0]!.start).toBe("2026-03-09T15:00:00.000Z");
    expect(slots.at(-1)!.start).toBe("2026-03-10T14:30:00.000Z");
    expect(slots).toHaveLength(18);
    expect(local(slots, "Asia/Tokyo").every((l) => l.startsWith("2026-03-10"))).toBe(true);
  });

  it("follows a Madrid visitor across the March and October 2026 clock changes", () => {
    const march = freeSlots(demo, {
      from: "2026-03-27",
      days: 4,
      tz: "Europe/Madrid",
      now: at("2026-03-20T12:00:00Z"),
    });
    const m = byDay(march, "Europe/Madrid");
    // Friday in winter time: 08:00 San José is 15:00 in Madrid, the whole day fits.
    expect(m["2026-03-27"]![0]).toBe("15:00");
    expect(m["2026-03-27"]).toHaveLength(18);
    expect(m["2026-03-28"]).toBeUndefined();
    // Monday in summer time: 16:00 in Madrid, and 16:00/16:30 San José fall on Tuesday there.
    expect(m["2026-03-30"]![0]).toBe("16:00");
    expect(m["2026-03-30"]).toHaveLength(16);
    expect(march.at(-1)!.start).toBe("2026-03-30T21:30:00.000Z");

    const october = byDay(
      freeSlots(demo, {
        from: "2026-10-23",
        days: 4,
        tz: "Europe/Madrid",
        now: at("2026-10-20T12:00:00Z"),
      }),
      "Europe/Madrid",
    );
    // Summer time: Thursday's last two San José meetings are past midnight in Madrid.
    expect(october["2026-10-23"]!.slice(0, 3)).toEqual(["00:00", "00:30", "16:00"]);
    expect(october["2026-10-24"]).toEqual(["00:00", "00:30"]);
    expect(october["2026-10-25"]).toBeUndefined();
    expect(october["2026-10-26"]![0]).toBe("15:00");
    expect(october["2026-10-26"]).toHaveLength(18);
  });

  it("follows a New York visitor across the March and November 2026 clock changes", () => {
    const march = byDay(
      freeSlots(demo, {
        from: "2026-03-06",
        days: 4,
        tz: "America/New_York",
        now: at("2026-03-02T12:00:00Z"),
      }),
      "America/New_York",
    );
    expect(march["2026-03-06"]![0]).toBe("09:00");
    expect(march["2026-03-09"]![0]).toBe("10:00");
    expect(march["2026-03-09"]!.at(-1)).toBe("18:30");
    const november = byDay(
      freeSlots(demo, {
        from: "2026-10-30",
        days: 4,
        tz: "America/New_York",
        now: at("2026-10-20T12:00:00Z"),
      }),
      "America/New_York",
    );
    expect(november["2026-10-30"]![0]).toBe("10:00");
    expect(november["2026-11-02"]![0]).toBe("09:00");
    expect(november["2026-11-02"]).toHaveLength(18);
  });

  it("refuses an unknown zone, a non-date and more than 62 days", () => {
    const q = { from: "2026-03-10", days: 1, now: at("2026-03-02T12:00:00Z") };
    for (const tz of ["Mars/Olympus", "", "../etc/passwd", "America/New York"])
      expect(() => freeSlots(demo, { ...q, tz })).toThrow(RangeError);
    expect(() => freeSlots(demo, { ...q, tz: "UTC", from: "2026-02-30" })).toThrow(RangeError);
    expect(() => freeSlots(demo, { ...q, tz: "UTC", days: 63 })).toThrow(RangeError);
    expect(() => freeSlots(demo, { ...q, tz: "UTC", days: 0 })).toThrow(RangeError);
    expect(freeSlots(demo, { ...q, tz: "UTC", days: 62 }).length).toBeGreaterThan(0);
    expect(canonicalTimeZone("europe/madrid")).toBe("Europe/Madrid");
  });
});

describe("checkSlot", () => {
  const now = at("2026-03-02T12:00:00Z");
  it("refuses the past, times outside the hours, off the grid and at the weekend", () => {
    expect(checkSlot(demo, at("2026-03-10T14:00:00Z"), now)).toEqual({
      status: "free",
      start: at("2026-03-10T14:00:00Z"),
      end: at("2026-03-10T14:30:00Z"),
    });
    for (const iso of [
      "2026-03-01T14:00:00Z", // past
      "2026-03-10T13:30:00Z", // 07:30
      "2026-03-10T23:00:00Z", // 17:00
      "2026-03-10T22:45:00Z", // ends after 17:00
      "2026-03-10T14:10:00Z", // off the grid
      "2026-03-14T15:00:00Z", // Saturday
    ])
      expect(checkSlot(demo, at(iso), now).status, iso).toBe("invalid");
  });
});
