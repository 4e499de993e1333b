import { NavLink } from "react-router";
import { ScheduleButton } from "../components/schedule-button.tsx";
import { href } from "../i18n/href.ts";
import { useLanguage } from "../i18n/language.tsx";
import { cn } from "../lib/cn.ts";
import { buttonVariants } from "../components/ui/button.tsx";
import { LanguageSwitch } from "../components/language-switch.tsx";
import { Logo } from "../components/logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { ServicesMenu } from "./services-menu.tsx";
import { useScrolled } from "./use-scrolled.ts";

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-full px-3 py-2 text-sm font-medium hover:bg-surface", isActive && "text-primary");

/** Fixed header: transparent at the top, white with a shadow once scrolled past 20 px (docs/product/spec.md §2). */
export function SiteHeader() {
  const { lang, m } = useLanguage();
  const scrolled = useScrolled(20);
  return (
    <header
      data-scrolled={scrolled || undefined}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200",
        scrolled ? "bg-white shadow-md" : "bg-transparent",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={m.common.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={href("home", lang)} end className={navLink}>
                {m.nav.home}
              </NavLink>
            </li>
            <li>
              <ServicesMenu />
            </li>
            <li>
              <NavLink to={href("pricing", lang)} className={navLink}>
                {m.nav.pricing}
              </NavLink>
            </li>
            <li>
              <NavLink to={href("contact", lang)} className={navLink}>
                {m.nav.contact}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch />
          <ScheduleButton size="sm" />
          <NavLink
            to={href("contact", lang)}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {m.common.contactUs}
          </NavLink>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
