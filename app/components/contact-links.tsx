import { Mail, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import type { Lang } from "../content/routes.ts";
import { useSiteConfig } from "../config/use-site-config.ts";
import { href } from "../i18n/href.ts";
import { useLanguage } from "../i18n/language.tsx";

/** WhatsApp (a new tab), a call, an e-mail, or the contact page. */
export type ContactWay = { way: "whatsapp" | "phone" | "email" | "contact"; label: string };

const link =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline [&_svg]:size-4 [&_svg]:shrink-0";

/**
 * Ways to reach a person, one link each with its icon, the number and address from the site
 * config: the chat's hand-off and the booking widget when no time can be picked.
 * `breakEmail` lets a long address wrap in a narrow column.
 */
export function ContactLinks(props: {
  ways: ContactWay[];
  className: string;
  breakEmail?: boolean;
  /** The contact page's language; else the page's. */
  lang?: Lang;
}) {
  const site = useSiteConfig();
  const { m, lang } = useLanguage();
  return (
    <ul className={props.className}>
      {props.ways.map(({ way, label }) => (
        <li key={way}>
          {way === "whatsapp" ? (
            <a href={site.whatsappUrl} target="_blank" rel="noopener noreferrer" className={link}>
              <MessageCircle aria-hidden />
              {label}
              <span className="sr-only"> {m.common.newTab}</span>
            </a>
          ) : way === "phone" ? (
            <a href={`tel:${site.phone.replace(/[^\d+]/g, "")}`} className={link}>
              <Phone aria-hidden />
              {label}
            </a>
          ) : way === "email" ? (
            <a
              href={`mailto:${site.email}`}
              className={props.breakEmail ? `${link} break-all` : link}
            >
              <Mail aria-hidden />
              {label}
            </a>
          ) : (
            <Link to={href("contact", props.lang ?? lang)} className={link}>
              <Phone aria-hidden />
              {label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

type OptionsTexts = { contactText: string; whatsapp: string; email: string; contactPage: string };

/**
 * The booking widget's other ways to reach the team, for when no time can be picked (none free,
 * or none loaded). Here beside ContactLinks so the booking pages load one small file for both.
 */
export function ContactOptions({ texts, lang }: { texts: OptionsTexts; lang: Lang }) {
  return (
    <div>
      <p className="text-sm text-muted">{texts.contactText}</p>
      <ContactLinks
        className="mt-2 grid text-sm"
        lang={lang}
        ways={[
          { way: "whatsapp", label: texts.whatsapp },
          { way: "email", label: texts.email },
          { way: "contact", label: texts.contactPage },
        ]}
      />
    </div>
  );
}
