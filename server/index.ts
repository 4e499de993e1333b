/**
 * Production entry: validate the environment, load the build, listen on PORT, and shut down
 * gracefully on SIGTERM/SIGINT (stop accepting, let requests in flight finish, then exit).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import type { ServerBuild } from "react-router";
import { siteConfigFrom } from "../app/config/site-config.server.ts";
import { bookingDefaults } from "../app/content/business.ts";
import { bootstrapAdmin } from "./admin/create.ts";
import { createApp } from "./app.ts";
import { createBookingFunctions } from "./booking/route.ts";
import { createBookingService } from "./booking/service.ts";
import { socketIp } from "./client-ip.ts";
import { createVideoToText } from "./functions/video-to-text/index.ts";
import { openDatabase } from "./db/client.ts";
import { createDatabaseProbe } from "./db/health.ts";
import { migrate } from "./db/migrate.ts";
import { createChatEngine } from "./engines/chat/index.ts";
import { createChatBooking } from "./functions/assistant-chat/booking-steps.ts";
import { createAssistantChat } from "./functions/assistant-chat/route.ts";
import { createLeadCapture } from "./leads/store.ts";
import { loadServerEnv } from "./env.ts";
import { startRetentionJob, type RetentionJob } from "./jobs/retention.ts";
import { listen } from "./listen.ts";
import { createOutboxTransports, startOutboxWorker, type OutboxWorker } from "./outbox/index.ts";
import { createLogger } from "./logger.ts";
import { createServices } from "./services.ts";

const root = join(import.meta.dirname, "..");
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  // Every variable at once (site, server, video to text): a bad one stops the start, named.
  const env = loadServerEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const site = siteConfigFrom(env);
  const clientIp = (c: Context) => socketIp(c, env.TRUST_PROXY);
  const videoToText = createVideoToText(env, logger, { clientIp });
  const buildPath = join(root, "build", "server", "index.js");
  const build = (await import(pathToFileURL(buildPath).href).catch(() => {
    throw new Error(`No build at ${buildPath}: run \`npm run build\` first (npm start does).`);
  })) as ServerBuild;
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    version: string;
  };

  // Opened in the background (PGlite's first start takes seconds): pages are served at once,
  // the chat function waits for the database. A database that cannot open stops the process.
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR,
    inProcess: env.PGLITE_INPROCESS,
    // The thread is reopened at once (server/db/pglite-thread.ts); requests meanwhile get 503.
    onFatal: (error) => logger.fatal({ err: error }, "database thread died; reopening"),
  })
    .then(async (handle) => {
      const applied = await migrate(handle);
      logger.info({ database: handle.kind, applied }, "database ready");
      retention = startRetentionJob({ db: handle.db, days: env.CHAT_RETENTION_DAYS, logger });
      // Bookings' and leads' notifications; e-mails wait in the outbox until SMTP_URL is set.
      outbox = startOutboxWorker({ db: handle.db, transports: outboxTransports, logger });
      return handle;
    })
    .catch((error: unknown) => {
      logger.fatal({ err: error }, "database failed to open");
      process.exit(1);
    });
  let retention: RetentionJob | undefined;
  let outbox: OutboxWorker | undefined;
  // Built before the database opens: a webhook URL without its secret stops the start.
  const outboxTransports = createOutboxTransports({
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    ownerEmail: env.OWNER_EMAIL,
    contactEmail: site.email,
    business: site.companyName,
    businessTimezone: bookingDefaults.demo.timezone,
    webhookUrl: env.WEBHOOK_URL,
    webhookSecret: env.WEBHOOK_SECRET,
    meetingUrlTemplate: env.MEETING_URL_TEMPLATE,
  });
  const chatEngine = createChatEngine(
    env,
    site,
    (cause) => logger.warn({ err: cause }, "chat engine failed: the local engine answered"),
    videoToText.languages,
  );
  const db = database.then((handle) => handle.db);
  db.catch(() => {}); // reported above
  // One booking service: /agenda's function and the assistant's in-chat booking share its limits.
  const booking = createBookingService({
    db,
    siteUrl: site.siteUrl,
    logger,
    rateLimitPerHour: env.BOOKING_RATE_LIMIT_PER_HOUR,
    webhookConfigured: env.WEBHOOK_URL !== "",
  });
  const leads = db.then((handle) =>
    createLeadCapture(handle, { webhookConfigured: env.WEBHOOK_URL !== "" }),
  );
  leads.catch(() => {});
  const services = database.then(async (handle) => {
    await bootstrapAdmin(handle.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, logger);
    return createServices(handle.db, env);
  });

  const app = createApp({
    env,
    site,
    logger,
    build,
    clientDir: join(root, "build", "client"),
    version,
    functions: [
      { name: "video-to-text", app: videoToText.app },
      {
        name: "assistant-chat",
        app: createAssistantChat({
          db,
          chatBooking: createChatBooking({ booking, leads, site, logger }),
          engine: chatEngine,
          site,
          logger,
          rateLimitPerMinute: env.CHAT_RATE_LIMIT_PER_MINUTE,
          paidEngineCallsPerMinute: env.CHAT_ENGINE_MAX_PER_MINUTE,
          timeoutMs: env.CHAT_TIMEOUT_MS,
          trustProxy: env.TRUST_PROXY,
        }),
      },
      // Native booking's API (docs/product/design.md §4). Mounted in every SCHEDULING_MODE: the assistant books
      // through it too.
      ...createBookingFunctions({
        db,
        service: booking,
        site,
        logger,
        clientIp,
        rateLimitPerHour: env.BOOKING_RATE_LIMIT_PER_HOUR,
        webhookConfigured: env.WEBHOOK_URL !== "",
      }),
    ],
    engines: { chat: chatEngine.name, speech: videoToText.status },
    services,
    databaseHealth: createDatabaseProbe(database),
  });

  const server = listen({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      { port: info.port, host: env.HOST, version },
      `listening on http://localhost:${info.port}`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // After the grace period, transcriptions still running are aborted: their temporary files
    // are removed and their visitors get a 503, after which `server.close` completes as usual.
    // Whatever still hangs 5 s later is cut off.
    const force = setTimeout(() => {
      logger.warn("grace period over: aborting transcriptions");
      setTimeout(() => {
        logger.warn("forced exit");
        process.exit(1);
      }, 5_000).unref();
      void videoToText.shutdown();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      retention?.stop();
      void Promise.resolve(outbox?.stop())
        .then(() => database)
        .then((handle) => handle.close())
        .finally(() => {
          logger.info("stopped");
          process.exit(0);
        });
    });
    // Connections that finish their request during the grace period would otherwise stay open
    // (keep-alive) and hold `server.close` until the forced exit.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 250).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  // `npm run drill` only: SIGUSR2 ends the database thread as a crash would (scripts/drill.ts).
  if (env.DRILL_HOOKS)
    process.on("SIGUSR2", () => {
      logger.warn("drill: ending the database thread");
      void database.then((handle) => handle.crash?.());
    });
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
