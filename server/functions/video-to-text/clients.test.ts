import { describe, expect, it } from "vitest";
import { clientKey, createClientGate } from "./clients.ts";

describe("client keys and the one-at-a-time gate", () => {
  it("counts IPv4 (mapped or not) per address and IPv6 per /64", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("2001:db8:0:1:aaaa::1")).toBe("2001:db8:0:1::/64");
    expect(clientKey("2001:DB8:0000:1:bbbb:cccc:dddd:eeee")).toBe("2001:db8:0:1::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("unknown")).toBe("unknown");
  });

  it("admits up to the limit per key, and again after a release (released once only)", () => {
    const gate = createClientGate(1);
    const leave = gate.enter("a")!;
    expect(gate.enter("a")).toBeUndefined();
    const other = gate.enter("b");
    expect(other).toBeTypeOf("function");
    leave();
    leave();
    const again = gate.enter("a");
    expect(again).toBeTypeOf("function");
    expect(gate.enter("a")).toBeUndefined();
    again!();
    other!();
    expect(gate.size()).toBe(0);
  });
});
