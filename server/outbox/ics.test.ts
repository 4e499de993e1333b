import { describe, expect, it } from "vitest";
import { buildIcs, foldLine, type IcsInput } from "./ics.ts";
import { parseIcs } from "../../tests/support/outbox/parse-ics.ts";

const base: IcsInput = {
  method: "REQUEST",
  uid: "booking-42@novaflow.example",
  sequence: 0,
  start: new Date("2026-03-10T14:00:00Z"),
  end: new Date("2026-03-10T14:30:00Z"),
  stamp: new Date("2026-03-01T09:08:07.654Z"),
  summary: "Demo gratuita: NovaFlow AI",
  organizer: { name: "NovaFlow AI", email: "owner@example.com" },
  attendee: { name: "Ana Pérez", email: "ana@example.com" },
};

describe("buildIcs", () => {
  it("writes a REQUEST with UTC times, a stable UID and CRLF line ends that parses back", () => {
    const ics = buildIcs({ ...base, url: "https://meet.example.com/b/42" });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const cal = parseIcs(ics);
    expect(cal.props.METHOD).toBe("REQUEST");
    expect(cal.props.VERSION).toBe("2.0");
    const event = cal.events[0]!;
    expect(event.props).toMatchObject({
      UID: "booking-42@novaflow.example",
      SEQUENCE: "0",
      DTSTART: "20260310T140000Z",
      DTEND: "20260310T143000Z",
      DTSTAMP: "20260301T090807Z",
      SUMMARY: "Demo gratuita: NovaFlow AI",
      STATUS: "CONFIRMED",
      URL: "https://meet.example.com/b/42",
      LOCATION: "https://meet.example.com/b/42",
    });
    expect(event.params.ATTENDEE).toMatchObject({ CN: "Ana Pérez" });
    expect(event.props.ATTENDEE).toBe("mailto:ana@example.com");
  });

  it("escapes commas, semicolons, backslashes and newlines in text, and they parse back exactly", () => {
    const description = "Empresa: Acme, S.A.; plan \\ Élite\nLínea 2\r\nLínea 3";
    const event = parseIcs(buildIcs({ ...base, description })).events[0]!;
    expect(event.props.DESCRIPTION).toBe("Empresa: Acme, S.A.; plan \\ Élite\nLínea 2\nLínea 3");
  });

  it("folds long lines at 75 octets without splitting a UTF-8 character", () => {
    const description = "ñandú ".repeat(60) + "😀".repeat(30);
    const ics = buildIcs({ ...base, description });
    for (const line of ics.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n /);
    expect(parseIcs(ics).events[0]!.props.DESCRIPTION).toBe(description);
    // No replacement characters: every fold fell between characters.
    expect(ics).not.toContain("\uFFFD");
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("cancels with METHOD:CANCEL, STATUS:CANCELLED, the same UID and a raised SEQUENCE", () => {
    const cal = parseIcs(buildIcs({ ...base, method: "CANCEL", sequence: 2 }));
    expect(cal.props.METHOD).toBe("CANCEL");
    expect(cal.events[0]!.props).toMatchObject({
      UID: base.uid,
      SEQUENCE: "2",
      STATUS: "CANCELLED",
    });
  });

  it("keeps quotes and control characters out of a name parameter", () => {
    const ics = buildIcs({ ...base, attendee: { name: 'Ana "la jefa"\r\nX: y', email: "a@b.co" } });
    const event = parseIcs(ics).events[0]!;
    expect(event.params.ATTENDEE!.CN).toBe("Ana la jefaX: y");
    expect(event.props.ATTENDEE).toBe("mailto:a@b.co");
  });
});
