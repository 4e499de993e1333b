import { useEffect, useState } from "react";
import type { MeetingType } from "../../content/business.ts";
import type { Lang } from "../../content/routes.ts";
import { daysInMonth, firstDay, type DayKey, type MonthKey } from "./calendar.ts";
import { dayIn } from "./zoned.ts";

export type Slot = { start: string; end: string };

export type MonthSlots =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; byDay: Map<DayKey, Slot[]>; businessTimeZone: string };

const ENDPOINT = "/functions/v1/booking-slots";

/** One month of free times, grouped by the visitor's day in `timeZone`. */
async function fetchMonth(
  query: { type: MeetingType; month: MonthKey; timeZone: string; lang: Lang },
  signal: AbortSignal,
): Promise<MonthSlots> {
  const params = new URLSearchParams({
    type: query.type,
    from: firstDay(query.month),
    days: String(daysInMonth(query.month)),
    tz: query.timeZone,
    lang: query.lang,
  });
  const res = await fetch(`${ENDPOINT}?${params}`, {
    signal,
    headers: { Accept: "application/json" },
  });
  if (!res.ok) throw new Error(`booking-slots answered ${res.status}`);
  const body = (await res.json()) as { slots?: Slot[]; businessTimezone?: string };
  if (!Array.isArray(body.slots)) throw new Error("booking-slots: no slots in the answer");
  const byDay = new Map<DayKey, Slot[]>();
  for (const slot of body.slots) {
    const day = dayIn(slot.start, query.timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return { status: "ready", byDay, businessTimeZone: body.businessTimezone ?? "" };
}

/**
 * The free times of the visible month, fetched whenever the month, the zone, `version` (a
 * booking attempt found a time taken) or a retry asks; a month is small and our own function
 * answers it from one query, so nothing is kept between months.
 */
export function useMonthSlots(
  query: { type: MeetingType; lang: Lang; timeZone?: string; month?: MonthKey },
  version = 0,
): { slots: MonthSlots; retry: () => void } {
  const { type, lang, timeZone, month } = query;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; slots: MonthSlots }>();
  const key = timeZone && month ? `${type}|${timeZone}|${month}|${version}|${attempt}` : "";

  useEffect(() => {
    if (!timeZone || !month) return;
    const controller = new AbortController();
    fetchMonth({ type, month, timeZone, lang }, controller.signal)
      .catch((): MonthSlots => ({ status: "error" }))
      .then((slots) => {
        if (!controller.signal.aborted) setResult({ key, slots });
      });
    return () => controller.abort();
  }, [key, type, month, timeZone, lang]);

  return {
    slots: key && result?.key === key ? result.slots : { status: "loading" },
    retry: () => setAttempt((n) => n + 1),
  };
}
