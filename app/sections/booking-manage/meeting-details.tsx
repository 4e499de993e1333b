import type { ReactNode } from "react";
import type { MeetingType } from "../../content/business.ts";
import type { BookingManageTexts } from "../../content/es/booking-manage.ts";
import type { Lang } from "../../content/routes.ts";
import { fill } from "../../i18n/runtime-text.ts";
import { cn } from "../../lib/cn.ts";
import type { BookingView } from "./booking-api.ts";
import { meetingTime } from "./meeting-time.ts";

type Props = {
  booking: BookingView;
  texts: BookingManageTexts["details"];
  meetingNames: Record<MeetingType, string>;
  lang: Lang;
  headingId: string;
};

/** The meeting as booked: type, date and time in the visitor's zone (named), length, who. */
export function MeetingDetails({ booking, texts, meetingNames, lang, headingId }: Props) {
  const time = meetingTime(booking.start, booking.end, lang, booking.timezone);
  const status =
    booking.status === "cancelled"
      ? { label: texts.cancelled, tone: "bg-red-50 text-danger ring-red-200" }
      : booking.changeable
        ? { label: texts.confirmed, tone: "bg-primary-soft text-primary ring-primary/20" }
        : { label: texts.past, tone: "bg-surface text-muted ring-line" };
  const rows: [string, ReactNode, string?][] = [
    [texts.meeting, meetingNames[booking.type]],
    [texts.date, time.date, "first-letter:uppercase"],
    [texts.time, time.time, "tabular-nums"],
    [texts.timeZone, time.zoneName ? `${time.zone} (${time.zoneName})` : time.zone],
    [texts.duration, fill(texts.durationValue, { minutes: time.minutes })],
    [
      texts.bookedAs,
      <>
        <span className="block">{booking.name}</span>
        <span className="block font-normal text-muted">{booking.email}</span>
      </>,
      "break-words",
    ],
  ];
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {texts.title}
        </h2>
        <p className="text-sm">
          <span className="sr-only">{texts.status}: </span>
          <span
            className={cn(
              "rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset",
              status.tone,
            )}
          >
            {status.label}
          </span>
        </p>
      </div>
      <dl className="mt-6 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map(([label, value, className]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm font-medium text-muted">{label}</dt>
            <dd
              className={cn(
                "mt-1 font-semibold",
                booking.status === "cancelled" && "text-muted line-through decoration-1",
                className,
              )}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
