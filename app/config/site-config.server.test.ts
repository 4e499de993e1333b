import { describe, expect, it } from "vitest";
import { siteDefaults } from "../content/site.ts";
import { loadSiteConfig } from "./site-config.server.ts";

describe("site config", () => {
  it("is the defaults when nothing is set", () => {
    expect(loadSiteConfig({})).toEqual(siteDefaults);
  });

  it("takes overrides from the environment", () => {
    const site = loadSiteConfig({
      COMPANY_NAME: "Acme IA",
      SITE_URL: "https://www.acme.example/",
      DEMO_BOOKING_URL: "https://book.acme.example/demo",
      SCHEDULING_SCRIPT_URL: "",
      PIXEL_ID: "123456",
    });
    expect(site.companyName).toBe("Acme IA");
    expect(site.siteUrl).toBe("https://www.acme.example");
    expect(site.integrations.demoBookingUrl).toBe("https://book.acme.example/demo");
    expect(site.integrations.pixelId).toBe("123456");
    expect(site.email).toBe(siteDefaults.email);
  });

  it("refuses invalid values, naming every bad variable at once", () => {
    expect(() =>
      loadSiteConfig({
        SITE_URL: "not a url",
        CONTACT_EMAIL: "nobody",
        FREE_TRIAL_URL: "javascript:alert(1)",
      }),
    ).toThrow(/SITE_URL[\s\S]*CONTACT_EMAIL[\s\S]*FREE_TRIAL_URL/);
  });
});
