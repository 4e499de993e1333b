// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { initWidget, widgetAppeared, withNote } from "./provider.ts";

describe("scheduling provider protocol", () => {
  afterEach(() => {
    delete window.TidyCal;
    vi.useRealTimers();
  });

  it("adds the visitor's note as a query parameter, keeping any existing one", () => {
    expect(withNote("team/demo", undefined)).toBe("team/demo");
    expect(withNote("team/demo", "Plan: Elite")).toBe("team/demo?notes=Plan%3A+Elite");
    expect(withNote("https://cal.example/demo?lang=es", "x")).toBe(
      "https://cal.example/demo?lang=es&notes=x",
    );
  });

  it("re-initialises the widget in an emptied container, and says when the API is missing", () => {
    const container = document.createElement("div");
    container.innerHTML = "<iframe></iframe>";
    expect(initWidget(container)).toBe(false);
    const init = vi.fn();
    window.TidyCal = { init };
    expect(initWidget(container)).toBe(true);
    expect(init).toHaveBeenCalledWith(container);
    expect(container.children).toHaveLength(0);
  });

  it("waits for the provider's iframe, or gives up after the timeout", async () => {
    const container = document.createElement("div");
    const appeared = widgetAppeared(container, 1000);
    container.appendChild(document.createElement("iframe"));
    await expect(appeared).resolves.toBe(true);

    vi.useFakeTimers();
    const empty = document.createElement("div");
    const never = widgetAppeared(empty, 1000);
    vi.advanceTimersByTime(1000);
    await expect(never).resolves.toBe(false);
  });
});
