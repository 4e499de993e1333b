import {
  Bot,
  CalendarCheck,
  Clapperboard,
  FileText,
  LifeBuoy,
  MessageSquareCode,
  Rocket,
  Workflow,
} from "lucide-react";
import { ScheduleButton } from "../components/schedule-button.tsx";
import { buttonVariants } from "../components/ui/button.tsx";
import { servicesEn } from "../content/en/services.ts";
import { servicesEs } from "../content/es/services.ts";
import { href } from "../i18n/href.ts";
import { useLanguage } from "../i18n/language.tsx";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { IconCards } from "../sections/common/icon-cards.tsx";
import { ServicePage } from "../sections/common/service-page.tsx";
import type { Route } from "./+types/service-ai-agents";
import { ButtonLink } from "../components/button-link.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const all = forRequest(request, { es: servicesEs, en: servicesEn });
  return { ...pageTexts(request, "aiAgents"), content: all.aiAgents, closing: all.closing };
}

export const meta = pageMeta();

export default function AiAgentsPage({ loaderData }: Route.ComponentProps) {
  const { page, content, closing } = loaderData;
  const { lang } = useLanguage();
  const quote = (servicio: string) => `${href("schedule", lang)}?servicio=${servicio}`;
  return (
    <ServicePage
      page={page}
      primary={<ScheduleButton size="lg" interest="agentes" />}
      secondary={
        <ButtonLink to="pricing" variant="outline" size="lg">
          {content.pricing}
        </ButtonLink>
      }
      closing={{
        id: "empezar",
        ...closing,
        more: (
          <ButtonLink to="contact" variant="outline" size="lg">
            <CalendarCheck aria-hidden />
            {closing.contact}
          </ButtonLink>
        ),
      }}
    >
      <IconCards
        id="soluciones"
        headline={content.products}
        items={content.products.items}
        icons={[Bot, MessageSquareCode, Clapperboard, FileText]}
        columns={2}
        actions={[
          <a
            key="chatbot"
            href={quote("chatbot")}
            className={buttonVariants({ variant: "outline" })}
          >
            {content.quote}
          </a>,
          undefined,
          <a
            key="videobot"
            href={quote("videobot")}
            className={buttonVariants({ variant: "outline" })}
          >
            {content.quote}
          </a>,
        ]}
      />
      <IconCards
        id="entrega"
        headline={content.delivery}
        tone="muted"
        items={content.delivery.items}
        icons={[Rocket, Workflow, LifeBuoy]}
      />
    </ServicePage>
  );
}
