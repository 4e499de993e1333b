import { describe, expect, it } from "vitest";
import { siteDefaults } from "../../app/content/site.ts";
import { openDatabase } from "../db/client.ts";
import { serverEnvSchema } from "../env.ts";
import { createLiveSite } from "./index.ts";
import { createServices } from "../services.ts";

describe("live site settings at start", () => {
  it("survives a first settings load that fails: defaults apply, and no rejection goes unhandled", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    const db = await openDatabase({ dataDir: "memory://" });
    try {
      // A database that cannot answer (closed, no tables): the settings' first load rejects.
      await db.close();
      const live = createLiveSite(
        siteDefaults,
        Promise.resolve(createServices(db.db, serverEnvSchema.parse({}))),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
      expect(live.injectHead("<head></head>")).toBe("<head></head>");
      expect(live.integrations()).toBeDefined();
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  }, 60_000);
});
