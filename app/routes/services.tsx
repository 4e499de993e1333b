import { Bot, Brain, Code2, FileText, Globe, Mic, Share2, UserRound, Video } from "lucide-react";
import { Link } from "react-router";
import { ScheduleButton } from "../components/schedule-button.tsx";
import { buttonVariants } from "../components/ui/button.tsx";
import { pricingEn } from "../content/en/pricing.ts";
import { servicesEn } from "../content/en/services.ts";
import { pricingEs } from "../content/es/pricing.ts";
import { servicesEs } from "../content/es/services.ts";
import { href } from "../i18n/href.ts";
import { useLanguage } from "../i18n/language.tsx";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { IconCards } from "../sections/common/icon-cards.tsx";
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

const outline = buttonVariants({ variant: "outline" });

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { page, content: c, planTable } = loaderData;
  const { lang, m } = useLanguage();
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
        title: c.closing.title,
        text: c.closing.text,
        actions: (
          <ButtonLink to="schedule" variant="accent" size="lg">
            {c.closing.button}
          </ButtonLink>
        ),
      }}
    >
      <IconCards
        id="agente-ia-web"
        headline={c.webAgent}
        items={c.webAgent.items}
        icons={[Bot, Globe, Video, FileText]}
        columns={4}
        footer={
          <>
            <ButtonLink to="contact" variant="accent">
              {c.webAgent.cta}
            </ButtonLink>
            <Link to={href("aiAgents", lang)} className={outline}>
              {c.webAgent.more}
            </Link>
          </>
        }
      />
      <PlanSection
        id="agentes-ia-novachannel"
        headline={c.plans}
        texts={planTable}
        more={
          <Link to={href("novachannel", lang)} className={outline}>
            {c.plans.platform}
          </Link>
        }
      />
      <IconCards
        id="ia-contenido"
        headline={c.content}
        items={c.content.items}
        icons={[UserRound, Mic, Share2]}
        footer={
          <Link to={href("content", lang)} className={outline}>
            {c.content.more}
          </Link>
        }
      />
      <IconCards
        id="desarrollo"
        headline={{ eyebrow: c.development.eyebrow, title: c.development.title }}
        tone="muted"
        columns={2}
        items={c.development.cards}
        icons={[Code2, Brain]}
        actions={[
          <Link
            key="iacoding"
            to={href("iacoding", lang)}
            className={buttonVariants({ variant: "primary" })}
          >
            {c.development.info}
          </Link>,
          <Link key="schedule" to={href("schedule", lang)} className={outline}>
            {c.development.schedule}
          </Link>,
        ]}
      />
    </ServicePage>
  );
}
