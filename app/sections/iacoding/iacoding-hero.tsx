import { ArrowDown, CalendarDays } from "lucide-react";
import { StaticIsland } from "../../components/static-island.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import type { ConversionContent } from "../../content/es/conversion.ts";
import type { PageTexts } from "../../i18n/page-texts.server.ts";
import { cn } from "../../lib/cn.ts";
import { LanguageSwitch } from "../../components/language-switch.tsx";
import { Logo } from "../../components/logo.tsx";

type Props = { page: PageTexts; content: ConversionContent["iacoding"] };

/** Dark hero: brand line, headline, the two claims and the way to the booking section. */
export function IacodingHero({ page, content }: Props) {
  return (
    <section className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top,rgba(20,184,166,0.25),transparent_60%)]">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Logo className="text-white" />
        <LanguageSwitch className="text-white hover:bg-white/10" />
      </div>
      {/* Text and in-page links only: kept as served, not hydrated. */}
      <StaticIsland className="mx-auto max-w-4xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
        <p className="text-sm font-semibold tracking-wide text-teal-300 uppercase">
          {content.eyebrow}
        </p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {page.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-300 sm:text-xl">
          {page.intro}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="#schedule" className={buttonVariants({ variant: "accent", size: "lg" })}>
            <CalendarDays aria-hidden />
            {content.heroCta}
          </a>
          <a
            href="#apps"
            className={cn(
              buttonVariants({ variant: "ghost", size: "lg" }),
              "border border-white/20 text-white hover:bg-white/10",
            )}
          >
            {content.examplesCta}
            <ArrowDown aria-hidden />
          </a>
        </div>
        <dl className="mx-auto mt-14 grid max-w-xl grid-cols-2 gap-4">
          {content.stats.map((stat) => (
            <div key={stat.label} className="rounded-2xl border border-white/10 bg-white/5 p-5">
              <dt className="text-sm text-slate-300">{stat.label}</dt>
              <dd className="order-first text-4xl font-extrabold text-teal-300">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </StaticIsland>
    </section>
  );
}
