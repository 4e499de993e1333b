/**
 * The booking functions (docs/product/design.md §4), mounted at /functions/v1/booking-slots and
 * /functions/v1/booking: free times, a new booking, and reading, moving or cancelling one through
 * its private manage link, and the meeting's calendar file (`/booking/ics`). All JSON but that
 * file; every error is `{ error: { code, message } }` in the visitor's language (the body's
 * `language`, `?lang=`, else Accept-Language).
 *
 * The per-address limit counts new-booking attempts that pass validation (a 409 counts too, so
 * one address cannot probe the calendar without end); reading, moving and cancelling through a
 * manage link have a looser limit of their own.
 *
 * The honeypot (`website`, a field people never see) filled answers 400 `invalid_request` like any
 * malformed form and stores nothing: a fake success would hide the refusal from a person whose
 * browser autofilled it, and a bot learns nothing from a generic 400.
 */
import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { bookingErrors, type BookingErrorCode } from "../../app/content/booking.ts";
import type { MeetingType } from "../../app/content/business.ts";
import type { Lang } from "../../app/content/routes.ts";
import type { SiteConfig } from "../../app/content/site.ts";
import { ipKey } from "../../app/lib/ip-key.server.ts";
import type { Database } from "../db/client.ts";
import { isBadInput, isDatabaseUnavailable } from "../db/errors.ts";
import { langFromAcceptLanguage } from "../engines/chat/language.ts";
import type { ApiErrorBody } from "../errors.ts";
import { functionOrigin } from "../function-origin.ts";
import type { Logger } from "../logger.ts";
import { readJsonBody } from "../read-body.ts";
import { hasUnstorableText } from "../text.ts";
import {
  cancelSchema,
  createBookingSchema,
  fieldErrors,
  MAX_BODY_BYTES,
  rescheduleSchema,
  slotsQuerySchema,
  tokenSchema,
  type BookingCreated,
} from "./schema.ts";
import { bookingCalendarFile } from "./calendar-file.ts";
import { createBookingService, type BookingService } from "./service.ts";
import type { AvailabilitySettings } from "./settings.ts";
import { bookingFields, type BookingRow } from "./store.ts";

export type BookingDeps = {
  /** The database, or its opening (pages are served while PGlite starts). */
  db: Database | Promise<Database>;
  site: SiteConfig;
  logger: Logger;
  /** New bookings per client address per hour (BOOKING_RATE_LIMIT_PER_HOUR); 0 = no limit. */
  rateLimitPerHour: number;
  /** WEBHOOK_URL is set: booking events go to the webhook too. */
  webhookConfigured: boolean;
  /** Who is asking, for the per-address limit. */
  clientIp: (c: Context) => string;
  now?: () => number;
  /** Shared with the admin's editor when given; else one is made here. */
  availability?: AvailabilitySettings;
  /** MEETING_URL_TEMPLATE: the meeting link in the downloadable calendar file, as in the e-mails. */
  meetingUrlTemplate?: string;
  /** The calendar file's organizer: the e-mails' sender address (MAIL_FROM's); else site.email. */
  organizerEmail?: string;
  /** Shared with the sales assistant's in-chat booking when given; else one is made here. */
  service?: BookingService;
};

