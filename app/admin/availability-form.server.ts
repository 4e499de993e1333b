/**
 * The availability editor's form: from the stored hours to text fields and back. Fields are named
 * `<type>.<field>` (`demo.mon`, `ai-development.slotMinutes`). What cannot be read (a range
 * written wrongly, a word where a number goes) is an error on that field here; the values that
 * parse are then judged by server/booking/settings.ts's schema, whose issues are mapped back to
 * the field they came from, so every refusal shows next to its input.
 */
import {
  meetingTypes,
  type MeetingAvailability,
  type MeetingType,
  type Weekday,
} from "../content/business.ts";

export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export type AvailabilityField =
  | Weekday
  | "timezone"
  | "slotMinutes"
  | "bufferMinutes"
  | "minNoticeHours"
  | "horizonDays"
  | "capacity"
  | "blackoutDates";

/** Every field as the form shows it, per meeting type. */
export type AvailabilityValues = Record<MeetingType, Record<AvailabilityField, string>>;
/** Field name (`demo.mon`) → which error to show. */
export type AvailabilityErrors = Partial<Record<string, ErrorKind>>;
export type ErrorKind = "hours" | Exclude<AvailabilityField, Weekday>;

const RANGE = /^(\d{1,2}:\d{2})\s*[-–—]\s*(\d{1,2}:\d{2})$/;
const pad = (time: string) => time.padStart(5, "0");

export function valuesOf(availability: Record<MeetingType, MeetingAvailability>) {
  const out = {} as AvailabilityValues;
  for (const type of meetingTypes) {
    const a = availability[type];
    const hours = Object.fromEntries(
      weekdays.map((day) => [day, a.weeklyHours[day].map((r) => `${r.start}-${r.end}`).join(", ")]),
    ) as Record<Weekday, string>;
    out[type] = {
      ...hours,
      timezone: a.timezone,
      slotMinutes: String(a.slotMinutes),
      bufferMinutes: String(a.bufferMinutes),
      minNoticeHours: String(Math.round((a.minNoticeMinutes / 60) * 100) / 100),
      horizonDays: String(a.horizonDays),
      capacity: String(a.capacity),
      blackoutDates: a.blackoutDates.join("\n"),
    };
  }
  return out;
}

/** A number as typed, or NaN: "", "1e3", "0x10" and "12abc" are not numbers here. */
function numberOf(text: string): number {
  return /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : NaN;
}

/**
 * The form as the settings schema's input. Fields that cannot be read are reported and given a
 * value the schema refuses, so its other checks still run on the rest.
 */
export function readAvailabilityForm(form: FormData) {
  const values = {} as AvailabilityValues;
  const errors: AvailabilityErrors = {};
  const input: Record<string, unknown> = {};
  for (const type of meetingTypes) {
    const text = (field: AvailabilityField) => {
      const value = form.get(`${type}.${field}`);
      return typeof value === "string" ? value : "";
    };
    const own = {} as Record<AvailabilityField, string>;
    const weeklyHours = {} as Record<Weekday, { start: string; end: string }[]>;
    for (const day of weekdays) {
      own[day] = text(day);
      const parts = own[day]
        .split(/[,;]/)
        .map((p) => p.trim())
        .filter(Boolean);
      const ranges = parts.map((p) => RANGE.exec(p));
      if (ranges.some((r) => !r)) errors[`${type}.${day}`] = "hours";
      weeklyHours[day] = ranges.map((r) =>
        r ? { start: pad(r[1]!), end: pad(r[2]!) } : { start: "?", end: "?" },
      );
    }
    for (const field of [
      "timezone",
      "slotMinutes",
      "bufferMinutes",
      "minNoticeHours",
      "horizonDays",
      "capacity",
      "blackoutDates",
    ] as const)
      own[field] = text(field);
    const hours = numberOf(own.minNoticeHours);
    input[type] = {
      timezone: own.timezone.trim(),
      weeklyHours,
      slotMinutes: numberOf(own.slotMinutes),
      bufferMinutes: numberOf(own.bufferMinutes),
      minNoticeMinutes: Number.isNaN(hours) ? NaN : Math.round(hours * 60),
      horizonDays: numberOf(own.horizonDays),
      capacity: numberOf(own.capacity),
      blackoutDates: own.blackoutDates
        .split(/\r?\n/)
        .map((d) => d.trim())
        .filter(Boolean),
    };
    values[type] = own;
  }
  return { values, errors, input };
}

const schemaField: Record<string, ErrorKind> = {
  timezone: "timezone",
  slotMinutes: "slotMinutes",
  bufferMinutes: "bufferMinutes",
  minNoticeMinutes: "minNoticeHours",
  horizonDays: "horizonDays",
  capacity: "capacity",
  blackoutDates: "blackoutDates",
};

/** A schema issue's path (`["demo", "weeklyHours", "mon", 0, "end"]`) as a form field. */
export function fieldOfIssue(path: PropertyKey[]): { name: string; kind: ErrorKind } | undefined {
  const [type, key, day] = path.map(String);
  if (!type || !key) return undefined;
  if (key === "weeklyHours" && day) return { name: `${type}.${day}`, kind: "hours" };
  const kind = schemaField[key];
  return kind && { name: `${type}.${kind}`, kind };
}
