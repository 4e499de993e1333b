import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Main-frame document requests: a page that reloads itself would show two. */
export function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) loads.push(req.url());
  });
  return loads;
}

/** Requests whose URL contains `part`, counted from now on. */
export function requestsTo(page: Page, part: string): string[] {
  const seen: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes(part)) seen.push(req.url());
  });
  return seen;
}

/** The toast list (Radix viewport, "Notificaciones (F8)" / "Notifications (F8)"). */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /F8/ }).getByRole("listitem");
}

/**
 * Takes the browser's own log line for a third-party load we made fail on purpose out of the
 * fixture's error list, after checking it is there: anything else still fails the test.
 */
export function expectFailedLoadLogged(pageErrors: string[], pattern: RegExp) {
  const expected = pageErrors.filter((e) => pattern.test(e));
  expect(expected.length, "the failed load was logged by the browser").toBeGreaterThan(0);
  for (const e of expected) pageErrors.splice(pageErrors.indexOf(e), 1);
}

/**
 * A stand-in ad pixel (window.fbq) that records each call with the path the page was on when it
 * came: a test sees that the event was reported, and that it was before any navigation. Returns
 * a reader of the calls so far.
 */
export async function recordPixel(page: Page) {
  await page.addInitScript(() => {
    const calls: string[][] = [];
    Object.assign(window, {
      pixelCalls: calls,
      fbq: (command: string, event: string) => calls.push([command, event, location.pathname]),
    });
  });
  return () => page.evaluate(() => (window as unknown as { pixelCalls: string[][] }).pixelCalls);
}

/**
 * Whether `target` lies wholly in the viewport above the fixed `bar`, and is what a click at its
 * centre would reach (nothing laid over it).
 */
export async function uncovered(target: Locator, bar: Locator): Promise<boolean> {
  const [box, barBox] = [await target.boundingBox(), await bar.boundingBox()];
  if (!box || !barBox || box.y < 0 || box.y + box.height > barBox.y) return false;
  return target.evaluate(
    (el, [x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && el.contains(hit);
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
}
