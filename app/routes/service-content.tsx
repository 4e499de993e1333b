import { Mic, Share2, UserRound } from "lucide-react";
import { ScheduleButton } from "../components/schedule-button.tsx";
import { servicesEn } from "../content/en/services.ts";
import { servicesEs } from "../content/es/services.ts";
import { href } from "../i18n/href.ts";
import { useLanguage } from "../i18n/language.tsx";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { IconCards } from "../sections/common/icon-cards.tsx";
import { ServicePage } from "../sections/common/service-page.tsx";
import { Notice } from "../sections/services/notice.tsx";
import type { Route } from "./+types/service-content";
import { ButtonLink } from "../components/button-link.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const all = forRequest(request, { es: servicesEs, en: servicesEn });
  return { ...pageTexts(request, "content"), content: all.content, closing: all.closing };
}

export const meta = pageMeta();

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, content, closing } = loaderData;
  const { lang } = useLanguage();
  return (
    <ServicePage
      page={page}
      primary={<ScheduleButton size="lg" interest="contenido" />}
      closing={{
        id: "empezar",
        ...closing,
        more: (
          <ButtonLink to="contact" variant="outline" size="lg">
            {closing.contact}
          </ButtonLink>
        ),
      }}
    >
      <IconCards
        id="servicios-contenido"
        headline={{ eyebrow: content.items.eyebrow, title: content.items.title }}
        items={content.items.list}
        icons={[UserRound, Mic, Share2]}
      />
      <Notice
        id="uso-responsable"
        title={content.disclaimer.title}
        text={content.disclaimer.text}
        link={{ to: href("terms", lang), label: content.disclaimer.link }}
      />
    </ServicePage>
  );
}
