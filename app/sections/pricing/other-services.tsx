import { Brain, Code2, Sparkles } from "lucide-react";
import { PanelHeading } from "../../components/panel-heading.tsx";
import { StaticIsland } from "../../components/static-island.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { claims } from "../../content/business.ts";
import type { PricingContent } from "../../content/es/pricing.ts";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { format } from "../../i18n/translate.ts";
import { ButtonLink } from "../../components/button-link.tsx";

const cards = [
  { id: "content", icon: Sparkles },
  { id: "aiDevelopment", icon: Code2 },
  { id: "autonomousAgents", icon: Brain },
] as const;

/** Pricing tab 3 'Otros Servicios': three services quoted per client, plus a custom consultation. */
export function OtherServices({ texts }: { texts: PricingContent["otherServices"] }) {
  const { lang } = useLanguage();
  const vars = { time: claims.aiDevTimeSavingPct, cost: claims.aiDevCostSavingPct };
  return (
    <StaticIsland>
      <PanelHeading title={texts.title} text={texts.text} />
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map(({ id, icon: Icon }) => (
          <li
            key={id}
            className="flex flex-col rounded-3xl border border-line bg-white p-7 shadow-sm"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 text-xl font-bold">{texts.cards[id].name}</h3>
            <p className="mt-3 grow text-muted">{format(texts.cards[id].text, vars)}</p>
            <a
              href={href("schedule", lang)}
              className={buttonVariants({ variant: "outline", className: "mt-6 self-start" })}
            >
              {texts.cta}
              <span className="sr-only">: {texts.cards[id].name}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink to="contact" variant="accent" size="lg">
          {texts.custom}
        </ButtonLink>
      </div>
    </StaticIsland>
  );
}
