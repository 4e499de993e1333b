import { CalendarCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { MeetingType } from "../../content/business.ts";
import type { BookingWidgetTexts } from "../../content/es/booking-widget.ts";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { fill } from "../../i18n/runtime-text.ts";
import { BookingForm } from "./booking-form.tsx";
import { SlotPicker } from "./slot-picker.tsx";
import type { Slot } from "./use-month-slots.ts";
import { readableZone, slotLabel } from "./zoned.ts";

export type BookingWidgetProps = {
  type: MeetingType;
  texts: BookingWidgetTexts;
  /** Prefilled interest (the service or plan the visitor came for). */
  interest?: string;
};

/**
 * Native booking (docs/product/design.md §3–§4): pick a free time, then the short form; a booked meeting goes to
 * the confirmation page with its manage token. The picker stays mounted (hidden) behind the form,
 * so "change" returns to the same month, day and zone, and the form keeps what was typed.
 */
export function BookingWidget({ type, texts, interest }: BookingWidgetProps) {
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const [pick, setPick] = useState<{ slot: Slot; timeZone: string }>();
  const [stage, setStage] = useState<"pick" | "form">("pick");
  const [notice, setNotice] = useState<string>();
  const [refresh, setRefresh] = useState(0);
  const picker = useRef<HTMLDivElement>(null);
  const summary = useRef<HTMLHeadingElement>(null);
  // The stage a visitor's action just opened, whose start takes the focus.
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (stage === "form") summary.current?.focus();
    else picker.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
  }, [stage]);

  const booked = (manageUrl: string) => {
    const token = new URL(manageUrl, window.location.origin).searchParams.get("token") ?? "";
    void navigate(`${href("scheduleConfirmation", lang)}?token=${encodeURIComponent(token)}`);
  };

  return (
    <div>
      <div ref={picker} hidden={stage !== "pick"}>
        <SlotPicker
          type={type}
          lang={lang}
          texts={texts.picker}
          picked={pick?.slot.start}
          notice={notice}
          refresh={refresh}
          onPick={(slot, timeZone) => {
            setPick({ slot, timeZone });
            setNotice(undefined);
            moved.current = true;
            setStage("form");
          }}
        />
      </div>
      {pick && (
        <div hidden={stage !== "form"}>
          <div className="mb-6 grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-4 gap-y-3 rounded-xl bg-primary-soft p-4 @lg:grid-cols-[auto_minmax(0,1fr)_auto] @lg:items-center">
            <CalendarCheck className="size-8 shrink-0 text-primary" aria-hidden />
            <div>
              <h3 ref={summary} tabIndex={-1} className="text-sm font-semibold text-muted">
                {texts.summary.title}
              </h3>
              <p className="mt-0.5 font-bold first-letter:uppercase">
                {slotLabel(pick.slot.start, pick.timeZone, lang)}
              </p>
              <p className="mt-0.5 text-sm text-muted">
                {fill(texts.summary.duration, {
                  minutes: Math.round(
                    (Date.parse(pick.slot.end) - Date.parse(pick.slot.start)) / 60_000,
                  ),
                  meeting: texts.meetingNames[type],
                })}
                {" · "}
                {fill(texts.picker.timesIn, { zone: readableZone(pick.timeZone) })}
              </p>
            </div>
            <button
              type="button"
              onClick={() => {
                moved.current = true;
                setStage("pick");
              }}
              className="col-span-2 min-h-11 rounded-full border border-primary bg-white px-4 text-sm font-semibold text-primary hover:bg-primary hover:text-white @lg:col-span-1"
            >
              {texts.summary.change}
            </button>
          </div>
          <BookingForm
            type={type}
            lang={lang}
            texts={texts.form}
            slot={pick.slot}
            timeZone={pick.timeZone}
            interest={interest}
            onBooked={booked}
            onTaken={(message) => {
              setNotice(message);
              setRefresh((n) => n + 1);
              setStage("pick");
            }}
          />
        </div>
      )}
    </div>
  );
}
