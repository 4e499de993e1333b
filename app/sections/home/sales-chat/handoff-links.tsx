import { Mail, MessageCircle, Phone } from "lucide-react";
import { useId } from "react";
import type { ChatTexts } from "../../../content/es/chat.ts";
import { useLanguage } from "../../../i18n/language.tsx";
import { useSiteConfig } from "../../../config/use-site-config.ts";

/** The ways to reach a person (the `handoff` action): WhatsApp, phone and e-mail from the config. */
export function HandoffLinks({ texts }: { texts: ChatTexts }) {
  const site = useSiteConfig();
  const { m } = useLanguage();
  const id = useId();
  const link =
    "inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline [&_svg]:size-4 [&_svg]:shrink-0";
  return (
    <div role="group" aria-labelledby={id} className="w-full max-w-sm text-sm">
      <p id={id} className="text-xs font-semibold text-muted">
        {texts.handoffTitle}
      </p>
      <ul className="grid">
        <li>
          <a href={site.whatsappUrl} target="_blank" rel="noopener noreferrer" className={link}>
            <MessageCircle aria-hidden />
            {texts.handoffWhatsapp}
            <span className="sr-only"> {m.common.newTab}</span>
          </a>
        </li>
        <li>
          <a href={`tel:${site.phone.replace(/[^\d+]/g, "")}`} className={link}>
            <Phone aria-hidden />
            {texts.handoffPhone}
          </a>
        </li>
        <li>
          <a href={`mailto:${site.email}`} className={`${link} break-all`}>
            <Mail aria-hidden />
            {texts.handoffEmail}
          </a>
        </li>
      </ul>
    </div>
  );
}
