import { z } from "zod";
import { schedulingModes, siteDefaults, type SiteConfig } from "../content/site.ts";

const url = z.url({ protocol: /^https?$/ });
const optionalUrl = z.union([z.literal(""), url]);

/** Environment variable → path in SiteConfig, with its schema. */
const overrides = {
  COMPANY_NAME: {
    set: (c, v) => ({ ...c, companyName: v, productName: v }),
    schema: z.string().min(1),
  },
  ASSISTANT_NAME: { set: (c, v) => ({ ...c, assistantName: v }), schema: z.string().min(1) },
  SITE_URL: { set: (c, v) => ({ ...c, siteUrl: v.replace(/\/$/, "") }), schema: url },
  CONTACT_PHONE: { set: (c, v) => ({ ...c, phone: v }), schema: z.string().min(3) },
  CONTACT_WHATSAPP_URL: { set: (c, v) => ({ ...c, whatsappUrl: v }), schema: url },
  CONTACT_EMAIL: { set: (c, v) => ({ ...c, email: v }), schema: z.email() },
  SOCIAL_FACEBOOK_URL: {
    set: (c, v) => ({ ...c, social: { ...c.social, facebook: v } }),
    schema: url,
  },
  SOCIAL_INSTAGRAM_URL: {
    set: (c, v) => ({ ...c, social: { ...c.social, instagram: v } }),
    schema: url,
  },
  SOCIAL_TIKTOK_URL: { set: (c, v) => ({ ...c, social: { ...c.social, tiktok: v } }), schema: url },
  SOCIAL_YOUTUBE_URL: {
    set: (c, v) => ({ ...c, social: { ...c.social, youtube: v } }),
    schema: url,
  },
  SCHEDULING_MODE: { set: integration("schedulingMode"), schema: z.enum(schedulingModes) },
  DEMO_BOOKING_URL: { set: integration("demoBookingUrl"), schema: url },
  AI_DEV_BOOKING_URL: { set: integration("aiDevBookingUrl"), schema: url },
  FREE_TRIAL_URL: { set: integration("freeTrialUrl"), schema: url },
  SCHEDULING_SCRIPT_URL: { set: integration("schedulingScriptUrl"), schema: optionalUrl },
  SCHEDULING_DEMO_PATH: { set: integration("schedulingDemoPath"), schema: z.string().min(1) },
  SCHEDULING_AI_DEV_PATH: { set: integration("schedulingAiDevPath"), schema: z.string().min(1) },
  CHAT_WIDGET_SCRIPT_URL: { set: integration("chatWidgetScriptUrl"), schema: optionalUrl },
  CHAT_WIDGET_ID: { set: integration("chatWidgetId"), schema: z.string().max(200) },
  VOICE_AVATAR_URL: { set: integration("voiceAvatarUrl"), schema: optionalUrl },
  PIXEL_ID: { set: integration("pixelId"), schema: z.string().regex(/^\d*$/, "digits only") },
  ANALYTICS_ID: { set: integration("analyticsId"), schema: z.string().regex(/^[\w-]*$/) },
} satisfies Record<
  string,
  { set: (c: SiteConfig, v: string) => SiteConfig; schema: z.ZodType<string> }
>;

function integration(key: keyof SiteConfig["integrations"]) {
  return (c: SiteConfig, v: string): SiteConfig => ({
    ...c,
    integrations: { ...c.integrations, [key]: v },
  });
}

export const siteEnvVars = Object.keys(overrides) as (keyof typeof overrides)[];

/**
 * The site config: defaults with environment overrides, each validated.
 * Throws one error listing every invalid variable, so a bad deploy fails at start, not later.
 */
export function loadSiteConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  const problems: string[] = [];
  let config: SiteConfig = siteDefaults;
  for (const name of siteEnvVars) {
    const raw = env[name];
    if (raw === undefined) continue;
    const parsed = overrides[name].schema.safeParse(raw.trim());
    if (!parsed.success) problems.push(`${name}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
    else config = overrides[name].set(config, parsed.data);
  }
  if (problems.length > 0)
    throw new Error(`Invalid site configuration:\n  ${problems.join("\n  ")}`);
  return config;
}
