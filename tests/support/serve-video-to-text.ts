/**
 * The function alone on an ephemeral port, in its own process, so a test can run it under
 * limits that would hurt the test runner (e.g. `ulimit -f`, a full disk). Usage:
 * `node serve-for-test.ts '<json deps overrides>'`; prints `{"port":N}` once listening.
 */
import { functionApp, start } from "./video-to-text.ts";

const overrides = JSON.parse(process.argv[2] ?? "{}") as { tmpDir: string } & Record<
  string,
  unknown
>;
const { app } = functionApp(overrides.tmpDir, overrides);
const { base } = await start(app);
process.stdout.write(`${JSON.stringify({ port: Number(new URL(base).port) })}\n`);
