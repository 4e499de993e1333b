/**
 * Site settings the owner edits in the admin, stored in the database and kept in memory. Every
 * process reloads them when its copy is older than the TTL (stale-while-revalidate: a request
 * never waits for the database), so a change reaches every visitor within seconds, with no
 * rebuild. Empty booking URLs and widget id mean "the environment's value".
 */
import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { siteSettings } from "../db/schema.ts";
import { checkCustomCss, type CssProblem } from "./custom-css.ts";

const httpUrl = z.union([z.literal(""), z.url({ protocol: /^https?$/ }).max(500)]);

export const settingsSchema = z.object({
  customCss: z.string(),
  chatWidgetId: z
    .string()
    .trim()
    .regex(/^[\w.-]{0,100}$/),
  demoBookingUrl: httpUrl,
  aiDevBookingUrl: httpUrl,
});

export type SiteSettings = z.infer<typeof settingsSchema>;
export const emptySettings: SiteSettings = {
  customCss: "",
  chatWidgetId: "",
  demoBookingUrl: "",
  aiDevBookingUrl: "",
};
const KEYS = Object.keys(emptySettings) as (keyof SiteSettings)[];

export type SaveResult =
  | { ok: true; settings: SiteSettings }
  | { ok: false; field: keyof SiteSettings; problem: CssProblem | "invalid" };

export function createSettingsStore(
  db: Database,
  options: { ttlMs?: number; now?: () => number } = {},
) {
  const ttlMs = options.ttlMs ?? 5_000;
  const now = options.now ?? Date.now;
  let cached = emptySettings;
  let loadedAt = -Infinity;
  let loading: Promise<SiteSettings> | undefined;

  async function load(): Promise<SiteSettings> {
    const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, KEYS));
    const next = { ...emptySettings };
    for (const row of rows) next[row.key as keyof SiteSettings] = row.value;
    cached = next;
    loadedAt = now();
    return next;
  }

  function refresh(): Promise<SiteSettings> {
    loading ??= load().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  return {
    /** The settings now, from memory; starts a reload in the background when stale. */
    current(): SiteSettings {
      if (now() - loadedAt > ttlMs) refresh().catch(() => {});
      return cached;
    },
    /** Fresh from the database (the admin form). */
    load: refresh,
    async save(input: Record<string, unknown>): Promise<SaveResult> {
      const parsed = settingsSchema.safeParse(input);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path[0] as keyof SiteSettings;
        return { ok: false, field, problem: "invalid" };
      }
      const css = parsed.data.customCss.replace(/\r\n/g, "\n");
      if (css.trim()) {
        const check = checkCustomCss(css);
        if (!check.ok) return { ok: false, field: "customCss", problem: check.reason };
      }
      const settings = { ...parsed.data, customCss: css.trim() ? css : "" };
      await db
        .insert(siteSettings)
        .values(KEYS.map((key) => ({ key, value: settings[key] })))
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
      cached = settings;
      loadedAt = now();
      return { ok: true, settings };
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
