/**
 * The calendar file the confirmation and manage pages offer for download. It is the e-mails' event
 * (same UID, same SEQUENCE, same summary) so importing it after the invitation, or again after a
 * reschedule, updates the one event instead of adding a second. PUBLISH rather than REQUEST: a
 * downloaded file is an event to add, not an invitation to answer. A cancelled booking downloads
 * as CANCEL, which removes the event from calendars that already hold it.
 */
import { notifications } from "../../app/content/notifications.ts";
import { format } from "../../app/i18n/translate.ts";
import { buildIcs } from "../outbox/ics.ts";
import { bookingUid, meetingUrl } from "../outbox/messages.ts";
import type { BookingRow } from "./store.ts";

export type CalendarFileContext = {
  /** The company's name: the event is "<meeting>: <business>", as in the e-mails. */
  business: string;
  /** The organizer: the e-mails' sender address. */
  organizerEmail: string;
  /** The absolute manage link, put in the description as the e-mails do. */
  manageUrl: string;
  meetingUrlTemplate?: string;
};

export function bookingCalendarFile(
  row: BookingRow,
  ctx: CalendarFileContext,
): { filename: string; content: string } {
  const t = notifications[row.language];
  const cancelled = row.status === "cancelled";
  const url = cancelled ? undefined : meetingUrl({ booking: row }, ctx.meetingUrlTemplate);
  const description = cancelled
    ? row.cancelReason
      ? format(t.reasonLine, { reason: row.cancelReason })
      : undefined
    : [url && format(t.meetingLink, { url }), ctx.manageUrl].filter(Boolean).join("\n");
  const content = buildIcs({
    method: cancelled ? "CANCEL" : "PUBLISH",
    uid: bookingUid(row.id),
    sequence: row.sequence,
    start: row.startAt,
    end: row.endAt,
    // The row's last change: downloading twice gives the same file.
    stamp: row.updatedAt,
    summary: `${t.meetingNames[row.type]}: ${ctx.business}`,
    description,
    url,
    organizer: { name: ctx.business, email: ctx.organizerEmail },
    attendee: { name: row.name, email: row.email },
  });
  const day = row.startAt.toISOString().slice(0, 10);
  return { filename: `${row.type}-${day}${cancelled ? "-cancelled" : ""}.ics`, content };
}
