import {
  AppWindow,
  ArrowRight,
  Bot,
  Code2,
  Headset,
  Megaphone,
  MessagesSquare,
  UserRoundPen,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { Section } from "../../components/section.tsx";
import type { HomeView } from "../../i18n/home.server.ts";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { cn } from "../../lib/cn.ts";

/** One icon per card, in the content's order. */
const icons: LucideIcon[] = [
  Bot,
  MessagesSquare,
  UserRoundPen,
  Megaphone,
  Code2,
  AppWindow,
  Headset,
];

/** Seven service cards; the last one, the human contact center, is the wide dark card (docs/product/spec.md §2). */
export function ServicesGrid({ content }: { content: HomeView["services"] }) {
  const { lang } = useLanguage();
  const { items, more, ...headline } = content;
  return (
    <Section id="servicios" headline={headline} hydrate={false}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, i) => {
          const Icon = icons[i] ?? Bot;
          const last = i === items.length - 1;
          return (
            <li
              key={item.title}
              className={cn(
                "group relative flex gap-4 rounded-2xl border p-5 transition-shadow hover:shadow-lg sm:flex-col sm:gap-0 sm:p-6",
                last
                  ? "border-transparent bg-night text-white sm:col-span-2"
                  : "border-line bg-white shadow-sm",
              )}
            >
              <span
                className={cn(
                  "inline-flex size-11 shrink-0 items-center justify-center rounded-xl sm:size-12",
                  last ? "bg-white/10 text-teal-300" : "bg-primary-soft text-primary",
                )}
              >
                <Icon className="size-6" aria-hidden />
              </span>
              <div className="flex grow flex-col">
                <h3 className="text-lg font-bold sm:mt-5">{item.title}</h3>
                <p className={cn("mt-2 grow text-[15px]", last ? "text-slate-300" : "text-muted")}>
                  {item.text}
                </p>
                <Link
                  to={href(item.route, lang)}
                  className={cn(
                    "mt-3 inline-flex items-center gap-1.5 text-sm font-semibold after:absolute after:inset-0 after:rounded-2xl sm:mt-5",
                    last ? "text-teal-300" : "text-primary",
                  )}
                >
                  {more}
                  <span className="sr-only">: {item.title}</span>
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-1"
                    aria-hidden
                  />
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
