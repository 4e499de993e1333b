import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isHttps, parseTrustProxy, socketIp, type TrustProxy } from "./client-ip.ts";
import { serverEnvSchema } from "./env.ts";

describe("the client's address and scheme behind proxies (TRUST_PROXY)", () => {
  let server: ServerType;
  let base: string;
  let trust: TrustProxy = false;
  beforeAll(async () => {
    const app = new Hono();
    app.get("/", (c) => c.json({ ip: socketIp(c, trust), https: isHttps(c, trust) }));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => void server.close());

  const seen = async (setting: string, headers: Record<string, string> = {}) => {
    trust = parseTrustProxy(setting);
    return (await (await fetch(base, { headers })).json()) as { ip: string; https: boolean };
  };

  it("takes the right-most address a trusted proxy appended, never the one the client wrote", async () => {
    // One proxy (nginx's $proxy_add_x_forwarded_for): the client's forgery stays on the left.
    const forged = { "X-Forwarded-For": "6.6.6.6, 203.0.113.7" };
    expect((await seen("true", forged)).ip).toBe("203.0.113.7");
    expect((await seen("1", forged)).ip).toBe("203.0.113.7");
    // Two proxies: the second-nearest wrote the client's address.
    expect((await seen("2", { "X-Forwarded-For": "6.6.6.6, 203.0.113.7, 10.0.0.2" })).ip).toBe(
      "203.0.113.7",
    );
    // By network: skip every trusted hop from the right.
    const networks = "loopback, 10.0.0.0/8";
    expect((await seen(networks, { "X-Forwarded-For": "6.6.6.6, 203.0.113.7, 10.1.2.3" })).ip).toBe(
      "203.0.113.7",
    );
    // Rotating the header the client controls changes nothing.
    for (const fake of ["1.1.1.1", "2.2.2.2", "3.3.3.3"])
      expect((await seen("1", { "X-Forwarded-For": `${fake}, 198.51.100.9` })).ip).toBe(
        "198.51.100.9",
      );
  });

  it("ignores forwarded headers from a peer it does not trust", async () => {
    const headers = { "X-Forwarded-For": "203.0.113.7", "X-Forwarded-Proto": "https" };
    expect(await seen("", headers)).toEqual({ ip: "127.0.0.1", https: false });
    expect(await seen("10.0.0.0/8", headers)).toEqual({ ip: "127.0.0.1", https: false });
    expect(await seen("127.0.0.1", headers)).toEqual({ ip: "203.0.113.7", https: true });
  });

  it("refuses a setting it cannot read, so a typo stops the server instead of trusting everyone", () => {
    expect(() => serverEnvSchema.parse({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/prefix/);
    expect(() => serverEnvSchema.parse({ TRUST_PROXY: "yes please" })).toThrow(/not an address/);
    expect(serverEnvSchema.parse({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
  });
});
