import { useMemo, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "../content/site.ts";
import type { RootData } from "../i18n/root-data.ts";
import { liveBookingUrls, onLiveBookingUrls } from "../integrations/runtime.ts";

const noBooking = () => undefined;

/** The live booking URLs, only when they differ from what the page was rendered with. */
function changedBooking(site: SiteConfig | undefined) {
  const live = liveBookingUrls();
  if (!site || !live) return undefined;
  const { demoBookingUrl, aiDevBookingUrl } = site.integrations;
  const changed =
    (live.mode && live.mode !== site.integrations.schedulingMode) ||
    (live.demoUrl && live.demoUrl !== demoBookingUrl) ||
    (live.aiDevUrl && live.aiDevUrl !== aiDevBookingUrl);
  return changed ? live : undefined;
}

/**
 * The site config the server resolved (defaults + environment), from the root loader; once
 * /integrations.json has answered, with the booking URLs the owner set in the admin (decision 014).
 * Every schedule button reads this, so /integrations.json re-renders them only on a real change.
 */
export function useSiteConfig(): SiteConfig {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const site = data?.site;
  const live = useSyncExternalStore(onLiveBookingUrls, () => changedBooking(site), noBooking);
  const merged = useMemo(
    () =>
      site && live
        ? {
            ...site,
            integrations: {
              ...site.integrations,
              demoBookingUrl: live.demoUrl || site.integrations.demoBookingUrl,
              aiDevBookingUrl: live.aiDevUrl || site.integrations.aiDevBookingUrl,
              schedulingMode: live.mode || site.integrations.schedulingMode,
            },
          }
        : site,
    [site, live],
  );
  if (!merged) throw new Error("useSiteConfig: root loader data missing");
  return merged;
}
