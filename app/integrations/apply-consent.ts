import { CHAT_WIDGET_DELAY_MS, loadChatWidget } from "./chat-widget/chat-widget.ts";
import type { Consent } from "./consent/store.ts";
import { loadAnalytics, revokeAnalytics } from "./pixel/gtag.ts";
import { loadPixel, revokePixel } from "./pixel/pixel.ts";
import type { RuntimeIntegrations } from "./runtime.ts";

/**
 * Starts what the visitor agreed to. A withdrawn consent tells the running pixel and analytics to
 * stop; their scripts stay until the page is left (a script cannot be unloaded).
 */
export function applyConsent(config: RuntimeIntegrations, consent: Consent, before?: Consent) {
  if (consent.analytics) {
    loadPixel(config.pixelId);
    loadAnalytics(config.analyticsId);
  } else if (before?.analytics) {
    revokePixel();
    revokeAnalytics();
  }
  if (consent.chat && config.chatWidget.id) {
    // About 1 s after the page loaded (docs/product/spec.md §4), never before.
    const wait = Math.max(0, CHAT_WIDGET_DELAY_MS - performance.now());
    setTimeout(() => void loadChatWidget(config.chatWidget), wait);
  }
}
