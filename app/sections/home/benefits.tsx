import {
  Clock3,
  Layers,
  PiggyBank,
  Rocket,
  TrendingUp,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { Section } from "../../components/section.tsx";
import type { HomeView } from "../../i18n/home.server.ts";

/** One icon per benefit, in the content's order. */
const icons: LucideIcon[] = [Clock3, TrendingUp, PiggyBank, Layers, Rocket, UsersRound];

/** Six benefits (docs/product/spec.md §2). */
export function Benefits({ content }: { content: HomeView["benefits"] }) {
  const { items, ...headline } = content;
  return (
    <Section id="beneficios" headline={headline} hydrate={false}>
      <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, i) => {
          const Icon = icons[i] ?? Rocket;
          return (
            <li key={item.title} className="flex gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent">
                <Icon className="size-6" aria-hidden />
              </span>
              <div>
                <h3 className="text-lg font-bold">{item.title}</h3>
                <p className="mt-1.5 text-[15px] text-muted">{item.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
