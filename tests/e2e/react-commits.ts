import type { Page } from "@playwright/test";

/** One React commit: when it happened and how many components rendered in it. */
export type Commit = { at: number; components: number };

/**
 * Counts the components React renders in each commit of the next page load, through the hook
 * React DevTools uses (production builds call it too). A component rendered when it is new or
 * carries React's PerformedWork flag; a subtree whose child pointer is unchanged was skipped
 * whole and is not walked: the same rule DevTools' profiler applies. Call before `page.goto`.
 */
export async function recordCommits(page: Page) {
  await page.addInitScript(() => {
    type Fiber = {
      tag: number;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
    };
    const PERFORMED_WORK = 1;
    // Function, class, forwardRef, memo and simple memo components.
    const componentTags = new Set([0, 1, 11, 14, 15]);
    const countAll = (fiber: Fiber): number => {
      let n = componentTags.has(fiber.tag) ? 1 : 0;
      for (let child = fiber.child; child; child = child.sibling) n += countAll(child);
      return n;
    };
    const countRendered = (first: Fiber | null): number => {
      let n = 0;
      for (let fiber = first; fiber; fiber = fiber.sibling) {
        const previous = fiber.alternate;
        if (!previous) {
          n += countAll(fiber);
          continue;
        }
        if (componentTags.has(fiber.tag) && fiber.flags & PERFORMED_WORK) n++;
        if (fiber.child !== previous.child) n += countRendered(fiber.child);
      }
      return n;
    };
    const commits: Commit[] = [];
    (window as { reactCommits?: Commit[] }).reactCommits = commits;
    (window as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        const hydration = !root.current.alternate?.child;
        commits.push({
          at: Math.round(performance.now()),
          components: hydration ? countAll(root.current) : countRendered(root.current.child),
        });
      },
    };
  });
  return {
    commits: () => page.evaluate(() => (window as { reactCommits?: Commit[] }).reactCommits!),
  };
}
