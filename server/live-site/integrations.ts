/**
 * What `/integrations.json` carries: the environment's integrations (app/config) with the
 * owner's chat-widget id and booking URLs over them; the page applies them after hydration
 * (docs/decisions/014). Worked out again only when the settings change.
 */
import type { SiteConfig } from "../../app/content/site.ts";
import { runtimeIntegrations, type RuntimeIntegrations } from "../../app/integrations/runtime.ts";
import type { SiteSettings } from "../admin/settings.ts";
import type { LiveSettings } from "./settings.ts";

export function liveIntegrations(site: SiteConfig, settings: LiveSettings) {
  let last: { settings: SiteSettings; value: RuntimeIntegrations } | undefined;
  return function integrations(): RuntimeIntegrations {
    const current = settings.current();
    if (last?.settings !== current) {
      const i = site.integrations;
      last = {
        settings: current,
        value: runtimeIntegrations({
          ...site,
          integrations: {
            ...i,
            chatWidgetId: current.chatWidgetId || i.chatWidgetId,
            demoBookingUrl: current.demoBookingUrl || i.demoBookingUrl,
            aiDevBookingUrl: current.aiDevBookingUrl || i.aiDevBookingUrl,
          },
        }),
      };
    }
    return last.value;
  };
}
