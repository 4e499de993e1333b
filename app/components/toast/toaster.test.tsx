// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "../../content/messages.server.ts";
import { LanguageProvider } from "../../i18n/language.tsx";
import { toast, toastStore } from "./store.ts";
import { Toaster } from "./toaster.tsx";

function renderToaster() {
  return render(
    <LanguageProvider lang="es" messages={messages.es}>
      <Toaster />
    </LanguageProvider>,
  );
}

/** Lets the lazy toast chunk resolve and React commit the Suspense boundary. */
const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 100))));

describe("Toaster", () => {
  // The toast list is a lazy chunk; transform it once so the first toast is not timed against that.
  beforeAll(async () => void (await import("./toast-list.tsx")));

  afterEach(() => {
    // Without Vitest globals Testing Library cannot unmount by itself: a Toaster left mounted
    // would render the next test's toast a second time.
    cleanup();
    act(() => toastStore.remove());
    vi.useRealTimers();
  });

  it("renders nothing, and loads no toast code, until the first toast", () => {
    const { container } = renderToaster();
    expect(container.innerHTML).toBe("");
  });

  it("shows a destructive toast with its title, description and a labelled close button", async () => {
    renderToaster();
    act(
      () =>
        void toast({
          title: "Error",
          description: "No se pudo enviar el mensaje.",
          variant: "destructive",
        }),
    );
    await settle();
    // Radix repeats a toast's text in a screen-reader live region for a moment; find the toast itself.
    const toastItem = screen
      .getAllByText("No se pudo enviar el mensaje.")
      .map((node) => node.closest("li"))
      .find((li) => li !== null);
    expect(toastItem?.className).toContain("bg-danger");
    expect(toastItem?.textContent).toContain("Error");

    expect(within(toastItem!).getByRole("button", { name: "Cerrar notificación" })).toBeTruthy();
  });

  it("closes by itself after 5000 ms and is then removed", async () => {
    vi.useFakeTimers();
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    renderToaster();
    act(() => void toast({ title: "Video cargado" }));
    await advance(50);
    // Radix also repeats a background toast's text in a live region for screen readers.
    expect(screen.getAllByText("Video cargado").length).toBeGreaterThan(0);
    await advance(4800);
    expect(toastStore.get()[0]?.open).toBe(true);
    await advance(300);
    expect(toastStore.get()[0]?.open).toBe(false);
    await advance(400);
    expect(toastStore.get()).toEqual([]);
    expect(screen.queryAllByText("Video cargado")).toEqual([]);
  });
});
