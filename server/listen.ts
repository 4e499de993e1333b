import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the
 * idle timeouts of the proxies and clients in front of us (load balancers commonly 60 s): the
 * server would close a connection the other side is about to reuse, which surfaces as a reset or a
 * proxy's 502. Longer than 60 s, so the other side always closes first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Serves `fetch` on a Node HTTP server with our connection timeouts. */
export function listen(
  options: {
    fetch: (request: Request) => Response | Promise<Response>;
    port: number;
    hostname?: string;
  },
  onListening?: (info: AddressInfo) => void,
): Server {
  const server = serve(options, onListening) as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Must exceed keepAliveTimeout, or a slow first header on a reused connection is cut short.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
