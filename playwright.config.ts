import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://localhost:${E2E_PORT}`;
/** A second server of the same build with every third-party integration configured (decision 005). */
export const integrationsURL = `http://localhost:${E2E_PORT + 3}`;
/** Local fakes of the third parties (tests/e2e/fakes/third-party-server.ts). */
export const fakeThirdPartyURL = `http://localhost:${E2E_PORT + 4}`;
/** The owner's mail relay and webhook endpoint, faked (tests/e2e/fakes/mail-and-hooks.ts). */
export const fakeMail = {
  smtpPort: E2E_PORT + 5,
  hooksPort: E2E_PORT + 6,
  /** GET /received: every e-mail and webhook event that arrived, as JSON. */
  api: `http://127.0.0.1:${E2E_PORT + 7}`,
  webhookSecret: "e2e-webhook-secret-0123456789",
  owner: "owner-inbox@e2e.test",
};

/**
 * A third server with its own database, for the spec that changes site-wide settings in the admin
 * (tests/e2e/live-settings.spec.ts) while the others run against the first two. Its chat widget's
 * script URL is set and its id is not: the owner supplies that. The script's host is unreachable;
 * the spec answers it with page.route.
 */
export const liveSettingsURL = `http://localhost:${E2E_PORT + 2}`;
export const liveSettingsWidgetScript = "https://widget.chat-vendor.example/v1/widget.js";

/** The admin accounts of the main e2e server (tests/e2e/admin.spec.ts); the second one gets locked. */
export const e2eAdmin = { email: "owner@e2e.test", password: "e2e-owner-password" };
export const e2eLockoutAdmin = { email: "lockout@e2e.test", password: "e2e-lockout-password" };
/**
 * A fresh database per run and server (never the clone's ./data, which `npm start` may hold).
 * Kept in an environment variable, so the test workers, which load this file again, agree.
 */
const freshDataDir = (variable: string) =>
  (process.env[variable] ??= mkdtempSync(join(tmpdir(), "novaflow-e2e-")));
const dataDir = freshDataDir("E2E_DATA_DIR");
const liveSettingsDataDir = freshDataDir("E2E_LIVE_SETTINGS_DATA_DIR");
const integrationsDataDir = freshDataDir("E2E_INTEGRATIONS_DATA_DIR");

/** A phone: 390 px, touch. */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The main-thread timing guards (tests/e2e/main-thread.spec.ts). */
const TIMING = /main-thread\.spec\.ts$/;

/** End-to-end tests in Debian's Chromium against the production build served by our own server. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Long pages (terms, knowledge) run axe over a lot of DOM; on 2 cores that can pass 30 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } }, testIgnore: TIMING },
    { name: "mobile", use: phone, testIgnore: TIMING },
    // The main-thread timings measure wall-clock long tasks, which another worker's browser or
    // ffmpeg on the same 2 cores lengthens (CI once saw /en's blocking median at 925 ms against
    // 48-308 ms alone). So they run after every other test, one at a time, on an idle machine.
    {
      name: "phone-timing",
      use: phone,
      testMatch: TIMING,
      dependencies: ["desktop", "mobile"],
      workers: 1,
    },
  ],
  webServer: [
    {
      command: `node server/admin/create.ts --email ${e2eLockoutAdmin.email} --password ${e2eLockoutAdmin.password} && node server/index.ts`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      // Creates the lockout test's account in a fresh PGlite first: slow on a loaded machine.
      timeout: 180_000,
      // Every e2e test chats from one IP: a limit of 20 a minute would make them depend on each other.
      env: {
        PORT: String(E2E_PORT),
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        CHAT_RATE_LIMIT_PER_MINUTE: "1000",
        DATA_DIR: dataDir,
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        // Every test signs in from one IP.
        ADMIN_LOGIN_RATE_LIMIT: "1000",
        // …and uploads from it, two workers at a time.
        TRANSCRIBE_PER_CLIENT: "4",
        // …and books from it.
        BOOKING_RATE_LIMIT_PER_HOUR: "0",
        SMTP_URL: `smtp://127.0.0.1:${fakeMail.smtpPort}`,
        OWNER_EMAIL: fakeMail.owner,
        WEBHOOK_URL: `http://127.0.0.1:${fakeMail.hooksPort}/hooks`,
        WEBHOOK_SECRET: fakeMail.webhookSecret,
      },
    },
    {
      command: "node tests/e2e/fakes/mail-and-hooks.ts",
      url: `${fakeMail.api}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        FAKE_SMTP_PORT: String(fakeMail.smtpPort),
        FAKE_HOOKS_PORT: String(fakeMail.hooksPort),
        FAKE_MAIL_API_PORT: String(E2E_PORT + 7),
        WEBHOOK_SECRET: fakeMail.webhookSecret,
      },
    },
    {
      command: "node tests/e2e/fakes/third-party-server.ts",
      url: `${fakeThirdPartyURL}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_PORT: String(E2E_PORT + 4) },
    },
    {
      command: "node server/index.ts",
      url: `${integrationsURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_PORT + 3),
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        // The provider's embed as the spec has it; the main server books natively.
        SCHEDULING_MODE: "embed",
        SCHEDULING_SCRIPT_URL: `${fakeThirdPartyURL}/scheduling/embed.js`,
        CHAT_WIDGET_SCRIPT_URL: `${fakeThirdPartyURL}/chat/widget.js`,
        CHAT_WIDGET_ID: "e2e-widget",
        VOICE_AVATAR_URL: `${fakeThirdPartyURL}/avatar/embed.html`,
        PIXEL_ID: "1234567890",
        ANALYTICS_ID: "G-E2ETEST",
        // The sales assistant on a model: the fake streams its replies (chat-streaming.spec.ts).
        CHAT_ENGINE: "openai",
        OPENAI_BASE_URL: `${fakeThirdPartyURL}/v1`,
        OPENAI_API_KEY: "e2e-key",
        CHAT_MODEL: "fake-model",
        CHAT_RATE_LIMIT_PER_MINUTE: "1000",
        DATA_DIR: integrationsDataDir,
      },
    },
    {
      command: "node server/index.ts",
      url: `${liveSettingsURL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(E2E_PORT + 2),
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        DATA_DIR: liveSettingsDataDir,
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        ADMIN_LOGIN_RATE_LIMIT: "1000",
        CHAT_WIDGET_SCRIPT_URL: liveSettingsWidgetScript,
        // Schedule buttons open the booking URLs the owner sets in the admin.
        SCHEDULING_MODE: "link",
      },
    },
  ],
});
