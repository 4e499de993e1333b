import { Mail, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import type { Lang } from "../../content/routes.ts";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { useSiteConfig } from "../../config/use-site-config.ts";

type Texts = { contactText: string; whatsapp: string; email: string; contactPage: string };

/** Other ways to reach the team, for when no time can be picked (none free, or none loaded). */
export function ContactOptions({ texts, lang }: { texts: Texts; lang: Lang }) {
  const site = useSiteConfig();
  const { m } = useLanguage();
  const link =
    "inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline [&_svg]:size-4 [&_svg]:shrink-0";
  return (
    <div>
      <p className="text-sm text-muted">{texts.contactText}</p>
      <ul className="mt-2 grid text-sm">
        <li>
          <a href={site.whatsappUrl} target="_blank" rel="noopener noreferrer" className={link}>
            <MessageCircle aria-hidden />
            {texts.whatsapp}
            <span className="sr-only"> {m.common.newTab}</span>
          </a>
        </li>
        <li>
          <a href={`mailto:${site.email}`} className={link}>
            <Mail aria-hidden />
            {texts.email}
          </a>
        </li>
        <li>
          <Link to={href("contact", lang)} className={link}>
            <Phone aria-hidden />
            {texts.contactPage}
          </Link>
        </li>
      </ul>
    </div>
  );
}
