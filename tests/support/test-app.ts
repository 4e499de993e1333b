import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { siteDefaults, type SiteConfig } from "../../app/content/site.ts";
import { createApp, type AppDeps } from "../../server/app.ts";
import { serverEnvSchema } from "../../server/env.ts";
import { createLogger } from "../../server/logger.ts";

const root = join(import.meta.dirname, "../..");

/** The real application over the real production build, in-process (run `npm run build` first). */
export async function createTestApp(overrides: Partial<AppDeps> & { site?: SiteConfig } = {}) {
  const build = (await import(
    pathToFileURL(join(root, "build", "server", "index.js")).href
  )) as ServerBuild;
  return createApp({
    env: serverEnvSchema.parse({ LOG_LEVEL: "silent" }),
    site: siteDefaults,
    logger: createLogger("silent"),
    build,
    clientDir: join(root, "build", "client"),
    version: "test",
    ...overrides,
  });
}
