import { Brain, Code2, Sparkles } from "lucide-react";
import { PanelHeading } from "../../components/panel-heading.tsx";
import { StaticIsland } from "../../components/static-island.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import type { PricingContent } from "../../content/es/pricing.ts";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { ButtonLink } from "../../components/button-link.tsx";
import { CardGrid, IconCard } from "../common/card-grid.tsx";

const cards = [
  { id: "content", icon: Sparkles },
  { id: "aiDevelopment", icon: Code2 },
  { id: "autonomousAgents", icon: Brain },
] as const;

/** Pricing tab 3 'Otros Servicios': three services quoted per client, plus a custom consultation. */
export function OtherServices({ texts }: { texts: PricingContent["otherServices"] }) {
  const { lang } = useLanguage();
  return (
    <StaticIsland>
      <PanelHeading title={texts.title} text={texts.text} />
      <CardGrid columns={3}>
        {cards.map(({ id, icon }) => (
          <IconCard key={id} icon={icon} title={texts.cards[id].name} className="p-7">
            <p className="mt-3 grow text-muted">{texts.cards[id].text}</p>
            <a
              href={href("schedule", lang)}
              className={buttonVariants({ variant: "outline", className: "mt-6 self-start" })}
            >
              {texts.cta}
              <span className="sr-only">: {texts.cards[id].name}</span>
            </a>
          </IconCard>
        ))}
      </CardGrid>
      <div className="mt-10 text-center">
        <ButtonLink to="contact" variant="accent" size="lg">
          {texts.custom}
        </ButtonLink>
      </div>
    </StaticIsland>
  );
}
