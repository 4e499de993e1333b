import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, type KeyboardEvent, type ReactNode } from "react";
import type { Lang } from "../../content/routes.ts";
import { cn } from "../../lib/cn.ts";
import { monthGrid, type DayKey, type MonthKey } from "./calendar.ts";
import { longDay, monthName, weekdays } from "./zoned.ts";

type Props = {
  lang: Lang;
  month: MonthKey;
  today: DayKey;
  /** Days with at least one free time. */
  free: ReadonlySet<DayKey>;
  selected?: DayKey;
  /** The one day reachable with Tab (roving focus); arrow keys move it. */
  focusDay: DayKey;
  canGoBack: boolean;
  canGoForward: boolean;
  labels: { previousMonth: string; nextMonth: string };
  onMonth: (step: -1 | 1) => void;
  onKey: (event: KeyboardEvent, day: DayKey) => void;
  onSelect: (day: DayKey) => void;
};

/**
 * A month as a grid of day buttons (the ARIA date-picker pattern): always six weeks tall, days
 * without free times disabled but still reachable with the arrow keys, today marked. Each day
 * button carries `data-day`, so the picker can move the focus to the day a key chose.
 */
export function MonthGrid(props: Props) {
  const { lang, month, today, free, selected, focusDay } = props;
  const labelId = useId();

  return (
    <div>
      <div className="flex h-11 items-center justify-between gap-2">
        <MonthButton
          label={props.labels.previousMonth}
          disabled={!props.canGoBack}
          onClick={() => props.onMonth(-1)}
        >
          <ChevronLeft aria-hidden />
        </MonthButton>
        <h3
          id={labelId}
          aria-live="polite"
          className="text-base font-bold first-letter:uppercase sm:text-lg"
        >
          {monthName(month, lang)}
        </h3>
        <MonthButton
          label={props.labels.nextMonth}
          disabled={!props.canGoForward}
          onClick={() => props.onMonth(1)}
        >
          <ChevronRight aria-hidden />
        </MonthButton>
      </div>
      <table
        role="grid"
        aria-labelledby={labelId}
        className="mt-3 w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {weekdays(lang).map((d) => (
              <th key={d.long} scope="col" className="h-7 text-xs font-semibold text-muted">
                <span aria-hidden>{d.short.replace(".", "")}</span>
                <span className="sr-only">{d.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, i) => (
            <tr key={i}>
              {week.map((day, j) =>
                day ? (
                  <td key={day} aria-selected={day === selected}>
                    <DayButton
                      day={day}
                      label={longDay(day, lang)}
                      free={free.has(day)}
                      selected={day === selected}
                      today={day === today}
                      tabbable={day === focusDay}
                      onKeyDown={(e) => props.onKey(e, day)}
                      onClick={() => free.has(day) && props.onSelect(day)}
                    />
                  </td>
                ) : (
                  <td key={`empty-${j}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MonthButton(props: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      disabled={props.disabled}
      onClick={props.onClick}
      className="grid size-11 place-items-center rounded-full border border-line text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-40 [&_svg]:size-5"
    >
      {props.children}
      <span className="sr-only">{props.label}</span>
    </button>
  );
}

function DayButton(props: {
  day: DayKey;
  label: string;
  free: boolean;
  selected: boolean;
  today: boolean;
  tabbable: boolean;
  onKeyDown: (e: KeyboardEvent) => void;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      data-day={props.day}
      tabIndex={props.tabbable ? 0 : -1}
      aria-label={props.label}
      aria-disabled={props.free ? undefined : true}
      aria-current={props.today ? "date" : undefined}
      onKeyDown={props.onKeyDown}
      onClick={props.onClick}
      className={cn(
        "h-11 w-full rounded-lg text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
        props.selected
          ? "bg-primary font-bold text-white"
          : props.free
            ? "bg-primary-soft font-semibold text-primary hover:bg-primary hover:text-white"
            : "cursor-default text-slate-400",
        props.today && !props.selected && "underline decoration-2 underline-offset-4",
      )}
    >
      {Number(props.day.slice(8))}
    </button>
  );
}
