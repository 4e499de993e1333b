/**
 * Post views: once per address (an IPv6 /64) per post per day, bots never. A visitor is a hash of
 * a secret salt, the day and the address, so no cookie is needed and no IP is stored; the salt
 * lives in the database, so every server process counts the same visitor once. The user agent
 * only tells bots apart: it is not part of the visitor, or changing it would count another view
 * (issue 21). So one address adds at most one view per post and day, and yesterday's marks are
 * dropped.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Database } from "../db/client.ts";
import { blogPostViews, blogPosts, siteSettings } from "../db/schema.ts";

const SALT_KEY = "internal.viewSalt";

/**
 * The address a view is counted for: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64, so its other addresses are the same visitor).
 */
export function viewerAddress(ip: string): string {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [
    ...left,
    ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"),
    ...right,
  ];
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(":")}::/64`;
}

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
      .update(`${await salt}|${day}|${viewerAddress(ip)}`)
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
