/**
 * Instants shown in a time zone and language: which day a slot falls on for the visitor, its
 * time (24-hour clock in Spanish, 12-hour in English) and the full spoken label of a time button.
 * Formatters are cached: building an Intl.DateTimeFormat costs far more than using one.
 */
import type { Lang } from "../../content/routes.ts";
import type { DayKey, MonthKey } from "./calendar.ts";

const locales: Record<Lang, string> = { es: "es-ES", en: "en-US" };
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang | "iso", timeZone: string, options: Intl.DateTimeFormatOptions) {
  const id = `${lang}|${timeZone}|${JSON.stringify(options)}`;
  let f = cache.get(id);
  if (!f) {
    const locale = lang === "iso" ? "en-CA" : locales[lang];
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    cache.set(id, f);
  }
  return f;
}

const toMs = (instant: string | number) =>
  typeof instant === "number" ? instant : Date.parse(instant);

/** The visitor's calendar day of an instant in `timeZone`. */
export function dayIn(instant: string | number, timeZone: string): DayKey {
  const parts = formatter("iso", timeZone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(toMs(instant));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get("year")}-${get("month")}-${get("day")}`;
}

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
};

/** "martes, 24 de noviembre de 2026" / "Tuesday, November 24, 2026" for a calendar day. */
export function longDay(key: DayKey, lang: Lang): string {
  return formatter(lang, "UTC", LONG_DATE).format(Date.parse(`${key}T12:00:00Z`));
}

/** "noviembre de 2026" / "November 2026". */
export function monthName(month: MonthKey, lang: Lang): string {
  return formatter(lang, "UTC", { month: "long", year: "numeric" }).format(
    Date.parse(`${month}-15T12:00:00Z`),
  );
}

/** Monday-first weekday names, short and long, for the grid's column headers. */
export function weekdays(lang: Lang): { short: string; long: string }[] {
  // 2026-11-23 is a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const at = Date.UTC(2026, 10, 23 + i, 12);
    return {
      short: formatter(lang, "UTC", { weekday: "short" }).format(at),
      long: formatter(lang, "UTC", { weekday: "long" }).format(at),
    };
  });
}

/** "09:00" in Spanish, "9:00 AM" in English. */
export function timeIn(instant: string | number, timeZone: string, lang: Lang): string {
  const options: Intl.DateTimeFormatOptions =
    lang === "es"
      ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }
      : { hour: "numeric", minute: "2-digit", hour12: true };
  return formatter(lang, timeZone, options).format(toMs(instant));
}

/** The full date of an instant in a zone, "martes, 24 de noviembre de 2026". */
export function dateIn(instant: string | number, timeZone: string, lang: Lang): string {
  return formatter(lang, timeZone, LONG_DATE).format(toMs(instant));
}

/** A time button's accessible name: "martes, 24 de noviembre de 2026, 09:00". */
export function slotLabel(instant: string | number, timeZone: string, lang: Lang): string {
  return `${dateIn(instant, timeZone, lang)}, ${timeIn(instant, timeZone, lang)}`;
}

/** The browser's zone, or undefined where Intl cannot tell. */
export function detectTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export { readableZone } from "../../i18n/zone-name.ts";

/** Every zone the browser knows, sorted, always including `current` (e.g. "UTC", not listed). */
export function timeZoneChoices(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([...known, current])].sort();
}
