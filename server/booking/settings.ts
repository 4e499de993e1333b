/**
 * Availability as the owner set it: the typed defaults (app/content/business.ts) under the
 * overrides stored in site_settings as `booking.availability` (validated JSON, written by the
 * admin). Every process keeps a copy for a few seconds, like server/admin/settings.ts, so an edit
 * reaches every process within seconds with no rebuild and a slots request rarely waits for it.
 * A stored value that no longer validates is ignored (defaults apply) rather than breaking booking.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  bookingDefaults,
  meetingTypes,
  type MeetingAvailability,
  type MeetingType,
} from "../../app/content/business.ts";
import type { Database } from "../db/client.ts";
import { siteSettings } from "../db/schema.ts";
import { canonicalTimeZone, isIsoDate } from "./availability.ts";

export const AVAILABILITY_KEY = "booking.availability";

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);
const range = z
  .object({ start: time, end: time })
  .refine((r) => r.start < r.end, "a range ends after it starts");
const day = z.array(range).max(8);

export const meetingAvailabilitySchema = z.object({
  timezone: z.string().refine((tz) => canonicalTimeZone(tz) !== undefined, "unknown time zone"),
  weeklyHours: z.object({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day }),
  slotMinutes: z.number().int().min(5).max(480),
  bufferMinutes: z.number().int().min(0).max(240),
  minNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 30),
  horizonDays: z.number().int().min(1).max(365),
  blackoutDates: z.array(z.string().refine(isIsoDate, "not a date")).max(1000),
  capacity: z.number().int().min(1).max(100),
}) satisfies z.ZodType<MeetingAvailability>;

/** What is stored: any meeting type may be left out (its defaults apply). */
export const availabilityOverridesSchema = z.partialRecord(
  z.enum(meetingTypes),
  meetingAvailabilitySchema,
);
export type AvailabilityOverrides = z.infer<typeof availabilityOverridesSchema>;
export type Availability = Record<MeetingType, MeetingAvailability>;

export function createAvailabilitySettings(
  db: Database,
  options: { ttlMs?: number; now?: () => number; onInvalid?: (error: z.ZodError) => void } = {},
) {
  const ttlMs = options.ttlMs ?? 5_000;
  const now = options.now ?? Date.now;
  let cached: Availability | undefined;
  let loadedAt = -Infinity;
  let loading: Promise<Availability> | undefined;

  async function load(): Promise<Availability> {
    const [row] = await db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, AVAILABILITY_KEY));
    let overrides: AvailabilityOverrides = {};
    if (row) {
      const parsed = availabilityOverridesSchema.safeParse(safeJson(row.value));
      if (parsed.success) overrides = parsed.data;
      else options.onInvalid?.(parsed.error);
    }
    cached = { ...bookingDefaults, ...overrides };
    loadedAt = now();
    return cached;
  }

  function refresh(): Promise<Availability> {
    loading ??= load().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  return {
    /** From memory while fresh; a stale copy is served while a reload runs in the background. */
    async get(): Promise<Availability> {
      if (!cached) return refresh();
      if (now() - loadedAt > ttlMs) refresh().catch(() => {});
      return cached;
    },
    /** Fresh from the database: a booking is judged by the hours in force now. */
    fresh: refresh,
    async save(input: unknown): Promise<{ ok: true } | { ok: false; error: z.ZodError }> {
      const parsed = availabilityOverridesSchema.safeParse(input);
      if (!parsed.success) return { ok: false, error: parsed.error };
      await db
        .insert(siteSettings)
        .values({ key: AVAILABILITY_KEY, value: JSON.stringify(parsed.data) })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
      cached = { ...bookingDefaults, ...parsed.data };
      loadedAt = now();
      return { ok: true };
    },
  };
}

export type AvailabilitySettings = ReturnType<typeof createAvailabilitySettings>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
