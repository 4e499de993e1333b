/** The booking functions on their own, mounted where server/app.ts mounts them (tests only). */
import { Hono } from "hono";
import { siteDefaults } from "../../app/content/site.ts";
import type { Database } from "../../server/db/client.ts";
import { createLogger } from "../../server/logger.ts";
import { createBookingFunctions, type BookingDeps } from "../../server/booking/route.ts";
import { createBookingService, type BookingServiceDeps } from "../../server/booking/service.ts";

/** Monday 2 March 2026, 12:00 UTC (06:00 in San José): the tests' clock. */
export const TEST_NOW = Date.parse("2026-03-02T12:00:00Z");

/** A valid booking form for Tuesday 10 March 2026, 08:00 in San José, as the widget sends it. */
export function bookingForm(overrides: Record<string, unknown> = {}) {
  return {
    type: "demo",
    start: "2026-03-10T14:00:00.000Z",
    name: "Ana Pérez",
    email: "ana@example.com",
    company: "Acme",
    phone: "+506 8888 0000",
    interest: "chatbots",
    message: "Hola",
    language: "es",
    timezone: "Europe/Madrid",
    consent: true,
    ...overrides,
  };
}

/** The booking service over `db`: no per-address limit, no webhook, unless `overrides` say. */
export function testBookingService(db: Database, overrides: Partial<BookingServiceDeps> = {}) {
  return createBookingService({
    db,
    siteUrl: siteDefaults.siteUrl,
    logger: createLogger("silent"),
    rateLimitPerHour: 0,
    webhookConfigured: false,
    ...overrides,
  });
}

export function bookingApp(db: Database, overrides: Partial<BookingDeps> = {}) {
  const app = new Hono();
  const functions = createBookingFunctions({
    db,
    site: siteDefaults,
    logger: createLogger("silent"),
    rateLimitPerHour: 0,
    webhookConfigured: false,
    clientIp: (c) => c.req.header("x-test-ip") ?? "127.0.0.1",
    now: () => TEST_NOW,
    ...overrides,
  });
  for (const fn of functions) app.route(`/functions/v1/${fn.name}`, fn.app);
  // As server/app.ts does: an unexpected failure is a bare 500, never a stack trace.
  app.onError((_error, c) =>
    c.json({ error: { code: "internal", message: "Internal error" } }, 500),
  );
  return app;
}
