import {
  BadgeDollarSign,
  Clock,
  Headset,
  Mail,
  MessagesSquare,
  Megaphone,
  Phone,
  SearchCheck,
} from "lucide-react";
import { servicesEn } from "../content/en/services.ts";
import { servicesEs } from "../content/es/services.ts";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { IconCards } from "../sections/common/icon-cards.tsx";
import { ServicePage } from "../sections/common/service-page.tsx";
import type { Route } from "./+types/service-contact-center";
import { ButtonLink } from "../components/button-link.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const all = forRequest(request, { es: servicesEs, en: servicesEn });
  return { ...pageTexts(request, "contactCenter"), content: all.contactCenter };
}

export const meta = pageMeta();

export default function ContactCenterPage({ loaderData }: Route.ComponentProps) {
  const { page, content } = loaderData;
  return (
    <ServicePage
      page={page}
      primary={
        <ButtonLink to="contact" variant="accent" size="lg">
          {content.contact}
        </ButtonLink>
      }
      closing={{ id: "contacto", ...content.closing }}
    >
      <IconCards
        id="canales"
        headline={{ eyebrow: content.channels.eyebrow, title: content.channels.title }}
        items={content.channels.list}
        icons={[Phone, MessagesSquare, Clock, Mail]}
        columns={4}
      />
      <IconCards
        id="servicios-contact-center"
        headline={{ eyebrow: content.services.eyebrow, title: content.services.title }}
        tone="muted"
        items={content.services.list}
        icons={[Headset, Megaphone, BadgeDollarSign, SearchCheck]}
        columns={4}
      />
    </ServicePage>
  );
}
