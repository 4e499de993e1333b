/**
 * The scheduling provider's embed protocol, as the spec describes it and as TidyCal's inline embed
 * works: a container `<div class="tidycal-embed" data-path="team/booking-type">` and a script that
 * defines `window.TidyCal.init(element?)`, which fills the container with the booking iframe.
 * Another provider with the same shape needs only these constants changed.
 */
declare global {
  interface Window {
    TidyCal?: { init: (element?: Element) => void };
  }
}

export const EMBED_CLASS = "tidycal-embed";
/** Query parameter the booking page reads as a pre-filled note (plan or service of interest). */
export const NOTE_PARAM = "notes";
/** The spec loads the script about 300 ms after the page appears. */
export const SCRIPT_DELAY_MS = 300;
/** After the script has loaded, how long the widget may take to appear before we give up. */
export const WIDGET_TIMEOUT_MS = 8000;
/** One retry of a script that failed to load (a flaky network), then the fallback. */
export const RETRY_DELAY_MS = 1000;

/** A booking path or URL with the visitor's note added as a query parameter. */
export function withNote(pathOrUrl: string, note: string | undefined): string {
  if (!note) return pathOrUrl;
  const [base, query = ""] = pathOrUrl.split("?", 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set(NOTE_PARAM, note);
  return `${base}?${params.toString()}`;
}

/** Asks the provider to (re)build its widget inside this container. */
export function initWidget(container: HTMLElement): boolean {
  const api = window.TidyCal;
  if (!api || typeof api.init !== "function") return false;
  container.replaceChildren();
  api.init(container);
  return true;
}

/** Resolves true once the provider has put its iframe in the container, false after the timeout. */
export function widgetAppeared(
  container: HTMLElement,
  timeoutMs = WIDGET_TIMEOUT_MS,
): Promise<boolean> {
  const present = () => container.querySelector("iframe") !== null;
  if (present()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!present()) return;
      finish(true);
    });
    const timer = setTimeout(() => finish(present()), timeoutMs);
    function finish(ok: boolean) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(ok);
    }
    observer.observe(container, { childList: true, subtree: true });
  });
}
