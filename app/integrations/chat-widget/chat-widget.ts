import { loadScript } from "../load-script.ts";

/**
 * The third-party chat widget (docs/product/spec.md §4, §7): its script loads once, about 1 s after the page
 * loads and only after consent; it draws its own iframe, which we talk to by postMessage.
 * A failure is logged to the console and never breaks the page.
 */
export const CHAT_WIDGET_SCRIPT_ID = "chat-widget-script";
export const CHAT_WIDGET_DELAY_MS = 1000;
/** The first message opens the widget and is sent this long after (docs/product/spec.md §7). */
export const FIRST_SEND_DELAY_MS = 1000;

let origin: string | undefined;

export async function loadChatWidget(config: { scriptUrl: string; id: string }): Promise<void> {
  if (!config.scriptUrl || !config.id) return;
  if (document.getElementById(CHAT_WIDGET_SCRIPT_ID)) {
    console.info("Chat widget already loaded");
    return;
  }
  origin = new URL(config.scriptUrl).origin;
  try {
    await loadScript(config.scriptUrl, { id: CHAT_WIDGET_SCRIPT_ID, "data-widget-id": config.id });
    console.info("Chat widget loaded");
  } catch {
    console.warn("Chat widget failed to load");
  }
}

/** The widget's frame: the iframe its script created, served from the script's own origin. */
function widgetFrame(): HTMLIFrameElement | undefined {
  if (!origin) return undefined;
  return [...document.querySelectorAll("iframe")].find((frame) => {
    try {
      return new URL(frame.src).origin === origin;
    } catch {
      return false;
    }
  });
}

function post(message: Record<string, unknown>): boolean {
  const target = widgetFrame()?.contentWindow;
  if (!target || !origin) return false;
  target.postMessage(message, origin);
  return true;
}

export function openChatWidget(): boolean {
  return post({ type: "OPEN_WIDGET" });
}

let opened = false;

/** Sends a message to the widget; the first one opens it and follows 1 s later. */
export function sendChatWidgetMessage(message: string): boolean {
  if (opened) return post({ type: "SEND_MESSAGE", message });
  if (!openChatWidget()) return false;
  opened = true;
  setTimeout(() => post({ type: "SEND_MESSAGE", message }), FIRST_SEND_DELAY_MS);
  return true;
}

/** For tests. */
export function resetChatWidget() {
  opened = false;
  origin = undefined;
}
