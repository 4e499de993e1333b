/**
 * The database-backed services that pages (React Router loaders and actions) use: admin
 * authentication, blog, view counter, site settings and leads. Built once the database is open;
 * handed to each request through React Router's typed context (app/lib/server-context.ts).
 */
import { answerable } from "./answerable.ts";
import type { Database } from "./db/client.ts";
import { createAuth } from "./admin/auth.ts";
import { createAdminBookings } from "./admin/bookings.ts";
import { createLeadStore } from "./admin/leads.ts";
import { createAdminOutbox } from "./admin/outbox.ts";
import { createSettingsStore } from "./admin/settings.ts";
import { createBlogStore } from "./blog/store.ts";
import { createViewCounter } from "./blog/views.ts";
import type { ServerEnv } from "./env.ts";

export type ServicesOptions = Pick<
  ServerEnv,
  | "ADMIN_MAX_FAILED_LOGINS"
  | "ADMIN_LOCKOUT_MINUTES"
  | "ADMIN_LOGIN_RATE_LIMIT"
  | "ADMIN_SESSION_HOURS"
  | "ADMIN_IDLE_MINUTES"
  | "SMTP_URL"
  | "WEBHOOK_URL"
>;

export function createServices(db: Database, env: ServicesOptions, now: () => number = Date.now) {
  return answerable({
    auth: createAuth(db, {
      maxFailedLogins: env.ADMIN_MAX_FAILED_LOGINS,
      lockoutMs: env.ADMIN_LOCKOUT_MINUTES * 60_000,
      loginRateLimit: env.ADMIN_LOGIN_RATE_LIMIT,
      sessionTtlMs: env.ADMIN_SESSION_HOURS * 3_600_000,
      idleTimeoutMs: env.ADMIN_IDLE_MINUTES * 60_000,
      now,
    }),
    blog: createBlogStore(db),
    countView: createViewCounter(db, now),
    settings: createSettingsStore(db, { now }),
    leads: createLeadStore(db),
    bookings: createAdminBookings(db, { webhookConfigured: env.WEBHOOK_URL !== "", now }),
    outbox: createAdminOutbox(db, {
      smtpConfigured: env.SMTP_URL !== "",
      webhookConfigured: env.WEBHOOK_URL !== "",
    }),
    sessionTtlMs: env.ADMIN_SESSION_HOURS * 3_600_000,
  });
}

export type Services = ReturnType<typeof createServices>;
