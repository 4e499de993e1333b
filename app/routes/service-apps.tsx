import { Cable, Globe, Smartphone, Sparkles } from "lucide-react";
import { servicesEn } from "../content/en/services.ts";
import { servicesEs } from "../content/es/services.ts";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { IconCards } from "../sections/common/icon-cards.tsx";
import { ServicePage } from "../sections/common/service-page.tsx";
import { ProcessSteps } from "../sections/services/process-steps.tsx";
import type { Route } from "./+types/service-apps";
import { ButtonLink } from "../components/button-link.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const all = forRequest(request, { es: servicesEs, en: servicesEn });
  return { ...pageTexts(request, "apps"), content: all.apps, closing: all.closing };
}

export const meta = pageMeta();

export default function AppsPage({ loaderData }: Route.ComponentProps) {
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
          {content.iacoding}
        </ButtonLink>
      }
      closing={{ id: "empezar", ...closing }}
    >
      <IconCards
        id="aplicaciones"
        headline={{ eyebrow: content.items.eyebrow, title: content.items.title }}
        items={content.items.list}
        icons={[Globe, Smartphone, Sparkles, Cable]}
        columns={4}
      />
      <ProcessSteps id="proceso" texts={content.process} />
    </ServicePage>
  );
}
