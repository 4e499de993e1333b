import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { fixedPaths, type Lang, type RouteId } from "../../app/content/routes.ts";
import { WELCOME_SEEN_KEY } from "../../app/sections/home/welcome-flag.ts";

export { expect };

/** Every page with a fixed URL (prerendered or, like the blog, server-rendered) in both languages. */
export const allPages: { id: RouteId; lang: Lang; path: string }[] = fixedPaths();

/** Third-party hosts of the default config: answered locally so no test depends on the network. */
const EXTERNAL = /^https?:\/\/(?!localhost|127\.0\.0\.1)/;

type Options = {
  /**
   * The home page's first-visit welcome dialog is modal and would take the first click of any
   * test that starts on `/` or `/en`, so every test starts as a returning visitor. The dialog's
   * own tests opt out with `test.use({ welcomeSeen: false })`.
   */
  welcomeSeen: boolean;
};
type Fixtures = { pageErrors: string[]; welcome: void };

/**
 * Every test fails when the page logs a console error, throws, or a same-origin request fails.
 * Two things are not failures: the browser's own log line for a document that answers 404 on
 * purpose, and requests cut short (net::ERR_ABORTED) because the page moved on.
 */
export const test = base.extend<Options & Fixtures>({
  welcomeSeen: [true, { option: true }],
  welcome: [
    async ({ page, welcomeSeen }, use) => {
      if (welcomeSeen)
        await page.addInitScript((key) => localStorage.setItem(key, "true"), WELCOME_SEEN_KEY);
      await use();
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      const notFoundDocuments = new Set<string>();
      page.on("response", (res) => {
        const expected404 = res.request().resourceType() === "document" && res.status() === 404;
        if (expected404) notFoundDocuments.add(res.url());
        else if (res.url().startsWith(baseURL!) && res.status() >= 400)
          errors.push(`HTTP ${res.status()}: ${res.url()}`);
      });
      page.on("console", (msg) => {
        if (msg.type() === "error" && !notFoundDocuments.has(msg.location().url))
          errors.push(`console: ${msg.text()}`);
      });
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      page.on("requestfailed", (req) => {
        const reason = req.failure()?.errorText;
        if (req.url().startsWith(baseURL!) && reason !== "net::ERR_ABORTED")
          errors.push(`request failed: ${req.url()} ${reason}`);
      });
      await page.context().route(EXTERNAL, (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html",
          body: "<!doctype html><title>external</title>",
        }),
      );
      await use(errors);
      expect(errors, "console errors or failed requests").toEqual([]);
    },
    { auto: true },
  ],
});

/** axe with WCAG 2 A and AA rules; returns the violations (expect them to equal []). */
export async function axeViolations(page: Page) {
  // Reveal every fade-in section first, so axe judges text as visitors finally see it.
  await scrollThrough(page);
  // Sections far from the viewport skip rendering (content-visibility), and axe would judge their
  // text against a background it cannot see: render them all, as they look once scrolled to.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>(".render-when-near"))
      el.style.contentVisibility = "visible";
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(" ")),
  }));
}

export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = window.innerHeight / 2;
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      // A frame lets observers see the section; the timer ends the wait when Chromium skips
      // frames (a loaded machine; CI once hung here for the whole test timeout).
      await new Promise((r) => {
        requestAnimationFrame(() => r(null));
        setTimeout(r, 100);
      });
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(700);
}

/** Waits until React has hydrated the page, so clicks reach React handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Records every layout shift from the start of the next load, as Lighthouse's CLS counts them.
 * Call before `page.goto`; `inside(selector)` then describes the shifted nodes under that
 * element (tag, classes, the start of its text), so a failure names what moved.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Moved = { node: Node; at: number; from: DOMRectReadOnly; to: DOMRectReadOnly };
    const w = window as { moved?: Moved[] };
    w.moved = [];
    type Source = {
      node?: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    };
    type Shift = PerformanceEntry & { sources: Source[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[])
        for (const source of e.sources)
          if (source.node)
            w.moved!.push({
              node: source.node,
              at: e.startTime,
              from: source.previousRect,
              to: source.currentRect,
            });
    }).observe({ type: "layout-shift", buffered: true });
  });
  return {
    inside: (selector: string) =>
      page.evaluate((selector) => {
        const root = document.querySelector(selector)!;
        type Moved = { node: Node; at: number; from: DOMRectReadOnly; to: DOMRectReadOnly };
        // Where and when it moved, so a failure in CI says what happened without a rerun.
        const box = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        // (A source whose box is where it was, to the pixel, did not move: text inside it re-flowed
        // when the web font arrived late on a loaded host, "Manage your meeting … 216,138 848x72 ->
        // 216,138 848x72 at 393 ms". The metric-matched fallback keeps the box; this checks boxes.)
        return (window as { moved?: Moved[] })
          .moved!.filter(({ node, from, to }) => root.contains(node) && box(from) !== box(to))
          .map(({ node, at, from, to }) => {
            const el = node instanceof Element ? node : node.parentElement;
            const text = (node.textContent ?? "").trim().slice(0, 60);
            const where = `${box(from)} -> ${box(to)} at ${Math.round(at)} ms`;
            return `<${el?.tagName.toLowerCase() ?? "#text"} class="${el?.className ?? ""}"> ${text} (${where})`;
          });
      }, selector),
  };
}
