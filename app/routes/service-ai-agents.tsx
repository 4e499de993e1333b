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
import { delivery } from "../content/business.ts";
import { servicesEn } from "../content/en/services.ts";
import { servicesEs } from "../content/es/services.ts";
import { href } from "../i18n/href.ts";
import { useLanguage } from "../i18n/language.tsx";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { format } from "../i18n/translate.ts";
import { IconCards } from "../sections/common/icon-cards.tsx";
import { ServicePage } from "../sections/common/service-page.tsx";
import type { Route } from "./+types/service-ai-agents";
import { ButtonLink } from "../components/button-link.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const all = forRequest(request, { es: servicesEs, en: servicesEn });
  const [basic, complex, support] = all.aiAgents.delivery.items;
  // Delivery times are business facts (docs/product/spec.md §9), filled in here.
  const deliveryItems = [
    {
      ...basic!,
      text: format(basic!.text, {
        min: delivery.basicChatbotWeeks[0],
        max: delivery.basicChatbotWeeks[1],
      }),
    },
    {
      ...complex!,
      text: format(complex!.text, {
        min: delivery.complexChatbotWeeks[0],
        max: delivery.complexChatbotWeeks[1],
      }),
    },
    { ...support!, text: format(support!.text, { days: delivery.minSupportAfterLaunchDays }) },
  ];
  return {
    ...pageTexts(request, "aiAgents"),
    content: all.aiAgents,
    deliveryItems,
    closing: all.closing,
  };
}

export const meta = pageMeta();

export default function AiAgentsPage({ loaderData }: Route.ComponentProps) {
  const { page, content, deliveryItems, closing } = loaderData;
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
        items={deliveryItems}
        icons={[Rocket, Workflow, LifeBuoy]}
      />
    </ServicePage>
  );
}
