import type { SiteConfig } from "../content/site.ts";

const originOf = (url: string): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** Hosts of the ad pixel and analytics scripts, used only when their ids are configured. */
export const PIXEL_ORIGINS = ["https://connect.facebook.net", "https://www.facebook.com"];
export const ANALYTICS_ORIGINS = [
  "https://www.googletagmanager.com",
  "https://www.google-analytics.com",
];

/**
 * Third-party origins the page may talk to, derived from the site config alone: a host that is not
 * configured is not allowed, so the CSP stays as narrow as the integrations in use.
 */
export function thirdPartyOrigins(site: SiteConfig) {
  const i = site.integrations;
  const scheduling = originOf(i.schedulingScriptUrl);
  // The widget's id may come from the owner's settings later (decision 014), its script URL only from
  // here: a configured script URL is enough for its host to be allowed.
  const chat = originOf(i.chatWidgetScriptUrl);
  const avatar = originOf(i.voiceAvatarUrl);
  const pixel = i.pixelId ? PIXEL_ORIGINS : [];
  const analytics = i.analyticsId ? ANALYTICS_ORIGINS : [];
  return {
    scripts: [...scheduling, ...chat, ...pixel.slice(0, 1), ...analytics.slice(0, 1)],
    styles: [...scheduling, ...chat],
    images: [...scheduling, ...chat, ...pixel, ...analytics],
    connect: [...scheduling, ...chat, ...pixel, ...analytics],
    frames: [...scheduling, ...chat, ...avatar],
    avatar,
  };
}
