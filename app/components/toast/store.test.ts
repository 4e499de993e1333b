import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, TOAST_LIMIT } from "./store.ts";

describe("toast store", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("keeps at most five toasts, newest first", () => {
    const store = createToastStore();
    for (let i = 1; i <= 7; i++) store.add({ title: `t${i}` });
    expect(TOAST_LIMIT).toBe(5);
    expect(store.get().map((t) => t.title)).toEqual(["t7", "t6", "t5", "t4", "t3"]);
  });

  it("updates a toast in place", () => {
    const store = createToastStore();
    const id = store.add({ title: "Subiendo" });
    store.update(id, { title: "Listo", variant: "destructive" });
    expect(store.get()[0]).toMatchObject({
      id,
      title: "Listo",
      variant: "destructive",
      open: true,
    });
  });

  it("closes a dismissed toast at once and removes it after its exit animation", () => {
    const store = createToastStore(300);
    const a = store.add({ title: "a" });
    store.add({ title: "b" });
    store.dismiss(a);
    expect(store.get().find((t) => t.id === a)?.open).toBe(false);
    vi.advanceTimersByTime(299);
    expect(store.get()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.get().map((t) => t.title)).toEqual(["b"]);
  });

  it("dismisses all without an id, and remove without an id clears all", () => {
    const store = createToastStore(10);
    store.add({ title: "a" });
    store.add({ title: "b" });
    store.dismiss();
    expect(store.get().every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(10);
    expect(store.get()).toEqual([]);
    store.add({ title: "c" });
    store.remove();
    expect(store.get()).toEqual([]);
  });

  it("tells subscribers about every change until they unsubscribe", () => {
    const store = createToastStore();
    const seen: number[] = [];
    const unsubscribe = store.subscribe((toasts) => seen.push(toasts.length));
    store.add({ title: "a" });
    unsubscribe();
    store.add({ title: "b" });
    expect(seen).toEqual([1]);
  });
});
