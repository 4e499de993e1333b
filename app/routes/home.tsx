import { MessageCircle } from "lucide-react";
import { ButtonLink } from "../components/button-link.tsx";
import { ScheduleButton } from "../components/schedule-button.tsx";
import { loadSiteConfig } from "../config/site-config.server.ts";
import { chatEn } from "../content/en/chat.ts";
import { chatEs } from "../content/es/chat.ts";
import { homeContent } from "../i18n/home.server.ts";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { ClosingCta } from "../sections/common/closing-cta.tsx";
import { Faq } from "../sections/common/faq.tsx";
import { Benefits } from "../sections/home/benefits.tsx";
import { Hero } from "../sections/home/hero.tsx";
import { HowItWorks } from "../sections/home/how-it-works.tsx";
import { OurServices } from "../sections/home/our-services.tsx";
import { SalesChat } from "../sections/home/sales-chat.tsx";
import { ServicesGrid } from "../sections/home/services-grid.tsx";
import { SolutionsTabs } from "../sections/home/solutions-tabs.tsx";
import { Testimonials } from "../sections/home/testimonials.tsx";
import { WelcomeDialog } from "../sections/home/welcome-dialog.tsx";
import { faqPage, pageUrlOf, withNodes } from "../seo/structured-data.server.ts";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  const texts = pageTexts(request, "home");
  const content = homeContent(texts.lang, loadSiteConfig());
  return {
    ...texts,
    jsonLd: withNodes(texts.jsonLd, faqPage(pageUrlOf(texts.jsonLd), content.faq.items)),
    content,

    chat: forRequest(request, { es: chatEs, en: chatEn }),
  };
}

export const meta = pageMeta();

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { page, content, chat } = loaderData;
  return (
    <>
      <WelcomeDialog content={content.welcome} />
      <Hero
        heading={page.heading}
        intro={page.intro}
        content={content.hero}
        chat={<SalesChat texts={chat} />}
      />
      <ServicesGrid content={content.services} />
      <OurServices content={content.ourServices} />
      <SolutionsTabs content={content.solutions} />
      <HowItWorks content={content.process} />
      <Benefits content={content.benefits} />
      <Testimonials content={content.testimonials} />
      <Faq
        id="preguntas-frecuentes"
        group="home-faq"
        variant="home"
        headline={content.faq}
        items={content.faq.items}
      />
      <ClosingCta
        id="empieza"
        tone="dark"
        title={content.closing.title}
        text={content.closing.text}
      >
        <ScheduleButton size="lg" />
        <ButtonLink to="contact" variant="light" size="lg">
          <MessageCircle aria-hidden />
          {content.closing.secondary}
        </ButtonLink>
      </ClosingCta>
    </>
  );
}
