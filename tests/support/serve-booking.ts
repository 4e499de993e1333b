/**
 * The booking functions alone on an ephemeral port, in their own process, on a PostgreSQL schema
 * the test prepared: several of these share one database as several servers would. Usage:
 * `node serve-for-test.ts '{"databaseUrl":"…","searchPath":"…"}'`; prints `{"port":N}`.
 */
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { openDatabase } from "../../server/db/client.ts";
import { bookingApp } from "./booking.ts";

const { databaseUrl, searchPath } = JSON.parse(process.argv[2] ?? "{}") as {
  databaseUrl: string;
  searchPath: string;
};
const handle = await openDatabase({ databaseUrl, searchPath, poolSize: 10 });
const app = bookingApp(handle.db);
serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});
process.on("SIGTERM", () => void handle.close().finally(() => process.exit(0)));
