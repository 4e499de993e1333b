/**
 * Toast state (docs/product/spec.md §3, §4): at most TOAST_LIMIT kept, add / update / dismiss, and removal.
 * A dismissed toast is removed once its exit animation is over, not after the original
 * 1,000,000 ms, which only kept closed toasts in memory.
 */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 300;

export type ToastVariant = "default" | "destructive";

export type ToastInput = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself. */
  duration?: number;
  action?: { label: string; onClick: () => void };
};

export type ToastItem = ToastInput & { id: string; open: boolean };

type Listener = (toasts: ToastItem[]) => void;

export function createToastStore(removeDelayMs = TOAST_REMOVE_DELAY_MS) {
  let toasts: ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = () => listeners.forEach((l) => l(toasts));

  function remove(id?: string) {
    toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
    emit();
  }

  function scheduleRemoval(id: string) {
    if (timers.has(id)) return;
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        remove(id);
      }, removeDelayMs),
    );
  }

  return {
    get: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    add(input: ToastInput): string {
      const id = String(++counter);
      toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
      emit();
      return id;
    },
    update(id: string, input: Partial<ToastInput>) {
      toasts = toasts.map((t) => (t.id === id ? { ...t, ...input } : t));
      emit();
    },
    /** Closes one toast, or all when no id is given; they are removed after the exit animation. */
    dismiss(id?: string) {
      const ids = id === undefined ? toasts.map((t) => t.id) : [id];
      toasts = toasts.map((t) => (ids.includes(t.id) ? { ...t, open: false } : t));
      ids.forEach(scheduleRemoval);
      emit();
    },
    remove,
  };
}

export const toastStore = createToastStore();

/** Shows a toast from anywhere (event handlers, effects). Returns its id for update/dismiss. */
export function toast(input: ToastInput) {
  const id = toastStore.add(input);
  return {
    id,
    update: (next: Partial<ToastInput>) => toastStore.update(id, next),
    dismiss: () => toastStore.dismiss(id),
  };
}
