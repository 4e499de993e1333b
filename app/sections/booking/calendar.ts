/**
 * Calendar arithmetic on plain dates ("YYYY-MM-DD", a day in the visitor's zone) and months
 * ("YYYY-MM"). Done in UTC so no local zone or daylight-saving change can skip or repeat a day.
 */

export type DayKey = string;
export type MonthKey = string;

const DAY_MS = 86_400_000;

function toUtc(key: DayKey): number {
  const [y, m, d] = key.split("-").map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

function fromUtc(ms: number): DayKey {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(key: DayKey, days: number): DayKey {
  return fromUtc(toUtc(key) + days * DAY_MS);
}

export function monthOf(key: DayKey): MonthKey {
  return key.slice(0, 7);
}

export function firstDay(month: MonthKey): DayKey {
  return `${month}-01`;
}

export function daysInMonth(month: MonthKey): number {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y!, m!, 0)).getUTCDate();
}

export function addMonths(month: MonthKey, months: number): MonthKey {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1 + months, 1)).toISOString().slice(0, 7);
}

/** The same day of the month `months` away, or that month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonthsToDay(key: DayKey, months: number): DayKey {
  const month = addMonths(monthOf(key), months);
  const day = Math.min(Number(key.slice(8)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, "0")}`;
}

/** 0 = Monday … 6 = Sunday: weeks start on Monday in both languages' calendars here. */
export function weekdayIndex(key: DayKey): number {
  return (new Date(toUtc(key)).getUTCDay() + 6) % 7;
}

/**
 * A month as six weeks of seven cells, Monday first: a day of the month or null for the cells
 * before and after it. Always 42 cells, so every month takes the same height.
 */
export function monthGrid(month: MonthKey): (DayKey | null)[][] {
  const first = firstDay(month);
  const lead = weekdayIndex(first);
  const count = daysInMonth(month);
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, col) => {
      const n = week * 7 + col - lead;
      return n >= 0 && n < count ? addDays(first, n) : null;
    }),
  );
}

/**
 * Where a key press moves the focused day (the ARIA date-picker pattern): arrows by a day or a
 * week, Home/End to the week's Monday/Sunday, PageUp/PageDown by a month (Shift: a year).
 * Undefined for any other key.
 */
export function moveDay(key: DayKey, pressed: string, shift = false): DayKey | undefined {
  switch (pressed) {
    case "ArrowLeft":
      return addDays(key, -1);
    case "ArrowRight":
      return addDays(key, 1);
    case "ArrowUp":
      return addDays(key, -7);
    case "ArrowDown":
      return addDays(key, 7);
    case "Home":
      return addDays(key, -weekdayIndex(key));
    case "End":
      return addDays(key, 6 - weekdayIndex(key));
    case "PageUp":
      return addMonthsToDay(key, shift ? -12 : -1);
    case "PageDown":
      return addMonthsToDay(key, shift ? 12 : 1);
    default:
      return undefined;
  }
}
