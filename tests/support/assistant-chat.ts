/**
 * The chat function in-process over a test database, mounted as server/index.ts mounts it, for
 * the function's tests: the defaults a test needs, each overridable.
 */
import { siteDefaults } from "../../app/content/site.ts";
import type { Database } from "../../server/db/client.ts";
import { createLocalEngine } from "../../server/engines/chat/local.ts";
import { createLeadCapture } from "../../server/leads/store.ts";
import { createLogger } from "../../server/logger.ts";
import { testBookingService } from "./booking.ts";
import { createTestApp } from "./test-app.ts";
import { createChatBooking } from "../../server/functions/assistant-chat/booking-steps.ts";
import {
  createAssistantChat,
  type AssistantChatDeps,
} from "../../server/functions/assistant-chat/route.ts";

const logger = createLogger("silent");

/** The booking service and the chat's booking steps over `db`, with no per-address limit. */
export function testChatBooking(db: Database, { webhookConfigured = false } = {}) {
  const booking = testBookingService(db, { webhookConfigured });
  const leads = createLeadCapture(db, { webhookConfigured });
  return {
    booking,
    chatBooking: createChatBooking({ booking, leads, site: siteDefaults, logger }),
  };
}

export function chatTestApp(db: Database, deps: Partial<AssistantChatDeps> = {}) {
  const engine = deps.engine ?? createLocalEngine(siteDefaults);
  return createTestApp({
    functions: [
      {
        name: "assistant-chat",
        app: createAssistantChat({
          db,
          engine,
          site: siteDefaults,
          logger,
          rateLimitPerMinute: 20,
          timeoutMs: 2000,
          trustProxy: false,
          ...deps,
        }),
      },
    ],
    engines: { chat: engine.name },
  });
}
