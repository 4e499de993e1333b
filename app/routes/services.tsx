import { ScheduleButton } from "../components/schedule-button.tsx";
import { pricingEn } from "../content/en/pricing.ts";
import { servicesEn } from "../content/en/services.ts";
import { pricingEs } from "../content/es/pricing.ts";
import { servicesEs } from "../content/es/services.ts";
import { useLanguage } from "../i18n/language.tsx";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { ContentOverview } from "../sections/services/content-overview.tsx";
import { DevelopmentOverview } from "../sections/services/development-overview.tsx";
import { WebAgentOverview } from "../sections/services/web-agent-overview.tsx";
import { ServicePage } from "../sections/common/service-page.tsx";
import { PlanSection } from "../sections/pricing/plan-comparison.tsx";
import type { Route } from "./+types/services";
import { ButtonLink } from "../components/button-link.tsx";

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageTexts(request, "services"),
    content: forRequest(request, { es: servicesEs, en: servicesEn }).overview,
    planTable: forRequest(request, { es: pricingEs, en: pricingEn }).planTable,
  };
}

export const meta = pageMeta();

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { page, content: c, planTable } = loaderData;
  const { m } = useLanguage();
  return (
    <ServicePage
      page={page}
      primary={<ScheduleButton size="lg" />}
      secondary={
        <ButtonLink to="pricing" variant="outline" size="lg">
          {m.nav.pricing}
        </ButtonLink>
      }
      closing={{
        id: "demo-gratuita",
        ...c.closing,
        actions: (
          <ButtonLink to="schedule" variant="accent" size="lg">
            {c.closing.button}
          </ButtonLink>
        ),
      }}
    >
      <WebAgentOverview id="agente-ia-web" texts={c.webAgent} />
      <PlanSection
        id="agentes-ia-novachannel"
        headline={c.plans}
        texts={planTable}
        more={
          <ButtonLink to="novachannel" variant="outline">
            {c.plans.platform}
          </ButtonLink>
        }
      />
      <ContentOverview id="ia-contenido" texts={c.content} />
      <DevelopmentOverview id="desarrollo" texts={c.development} />
    </ServicePage>
  );
}
