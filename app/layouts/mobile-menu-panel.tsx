import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { Link } from "react-router";
import { ScheduleButton } from "../components/schedule-button.tsx";
import { href } from "../i18n/href.ts";
import { useLanguage } from "../i18n/language.tsx";
import { LanguageSwitch } from "../components/language-switch.tsx";
import { Logo } from "../components/logo.tsx";
import { serviceNavItems } from "./nav-items.ts";

const linkClass = "block rounded-xl px-3 py-3 text-base font-medium hover:bg-surface";

/** The menu panel: a Radix modal dialog that traps focus and closes when a link is chosen. */
export default function MobileMenuPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu: the panel has no Radix trigger, so focus is returned by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { lang, m, t } = useLanguage();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-white p-4 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Logo onNavigate={close} />
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface">
              <X className="size-6" aria-hidden />
              <span className="sr-only">{m.common.closeMenu}</span>
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{m.common.mobileNav}</Dialog.Title>
          <nav aria-label={m.common.mobileNav} className="mt-4 grow">
            <ul className="grid gap-1">
              <li>
                <Link to={href("home", lang)} onClick={close} className={linkClass}>
                  {m.nav.home}
                </Link>
              </li>
              <li>
                <Link to={href("services", lang)} onClick={close} className={linkClass}>
                  {m.nav.services}
                </Link>
                <ul className="ml-3 grid gap-1 border-l border-line pl-2">
                  {serviceNavItems.map(({ id, label }) => (
                    <li key={id}>
                      <Link
                        to={href(id, lang)}
                        onClick={close}
                        className="block rounded-xl px-3 py-2 text-sm text-muted hover:bg-surface"
                      >
                        {t(label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
              {(["pricing", "blog", "contact"] as const).map((id) => (
                <li key={id}>
                  <Link to={href(id, lang)} onClick={close} className={linkClass}>
                    {m.nav[id]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 grid gap-3 border-t border-line pt-4">
            <ScheduleButton onClick={close} className="w-full">
              {m.nav.schedule}
            </ScheduleButton>
            <LanguageSwitch onNavigate={close} className="justify-center" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
