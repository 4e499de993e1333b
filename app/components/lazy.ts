import { lazy, type ComponentType } from "react";

/**
 * A lazily loaded component plus a `preload()` to fetch it early (on idle, hover or focus), so
 * widgets that are not needed for the first paint stay out of the initial JavaScript.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (pending ??= load());
  return Object.assign(lazy(preload), { preload });
}

/** Runs `task` once the browser is idle (or after a short delay where idle callbacks are missing). */
export function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1500);
  return () => clearTimeout(id);
}

/**
 * Runs `task` once `element` first intersects the viewport as `init` defines it, then stops
 * watching. Returns the cleanup, or undefined where IntersectionObserver is missing (the caller
 * picks the fallback).
 */
export function onceIntersecting(
  element: Element,
  task: () => void,
  init: IntersectionObserverInit,
): (() => void) | undefined {
  if (!("IntersectionObserver" in window)) return undefined;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    task();
  }, init);
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Runs `task` once `element` comes within `margin` of the viewport (or at idle where
 * IntersectionObserver is missing): widgets below the fold cost nothing until the visitor heads
 * their way.
 */
export function whenNear(element: Element, task: () => void, margin = "300px"): () => void {
  return onceIntersecting(element, task, { rootMargin: `${margin} 0px` }) ?? whenIdle(task);
}
