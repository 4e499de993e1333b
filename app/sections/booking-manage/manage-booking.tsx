import { CalendarClock, History, KeyRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ButtonLink } from "../../components/button-link.tsx";
import { Section } from "../../components/section.tsx";
import { Button } from "../../components/ui/button.tsx";
import type { MeetingType } from "../../content/business.ts";
import type { BookingManageTexts } from "../../content/es/booking-manage.ts";
import type { SlotPickerTexts } from "../../content/es/booking-widget.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { fill } from "../../i18n/runtime-text.ts";
import { AddToCalendar } from "./add-to-calendar.tsx";
import type { ApiResult } from "./booking-api.ts";
import { BookingBox } from "./booking-box.tsx";
import { BookingNotice, BookingPending, CancelledNotice } from "./booking-notice.tsx";
import { CancelForm } from "./cancel-form.tsx";
import { meetingTime } from "./meeting-time.ts";
import { MeetingDetails } from "./meeting-details.tsx";
import { LazySlotPicker, RescheduleFlow } from "./reschedule-flow.tsx";
import { useBooking } from "./use-booking.ts";

type Props = {
  texts: BookingManageTexts;
  pickerTexts: SlotPickerTexts;
  meetingNames: Record<MeetingType, string>;
};

type Mode = "view" | "reschedule" | "cancel";
type Said = { text: string; tone: "done" | "error"; at: number };

/** The manage page's body: the booking and its status; reschedule or cancel while it is ahead. */
export function ManageBooking({ texts, pickerTexts, meetingNames }: Props) {
  const { lang } = useLanguage();
  const { state, retry, replace } = useBooking(lang, texts.network);
  const headingId = useId();
  const [mode, setMode] = useState<Mode>("view");
  const [said, setSaid] = useState<Said>();
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  /** Closed without a change: back to the button that opened it. */
  const close = (button: typeof rescheduleButton) => {
    setMode("view");
    requestAnimationFrame(() => button.current?.focus());
  };

  // After a change, the visitor lands on the booking as it now is; the live region says what.
  useEffect(() => {
    if (said) document.getElementById(headingId)?.focus();
  }, [said, headingId]);

  const finish = (result: ApiResult, done: (when: string) => string) => {
    setMode("view");
    if (result.ok) {
      replace(result.booking);
      const { start, end, timezone } = result.booking;
      setSaid({
        text: done(meetingTime(start, end, lang, timezone).when),
        tone: "done",
        at: Date.now(),
      });
    } else {
      // Cancelled elsewhere, already started, gone: show what the server now holds.
      setSaid({ text: result.message, tone: "error", at: Date.now() });
      retry();
    }
  };
  const bookNew = (
    <ButtonLink to="schedule" variant="accent">
      {texts.bookNew}
    </ButtonLink>
  );

  let body;
  if (state.phase !== "ready")
    body = (
      <BookingPending
        state={state}
        texts={texts}
        noToken={{ icon: KeyRound, ...texts.noToken }}
        retry={retry}
        book={bookNew}
      />
    );
  else {
    const { booking, token } = state;
    let side;
    if (booking.status === "cancelled")
      side = (
        <CancelledNotice booking={booking} texts={texts.cancelled}>
          {bookNew}
        </CancelledNotice>
      );
    else if (!booking.changeable)
      side = (
        <BookingNotice icon={History} title={texts.past.title} text={texts.past.text}>
          {bookNew}
        </BookingNotice>
      );
    else
      side = (
        <>
          <AddToCalendar
            booking={booking}
            token={token}
            texts={texts.calendar}
            meetingName={meetingNames[booking.type]}
            lang={lang}
          />
          <div className="mt-8 border-t border-line pt-6">
            <h3 className="flex items-center gap-2 text-lg font-bold">
              <CalendarClock className="size-5 text-primary" aria-hidden />
              {texts.actions.title}
            </h3>
            <div className="mt-4 grid gap-3">
              <Button
                ref={rescheduleButton}
                variant="outline"
                aria-expanded={mode === "reschedule"}
                onPointerEnter={() => void LazySlotPicker.preload()}
                onFocus={() => void LazySlotPicker.preload()}
                onClick={() => setMode(mode === "reschedule" ? "view" : "reschedule")}
              >
                {texts.actions.reschedule}
              </Button>
              <Button
                ref={cancelButton}
                // No variant: cn() does not merge, so a variant's colour would fight this one.
                variant={null}
                aria-expanded={mode === "cancel"}
                className="text-danger hover:bg-red-50"
                onClick={() => setMode(mode === "cancel" ? "view" : "cancel")}
              >
                {texts.actions.cancel}
              </Button>
            </div>
          </div>
        </>
      );
    body = (
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MeetingDetails
          booking={booking}
          texts={texts.details}
          meetingNames={meetingNames}
          lang={lang}
          headingId={headingId}
        />
        <div className="lg:border-l lg:border-line lg:pl-8">{side}</div>
      </div>
    );
  }

  const ready = state.phase === "ready" && state.booking.changeable ? state : undefined;
  return (
    <Section id="reserva" reveal={false} className="pt-0 sm:pt-0">
      <div role="status" aria-live="polite" className="mx-auto max-w-5xl">
        {said?.tone === "done" && (
          <p
            key={said.at}
            className="mb-6 rounded-xl border border-primary/30 bg-primary-soft px-4 py-3 font-medium text-primary"
          >
            {said.text}
          </p>
        )}
      </div>
      {said?.tone === "error" && (
        <p
          key={said.at}
          role="alert"
          className="mx-auto mb-6 max-w-5xl rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-danger"
        >
          {said.text}
        </p>
      )}
      <BookingBox
        reserve={state.phase === "loading" || state.phase === "ready" ? "manage" : undefined}
      >
        {body}
      </BookingBox>
      {ready && mode === "reschedule" && (
        <RescheduleFlow
          booking={ready.booking}
          token={ready.token}
          lang={lang}
          texts={texts.reschedule}
          pickerTexts={pickerTexts}
          network={texts.network}
          onDone={(result) => finish(result, (when) => fill(texts.reschedule.moved, { when }))}
          onClose={() => close(rescheduleButton)}
        />
      )}
      {ready && mode === "cancel" && (
        <CancelForm
          token={ready.token}
          lang={lang}
          texts={texts.cancel}
          network={texts.network}
          onDone={(result) => finish(result, () => texts.cancel.done)}
          onKeep={() => close(cancelButton)}
        />
      )}
    </Section>
  );
}
