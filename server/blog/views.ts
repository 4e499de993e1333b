/**
 * Post views: once per visitor per post per day, bots never. A visitor is a hash of a secret salt,
 * the day, the IP and the user agent, so no cookie is needed and no IP is stored; the salt lives
 * in the database, so every server process counts the same visitor once.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Database } from "../db/client.ts";
import { blogPostViews, blogPosts, siteSettings } from "../db/schema.ts";

const SALT_KEY = "internal.viewSalt";

export function createViewCounter(db: Database, now: () => number = Date.now) {
  let salt: Promise<string> | undefined;
  let lastCleanup = "";

  async function loadSalt(): Promise<string> {
    await db
      .insert(siteSettings)
      .values({ key: SALT_KEY, value: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SALT_KEY));
    return row!.value;
  }

  /** Counts a view of `postId`; true when it was counted. */
  return async function countView(postId: number, ip: string, userAgent: string): Promise<boolean> {
    if (!userAgent || isbot(userAgent)) return false;
    salt ??= loadSalt().catch((error: unknown) => {
      salt = undefined;
      throw error;
    });
    const day = new Date(now()).toISOString().slice(0, 10);
    const visitor = createHash("sha256")
      .update(`${await salt}|${day}|${ip}|${userAgent}`)
      .digest("base64url");
    const inserted = await db
      .insert(blogPostViews)
      .values({ postId, day, visitor })
      .onConflictDoNothing()
      .returning({ postId: blogPostViews.postId });
    if (inserted.length)
      await db
        .update(blogPosts)
        .set({ views: sql`${blogPosts.views} + 1` })
        .where(eq(blogPosts.id, postId));
    if (lastCleanup !== day) {
      lastCleanup = day;
      await db.delete(blogPostViews).where(and(lt(blogPostViews.day, day)));
    }
    return inserted.length > 0;
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
