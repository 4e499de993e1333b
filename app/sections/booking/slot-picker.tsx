import { LoaderCircle, RotateCcw } from "lucide-react";
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { toast } from "../../components/toast/store.ts";
import type { MeetingType } from "../../content/business.ts";
import type { SlotPickerTexts } from "../../content/es/booking-widget.ts";
import type { Lang } from "../../content/routes.ts";
import { fill } from "../../i18n/runtime-text.ts";
import { cn } from "../../lib/cn.ts";
import { addMonths, monthOf, moveDay, type DayKey, type MonthKey } from "./calendar.ts";
import { ContactOptions } from "../../components/contact-links.tsx";
import { MonthGrid } from "./month-grid.tsx";
import { TimeZoneField } from "./time-zone-field.tsx";
import { useMonthSlots, type Slot } from "./use-month-slots.ts";
import { dateIn, dayIn, detectTimeZone, longDay, readableZone, timeIn } from "./zoned.ts";

export type { SlotPickerTexts } from "../../content/es/booking-widget.ts";
export type { Slot } from "./use-month-slots.ts";

export type SlotPickerProps = {
  type: MeetingType;
  lang: Lang;
  texts: SlotPickerTexts;
  /** A time was chosen; `timeZone` is the zone the visitor saw it in. */
  onPick: (slot: Slot, timeZone: string) => void;
  /** A start to leave out (the booking's own time, when rescheduling). */
  exclude?: string;
  /** The start chosen before, shown pressed (when the visitor comes back to change it). */
  picked?: string;
  /** Said (and focused) above the calendar, e.g. that the chosen time was just taken. */
  notice?: string;
  /** Raise it to fetch the free times again (after a time turned out to be taken). */
  refresh?: number;
};

/** Months searched for a first free day before saying there is none. */
const SEARCH_MONTHS = 3;
/** How far ahead the visitor may page; the admin's horizon is usually far shorter. */
const MAX_MONTHS_AHEAD = 12;

const noSubscription = () => () => {};

/**
 * The month view and the chosen day's free times in the visitor's time zone (detected, named,
 * changeable; the business zone named too). Opens on the month of the first free day. If the
 * free times cannot be loaded: the spec's error toast and the contact options, nothing reloads.
 */
export function SlotPicker({
  type,
  lang,
  texts,
  onPick,
  exclude,
  picked,
  notice,
  refresh,
}: SlotPickerProps) {
  // Read once hydrated: the server cannot know the visitor's zone.
  const detected = useSyncExternalStore(noSubscription, detectTimeZone, () => undefined);
  const [chosenZone, setChosenZone] = useState<string>();
  const timeZone = chosenZone ?? detected;
  // The page's moment: which day is "today" must not change from one render to the next.
  const [openedAt] = useState(() => Date.now());
  const today = timeZone ? dayIn(openedAt, timeZone) : undefined;
  const firstMonth = today && monthOf(today);

  // Until the visitor pages, the month shown is the first with a free day (searched forward).
  const [chosenMonth, setChosenMonth] = useState<MonthKey>();
  const [searched, setSearched] = useState(0);
  const month = chosenMonth ?? (firstMonth && addMonths(firstMonth, searched));
  const { slots, retry } = useMonthSlots({ type, lang, timeZone, month }, refresh);

  const byDay = new Map<DayKey, Slot[]>();
  if (slots.status === "ready")
    for (const [day, list] of slots.byDay) {
      const open = list.filter((s) => !exclude || Date.parse(s.start) !== Date.parse(exclude));
      if (open.length) byDay.set(day, open);
    }
  const free = new Set(byDay.keys());
  const firstFree = [...free].sort()[0];
  const searching = !chosenMonth && slots.status === "ready" && !firstFree;
  if (searching && searched < SEARCH_MONTHS - 1) setSearched(searched + 1);
  const none = searching && searched >= SEARCH_MONTHS - 1;

  const [chosenDay, setChosenDay] = useState<DayKey>();
  const selected = chosenDay ?? (chosenMonth ? undefined : firstFree);
  const [focusDay, setFocusDay] = useState<DayKey>();
  const inMonth = (day?: DayKey) => (day && month && monthOf(day) === month ? day : undefined);
  const tabbable = inMonth(focusDay) ?? inMonth(selected) ?? firstFree ?? `${month}-01`;

  const grid = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${tabbable}"]`)?.focus();
  }, [tabbable]);

  const failed = slots.status === "error";
  useEffect(() => {
    if (failed)
      toast({ title: texts.errorTitle, description: texts.error, variant: "destructive" });
  }, [failed, texts]);

  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice, refresh]);

  if (!timeZone || !month || !today || !firstMonth) return <PickerFrame />;

  const lastMonth = addMonths(firstMonth, MAX_MONTHS_AHEAD);
  const goTo = (next: MonthKey, focus?: DayKey) => {
    if (next < firstMonth || next > lastMonth) return false;
    setChosenDay((day) => day ?? selected);
    setChosenMonth(next);
    setFocusDay(focus);
    return true;
  };
  const onKey = (event: KeyboardEvent, day: DayKey) => {
    const next = moveDay(day, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    if (monthOf(next) !== month && !goTo(monthOf(next), next)) return;
    focusPending.current = true;
    setFocusDay(next);
  };
  const times = selected ? (byDay.get(selected) ?? []) : [];

  return (
    <PickerFrame>
      {notice && (
        <p
          ref={noticeRef}
          role="alert"
          tabIndex={-1}
          className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950"
        >
          {notice}
        </p>
      )}
      <div className="grid gap-6 @2xl:grid-cols-[minmax(0,21rem)_minmax(0,1fr)]">
        <div ref={grid}>
          <MonthGrid
            lang={lang}
            month={month}
            today={today}
            free={free}
            selected={inMonth(selected)}
            focusDay={tabbable}
            canGoBack={month > firstMonth}
            canGoForward={month < lastMonth}
            labels={texts}
            onMonth={(step) => goTo(addMonths(month, step))}
            onKey={onKey}
            onSelect={(day) => {
              setChosenDay(day);
              setFocusDay(day);
            }}
          />
        </div>
        <TimesPanel
          lang={lang}
          texts={texts}
          timeZone={timeZone}
          day={inMonth(selected)}
          times={times}
          picked={picked}
          state={
            failed
              ? "failed"
              : none
                ? "none"
                : slots.status === "loading" || searching
                  ? "loading"
                  : free.size
                    ? "ready"
                    : "empty"
          }
          onPick={(slot) => onPick(slot, timeZone)}
          onRetry={retry}
        />
      </div>
      <TimeZoneField
        label={texts.timeZone}
        value={timeZone}
        onChange={setChosenZone}
        business={
          slots.status === "ready" && slots.businessTimeZone
            ? fill(texts.businessZone, { zone: readableZone(slots.businessTimeZone) })
            : ""
        }
      />
    </PickerFrame>
  );
}

