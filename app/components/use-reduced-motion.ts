import { useSyncExternalStore } from "react";

const query = "(prefers-reduced-motion: reduce)";

// One list for every component: each window.matchMedia call costs the page a style lookup.
let list: MediaQueryList | undefined;
const mediaList = () => (list ??= window.matchMedia(query));

function subscribe(onChange: () => void) {
  mediaList().addEventListener("change", onChange);
  return () => mediaList().removeEventListener("change", onChange);
}

/** True when the visitor asked for reduced motion; false on the server (static HTML has no motion). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaList().matches,
    () => false,
  );
}
