import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { href } from "../i18n/href.ts";
import { useLanguage } from "../i18n/language.tsx";
import { StaticIsland } from "../components/static-island.tsx";
import { cn } from "../lib/cn.ts";
import { serviceNavItems } from "./nav-items.ts";

/**
 * Desktop Services dropdown, built as the WAI-ARIA "disclosure navigation menu": a button with
 * aria-expanded that shows a list of plain links. Escape, a click outside or focus leaving it
 * closes it. Hand-written on purpose (docs/decisions/002-initial-js-budget.md).
 */
export function ServicesMenu() {
  const { lang, m, t } = useLanguage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    // The links are not hydrated (StaticIsland): a chosen one closes the menu from here.
    const onChoose = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
    };
    const panel = panelRef.current;
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    panel?.addEventListener("click", onChoose);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
      panel?.removeEventListener("click", onChoose);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium hover:bg-surface"
      >
        {m.nav.services}
        <ChevronDown
          className={cn("size-4 transition-transform", open && "rotate-180")}
          aria-hidden
        />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-[34rem] max-w-[92vw] rounded-2xl border border-line bg-white p-3 shadow-xl"
      >
        <StaticIsland>
          <ul className="grid gap-1">
            {serviceNavItems.map(({ id, label, text, icon: Icon, featured }) => (
              <li key={id}>
                <Link
                  to={href(id, lang)}
                  className={cn(
                    "flex gap-3 rounded-xl p-3",
                    featured ? "bg-primary-soft hover:bg-teal-100" : "hover:bg-surface",
                  )}
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                  <span className="grid gap-0.5">
                    <span className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                      {t(label)}
                      {featured && (
                        <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
                          {m.nav.featured}
                        </span>
                      )}
                    </span>
                    <span className="text-sm text-muted">{t(text)}</span>
                  </span>
                </Link>
              </li>
            ))}
            <li>
              <Link
                to={href("services", lang)}
                className="block rounded-xl p-3 text-sm font-semibold text-primary hover:bg-surface"
              >
                {m.nav.allServices} →
              </Link>
            </li>
          </ul>
        </StaticIsland>
      </div>
    </div>
  );
}
