/**
 * Free meeting times, computed from a meeting type's availability (app/content/business.ts) and
 * the bookings already taken. Pure: no clock, no database. Hours live in the business's zone,
 * the range asked for lives in the visitor's, and every answer is a UTC instant, so a visitor
 * whose clocks change (Madrid, New York) sees the same meetings at their new local times.
 */
import { TZDate } from "@date-fns/tz";
import type { MeetingAvailability, Weekday } from "../../app/content/business.ts";

export type Slot = { start: string; end: string };

export const MAX_DAYS = 62;
const MINUTE = 60_000;
const DAY = 86_400_000;
const WEEKDAYS: Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The zone's canonical name, or undefined when it is not an IANA zone this runtime knows. */
export function canonicalTimeZone(tz: string): string | undefined {
  if (tz.length === 0 || tz.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(tz)) return undefined;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The instant when the wall clock in `tz` shows `date` at `time` ("HH:MM"). */
function wallToUtc(date: string, time: string, tz: string): number {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  return new TZDate(y, mo - 1, d, h, mi, tz).getTime();
}

function dateIn(ms: number, tz: string): string {
  const t = new TZDate(ms, tz);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

/**
 * Each day's grid, per availability object: it depends only on the business day and its hours,
 * never on the visitor, and working it out (zone arithmetic) was most of a slots request's CPU.
 * Availability objects are never mutated (a new one comes with each owner's edit), so a stale
 * grid cannot outlive its hours; the bound keeps a long-running process's memory flat.
 */
type GridSlot = { at: number; slot: Slot };
const grids = new WeakMap<MeetingAvailability, Map<string, readonly GridSlot[]>>();
const GRID_DAYS_KEPT = 800;

function dayGrid(config: MeetingAvailability, date: string): readonly GridSlot[] {
  let days = grids.get(config);
  if (!days) grids.set(config, (days = new Map()));
  let grid = days.get(date);
  if (!grid) {
    if (days.size >= GRID_DAYS_KEPT) days.clear();
    const slotMs = config.slotMinutes * MINUTE;
    grid = computeDayGrid(config, date).map((at) => ({
      at,
      // Kept as the answer writes them: formatting instants was the other half of the cost.
      slot: { start: new Date(at).toISOString(), end: new Date(at + slotMs).toISOString() },
    }));
    days.set(date, grid);
  }
  return grid;
}

/** Start instants of the meeting grid on one business day (no notice, horizon or bookings). */
function computeDayGrid(config: MeetingAvailability, date: string): number[] {
  if (config.blackoutDates.includes(date)) return [];
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  const slotMs = config.slotMinutes * MINUTE;
  const stepMs = (config.slotMinutes + config.bufferMinutes) * MINUTE;
  const starts: number[] = [];
  for (const range of config.weeklyHours[weekday]) {
    const end = wallToUtc(date, range.end, config.timezone);
    for (let t = wallToUtc(date, range.start, config.timezone); t + slotMs <= end; t += stepMs)
      starts.push(t);
  }
  return starts.sort((a, b) => a - b);
}

/** Bookings holding a time: start instant (ms) → how many. */
export type Taken = Map<number, number>;

/**
 * How many bookings a meeting at `start` would meet: those at the same time and any other that
 * overlaps it or its buffer (bookings made before the owner changed the hours or the buffer).
 */
function load(config: MeetingAvailability, start: number, taken: Taken): number {
  const reach = (config.slotMinutes + config.bufferMinutes) * MINUTE;
  let count = 0;
  for (const [t, n] of taken) if (Math.abs(t - start) < reach) count += n;
  return count;
}

function bounds(config: MeetingAvailability, now: number) {
  return {
    earliest: now + config.minNoticeMinutes * MINUTE,
    latest: now + config.horizonDays * DAY,
  };
}

export type SlotQuery = {
  /** First day, YYYY-MM-DD, as a date in `tz`. */
  from: string;
  days: number;
  /** The visitor's IANA zone. */
  tz: string;
  now: number;
  taken?: Taken;
};

/** Free meetings starting on the visitor's days [from, from + days), earliest first. */
export function freeSlots(config: MeetingAvailability, query: SlotQuery): Slot[] {
  const tz = canonicalTimeZone(query.tz);
  if (!tz) throw new RangeError(`Unknown time zone: ${query.tz}`);
  if (!isIsoDate(query.from)) throw new RangeError(`Not a date: ${query.from}`);
  if (!Number.isInteger(query.days) || query.days < 1 || query.days > MAX_DAYS)
    throw new RangeError(`days must be 1 to ${MAX_DAYS}`);
  const { earliest, latest } = bounds(config, query.now);
  const start = Math.max(wallToUtc(query.from, "00:00", tz), earliest);
  const end = Math.min(wallToUtc(addDays(query.from, query.days), "00:00", tz), latest);
  if (start >= end) return [];

  const taken = query.taken ?? new Map();
  const slots: Slot[] = [];
  const lastDate = dateIn(end, config.timezone);
  for (let date = dateIn(start, config.timezone); date <= lastDate; date = addDays(date, 1))
    for (const { at, slot } of dayGrid(config, date))
      if (at >= start && at < end && load(config, at, taken) < config.capacity)
        slots.push({ ...slot });
  return slots;
}

export type SlotCheck =
  | { status: "free"; start: number; end: number }
  | { status: "taken" }
  /** Not a meeting time at all: past, too soon, too far, outside the hours, off the grid. */
  | { status: "invalid" };

/** Whether a meeting can start at `start` (ms) now, for a booking or a reschedule. */
export function checkSlot(
  config: MeetingAvailability,
  start: number,
  now: number,
  taken: Taken = new Map(),
): SlotCheck {
  const { earliest, latest } = bounds(config, now);
  if (!Number.isFinite(start) || start < earliest || start >= latest) return { status: "invalid" };
  if (!dayGrid(config, dateIn(start, config.timezone)).some((g) => g.at === start))
    return { status: "invalid" };
  if (load(config, start, taken) >= config.capacity) return { status: "taken" };
  return { status: "free", start, end: start + config.slotMinutes * MINUTE };
}

/** The visitor's calendar date of an instant, for "the next free times from that day". */
export function visitorDate(ms: number, tz: string): string {
  return dateIn(ms, tz);
}
