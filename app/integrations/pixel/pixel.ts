import { loadScript } from "../load-script.ts";

/** The ad pixel's loader (Meta Pixel): only called after analytics/advertising consent. */
export const PIXEL_SCRIPT_URL = "https://connect.facebook.net/en_US/fbevents.js";

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  loaded: boolean;
  version: string;
  push: Fbq;
};

/** Same as the vendor's snippet, without an inline script: a queue until fbevents.js takes over. */
export function loadPixel(pixelId: string): void {
  if (!pixelId || window.fbq) return;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = "2.0";
  fbq.push = fbq;
  window.fbq = fbq;
  (window as { _fbq?: Fbq })._fbq = fbq;
  fbq("init", pixelId);
  fbq("track", "PageView");
  loadScript(PIXEL_SCRIPT_URL).catch(() => console.warn("Ad pixel failed to load"));
}

/** Consent withdrawn: the pixel stops sending from now on (a loaded script stays until the page is left). */
export function revokePixel(): void {
  window.fbq?.("consent", "revoke");
}
