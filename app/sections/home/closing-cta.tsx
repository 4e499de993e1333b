import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { ScheduleButton } from "../../components/schedule-button.tsx";
import { Section } from "../../components/section.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import type { HomeView } from "../../i18n/home.server.ts";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { cn } from "../../lib/cn.ts";

/** The page's closing call to action: book the free demo, or talk to a person. */
export function ClosingCta({ content }: { content: HomeView["closing"] }) {
  const { lang } = useLanguage();
  return (
    <Section id="empieza" className="py-16 sm:py-20">
      <div className="relative overflow-hidden rounded-3xl bg-night px-6 py-12 text-center text-white sm:px-12 sm:py-16">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(20,184,166,0.25),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(191,78,15,0.2),transparent_50%)]"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {content.title}
          </h2>
          <p className="mt-4 text-lg text-slate-300">{content.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ScheduleButton size="lg" />
            <Link
              to={href("contact", lang)}
              className={cn(buttonVariants({ variant: "light", size: "lg" }))}
            >
              <MessageCircle aria-hidden />
              {content.secondary}
            </Link>
          </div>
        </div>
      </div>
    </Section>
  );
}
