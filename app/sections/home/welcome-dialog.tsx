import { Suspense, useEffect, useState } from "react";
import { lazyWithPreload, whenIdle } from "../../components/lazy.ts";
import type { HomeView } from "../../content/home.server.ts";
import { claimFirstVisit, WELCOME_SEEN_KEY } from "./welcome-flag.ts";

const WelcomePanel = lazyWithPreload(() => import("./welcome-dialog-panel.tsx"));

/**
 * Welcome dialog on the first visit (spec §2, §4). Nothing of it is in the initial JavaScript:
 * once the browser is idle and the seen flag is absent, the Radix dialog is fetched, the flag set
 * and the dialog opened.
 */
export function WelcomeDialog({ content }: { content: HomeView["welcome"] }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (localStorageOrNull()?.getItem(WELCOME_SEEN_KEY) != null) return;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void WelcomePanel.preload().then(() => {
        const storage = localStorageOrNull();
        if (cancelled || !storage || !claimFirstVisit(storage)) return;
        setMounted(true);
        setOpen(true);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <WelcomePanel content={content} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
