import { Suspense, useEffect, type ReactNode } from "react";

/**
 * The page inside a layout, as its own Suspense boundary. React hydrates what is outside a
 * boundary first and the boundary in a later pass, each with its own commit and its own effects,
 * so on a phone hydration is two shorter tasks instead of one long one (docs/decisions/013).
 * Nothing in it suspends: the server's HTML is there, and a navigation renders it at once.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <HydrationMark />
    </Suspense>
  );
}

/**
 * Marks `<html data-hydrated>` once the page has hydrated: tests wait for it before clicking.
 * Inside the page's boundary, so it runs after the last pass, not after the layout's.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
