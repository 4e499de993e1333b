import type { LucideIcon } from "lucide-react";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Section, type Headline } from "../../components/section.tsx";
import { CardGrid, IconCard } from "./card-grid.tsx";

export type IconCardItem = { title: string; text: string; bullets?: string[] };

type Props = {
  id?: string;
  headline?: Headline;
  tone?: "plain" | "muted";
  items: IconCardItem[];
  /** One icon per item, in order (chosen by the page, so only the icons it uses are bundled). */
  icons: LucideIcon[];
  /** Per-card actions, by index: links only, as the section is not hydrated. */
  actions?: ReactNode[];
  /** Shown under the cards, e.g. the section's call to action: links only, like `actions`. */
  footer?: ReactNode;
  columns?: 2 | 3 | 4;
};

/** A section of cards, each with an icon, a title, a text and optional bullets and action. */
export function IconCards({
  id,
  headline,
  tone,
  items,
  icons,
  actions,
  footer,
  columns = 3,
}: Props) {
  return (
    <Section id={id} headline={headline} tone={tone} hydrate={false}>
      <CardGrid columns={columns}>
        {items.map((item, i) => (
          <IconCard
            key={item.title}
            icon={icons[i % icons.length]!}
            title={item.title}
            className="p-7 transition-shadow hover:shadow-md"
          >
            <p className="mt-3 text-muted">{item.text}</p>
            {item.bullets && (
              <ul className="mt-4 grid gap-2">
                {item.bullets.map((b) => (
                  <li key={b} className="flex gap-2 text-sm">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                    {b}
                  </li>
                ))}
              </ul>
            )}
            {actions?.[i] && <div className="mt-auto pt-6">{actions[i]}</div>}
          </IconCard>
        ))}
      </CardGrid>
      {footer && <div className="mt-10 flex flex-wrap justify-center gap-3">{footer}</div>}
    </Section>
  );
}
