import { Link } from "react-router";
import type { ConversionContent } from "../../content/es/conversion.ts";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { useSiteConfig } from "../../i18n/page.ts";
import { format } from "../../i18n/translate.ts";
import { openConsentPreferences } from "../../integrations/consent/store.ts";

const link = "text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline";

/** The page has no shared footer: the way back, the legal pages and the privacy choice. */
export function LegalLine({ content }: { content: ConversionContent["iacoding"] }) {
  const { lang, m } = useLanguage();
  const site = useSiteConfig();
  const year = new Date().getFullYear();
  return (
    <div className="border-t border-white/10">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-8 sm:px-6">
        <p className="text-sm text-slate-400">
          {format(m.footer.rights, { year, company: site.companyName })}
        </p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <Link to={href("home", lang)} className={link}>
              {format(content.backHome, { company: site.companyName })}
            </Link>
          </li>
          <li>
            <Link to={href("terms", lang)} className={link}>
              {content.legalTerms}
            </Link>
          </li>
          <li>
            <Link to={href("refund", lang)} className={link}>
              {content.legalRefund}
            </Link>
          </li>
          <li>
            <button type="button" onClick={openConsentPreferences} className={link}>
              {m.consent.footerLink}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
