import { Menu } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { lazyWithPreload, whenIdle } from "../components/lazy.ts";
import { useLanguage } from "../i18n/language.tsx";

const MobileMenuPanel = lazyWithPreload(() => import("./mobile-menu-panel.tsx"));

/**
 * Mobile toggle menu (docs/product/spec.md §2). The button is part of the page; the dialog behind it is fetched
 * when the browser is idle or the visitor reaches for the button, so it costs no initial JS.
 */
export function MobileMenu() {
  const { m } = useLanguage();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdle(() => void MobileMenuPanel.preload()), []);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void MobileMenuPanel.preload()}
        onFocus={() => void MobileMenuPanel.preload()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface lg:hidden"
      >
        <Menu className="size-6" aria-hidden />
        <span className="sr-only">{m.common.openMenu}</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
