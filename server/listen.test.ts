import { connect } from "node:net";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEEP_ALIVE_TIMEOUT_MS, listen } from "./listen.ts";

describe("listen", () => {
  let server: ReturnType<typeof listen>;
  beforeAll(
    () =>
      new Promise<void>((resolve) => {
        server = listen({ fetch: () => new Response("ok"), port: 0, hostname: "127.0.0.1" }, () =>
          resolve(),
        );
      }),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("keeps idle connections open longer than the proxies in front of it", () => {
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it("answers a second request on a connection idle past Node's 5 s default", async () => {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    let received = "";
    socket.on("data", (d: Buffer) => (received += d.toString()));
    const ask = async () => {
      const before = received.length;
      socket.write("GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n");
      while (!received.slice(before).includes("\r\n\r\nok")) await once(socket, "data");
    };
    await ask();
    await new Promise((r) => setTimeout(r, 7_000)); // past 5 s plus Node's 1 s buffer
    expect(socket.destroyed).toBe(false);
    await ask();
    expect(received.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
    socket.destroy();
  }, 20_000);
});
