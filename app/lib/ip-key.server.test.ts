import { describe, expect, it } from "vitest";
import { ipKey } from "./ip-key.server.ts";

describe("ipKey", () => {
  it("is a short, stable hash that never holds the address", () => {
    const key = ipKey("203.0.113.7");
    expect(key).toBe(ipKey("203.0.113.7"));
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(key).not.toContain("203");
    expect(ipKey("203.0.113.8")).not.toBe(key);
  });
});
