import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "../../app/config/site-config.server.ts";
import { loadServerEnv } from "../env.ts";

describe("booking settings in the environment", () => {
  it("defaults to native booking, 20 bookings per address an hour, no webhook, no meeting link", () => {
    const env = loadServerEnv({});
    expect(loadSiteConfig({}).integrations.schedulingMode).toBe("native");
    expect(env.BOOKING_RATE_LIMIT_PER_HOUR).toBe(20);
    expect(env.WEBHOOK_URL).toBe("");
    expect(env.MEETING_URL_TEMPLATE).toBe("");
  });

  it("takes valid values and stops at start on each bad one, naming it", () => {
    expect(loadSiteConfig({ SCHEDULING_MODE: "embed" }).integrations.schedulingMode).toBe("embed");
    expect(() => loadSiteConfig({ SCHEDULING_MODE: "calendly" })).toThrow(/SCHEDULING_MODE/);
    const env = loadServerEnv({
      BOOKING_RATE_LIMIT_PER_HOUR: "0",
      WEBHOOK_URL: "https://hooks.example.com/novaflow",
      WEBHOOK_SECRET: "a-secret-of-enough-length",
      MEETING_URL_TEMPLATE: "https://meet.example.com/novaflow-{id}",
    });
    expect(env.BOOKING_RATE_LIMIT_PER_HOUR).toBe(0);
    expect(() =>
      loadServerEnv({
        BOOKING_RATE_LIMIT_PER_HOUR: "-1",
        WEBHOOK_URL: "ftp://x",
        WEBHOOK_SECRET: "short",
        MEETING_URL_TEMPLATE: "meet/{id}",
      }),
    ).toThrow(
      /BOOKING_RATE_LIMIT_PER_HOUR[\s\S]*WEBHOOK_URL[\s\S]*WEBHOOK_SECRET[\s\S]*MEETING_URL_TEMPLATE/,
    );
  });
});
