/**
 * Booking as a service: what the booking functions (./route.ts) and the sales assistant's in-chat
 * booking share, so a meeting booked in the chat passes the same per-address limit, the same
 * per-e-mail limit and the same database-enforced capacity as one booked on /agenda, and a taken
 * time is answered with the same fresh alternatives.
 */
import type { MeetingAvailability, MeetingType } from "../../app/content/business.ts";
import type { Lang } from "../../app/content/routes.ts";
import { manageBookingPath } from "../../app/content/booking.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { freeSlots, MAX_DAYS, visitorDate, type Slot } from "./availability.ts";
import { ALTERNATIVES, type CreateBookingBody } from "./schema.ts";
import { createAvailabilitySettings, type AvailabilitySettings } from "./settings.ts";
import { createBookingStore, type BookingRow } from "./store.ts";

export type BookingServiceDeps = {
  /** The database, or its opening (pages are served while PGlite starts). */
  db: Database | Promise<Database>;
  siteUrl: string;
  logger: Pick<Logger, "error">;
  /** New bookings per client address per hour (BOOKING_RATE_LIMIT_PER_HOUR); 0 = no limit. */
  rateLimitPerHour: number;
  /** WEBHOOK_URL is set: booking events go to the webhook too. */
  webhookConfigured: boolean;
  now?: () => number;
  /** Shared with the admin's editor when given; else one is made here. */
  availability?: AvailabilitySettings;
  /** How long an answer of the slots function is reused, by the real clock (default 1 s). */
  answerTtlMs?: number;
};

export type BookResult =
  | { ok: true; booking: BookingRow; token: string; manageUrl: string }
  | { ok: false; reason: "rate_limited"; retryAfterSeconds: number }
  | { ok: false; reason: "too_many_bookings" }
  | { ok: false; reason: "slot_taken" | "slot_unavailable"; slots: Slot[] };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ANSWER_TTL_MS = 1_000;
const ANSWERS_KEPT = 500;

export function createBookingService(deps: BookingServiceDeps) {
  const now = deps.now ?? Date.now;
  const siteUrl = deps.siteUrl.replace(/\/+$/, "");
  /** The manage page's path with its token, in the booking's language. */
  const managePath = (token: string, lang: Lang) =>
    `${manageBookingPath[lang]}?token=${encodeURIComponent(token)}`;
  const parts = Promise.resolve(deps.db).then((db) => {
    const availability =
      deps.availability ??
      createAvailabilitySettings(db, {
        onInvalid: (error) =>
          deps.logger.error({ issues: error.issues.length }, "stored availability is invalid"),
      });
    return {
      availability,
      store: createBookingStore({
        db,
        availability,
        webhookConfigured: deps.webhookConfigured,
        manageUrl: (token, lang) => siteUrl + managePath(token, lang),
        now,
      }),
      limiter: createRateLimiter(db, { limit: deps.rateLimitPerHour, windowMs: HOUR }),
      // Manage links are unguessable; this only keeps one address from hammering the database.
      manageLimiter: createRateLimiter(db, {
        limit: deps.rateLimitPerHour && Math.max(60, deps.rateLimitPerHour * 6),
        windowMs: HOUR,
      }),
    };
  });
  parts.catch(() => {}); // reported by whoever opened the database

  /** Free times of `type` on the visitor's days [from, from + days), bookings read around them. */
  async function freeIn(
    type: MeetingType,
    config: MeetingAvailability,
    query: { from: string; days: number; tz: string },
  ): Promise<Slot[]> {
    const { store } = await parts;
    // Generous bounds around the visitor's days (zones reach ±14 h; buffers reach further back).
    const start = Date.parse(`${query.from}T00:00:00Z`) - DAY;
    const taken = await store.taken(type, start, start + (query.days + 2) * DAY);
    return freeSlots(config, { ...query, now: now(), taken });
  }

  /** Free times of `type` starting at or after `after` (ms), in the visitor's days. */
  async function nextFree(
    type: MeetingType,
    after: number,
    tz: string,
    count: number = ALTERNATIVES,
  ): Promise<Slot[]> {
    const { availability } = await parts;
    const config = (await availability.get())[type];
    const from = visitorDate(Math.max(after, now()), tz);
    const days = Math.min(MAX_DAYS, config.horizonDays + 2);
    return (await freeIn(type, config, { from, days, tz }))
      .filter((s) => Date.parse(s.start) >= after)
      .slice(0, count);
  }

  /**
   * The slots function's answers, as JSON text, kept for a second per question: every visitor's
   * widget asks for the same month, and working out each answer again (a database round trip,
   * the free times, the JSON) was most of the function's cost under load. This process's own
   * bookings, moves and cancellations drop them at once; another process's show within a second,
   * and a time taken meanwhile is refused with fresh times anyway. A changed availability is a
   * new object, so its answers are never served from the old one.
   */
  const answers = new Map<string, { at: number; config: MeetingAvailability; json: string }>();
  const answerTtlMs = deps.answerTtlMs ?? ANSWER_TTL_MS;
  const changed = () => answers.clear();

  async function slotsAnswer(
    type: MeetingType,
    days: number,
    tz?: string,
    from?: string,
  ): Promise<string> {
    const { availability } = await parts;
    const config = (await availability.get())[type];
    const zone = tz ?? config.timezone;
    const day = from ?? visitorDate(now(), zone);
    const key = `${type}|${day}|${days}|${zone}`;
    const kept = answers.get(key);
    // Its age by the real clock: `now` may be a test's fixed instant.
    if (kept && kept.config === config && performance.now() - kept.at < answerTtlMs)
      return kept.json;
    const json = JSON.stringify({
      type,
      timezone: zone,
      businessTimezone: config.timezone,
      slots: await freeIn(type, config, { from: day, days, tz: zone }),
    });
    if (answers.size >= ANSWERS_KEPT) answers.clear();
    answers.set(key, { at: performance.now(), config, json });
    return json;
  }

  return {
    parts,
    managePath,
    nextFree,
    slotsAnswer,
    /** A booking of this process was moved or cancelled: free times are worked out again. */
    changed,

    /**
     * A new booking from `client` (a hashed address): the per-address limit (a refused time
     * counts too, so one address cannot probe the calendar without end), then the store's
     * per-e-mail limit and capacity, all in the database.
     */
    async book(input: CreateBookingBody, client: string): Promise<BookResult> {
      const { limiter, store } = await parts;
      const limit = await limiter(`booking:${client}`);
      if (!limit.allowed)
        return { ok: false, reason: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
      const result = await store.create(input);
      if (result.ok) {
        changed();
        return {
          ok: true,
          booking: result.booking,
          token: result.token,
          manageUrl: managePath(result.token, result.booking.language),
        };
      }
      if (result.reason === "too_many_bookings") return { ok: false, reason: result.reason };
      return {
        ok: false,
        reason: result.reason,
        slots: await nextFree(input.type, input.start, input.timezone),
      };
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
