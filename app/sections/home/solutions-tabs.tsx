import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "../../components/check-list.tsx";
import { Section } from "../../components/section.tsx";
import { StaticIsland } from "../../components/static-island.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { useTabs } from "../../components/use-tabs.ts";
import type { HomeView } from "../../i18n/home.server.ts";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { cn } from "../../lib/cn.ts";

/** Our own illustrations, one per tab in the content's order. */
const images = [
  "/images/home/solution-chatbots.svg",
  "/images/home/solution-platform.svg",
  "/images/home/solution-content.svg",
  "/images/home/solution-development.svg",
];

/**
 * Solutions in tabs (arrow keys, Home and End move between tabs). Every panel is in the HTML,
 * hidden when inactive, so each solution's link is there for crawlers.
 */
export function SolutionsTabs({ content }: { content: HomeView["solutions"] }) {
  const { lang } = useLanguage();
  const { tabs, label, ...headline } = content;
  const { listProps, tabProps, panelProps } = useTabs(tabs.length);
  return (
    <Section id="soluciones" headline={headline}>
      <div>
        <div
          {...listProps}
          aria-label={label}
          className="mx-auto grid grid-cols-2 gap-1.5 rounded-3xl border border-line bg-surface p-1.5 sm:flex sm:w-fit sm:rounded-full"
        >
          {tabs.map((tab, i) => (
            <button
              key={tab.tab}
              {...tabProps(i)}
              className="rounded-full px-3 py-2.5 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:bg-primary data-[state=active]:text-white data-[state=active]:shadow-sm sm:px-5"
            >
              {tab.tab}
            </button>
          ))}
        </div>
        {tabs.map((tab, i) => (
          <div key={tab.tab} {...panelProps(i)} className="mt-10">
            {/* Only the tabs switch panels; what is in a panel never changes. */}
            <StaticIsland className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
              <div>
                <h3 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{tab.title}</h3>
                <p className="mt-4 text-lg text-muted">{tab.text}</p>
                <CheckList items={tab.points} className="mt-6" itemClassName="font-medium" />
                <Link
                  to={href(tab.route, lang)}
                  className={cn(buttonVariants({ variant: "primary" }), "mt-8")}
                >
                  {tab.cta}
                  <ArrowRight aria-hidden />
                </Link>
              </div>
              <img
                src={images[i]}
                alt=""
                width={560}
                height={400}
                loading="lazy"
                decoding="async"
                className="w-full rounded-3xl border border-line bg-surface shadow-sm"
              />
            </StaticIsland>
          </div>
        ))}
      </div>
    </Section>
  );
}
