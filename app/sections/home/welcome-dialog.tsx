import { Suspense, useEffect, useState } from "react";
import { lazyWithPreload, whenIdle } from "../../components/lazy.ts";
import type { HomeView } from "../../i18n/home.server.ts";
import { claimFirstVisit, WELCOME_DELAY_MS, WELCOME_SEEN_KEY } from "./welcome-flag.ts";

const WelcomePanel = lazyWithPreload(() => import("./welcome-dialog-panel.tsx"));

/**
 * Welcome dialog on the first visit (docs/product/spec.md §2, §4). Nothing of it is in the initial JavaScript.
 * The visitor gets the page to themselves for a few seconds first: a modal over a page nobody has
 * seen yet is the intrusive interstitial search engines and visitors both dislike, and on a phone
 * it would land in the middle of hydration. Then, once the browser is idle and the visitor is not
 * typing (the hero's chat card), the Radix dialog is fetched, the flag set and the dialog opened.
 */
export function WelcomeDialog({ content }: { content: HomeView["welcome"] }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let cancelWait = () => {};
    const show = () => {
      void WelcomePanel.preload().then(() => {
        const storage = localStorageOrNull();
        if (cancelled || !storage || !claimFirstVisit(storage)) return;
        setMounted(true);
        setOpen(true);
      });
    };
    // The flag is read when the delay is over, not during hydration: a page's first read of
    // localStorage waits on the browser process, and hydration is busy enough on a phone.
    const timer = setTimeout(() => {
      if (localStorageOrNull()?.getItem(WELCOME_SEEN_KEY) != null) return;
      cancelWait = whenIdle(() => {
        cancelWait = whenNotTyping(show);
      });
    }, WELCOME_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      cancelWait();
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <WelcomePanel content={content} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}

/** Runs `task` now, or once focus leaves the text field the visitor is typing in. */
function whenNotTyping(task: () => void): () => void {
  const typing = () =>
    document.activeElement?.matches("input, textarea, select, [contenteditable]");
  if (!typing()) {
    task();
    return () => {};
  }
  const onFocusOut = () => {
    // focusout fires before focus lands on the next element: look once it has.
    setTimeout(() => {
      if (typing()) return;
      document.removeEventListener("focusout", onFocusOut);
      task();
    }, 0);
  };
  document.addEventListener("focusout", onFocusOut);
  return () => document.removeEventListener("focusout", onFocusOut);
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
