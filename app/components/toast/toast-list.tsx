import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { useLanguage } from "../../i18n/language.tsx";
import { fill } from "../../i18n/runtime-text.ts";
import { cn } from "../../lib/cn.ts";
import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  toastStore,
  type ToastItem,
} from "./store.ts";

export default function ToastList({ toasts }: { toasts: ToastItem[] }) {
  const { m } = useLanguage();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={fill(m.common.notifications, { hotkey: "F8" })}
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          type={item.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => !open && toastStore.dismiss(item.id)}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            "transition-transform data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
            item.variant === "destructive"
              ? "border-danger bg-danger text-white"
              : "border-line bg-white text-ink",
          )}
        >
          <div className="grid gap-1">
            {item.title && (
              <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            )}
            {item.description && (
              <Toast.Description className="text-sm opacity-90">
                {item.description}
              </Toast.Description>
            )}
          </div>
          {item.action && (
            <Toast.Action
              altText={item.action.label}
              onClick={item.action.onClick}
              className="ml-auto shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium"
            >
              {item.action.label}
            </Toast.Action>
          )}
          <Toast.Close
            aria-label={m.toast.close}
            className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:max-w-sm" />
    </Toast.Provider>
  );
}
