import { Suspense, useState, useSyncExternalStore } from "react";
import { lazyWithPreload } from "../lazy.ts";
import { toastStore } from "./store.ts";

const ToastList = lazyWithPreload(() => import("./toast-list.tsx"));
const noToasts: never[] = [];

/**
 * The toast area every page has (spec §2). Radix Toast loads with the first toast, not before,
 * and then stays mounted so its F8 notifications region is always there.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => noToasts);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
