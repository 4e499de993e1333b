import type { LucideIcon } from "lucide-react";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Section, type Headline } from "../../components/section.tsx";
import { cn } from "../../lib/cn.ts";

export type IconCard = { title: string; text: string; bullets?: string[] };

type Props = {
  id?: string;
  headline?: Headline;
  tone?: "plain" | "muted";
  items: IconCard[];
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
      <ul
        className={cn(
          "grid gap-6",
          columns === 2 && "md:grid-cols-2",
          columns === 3 && "md:grid-cols-3",
          columns === 4 && "sm:grid-cols-2 lg:grid-cols-4",
        )}
      >
        {items.map((item, i) => {
          const Icon = icons[i % icons.length]!;
          return (
            <li
              key={item.title}
              className="flex flex-col rounded-3xl border border-line bg-white p-7 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-5 text-xl font-bold">{item.title}</h3>
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
            </li>
          );
        })}
      </ul>
      {footer && <div className="mt-10 flex flex-wrap justify-center gap-3">{footer}</div>}
    </Section>
  );
}
