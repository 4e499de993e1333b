import { describe, expect, it } from "vitest";
import { siteDefaults, type SiteConfig } from "../app/content/site.ts";
import type { RuntimeIntegrations } from "../app/integrations/runtime.ts";
import { createTestApp } from "../tests/support/test-app.ts";

const configured: SiteConfig = {
  ...siteDefaults,
  integrations: {
    ...siteDefaults.integrations,
    schedulingScriptUrl: "https://cal.provider.example/embed.js",
    chatWidgetScriptUrl: "https://chat.provider.example/widget.js",
    chatWidgetId: "w-1",
    voiceAvatarUrl: "https://avatar.provider.example/embed",
    pixelId: "123",
  },
};

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((d) => d.startsWith(`${name} `))!
    .split(" ")
    .slice(1);

describe("GET /integrations.json", () => {
  it("tells the browser nothing is configured by default, and the CSP allows no third party", async () => {
    const app = await createTestApp();
    const res = await app.request("/integrations.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const body = (await res.json()) as RuntimeIntegrations;
    expect(body).toMatchObject({
      scheduling: { scriptUrl: "", demoPath: "novaflow/demo" },
      chatWidget: { scriptUrl: "", id: "" },
      voiceAvatarUrl: "",
      pixelId: "",
      analyticsId: "",
    });
    const csp = (await app.request("/contacto")).headers.get("content-security-policy")!;
    expect(directive(csp, "script-src").filter((s) => s.startsWith("http"))).toEqual([]);
    expect(directive(csp, "frame-src")).toEqual(["'none'"]);
  });

  it("gives the page exactly the hosts its CSP allows, read from the server's config at request time", async () => {
    const app = await createTestApp({ site: configured });
    const body = (await (await app.request("/integrations.json")).json()) as RuntimeIntegrations;
    expect(body.scheduling.scriptUrl).toBe("https://cal.provider.example/embed.js");
    expect(body.chatWidget).toEqual({
      scriptUrl: "https://chat.provider.example/widget.js",
      id: "w-1",
    });
    expect(body.pixelId).toBe("123");
    // A prerendered page built with the defaults still gets the runtime policy.
    const csp = (await app.request("/agenda")).headers.get("content-security-policy")!;
    expect(directive(csp, "script-src")).toEqual(
      expect.arrayContaining([
        "https://cal.provider.example",
        "https://chat.provider.example",
        "https://connect.facebook.net",
      ]),
    );
    expect(directive(csp, "script-src")).not.toContain("https://www.googletagmanager.com");
    expect(directive(csp, "frame-src").sort()).toEqual([
      "https://avatar.provider.example",
      "https://cal.provider.example",
      "https://chat.provider.example",
    ]);
  });

  it("treats a chat widget without an id as not configured", async () => {
    const app = await createTestApp({
      site: { ...configured, integrations: { ...configured.integrations, chatWidgetId: "" } },
    });
    const body = (await (await app.request("/integrations.json")).json()) as RuntimeIntegrations;
    expect(body.chatWidget).toEqual({ scriptUrl: "", id: "" });
  });

  it("allows the chat widget's host whenever its script URL is set: the id may come from the admin", async () => {
    const app = await createTestApp({
      site: { ...configured, integrations: { ...configured.integrations, chatWidgetId: "" } },
    });
    for (const path of ["/agenda", "/blog"]) {
      const csp = (await app.request(path)).headers.get("content-security-policy")!;
      expect(directive(csp, "script-src"), path).toContain("https://chat.provider.example");
    }
  });
});
