import { Suspense, useState, useSyncExternalStore } from "react";
import { lazyWithPreload } from "../lazy.ts";
import { toastStore } from "./store.ts";

const ToastList = lazyWithPreload(() => import("./toast-list.tsx"));

/**
 * The toast area every page has (docs/product/spec.md §2). Radix Toast loads with the first toast, not before,
 * and then stays mounted so its F8 notifications region is always there.
 */
export function Toaster() {
  // The store's own empty list is the server's answer too, so hydrating does not re-render this.
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
