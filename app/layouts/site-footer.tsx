import { Link } from "react-router";
import { ScheduleButton } from "../components/schedule-button.tsx";
import { StaticIsland } from "../components/static-island.tsx";
import { href } from "../i18n/href.ts";
import { useLanguage } from "../i18n/language.tsx";
import { useSiteConfig } from "../config/use-site-config.ts";
import { LanguageSwitch } from "../components/language-switch.tsx";
import { LogoMark } from "../components/logo.tsx";
import { companyNavItems, legalNavItems, serviceNavItems } from "./nav-items.ts";
import { SocialLinks } from "../components/social-links.tsx";
import { openConsentPreferences } from "../integrations/consent/store.ts";

const linkClass = "text-sm text-slate-300 hover:text-white";

/** Footer (docs/product/spec.md §2): blurb, social, services, company and legal links, language, CTA, copyright. */
export function SiteFooter() {
  const { lang, m, t } = useLanguage();
  const site = useSiteConfig();
  const column = (
    title: string,
    items: { id: Parameters<typeof href>[0]; label: Parameters<typeof t>[0] }[],
  ) => (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 grid gap-3">
        {items.map(({ id, label }) => (
          <li key={id}>
            <Link to={href(id, lang)} className={linkClass}>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <footer className="bg-night text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        {/* Links and text only; the consent, language and demo controls below are hydrated. */}
        <StaticIsland className="contents">
          <div className="lg:col-span-2">
            <p className="flex items-center gap-2 text-lg font-extrabold text-white">
              <LogoMark />
              {site.companyName}
            </p>
            <p className="mt-4 max-w-md text-sm leading-6">{m.footer.blurb}</p>
            <SocialLinks className="mt-6 text-white" />
          </div>
          {column(m.footer.services, serviceNavItems)}
          {column(m.footer.company, companyNavItems)}
        </StaticIsland>
        <div className="grid content-start gap-8">
          <div className="grid gap-3">
            {column(m.footer.legal, legalNavItems)}
            <button
              type="button"
              onClick={openConsentPreferences}
              className={`${linkClass} justify-self-start text-left`}
            >
              {m.consent.footerLink}
            </button>
          </div>
          <div className="grid justify-items-start gap-3">
            <LanguageSwitch className="text-white hover:bg-white/10" />
            <ScheduleButton size="sm" />
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6">{m.footer.rights}</p>
      </div>
    </footer>
  );
}