/**
 * The picker's box, a size container: the layout follows the width the page gives it (two
 * columns in a wide card, one on a phone). Every part has a fixed height, so nothing moves
 * while months and times load.
 */
function PickerFrame({ children }: { children?: ReactNode }) {
  return <div className="@container">{children}</div>;
}

type PanelState = "loading" | "ready" | "empty" | "none" | "failed";

function TimesPanel(props: {
  lang: Lang;
  texts: SlotPickerTexts;
  timeZone: string;
  day?: DayKey;
  times: Slot[];
  picked?: string;
  state: PanelState;
  onPick: (slot: Slot) => void;
  onRetry: () => void;
}) {
  const { lang, texts, timeZone, day, times, state } = props;
  const headingId = useId();
  const pickedMs = props.picked ? Date.parse(props.picked) : NaN;
  return (
    <div className="flex min-w-0 flex-col">
      <h3
        id={headingId}
        className="flex h-11 items-center text-base font-bold first-letter:uppercase sm:text-lg"
      >
        <span className="truncate">{state === "ready" && day ? longDay(day, lang) : "\u00a0"}</span>
      </h3>
      <p className="mt-3 h-5 truncate text-sm text-muted">
        {fill(texts.timesIn, { zone: readableZone(timeZone) })}
      </p>
      <div className="mt-3 h-60 overflow-y-auto rounded-xl @2xl:h-[16.5rem]">
        {state === "loading" && (
          <p role="status" className="flex items-center gap-2 p-1 text-sm text-muted">
            <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
            {texts.loadingTimes}
          </p>
        )}
        {(state === "failed" || state === "none") && (
          <div className="rounded-xl border border-line bg-surface p-4">
            <p className="font-bold">{state === "failed" ? texts.failedTitle : texts.noneTitle}</p>
            <div className="mt-1">
              <ContactOptions texts={texts} lang={lang} />
            </div>
            {state === "failed" && (
              <button
                type="button"
                onClick={props.onRetry}
                className="mt-1 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink underline-offset-4 hover:underline [&_svg]:size-4"
              >
                <RotateCcw aria-hidden />
                {texts.retry}
              </button>
            )}
          </div>
        )}
        {state === "empty" && <p className="p-1 text-sm text-muted">{texts.noTimesMonth}</p>}
        {state === "ready" && !day && <p className="p-1 text-sm text-muted">{texts.chooseDay}</p>}
        {state === "ready" && day && times.length === 0 && (
          <p className="p-1 text-sm text-muted">{texts.noTimesDay}</p>
        )}
        {state === "ready" && day && times.length > 0 && (
          <ul
            aria-labelledby={headingId}
            className="grid grid-cols-3 gap-2 p-1 @md:grid-cols-4 @2xl:grid-cols-3"
          >
            {times.map((slot) => (
              <li key={slot.start}>
                <button
                  type="button"
                  aria-pressed={props.picked ? Date.parse(slot.start) === pickedMs : undefined}
                  onClick={() => props.onPick(slot)}
                  className={cn(
                    "h-11 w-full rounded-lg border text-sm font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
                    Date.parse(slot.start) === pickedMs
                      ? "border-primary bg-primary text-white"
                      : "border-primary/40 bg-white text-primary hover:bg-primary hover:text-white",
                  )}
                >
                  {/* The accessible name is the whole date and time (slotLabel). */}
                  <span className="sr-only">{dateIn(slot.start, timeZone, lang)}, </span>
                  {timeIn(slot.start, timeZone, lang)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
