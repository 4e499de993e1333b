import { loadSiteConfig } from "../config/site-config.server.ts";
import { pricingEn } from "../content/en/pricing.ts";
import { pricingEs } from "../content/es/pricing.ts";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { ClosingCta } from "../sections/common/closing-cta.tsx";
import { Faq } from "../sections/common/faq.tsx";
import { IntroHero } from "../sections/common/intro-page.tsx";
import { OtherServices } from "../sections/pricing/other-services.tsx";
import { PlanComparison } from "../sections/pricing/plan-comparison.tsx";
import { PricingTabs } from "../sections/pricing/pricing-tabs.tsx";
import { WebAgentCards } from "../sections/pricing/web-agent-cards.tsx";
import { faqPage, pageUrlOf, planOffers, withNodes } from "../seo/structured-data.server.ts";
import type { Route } from "./+types/pricing";
import { ButtonLink } from "../components/button-link.tsx";

export function loader({ request }: Route.LoaderArgs) {
  const content = forRequest(request, { es: pricingEs, en: pricingEn });
  const texts = pageTexts(request, "pricing");
  const url = pageUrlOf(texts.jsonLd);
  const jsonLd = withNodes(
    texts.jsonLd,
    planOffers(content.planTable, loadSiteConfig(), url),
    faqPage(url, content.faq.items),
  );
  return { ...texts, content, jsonLd };
}

export const meta = pageMeta();

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { page, content } = loaderData;
  return (
    <>
      <IntroHero page={page} />
      <PricingTabs
        texts={content.tabs}
        panels={{
          agents: <PlanComparison texts={content.planTable} toggle />,
          web: <WebAgentCards texts={content.webAgents} />,
          other: <OtherServices texts={content.otherServices} />,
        }}
      />
      <Faq id="preguntas" headline={content.faq} items={content.faq.items} />
      <ClosingCta id="ayuda" title={content.closing.title} text={content.closing.text}>
        <ButtonLink to="contact" variant="accent" size="lg">
          {content.closing.contact}
        </ButtonLink>
        <ButtonLink to="services" variant="outline" size="lg">
          {content.closing.services}
        </ButtonLink>
      </ClosingCta>
    </>
  );
}
