import { Globe } from "lucide-react";
import { Link, useLocation } from "react-router";
import { otherLang } from "../i18n/href.ts";
import { useLanguage } from "../i18n/language.tsx";
import { pathInLanguage, useCurrentPage } from "../i18n/page.ts";
import { saveLanguagePreference } from "../i18n/preference.ts";
import { cn } from "../lib/cn.ts";

/**
 * Same screen in the other language, query string kept; a page not written in that language leads
 * to its stand-in (pathInLanguage). The choice is remembered (docs/product/design.md §2).
 */
export function useOtherLanguageHref(): string {
  const page = useCurrentPage();
  const { search } = useLocation();
  const target = pathInLanguage(page, otherLang(page.lang));
  return page.id ? target + search : target;
}

export function LanguageSwitch({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  const { lang, m } = useLanguage();
  const to = useOtherLanguageHref();
  const target = otherLang(lang);
  return (
    <Link
      to={to}
      hrefLang={target}
      lang={target}
      aria-label={m.common.switchLanguageLabel}
      onClick={() => {
        saveLanguagePreference(window.localStorage, target);
        onNavigate?.();
      }}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium hover:bg-surface",
        className,
      )}
    >
      <Globe className="size-4" aria-hidden />
      {m.common.switchLanguage}
    </Link>
  );
}
