/**
 * A booked meeting's time as the visitor reads it: in the zone they booked from and the page's
 * language (24-hour clock in Spanish, 12-hour in English, as the widget shows times), with the
 * zone named both ways: its IANA id ("Europe/Madrid") and its local name ("hora de Europa
 * central"). An unknown zone in an old row falls back to UTC, named as such.
 */
import type { Lang } from "../../content/routes.ts";
import { readableZone } from "../booking/zoned.ts";
import { validZone } from "../../content/time-zone.ts";

const locales: Record<Lang, string> = { es: "es-ES", en: "en-US" };

export type MeetingTime = {
  /** "martes, 10 de marzo de 2026" */
  date: string;
  /** "15:00–15:30" / "3:00 PM – 3:30 PM" */
  time: string;
  /** "martes, 10 de marzo de 2026, 15:00": one phrase for announcements. */
  when: string;
  /** The IANA id, readable: "America/New York". */
  zone: string;
  /** "hora de Europa central" / "Central European Time"; empty when Intl has none. */
  zoneName: string;
  minutes: number;
};

function clock(lang: Lang, timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(
    locales[lang],
    lang === "es"
      ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }
      : { hour: "numeric", minute: "2-digit", hour12: true, timeZone },
  );
}

function zoneName(at: Date, lang: Lang, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locales[lang], {
      timeZone,
      timeZoneName: "longGeneric",
    }).formatToParts(at);
    return parts.find((p) => p.type === "timeZoneName")?.value ?? "";
  } catch {
    return "";
  }
}

export function meetingTime(start: string, end: string, lang: Lang, zone: string): MeetingTime {
  const timeZone = validZone(zone);
  const from = new Date(start);
  const to = new Date(end);
  const date = new Intl.DateTimeFormat(locales[lang], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(from);
  const hours = clock(lang, timeZone);
  // Not formatRange: it drops the 2-digit hour ("7:30–8:00") the widget writes as "07:30".
  const time = `${hours.format(from)}${lang === "es" ? "–" : " – "}${hours.format(to)}`;
  const name = zoneName(from, lang, timeZone);
  return {
    date,
    time,
    when: `${date}, ${hours.format(from)}`,
    zone: readableZone(timeZone),
    // Intl may answer a zone with itself or a bare offset ("GMT+1"): not a name worth repeating.
    zoneName: name && name !== timeZone && !/^GMT[+−-]/.test(name) ? name : "",
    minutes: Math.round((to.getTime() - from.getTime()) / 60_000),
  };
}
