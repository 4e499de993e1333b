import { Brain, Globe, Smartphone } from "lucide-react";
import { servicesEn } from "../content/en/services.ts";
import { servicesEs } from "../content/es/services.ts";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { IconCards } from "../sections/common/icon-cards.tsx";
import { ServicePage } from "../sections/common/service-page.tsx";
import { ClaimsBand } from "../sections/services/claims-band.tsx";
import type { Route } from "./+types/service-ai-development";
import { ButtonLink } from "../components/button-link.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const all = forRequest(request, { es: servicesEs, en: servicesEn });
  return {
    ...pageTexts(request, "aiDevelopment"),
    content: all.aiDevelopment,
    closing: all.closing,
  };
}

export const meta = pageMeta();

export default function AiDevelopmentPage({ loaderData }: Route.ComponentProps) {
  const { page, content, closing } = loaderData;
  const schedule = (
    <ButtonLink to="schedule" variant="accent" size="lg">
      {content.schedule}
    </ButtonLink>
  );
  return (
    <ServicePage
      page={page}
      primary={schedule}
      secondary={
        <ButtonLink to="iacoding" variant="outline" size="lg">
          {content.more}
        </ButtonLink>
      }
      closing={{ id: "empezar", ...closing }}
    >
      <IconCards
        id="proyectos"
        headline={content.cards}
        items={content.cards.items}
        icons={[Globe, Smartphone, Brain]}
        footer={schedule}
      />
      <ClaimsBand id="ahorro" texts={content.claims} />
    </ServicePage>
  );
}
