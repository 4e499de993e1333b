import { Link } from "react-router";
import { href } from "../i18n/href.ts";
import { useLanguage } from "../i18n/language.tsx";
import { useSiteConfig } from "../config/use-site-config.ts";
import { cn } from "../lib/cn.ts";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn("size-8", className)}>
      <rect width="32" height="32" rx="9" fill="#0a6e6e" />
      <path
        d="M9 22V10l14 12V10"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="23" cy="10" r="2.5" fill="#f59e0b" />
    </svg>
  );
}

export function Logo({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { lang } = useLanguage();
  const site = useSiteConfig();
  return (
    <Link
      to={href("home", lang)}
      onClick={onNavigate}
      className={cn(
        "inline-flex items-center gap-2 text-lg font-extrabold tracking-tight",
        className,
      )}
    >
      <LogoMark />
      <span>{site.companyName}</span>
    </Link>
  );
}
