/**
 * "Add to calendar" links for a booked meeting: Google Calendar's and Outlook.com's event
 * templates, and our own calendar-file download. Google and Outlook receive the event in their
 * URL, so nothing secret goes into it: the manage link's token stays in the visitor's e-mail and
 * in the downloaded file (which never leaves their device until they import it).
 */

export type CalendarEvent = {
  title: string;
  /** ISO 8601 instants. */
  start: string;
  end: string;
  details: string;
  /** The meeting link, when there is one. */
  location?: string;
};

export const GOOGLE_CALENDAR_URL = "https://calendar.google.com/calendar/render";
export const OUTLOOK_CALENDAR_URL = "https://outlook.live.com/calendar/0/deeplink/compose";
export const ICS_ENDPOINT = "/functions/v1/booking/ics";

/** 20260310T140000Z: the UTC form both Google and iCalendar read. */
export function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Outlook's startdt/enddt: an ISO instant in UTC without milliseconds. */
function outlookTime(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: event.details,
    location: event.location ?? "",
  });
  return `${GOOGLE_CALENDAR_URL}?${params}`;
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: outlookTime(event.start),
    enddt: outlookTime(event.end),
    body: event.details,
    location: event.location ?? "",
  });
  return `${OUTLOOK_CALENDAR_URL}?${params}`;
}

/** Our download: same origin, so the token in it never leaves the site. */
export function icsDownloadUrl(token: string, lang: string): string {
  return `${ICS_ENDPOINT}?${new URLSearchParams({ token, lang })}`;
}
