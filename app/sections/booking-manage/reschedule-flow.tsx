import { LoaderCircle } from "lucide-react";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { lazyWithPreload } from "../../components/lazy.ts";
import { Button } from "../../components/ui/button.tsx";
import type { BookingManageTexts } from "../../content/es/booking-manage.ts";
import type { SlotPickerTexts } from "../../content/es/booking-widget.ts";
import type { SlotPickerProps } from "../booking/slot-picker.tsx";
import type { Lang } from "../../content/routes.ts";
import { cn } from "../../lib/cn.ts";
import { rescheduleBooking, type ApiResult, type BookingView, type Slot } from "./booking-api.ts";
import { meetingTime, type MeetingTime } from "./meeting-time.ts";

/** The picker is the booking widget's; fetched when the visitor heads for it, not with the page. */
export const LazySlotPicker = lazyWithPreload<SlotPickerProps>(async () => ({
  default: (await import("../booking/slot-picker.tsx")).SlotPicker,
}));

type Props = {
  booking: BookingView;
  token: string;
  lang: Lang;
  texts: BookingManageTexts["reschedule"];
  pickerTexts: SlotPickerTexts;
  network: string;
  /** The function moved it: its answer. Or refused for a reason picking again cannot fix. */
  onDone: (result: ApiResult) => void;
  onClose: () => void;
};

/**
 * Pick another free time (the current one left out), confirm it, then one POST moves the booking.
 * A time taken meanwhile brings the picker back with the function's message and fresh times.
 */
export function RescheduleFlow(props: Props) {
  const { booking, token, lang, texts, network } = props;
  const id = useId();
  const pickHeading = useRef<HTMLHeadingElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const [choice, setChoice] = useState<{ slot: Slot; zone: string }>();
  const [notice, setNotice] = useState<string>();
  const [refresh, setRefresh] = useState(0);
  const [busy, setBusy] = useState(false);

  // Each step starts at its heading, so keyboard and screen-reader users land where they act;
  // back at the picker after a refusal, the picker focuses its notice instead.
  const [focus, setFocus] = useState<{ on: "pick" | "confirm" }>({ on: "pick" });
  useEffect(() => (focus.on === "pick" ? pickHeading : confirmHeading).current?.focus(), [focus]);
  const show = (next: { slot: Slot; zone: string } | undefined) => {
    setChoice(next);
    setFocus({ on: next ? "confirm" : "pick" });
  };

  const confirm = async () => {
    if (!choice || busy) return;
    setBusy(true);
    const result = await rescheduleBooking(token, choice.slot.start, lang, network);
    setBusy(false);
    if (
      result.ok ||
      !["slot_taken", "slot_unavailable", "network", "rate_limited"].includes(result.code)
    ) {
      props.onDone(result);
      return;
    }
    setNotice(
      result.code === "slot_taken" ? `${result.message} ${texts.takenFresh}` : result.message,
    );
    setRefresh((n) => n + 1);
    setChoice(undefined);
  };

  const frame =
    "mx-auto mt-8 max-w-5xl rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8";
  const headingClass = "text-xl font-bold focus:outline-none";
  return (
    <>
      {/* Hidden, not unmounted, while confirming: a refusal returns to the month and day shown. */}
      <section aria-labelledby={`${id}-pick`} hidden={Boolean(choice)} className={frame}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 ref={pickHeading} id={`${id}-pick`} tabIndex={-1} className={headingClass}>
              {texts.title}
            </h2>
            <p className="mt-1 text-sm text-muted">{texts.intro}</p>
          </div>
          <Button variant="ghost" size="sm" onClick={props.onClose}>
            {texts.close}
          </Button>
        </div>
        <div className="mt-6 min-h-[30rem]">
          <Suspense
            fallback={<p className="text-sm text-muted">{props.pickerTexts.loadingTimes}</p>}
          >
            <LazySlotPicker
              type={booking.type}
              lang={lang}
              texts={props.pickerTexts}
              exclude={booking.start}
              picked={choice?.slot.start}
              notice={notice}
              refresh={refresh}
              onPick={(slot, zone) => {
                setNotice(undefined);
                show({ slot, zone });
              }}
            />
          </Suspense>
        </div>
      </section>
      {choice && (
        <section aria-labelledby={`${id}-confirm`} className={frame}>
          <h2 ref={confirmHeading} id={`${id}-confirm`} tabIndex={-1} className={headingClass}>
            {texts.confirmTitle}
          </h2>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <TimeCard
              label={texts.from}
              time={meetingTime(booking.start, booking.end, lang, choice.zone)}
              className="text-muted line-through"
            />
            <TimeCard
              label={texts.to}
              time={meetingTime(choice.slot.start, choice.slot.end, lang, choice.zone)}
              className="text-primary"
            />
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={confirm} disabled={busy}>
              {busy && (
                <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
              )}
              {busy ? texts.moving : texts.confirm}
            </Button>
            <Button variant="outline" onClick={() => show(undefined)} disabled={busy}>
              {texts.back}
            </Button>
            <Button variant="ghost" onClick={props.onClose} disabled={busy}>
              {texts.close}
            </Button>
          </div>
        </section>
      )}
    </>
  );
}

function TimeCard({
  label,
  time,
  className,
}: {
  label: string;
  time: MeetingTime;
  className: string;
}) {
  return (
    <div className="rounded-xl bg-surface p-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className={cn("mt-1 font-semibold decoration-1", className)}>
        <span className="block first-letter:uppercase">{time.date}</span>
        <span className="block tabular-nums">
          {time.time} ({time.zone})
        </span>
      </dd>
    </div>
  );
}
