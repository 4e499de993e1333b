import { CalendarCheck } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { ChatTexts } from "../../../content/es/chat.ts";
import type { Lang } from "../../../content/routes.ts";
import { fill } from "../../../i18n/runtime-text.ts";
import { readableZone, slotLabel } from "../../booking/zoned.ts";
import type { ChatBooking } from "./ask.ts";

/**
 * The meeting booked in the chat: its date and time in the visitor's zone, the zone named, and
 * the confirmation page (calendar file, Google and Outlook links, the manage link) in this tab.
 */
export function BookingBox({
  booking,
  texts,
  lang,
}: {
  booking: ChatBooking;
  texts: ChatTexts;
  lang: Lang;
}) {
  const id = useId();
  // Our function's own path; anything else is not followed.
  const link = booking.confirmationUrl.startsWith("/") && !booking.confirmationUrl.startsWith("//");
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="w-full max-w-sm rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm"
    >
      <p id={id} className="flex items-center gap-2 font-semibold text-emerald-900">
        <CalendarCheck className="size-4 shrink-0" aria-hidden />
        {texts.bookedTitle}
      </p>
      <p className="mt-1 font-medium first-letter:uppercase">
        {slotLabel(booking.start, booking.timezone, lang)}
      </p>
      <p className="text-xs text-slate-700">
        {fill(texts.bookedZone, { zone: readableZone(booking.timezone) })}
      </p>
      {link && (
        <Link
          to={booking.confirmationUrl}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-2"
        >
          {texts.bookedLink}
        </Link>
      )}
    </div>
  );
}
