import { Mail } from "lucide-react";
import { useId } from "react";
import { ButtonLink } from "../../components/button-link.tsx";
import { Section } from "../../components/section.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import type { MeetingType } from "../../content/business.ts";
import type { BookingManageTexts } from "../../content/es/booking-manage.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { AddToCalendar } from "./add-to-calendar.tsx";
import { BookingBox } from "./booking-box.tsx";
import { BookingPending, CancelledNotice } from "./booking-notice.tsx";
import { ManageLink } from "./manage-link.tsx";
import { MeetingDetails } from "./meeting-details.tsx";
import { useBooking } from "./use-booking.ts";

type Props = { texts: BookingManageTexts; meetingNames: Record<MeetingType, string> };

/**
 * The meeting just booked (from the manage token the page was given): its details in the
 * visitor's zone, "add to calendar" and the manage link. Without a token, where the invitation
 * is and how to book; with an unknown one, says so politely.
 */
export function ConfirmationBooking({ texts, meetingNames }: Props) {
  const { lang } = useLanguage();
  const { state, retry } = useBooking(lang, texts.network);
  const headingId = useId();
  const book = (label: string) => (
    <ButtonLink to="schedule" variant="accent">
      {label}
    </ButtonLink>
  );

  let body;
  if (state.phase !== "ready")
    body = (
      <BookingPending
        state={state}
        texts={texts}
        noToken={{ icon: Mail, ...texts.noBooking }}
        retry={retry}
        book={book(texts.noBooking.cta)}
      />
    );
  else {
    const { booking, token } = state;
    const cancelled = booking.status === "cancelled";
    body = (
      // One column on a phone: details, calendar, manage link; two from lg, the calendar beside.
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MeetingDetails
          booking={booking}
          texts={texts.details}
          meetingNames={meetingNames}
          lang={lang}
          headingId={headingId}
        />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:border-l lg:border-line lg:pl-8">
          {cancelled ? (
            <CancelledNotice booking={booking} texts={texts.cancelled}>
              {book(texts.bookNew)}
            </CancelledNotice>
          ) : (
            <AddToCalendar
              booking={booking}
              token={token}
              texts={texts.calendar}
              meetingName={meetingNames[booking.type]}
              lang={lang}
            />
          )}
        </div>
        {!cancelled && (
          <div className="rounded-xl bg-surface p-5 lg:col-start-1">
            <h3 className="font-bold">{texts.manageLink.title}</h3>
            <p className="mt-1 text-sm text-muted">{texts.manageLink.text}</p>
            <ManageLink
              token={token}
              lang={lang}
              className={buttonVariants({ variant: "outline", className: "mt-4" })}
            >
              {texts.manageLink.link}
            </ManageLink>
          </div>
        )}
      </div>
    );
  }

  return (
    <Section id="reserva" reveal={false} className="pt-0 pb-12 sm:pt-0 sm:pb-16">
      <BookingBox
        reserve={state.phase === "loading" || state.phase === "ready" ? "confirmation" : undefined}
      >
        {body}
      </BookingBox>
    </Section>
  );
}
