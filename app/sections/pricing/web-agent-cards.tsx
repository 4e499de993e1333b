import { Bot, Check, Clapperboard } from "lucide-react";
import type { PricingContent } from "../../content/es/pricing.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import { PanelHeading } from "../../components/panel-heading.tsx";
import { StaticIsland } from "../../components/static-island.tsx";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";

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
      <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
        {services.map(({ id, icon: Icon }) => {
          const card = texts.cards[id];
          return (
            <li
              key={id}
              className="flex flex-col rounded-3xl border border-line bg-white p-8 shadow-sm"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-5 text-xl font-bold">{card.name}</h3>
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
            </li>
          );
        })}
      </ul>
    </StaticIsland>
  );
}
