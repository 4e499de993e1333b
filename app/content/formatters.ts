/**
 * How every figure is written: counts, prices, percentages, ranges, dates, clock times and lists.
 * One module for the pages, the long-form documents, the e-mails and the sales assistant, so a
 * figure reads the same wherever it is quoted. It lives in app/content, the base layer, so every
 * layer and the server can import it.
 */
import type { Lang } from "./routes.ts";

const locale: Record<Lang, string> = { es: "es", en: "en-US" };

/**
 * A number with a thousands comma in both languages, as the price tables show it: 14,000, 12.5
 * (`n.toLocaleString("en-US")`, up to three decimals). Written without Intl: on a phone the
 * first Intl number format of a page costs tens of milliseconds of hydration, for commas.
 */
export function formatCount(n: number): string {
  const [whole, fraction] = String(Math.round(Math.abs(n) * 1000) / 1000).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${n < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** A price with two decimals and a dot, as the price tables show it: 84.15, 51.00. */
export function formatUsd(amount: number): string {
  return amount.toFixed(2);
}

/** A whole amount in dollars with its sign: $1,500, $15,000. */
export function formatDollars(amount: number): string {
  return `$${formatCount(amount)}`;
}

/** A fraction as whole percent points, without the sign (each text places it): 0.15 → "15". */
export function formatPercent(fraction: number): string {
  return formatCount(Math.round(fraction * 100));
}

/**
 * A number as the language groups it (Spanish "14.000", English "14,000"), for what visitors
 * typed themselves (a lead's needs) rather than the published figures.
 */
export function formatNumber(n: number, lang: Lang): string {
  return new Intl.NumberFormat(locale[lang]).format(n);
}

/** "1–2", or "1" when both ends are equal. */
export function formatRange(min: number, max: number): string {
  return min === max ? formatCount(min) : `${formatCount(min)}–${formatCount(max)}`;
}

/**
 * A date (yyyy-mm-dd, or an ISO timestamp) as a long date in the language, read in UTC so server
 * and browser agree: "2 de mayo de 2025", "May 2, 2025".
 */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale[lang], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(iso),
  );
}

/** "09:00" → "9:00" (24-hour clock, as the SLA states it). */
export function formatClock24(hhmm: string): string {
  return hhmm.replace(/^0(\d)/, "$1");
}

/** "08:00" → "8:00 a. m." / "8:00 AM" (12-hour clock, as the contact hours are shown). */
export function formatClock12(hhmm: string, lang: Lang): string {
  const [h, m] = hhmm.split(":").map(Number);
  return new Intl.DateTimeFormat(locale[lang], {
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2025, 0, 6, h, m)));
}

/** "a, b y c" / "a, b, and c". */
export function formatList(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(locale[lang], { type: "conjunction" }).format(items);
}
