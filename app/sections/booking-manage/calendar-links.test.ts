import { describe, expect, it } from "vitest";
import {
  googleCalendarUrl,
  icsDownloadUrl,
  outlookCalendarUrl,
  utcStamp,
  type CalendarEvent,
} from "./calendar-links.ts";

const event: CalendarEvent = {
  title: "Demo gratuita: NovaFlow AI",
  start: "2026-03-10T14:00:00.000Z",
  end: "2026-03-10T14:30:00.000Z",
  details: "Demo gratuita con NovaFlow AI. Cambios: usa tu correo & enlace #1",
};

describe("calendar links", () => {
  it("writes instants as UTC stamps", () => {
    expect(utcStamp("2026-03-10T15:00:00+01:00")).toBe("20260310T140000Z");
  });

  it("gives Google Calendar the event template with the UTC start/end pair, text escaped", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "TEMPLATE",
      text: event.title,
      dates: "20260310T140000Z/20260310T143000Z",
      details: event.details,
      location: "",
    });
    const withLink = new URL(googleCalendarUrl({ ...event, location: "https://meet.x/1" }));
    expect(withLink.searchParams.get("location")).toBe("https://meet.x/1");
  });

  it("gives Outlook.com its compose deep link with ISO UTC times", () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin + url.pathname).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      path: "/calendar/action/compose",
      rru: "addevent",
      subject: event.title,
      startdt: "2026-03-10T14:00:00Z",
      enddt: "2026-03-10T14:30:00Z",
      body: event.details,
    });
  });

  it("downloads the file from our own function, token and language in the query", () => {
    const url = new URL(icsDownloadUrl("a-b_C".padEnd(43, "x"), "en"), "http://site");
    expect(url.pathname).toBe("/functions/v1/booking/ics");
    expect(url.searchParams.get("token")).toBe("a-b_C".padEnd(43, "x"));
    expect(url.searchParams.get("lang")).toBe("en");
  });
});
