import type { SchedulingMode, SiteConfig } from "../content/site.ts";

/**
 * The third-party settings a page needs in the browser, read from the server's own site config
 * at request time (GET /integrations.json), never baked into prerendered HTML: the server builds
 * each document's CSP from that same object, so a page can only ever try to load what the CSP
 * allows. See docs/decisions/005-runtime-integrations.md.
 */
export type RuntimeIntegrations = {
  scheduling: { scriptUrl: string; demoPath: string; aiDevPath: string };
  chatWidget: { scriptUrl: string; id: string };
  voiceAvatarUrl: string;
  pixelId: string;
  analyticsId: string;
  /** Booking pages: the owner can change them in the admin, so links take these after hydration. */
  booking: { demoUrl: string; aiDevUrl: string; mode: SchedulingMode };
};

export const RUNTIME_INTEGRATIONS_PATH = "/integrations.json";

/** The public subset of the site config (server side). */
export function runtimeIntegrations(site: SiteConfig): RuntimeIntegrations {
  const i = site.integrations;
  return {
    scheduling: {
      scriptUrl: i.schedulingScriptUrl,
      demoPath: i.schedulingDemoPath,
      aiDevPath: i.schedulingAiDevPath,
    },
    // The widget needs both its script and an id; one without the other is "not configured".
    chatWidget:
      i.chatWidgetScriptUrl && i.chatWidgetId
        ? { scriptUrl: i.chatWidgetScriptUrl, id: i.chatWidgetId }
        : { scriptUrl: "", id: "" },
    voiceAvatarUrl: i.voiceAvatarUrl,
    pixelId: i.pixelId,
    analyticsId: i.analyticsId,
    booking: { demoUrl: i.demoBookingUrl, aiDevUrl: i.aiDevBookingUrl, mode: i.schedulingMode },
  };
}

/** Integrations that set cookies or track visitors, so they wait for consent (ePrivacy/GDPR). */
export function consentCategories(config: RuntimeIntegrations) {
  return {
    analytics: Boolean(config.pixelId || config.analyticsId),
    chat: Boolean(config.chatWidget.id),
  };
}

let pending: Promise<RuntimeIntegrations | undefined> | undefined;

/**
 * Fetched once per page load and shared by every integration. Any failure (offline, server
 * error) means "nothing configured": an optional integration must never break the page.
 */
export function loadRuntimeIntegrations(): Promise<RuntimeIntegrations | undefined> {
  pending ??= fetch(RUNTIME_INTEGRATIONS_PATH, { headers: { Accept: "application/json" } })
    .then((res) => (res.ok ? (res.json() as Promise<RuntimeIntegrations>) : undefined))
    .then((config) => {
      if (config?.booking) {
        liveBooking = config.booking;
        for (const listener of bookingListeners) listener();
      }
      return config;
    })
    .catch(() => undefined);
  return pending;
}

let liveBooking: RuntimeIntegrations["booking"] | undefined;
const bookingListeners = new Set<() => void>();

/** The booking URLs /integrations.json gave (undefined before it answered), for useSiteConfig. */
export const liveBookingUrls = () => liveBooking;
export function onLiveBookingUrls(listener: () => void) {
  bookingListeners.add(listener);
  return () => void bookingListeners.delete(listener);
}

/** For tests: forget the fetched config. */
export function resetRuntimeIntegrations() {
  pending = undefined;
  liveBooking = undefined;
}
