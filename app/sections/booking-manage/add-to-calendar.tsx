import { CalendarPlus, Download, ExternalLink } from "lucide-react";
import type { BookingManageTexts } from "../../content/es/booking-manage.ts";
import type { Lang } from "../../content/routes.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { fill } from "../../i18n/runtime-text.ts";
import { cn } from "../../lib/cn.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import type { BookingView } from "./booking-api.ts";
import {
  googleCalendarUrl,
  icsDownloadUrl,
  outlookCalendarUrl,
  type CalendarEvent,
} from "./calendar-links.ts";

type Props = {
  booking: BookingView;
  token: string;
  texts: BookingManageTexts["calendar"];
  meetingName: string;
  lang: Lang;
};

/** The .ics download, Google Calendar and Outlook.com, for the meeting's current time. */
export function AddToCalendar({ booking, token, texts, meetingName, lang }: Props) {
  const newTab = useLanguage().m.common.newTab;
  const event: CalendarEvent = {
    title: fill(texts.eventTitle, { meeting: meetingName }),
    start: booking.start,
    end: booking.end,
    details: fill(texts.eventDetails, { meeting: meetingName }),
  };
  const outside = cn(buttonVariants({ variant: "outline" }), "w-full");
  return (
    <div>
      <h3 className="flex items-center gap-2 text-lg font-bold">
        <CalendarPlus className="size-5 text-primary" aria-hidden />
        {texts.title}
      </h3>
      <ul className="mt-4 grid gap-3">
        <li>
          <a
            href={icsDownloadUrl(token, lang)}
            download
            className={cn(buttonVariants({ variant: "primary" }), "w-full")}
          >
            <Download aria-hidden />
            {texts.ics}
          </a>
          <p className="mt-1.5 text-center text-xs text-muted">{texts.icsHint}</p>
        </li>
        {/* Other sites: no Referer (the page's own policy sends only our origin anyway). */}
        {[
          [googleCalendarUrl(event), texts.google],
          [outlookCalendarUrl(event), texts.outlook],
        ].map(([url, label]) => (
          <li key={label}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              referrerPolicy="no-referrer"
              className={outside}
            >
              {label}
              <span className="sr-only"> {newTab}</span>
              <ExternalLink aria-hidden />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
