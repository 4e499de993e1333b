import { loadScript } from "../load-script.ts";

/** Analytics (Google tag): only called after analytics/advertising consent. */
export const GTAG_SCRIPT_URL = "https://www.googletagmanager.com/gtag/js";

export function loadAnalytics(measurementId: string): void {
  if (!measurementId || window.gtag) return;
  const w = window as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  window.gtag = function gtag() {
    // The Google tag reads the arguments object itself, as its snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  (window.gtag as (...args: unknown[]) => void)("js", new Date());
  (window.gtag as (...args: unknown[]) => void)("config", measurementId);
  loadScript(`${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`).catch(() =>
    console.warn("Analytics failed to load"),
  );
}

export function revokeAnalytics(): void {
  (window.gtag as ((...args: unknown[]) => void) | undefined)?.("consent", "update", {
    analytics_storage: "denied",
    ad_storage: "denied",
  });
}
