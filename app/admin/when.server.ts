/**
 * Dates of the bookings and outbox pages, formatted on the server: the text is then the same in
 * the HTML and after hydration, whatever the browser's own time-zone data says.
 */
import type { Lang } from "../content/routes.ts";

export function whenIn(iso: string, lang: Lang, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: lang === "en" ? "h12" : "h23",
  };
  const locale = lang === "en" ? "en-US" : "es";
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(new Date(iso));
  } catch {
    // A zone this runtime does not know (an old row): UTC, said so.
    return `${new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(new Date(iso))} UTC`;
  }
}
