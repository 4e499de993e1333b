import {
  BarChart3,
  Bot,
  Globe2,
  Headphones,
  MessagesSquare,
  ShieldCheck,
  Workflow,
} from "lucide-react";
import { ScheduleButton } from "../components/schedule-button.tsx";
import { loadSiteConfig } from "../config/site-config.server.ts";
import { buttonVariants } from "../components/ui/button.tsx";
import { platformEn } from "../content/en/platform.ts";
import { pricingEn } from "../content/en/pricing.ts";
import { platformEs } from "../content/es/platform.ts";
import { pricingEs } from "../content/es/pricing.ts";
import { useLanguage } from "../i18n/language.tsx";
import { pageMeta } from "../seo/meta.ts";
import { useSiteConfig } from "../config/use-site-config.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { ClosingCta } from "../sections/common/closing-cta.tsx";
import { IconCards } from "../sections/common/icon-cards.tsx";
import { IntroHero } from "../sections/common/intro-page.tsx";
import { ChannelRow } from "../sections/platform/channel-row.tsx";
import { ScreenshotCarousel } from "../sections/platform/screenshot-carousel.tsx";
import { PlanSection } from "../sections/pricing/plan-comparison.tsx";
import { pageUrlOf, planOffers, withNodes } from "../seo/structured-data.server.ts";
import type { Route } from "./+types/novachannel";

export function loader({ request }: Route.LoaderArgs) {
  const content = forRequest(request, { es: platformEs, en: platformEn });
  const texts = pageTexts(request, "novachannel");
  const planTable = forRequest(request, { es: pricingEs, en: pricingEn }).planTable;
  const offers = planOffers(planTable, loadSiteConfig(), pageUrlOf(texts.jsonLd));
  return { ...texts, jsonLd: withNodes(texts.jsonLd, offers), content, planTable };
}

export const meta = pageMeta();

export default function NovachannelPage({ loaderData }: Route.ComponentProps) {
  const { page, content, planTable } = loaderData;
  const { m } = useLanguage();
  const site = useSiteConfig();
  return (
    <>
      <IntroHero page={page}>
        <a
          href={site.integrations.freeTrialUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "primary", size: "lg" })}
        >
          {content.hero.freeTrial}
          <span className="sr-only"> {m.common.newTab}</span>
        </a>
        <ScheduleButton size="lg" variant="outline" interest="novachannel">
          {content.hero.demo}
        </ScheduleButton>
      </IntroHero>
      <ChannelRow id="canales" texts={content.channels} />
      <ScreenshotCarousel id="capturas" gallery={content.gallery} mock={content.mock} />
      <IconCards
        id="funciones"
        headline={{ title: content.features.title }}
        items={content.features.items}
        icons={[MessagesSquare, Bot, Workflow]}
      />
      <PlanSection id="planes" headline={content.plans} texts={planTable} />
      <IconCards
        id="por-que"
        headline={{ title: content.why.title }}
        items={content.why.items}
        icons={[Headphones, Globe2, BarChart3, ShieldCheck]}
        columns={4}
      />
      <ClosingCta id="demo" title={content.closing.title} text={content.closing.text}>
        <ScheduleButton size="lg" interest="novachannel">
          {content.closing.button}
        </ScheduleButton>
      </ClosingCta>
    </>
  );
}
