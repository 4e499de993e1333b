import { Suspense, useSyncExternalStore } from "react";
import { lazyWithPreload } from "../lazy.ts";
import { toastStore } from "./store.ts";

const ToastList = lazyWithPreload(() => import("./toast-list.tsx"));
const noToasts: never[] = [];

/** The toast area every page has (spec §2). Radix Toast loads with the first toast, not before. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => noToasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
