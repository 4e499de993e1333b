// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CHAT_WIDGET_SCRIPT_ID,
  loadChatWidget,
  resetChatWidget,
  sendChatWidgetMessage,
} from "./chat-widget.ts";

const scriptUrl = "https://chat.example/widget.js";

/** Plays the widget's script: it loads, then draws its iframe from its own origin. */
function answerScript() {
  const script = document.getElementById(CHAT_WIDGET_SCRIPT_ID) as HTMLScriptElement;
  const frame = document.createElement("iframe");
  frame.src = "https://chat.example/frame.html";
  document.body.appendChild(frame);
  script.dispatchEvent(new Event("load"));
  return frame;
}

describe("chat widget", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
    resetChatWidget();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("loads its script once with the widget id, logs it, and opens then sends by postMessage", async () => {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    const loading = loadChatWidget({ scriptUrl, id: "w-1" });
    const script = document.getElementById(CHAT_WIDGET_SCRIPT_ID)!;
    expect(script.getAttribute("data-widget-id")).toBe("w-1");
    const frame = answerScript();
    await loading;
    expect(log).toHaveBeenCalledWith("Chat widget loaded");

    await loadChatWidget({ scriptUrl, id: "w-1" });
    expect(log).toHaveBeenCalledWith("Chat widget already loaded");
    expect(document.querySelectorAll("script")).toHaveLength(1);

    vi.useFakeTimers();
    const postMessage = vi.spyOn(frame.contentWindow!, "postMessage");
    expect(sendChatWidgetMessage("Hola")).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: "OPEN_WIDGET" }, "https://chat.example");
    expect(postMessage).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(postMessage).toHaveBeenLastCalledWith(
      { type: "SEND_MESSAGE", message: "Hola" },
      "https://chat.example",
    );
    sendChatWidgetMessage("Otra");
    expect(postMessage).toHaveBeenCalledTimes(3);
  });

  it("logs a failed load and lets the page go on", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const loading = loadChatWidget({ scriptUrl: "https://down.example/widget.js", id: "w-1" });
    document.getElementById(CHAT_WIDGET_SCRIPT_ID)!.dispatchEvent(new Event("error"));
    await loading;
    expect(warn).toHaveBeenCalledWith("Chat widget failed to load");
    expect(sendChatWidgetMessage("Hola")).toBe(false);
  });
});