export function createBookingFunctions(deps: BookingDeps): { name: string; app: Hono }[] {
  const now = deps.now ?? Date.now;
  const siteUrl = deps.site.siteUrl.replace(/\/+$/, "");
  const service =
    deps.service ??
    createBookingService({
      db: deps.db,
      siteUrl: deps.site.siteUrl,
      logger: deps.logger,
      rateLimitPerHour: deps.rateLimitPerHour,
      webhookConfigured: deps.webhookConfigured,
      now,
      availability: deps.availability,
    });
  const services = service.parts;
  const manageUrl = service.managePath;

  const origin = functionOrigin(deps.site.siteUrl, ["GET", "POST"]);
  const headerLang = (c: Context): Lang => {
    const q = c.req.query("lang");
    if (q === "es" || q === "en") return q;
    return langFromAcceptLanguage(c.req.header("accept-language")) ?? "es";
  };
  const fail = (
    c: Context,
    lang: Lang,
    status: ContentfulStatusCode,
    code: BookingErrorCode,
    extra: Record<string, unknown> = {},
  ) =>
    c.json<ApiErrorBody & Record<string, unknown>>(
      { error: { code, message: bookingErrors[lang][code] }, ...extra },
      status,
      { "Cache-Control": "no-store" },
    );
  const issueCode = (error: z.ZodError): BookingErrorCode =>
    fieldErrors[String(error.issues[0]?.path[0])] ?? "invalid_request";

  const alternatives = (type: MeetingType, after: number, tz: string) =>
    service.nextFree(type, after, tz);

  function view(row: BookingRow) {
    return {
      ...bookingFields(row),
      /** Whether it can still be moved or cancelled. */
      changeable: row.status === "confirmed" && row.startAt.getTime() > now(),
    };
  }

  /** The JSON body, bounded and checked for unstorable text; or the error to answer. */
  async function jsonBody(c: Context): Promise<{ raw: unknown; lang: Lang } | Response> {
    if (origin.foreign(c)) return fail(c, headerLang(c), 403, "forbidden_origin");
    const body = await readJsonBody(c, MAX_BODY_BYTES);
    if (!body.ok) return fail(c, headerLang(c), body.status, body.code);
    const raw = body.value;
    const said = (raw as { language?: unknown } | null)?.language;
    const lang = said === "es" || said === "en" ? said : headerLang(c);
    if (hasUnstorableText(raw)) return fail(c, lang, 400, "invalid_text");
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
      return fail(c, lang, 400, "invalid_request");
    return { raw, lang };
  }

  async function limited(c: Context, lang: Lang, which: "limiter" | "manageLimiter", key: string) {
    const limit = await (await services)[which](`${key}:${ipKey(deps.clientIp(c))}`);
    if (limit.allowed) return undefined;
    c.header("Retry-After", String(limit.retryAfterSeconds));
    return fail(c, lang, 429, "rate_limited");
  }

  /** The booking a manage link names (`?token=`), within the manage limit; or the error to answer. */
  async function byToken(
    c: Context,
    lang: Lang,
  ): Promise<{ row: BookingRow; token: string } | Response> {
    const token = tokenSchema.safeParse(c.req.query("token"));
    const refused = await limited(c, lang, "manageLimiter", "booking-manage");
    if (refused) return refused;
    if (!token.success) return fail(c, lang, 404, "not_found");
    const row = await (await services).store.byToken(token.data);
    if (!row) return fail(c, lang, 404, "not_found");
    return { row, token: token.data };
  }

  /** A change through a manage link: its body parsed, within the manage limit; or the error to answer. */
  async function manageBody<T>(
    c: Context,
    schema: z.ZodType<T>,
  ): Promise<{ data: T; lang: Lang } | Response> {
    const body = await jsonBody(c);
    if (body instanceof Response) return body;
    const parsed = schema.safeParse(body.raw);
    const refused = await limited(c, body.lang, "manageLimiter", "booking-manage");
    if (refused) return refused;
    if (!parsed.success) {
      const code = issueCode(parsed.error);
      return fail(c, body.lang, code === "not_found" ? 404 : 400, code);
    }
    return { data: parsed.data, lang: body.lang };
  }

  const onError = (error: Error, c: Context) => {
    if (isDatabaseUnavailable(error)) {
      c.header("Retry-After", "5");
      return fail(c, headerLang(c), 503, "unavailable");
    }
    if (isBadInput(error)) return fail(c, headerLang(c), 400, "invalid_request");
    throw error;
  };

  // GET /functions/v1/booking-slots?type&from&days&tz
  const slots = new Hono();
  slots.use("*", origin.cors);
  slots.get("/", async (c) => {
    const lang = headerLang(c);
    if (origin.foreign(c)) return fail(c, lang, 403, "forbidden_origin");
    const parsed = slotsQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return fail(c, lang, 400, issueCode(parsed.error));
    const { type, days, tz, from } = parsed.data;
    return c.body(await service.slotsAnswer(type, days, tz, from), 200, {
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
    });
  });
  slots.all("/", (c) => {
    c.header("Allow", "GET, OPTIONS");
    return fail(c, headerLang(c), 405, "method_not_allowed");
  });
  slots.onError(onError);

  const booking = new Hono();
  booking.use("*", origin.cors);

  // POST /functions/v1/booking
  booking.post("/", async (c) => {
    const body = await jsonBody(c);
    if (body instanceof Response) return body;
    const { raw, lang } = body;
    const honeypot = (raw as { website?: unknown }).website;
    if (honeypot !== undefined && honeypot !== "") return fail(c, lang, 400, "invalid_request");
    const parsed = createBookingSchema.safeParse(raw);
    if (!parsed.success) return fail(c, lang, 400, issueCode(parsed.error));
    const input = parsed.data;
    const result = await service.book(input, ipKey(deps.clientIp(c)));
    if (!result.ok) {
      if (result.reason === "rate_limited") {
        c.header("Retry-After", String(result.retryAfterSeconds));
        return fail(c, lang, 429, "rate_limited");
      }
      if (result.reason === "too_many_bookings") return fail(c, lang, 429, result.reason);
      return fail(c, lang, result.reason === "slot_taken" ? 409 : 400, result.reason, {
        slots: result.slots,
      });
    }
    const { booking: row } = result;
    return c.json<BookingCreated>(
      {
        id: row.id,
        type: row.type,
        start: row.startAt.toISOString(),
        end: row.endAt.toISOString(),
        manageUrl: result.manageUrl,
      },
      201,
      { "Cache-Control": "no-store" },
    );
  });

  // GET /functions/v1/booking/manage?token=
  booking.get("/manage", async (c) => {
    const found = await byToken(c, headerLang(c));
    if (found instanceof Response) return found;
    return c.json(view(found.row), 200, { "Cache-Control": "no-store" });
  });

  // GET /functions/v1/booking/ics?token= : the meeting as a calendar file, to download.
  booking.get("/ics", async (c) => {
    const found = await byToken(c, headerLang(c));
    if (found instanceof Response) return found;
    const { row, token } = found;
    const file = bookingCalendarFile(row, {
      business: deps.site.companyName,
      organizerEmail: deps.organizerEmail || deps.site.email,
      manageUrl: siteUrl + manageUrl(token, row.language),
      meetingUrlTemplate: deps.meetingUrlTemplate || undefined,
    });
    return c.body(file.content, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
      // Keeps the token-bearing URL out of search results, should a link to it ever leak.
      "X-Robots-Tag": "noindex",
    });
  });

  // POST /functions/v1/booking/reschedule { token, start }
  booking.post("/reschedule", async (c) => {
    const asked = await manageBody(c, rescheduleSchema);
    if (asked instanceof Response) return asked;
    const { data } = asked;
    const { store } = await services;
    const result = await store.reschedule(data.token, data.start);
    if (result.ok) service.changed();
    const lang = data.language ?? result.booking?.language ?? asked.lang;
    if (result.ok) return c.json(view(result.booking), 200, { "Cache-Control": "no-store" });
    switch (result.reason) {
      case "not_found":
        return fail(c, lang, 404, "not_found");
      case "cancelled":
      case "already_started":
        return fail(c, lang, 409, result.reason);
      default: {
        const row = result.booking;
        const next = row ? await alternatives(row.type, data.start, row.timezone) : [];
        return fail(c, lang, result.reason === "slot_taken" ? 409 : 400, result.reason, {
          slots: next,
        });
      }
    }
  });

  // POST /functions/v1/booking/cancel { token, reason? }
  booking.post("/cancel", async (c) => {
    const asked = await manageBody(c, cancelSchema);
    if (asked instanceof Response) return asked;
    const { data } = asked;
    const result = await (await services).store.cancel(data.token, data.reason);
    if (result.ok) service.changed();
    const lang = data.language ?? result.booking?.language ?? asked.lang;
    if (result.ok) return c.json(view(result.booking), 200, { "Cache-Control": "no-store" });
    return fail(c, lang, result.reason === "not_found" ? 404 : 409, result.reason);
  });

  booking.all("*", (c) => {
    const readOnly = c.req.path.endsWith("/manage") || c.req.path.endsWith("/ics");
    c.header("Allow", readOnly ? "GET, OPTIONS" : "POST, OPTIONS");
    return fail(c, headerLang(c), 405, "method_not_allowed");
  });
  booking.onError(onError);

  return [
    { name: "booking-slots", app: slots },
    { name: "booking", app: booking },
  ];
}
