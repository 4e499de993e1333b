/**
 * iCalendar (RFC 5545) for one meeting: the file attached to the visitor's e-mails and offered
 * for download. Written by hand because it is small and the details matter: CRLF line ends, lines
 * folded at 75 octets without splitting a UTF-8 character, TEXT values escaped, times in UTC.
 * Calendars match updates to the first invitation by UID and take the highest SEQUENCE.
 */

export type IcsPerson = { name: string; email: string };

export type IcsInput = {
  /**
   * REQUEST invites or updates; CANCEL removes the event from the attendee's calendar; PUBLISH is
   * a plain event to import (the page's download), which calendar apps add without an RSVP.
   */
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  /** Stable per booking: the same for the invitation, every update and the cancellation. */
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** DTSTAMP: when this version of the event was made. */
  stamp: Date;
  summary: string;
  description?: string;
  /** The meeting link, when there is one: LOCATION and URL. */
  url?: string;
  organizer: IcsPerson;
  attendee: IcsPerson;
};

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // Control characters are not allowed in TEXT (tab is).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
  );
}

/** A parameter value (CN=…): quoted, since names hold commas and colons; DQUOTE cannot appear. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "")}"`;
}

/** UTC DATE-TIME, e.g. 20260110T150000Z. */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Folds one content line: at most 75 octets a line, continuations start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The leading space of a continuation line counts towards its 75.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function mailto(person: IcsPerson): string {
  return `mailto:${person.email}`;
}

export function buildIcs(input: IcsInput): string {
  const cancelled = input.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//NovaFlow AI//Booking//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${input.method}`,
    "BEGIN:VEVENT",
    `UID:${input.uid}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${utcDateTime(input.stamp)}`,
    `DTSTART:${utcDateTime(input.start)}`,
    `DTEND:${utcDateTime(input.end)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    ...(input.description ? [`DESCRIPTION:${escapeText(input.description)}`] : []),
    ...(input.url ? [`LOCATION:${escapeText(input.url)}`, `URL:${input.url}`] : []),
    `ORGANIZER;CN=${paramValue(input.organizer.name)}:${mailto(input.organizer)}`,
    `ATTENDEE;CN=${paramValue(input.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailto(input.attendee)}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
