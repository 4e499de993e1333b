import { describe, expect, it } from "vitest";
import { meetingTime } from "./meeting-time.ts";

// Intl separates times with thin and narrow no-break spaces; compare them as plain spaces.
const plain = (s: string) => s.replace(/[\u2009\u202f\u00a0]/g, " ");

describe("meetingTime", () => {
  it("shows a Madrid visitor's meeting in Madrid time, Spanish 24-hour clock, zone named", () => {
    const t = meetingTime("2026-03-10T14:00:00Z", "2026-03-10T14:30:00Z", "es", "Europe/Madrid");
    expect(t.date).toBe("martes, 10 de marzo de 2026");
    expect(plain(t.time)).toBe("15:00–15:30");
    expect(t.when).toBe("martes, 10 de marzo de 2026, 15:00");
    expect(t.zone).toBe("Europe/Madrid");
    expect(t.zoneName).toMatch(/Europa central/);
    expect(t.minutes).toBe(30);
  });

  it("uses the 12-hour clock in English and follows daylight saving (New York, after 8 March 2026)", () => {
    const before = meetingTime(
      "2026-03-06T14:00:00Z",
      "2026-03-06T14:30:00Z",
      "en",
      "America/New_York",
    );
    const after = meetingTime(
      "2026-03-10T14:00:00Z",
      "2026-03-10T14:30:00Z",
      "en",
      "America/New_York",
    );
    expect(plain(before.time)).toBe("9:00 AM – 9:30 AM");
    expect(plain(after.time)).toBe("10:00 AM – 10:30 AM");
    expect(after.date).toBe("Tuesday, March 10, 2026");
    expect(after.zone).toBe("America/New York");
    expect(after.zoneName).toBe("Eastern Time");
  });

  it("crosses midnight into the visitor's next day", () => {
    const t = meetingTime("2026-03-10T22:30:00Z", "2026-03-10T23:00:00Z", "es", "Asia/Tokyo");
    expect(t.date).toBe("miércoles, 11 de marzo de 2026");
    expect(plain(t.time)).toBe("07:30–08:00");
  });

  it("falls back to UTC for a zone Intl does not know, and names no offset as a zone", () => {
    const t = meetingTime("2026-03-10T14:00:00Z", "2026-03-10T15:00:00Z", "en", "Mars/Olympus");
    expect(t.zone).toBe("UTC");
    expect(t.zoneName).toBe("");
    expect(t.minutes).toBe(60);
    expect(plain(t.time)).toBe("2:00 PM – 3:00 PM");
  });
});
