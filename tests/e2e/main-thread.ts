import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { WELCOME_SEEN_KEY } from "../../app/sections/home/welcome-flag.ts";

/** A mid-range phone's CPU, as Lighthouse's mobile preset models it. */
export const CPU_SLOWDOWN = 4;

type Task = { start: number; duration: number };
type Interaction = { name: string; duration: number };
type Recorded = { hydratedAt?: number; tasks: Task[]; interactions: Interaction[] };

/** Lighthouse's TBT rule: the part of each long task past 50 ms blocks input. */
const blocking = (tasks: Task[]) => tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);

/**
 * Slows the page's CPU `CPU_SLOWDOWN` times (Chromium's own throttle, the one Lighthouse and
 * DevTools use) and records from the start of the next load, with web-platform APIs only, what a
 * visitor feels: when hydration ended (the root sets `data-hydrated`), every long task (over 50 ms
 * of main thread, Long Tasks API) and the latency of every interaction from input to the next
 * paint (Event Timing, the measure behind INP). Call before `page.goto`; it holds for later loads
 * in the same page.
 */
export async function recordMainThread(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const recorded: Recorded = { tasks: [], interactions: [] };
    (window as { mainThread?: Recorded }).mainThread = recorded;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        recorded.tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
        if (e.interactionId) recorded.interactions.push({ name: e.name, duration: e.duration });
    }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== "true") return;
      recorded.hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  return {
    /**
     * This load so far: when hydration ended (ms from navigation), the blocking time of the long
     * tasks until then, and of those since.
     */
    async load() {
      const { hydratedAt, tasks } = await page.evaluate(
        () => (window as { mainThread?: Recorded }).mainThread!,
      );
      return {
        hydration: Math.round(hydratedAt!),
        blocking: Math.round(blocking(tasks.filter((t) => t.start < hydratedAt!))),
        blockingAfter: Math.round(blocking(tasks.filter((t) => t.start >= hydratedAt!))),
      };
    },
    /**
     * The slowest interaction since the last call, from input to the next paint (ms; 0 when every
     * event took under 16 ms, Event Timing's floor), and the events that passed the floor.
     */
    async slowestInteraction() {
      const events = await page.evaluate(() =>
        (window as { mainThread?: Recorded }).mainThread!.interactions.splice(0),
      );
      return {
        slowest: Math.round(Math.max(0, ...events.map((e) => e.duration))),
        events: events.map((e) => `${e.name} ${Math.round(e.duration)}`).join(", "),
      };
    },
  };
}

export type LoadFigures = Awaited<ReturnType<Awaited<ReturnType<typeof recordMainThread>>["load"]>>;

/**
 * A first visit to `path` in a new browser context (empty cache, no compiled code kept from an
 * earlier load), as a returning visitor so the welcome dialog stays away, measured until
 * hydration and `settleMs` after it. Like the shared fixtures, it fails on a page error or a
 * console error, and answers third-party hosts locally.
 */
export async function firstVisit(
  browser: Browser,
  options: BrowserContextOptions,
  path: string,
  settleMs: number,
): Promise<LoadFigures> {
  const context = await browser.newContext(options);
  try {
    await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html>" }),
    );
    await context.addInitScript((key) => localStorage.setItem(key, "true"), WELCOME_SEEN_KEY);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    const recorder = await recordMainThread(page);
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForTimeout(settleMs);
    if (errors.length) throw new Error(`${path}: ${errors.join("\n")}`);
    return await recorder.load();
  } finally {
    await context.close();
  }
}

/** The middle value: one slow run on a shared machine moves it no more than one fast run. */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
