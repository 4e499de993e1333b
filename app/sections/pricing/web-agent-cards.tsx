import { Bot, Check, Clapperboard } from "lucide-react";
import type { PricingContent } from "../../content/es/pricing.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import { PanelHeading } from "../../components/panel-heading.tsx";
import { StaticIsland } from "../../components/static-island.tsx";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { CardGrid, IconCard } from "../common/card-grid.tsx";

const services = [
  { id: "chatbot", icon: Bot },
  { id: "videobot", icon: Clapperboard },
] as const;

/** Pricing tab 2 'Agente IA Web': two quoted products, each asking for a quote on /agenda. */
export function WebAgentCards({ texts }: { texts: PricingContent["webAgents"] }) {
  const { lang } = useLanguage();
  return (
    <StaticIsland>
      <PanelHeading title={texts.title} text={texts.text} />
      <CardGrid columns={2} className="mx-auto max-w-5xl">
        {services.map(({ id, icon }) => {
          const card = texts.cards[id];
          return (
            <IconCard key={id} icon={icon} title={card.name} className="p-8">
              <p className="mt-1 text-sm font-semibold text-accent">{texts.quoted}</p>
              <p className="mt-3 text-muted">{card.text}</p>
              <ul className="mt-5 grid gap-2.5">
                {card.features.map((f) => (
                  <li key={f} className="flex gap-2.5">
                    <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                    {f}
                  </li>
                ))}
              </ul>
              <a
                href={`${href("schedule", lang)}?servicio=${id}`}
                className={buttonVariants({ variant: "accent", className: "mt-8 self-start" })}
              >
                {texts.cta}
                <span className="sr-only">: {card.name}</span>
              </a>
            </IconCard>
          );
        })}
      </CardGrid>
    </StaticIsland>
  );
}
