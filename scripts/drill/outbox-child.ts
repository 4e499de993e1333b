/**
 * The process the outbox drill kills (./outbox.ts): opens the database in DATA_DIR (PGlite files,
 * locked to this process), enqueues DRILL_ENQUEUE booking events on its first run, then runs the
 * outbox worker against WEBHOOK_URL until it is killed. Short lease and backoff, so the drill
 * runs in seconds; the code paths are the server's.
 */
import { openDatabase } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { enqueue } from "../../server/outbox/enqueue.ts";
import { createWebhookTransport } from "../../server/outbox/webhook.ts";
import { startOutboxWorker } from "../../server/outbox/worker.ts";

const env = process.env;
const handle = await openDatabase({ dataDir: env.DATA_DIR! });
await migrate(handle);
const count = Number(env.DRILL_ENQUEUE ?? 0);
const ids: string[] = [];
for (let i = 0; i < count; i++)
  ids.push(
    await handle.db.transaction((tx) =>
      enqueue(tx, {
        type: "booking.created",
        payload: { booking: { id: `drill-${i}` }, manageUrl: "http://localhost/manage" },
        channels: ["webhook"],
      }),
    ),
  );
if (count) console.log(JSON.stringify({ enqueued: ids }));

const line = (level: string) => (fields: Record<string, unknown>, message: string) =>
  console.log(JSON.stringify({ level, message, ...fields }));
startOutboxWorker({
  db: handle.db,
  transports: {
    webhook: createWebhookTransport({
      url: env.WEBHOOK_URL!,
      secret: env.WEBHOOK_SECRET!,
      timeoutMs: 2_000,
    }),
  },
  logger: { info: line("info"), warn: line("warn"), error: line("error") },
  pollMs: 100,
  batchSize: 5,
  leaseMs: Number(env.DRILL_LEASE_MS ?? 3_000),
  backoffMs: 200,
  maxBackoffMs: 1_000,
  maxAttempts: 1_000,
});
console.log(JSON.stringify({ ready: true }));
// The worker's timer does not hold the process open; this does, until the drill kills it.
setInterval(() => {}, 60_000);
