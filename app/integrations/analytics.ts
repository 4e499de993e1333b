/**
 * Analytics events. The ad pixel (`fbq`) and analytics (`gtag`) are third-party globals that exist
 * only when their scripts were configured and consented to; without them tracking is a no-op.
 */
declare global {
  interface Window {
    fbq?: (command: string, event: string, params?: Record<string, unknown>) => void;
    gtag?: (command: string, event: string, params?: Record<string, unknown>) => void;
  }
}

export type TrackedEvent = "ScheduleButtonClick" | "AiDevScheduleClick";

export function track(event: TrackedEvent, params?: Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  try {
    if (typeof window.fbq === "function") window.fbq("trackCustom", event, params);
    if (typeof window.gtag === "function") window.gtag("event", event, params);
  } catch {
    // A broken third-party script must never break the click that called it.
  }
}
