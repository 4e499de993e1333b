/**
 * The site's settings from the environment: defaults (app/content/site.ts) with each variable
 * overriding its field. One schema per variable; `server/env.ts` validates them with the rest at
 * start, and pages read them through `app/config/env.server.ts`.
 */
import { z } from "zod";
import { schedulingModes, siteDefaults, type SiteConfig } from "../content/site.ts";
import { readEnv, type EnvSource } from "./env.server.ts";

const url = z.url({ protocol: /^https?$/ });
const optionalUrl = z.union([z.literal(""), url]);

/** Environment variable → its schema and the field of SiteConfig it sets. */
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
  { set: (c: SiteConfig, v: string) => SiteConfig; schema: z.ZodType<string, string> }
>;

function integration(key: keyof SiteConfig["integrations"]) {
  return (c: SiteConfig, v: string): SiteConfig => ({
    ...c,
    integrations: { ...c.integrations, [key]: v },
  });
}

type SiteVar = keyof typeof overrides;
const siteEnvVars = Object.keys(overrides) as SiteVar[];

type SiteVarSchema = z.ZodOptional<z.ZodPipe<z.ZodString, z.ZodType<string, string>>>;
const shape = {} as Record<SiteVar, SiteVarSchema>;
for (const name of siteEnvVars)
  shape[name] = z.string().trim().pipe(overrides[name].schema).optional();

/** Every site variable, trimmed; unset keeps the default. */
export const siteEnvSchema = z.object(shape);

export type SiteEnv = z.output<typeof siteEnvSchema>;

/** The site config from validated variables: the defaults, each set variable applied. */
export function siteConfigFrom(env: SiteEnv): SiteConfig {
  let config: SiteConfig = siteDefaults;
  for (const name of siteEnvVars) {
    const value = env[name];
    if (value !== undefined) config = overrides[name].set(config, value);
  }
  return config;
}

/**
 * The site config of this environment (or of `source`). Throws one error naming every invalid
 * variable, so a bad deploy fails at start (the server checks them then) or at build.
 */
export function loadSiteConfig(source?: EnvSource): SiteConfig {
  return siteConfigFrom(readEnv(siteEnvSchema, source));
}
