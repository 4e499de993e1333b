import { ArrowRight, CheckCircle2, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { ScheduleButton } from "../../components/schedule-button.tsx";
import { Typewriter } from "../../components/typewriter.tsx";
import type { HomeView } from "../../i18n/home.server.ts";
import { ButtonLink } from "../../components/button-link.tsx";

type Props = {
  heading: string;
  intro: string;
  content: HomeView["hero"];
  /** The sales chat card, in the right-hand column on desktop. */
  chat: ReactNode;
};

/** The page's one h1 with its highlighted words, the typewriter line, calls to action and the chat card. */
export function Hero({ heading, intro, content, chat }: Props) {
  const at = heading.indexOf(content.highlight);
  const [before, after] =
    at < 0 ? [heading, ""] : [heading.slice(0, at), heading.slice(at + content.highlight.length)];
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-primary-soft via-white to-white pt-28 pb-16 sm:pt-32 lg:pt-36 lg:pb-24">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 right-[-10%] size-[36rem] rounded-full bg-[radial-gradient(circle,rgba(10,110,110,0.16),transparent_65%)]"
      />
      {/* Anchored to the top, not the middle: the first paint can come before the whole hero is
          parsed, and a glow placed at half its height would then move (a layout shift). */}
      <div
        aria-hidden
        className="pointer-events-none absolute top-[25rem] left-[-15%] size-[28rem] rounded-full bg-[radial-gradient(circle,rgba(191,78,15,0.08),transparent_65%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-white/70 px-4 py-1.5 text-sm font-semibold text-primary">
            <Sparkles className="size-4" aria-hidden />
            {content.eyebrow}
          </p>
          <h1 className="mt-6 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {before}
            {at >= 0 && <span className="text-primary">{content.highlight}</span>}
            {after}
          </h1>
          <Typewriter
            phrases={content.phrases}
            pauseLabel={content.pause}
            playLabel={content.play}
            className="mt-6 text-xl font-semibold text-primary-hover sm:text-2xl"
          />
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted">{intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ScheduleButton size="lg" />
            <ButtonLink to="services" variant="outline" size="lg">
              {content.secondary}
              <ArrowRight aria-hidden />
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink">
            {content.trust.map((item) => (
              <li key={item} className="inline-flex items-center gap-2">
                <CheckCircle2 className="size-4 text-primary" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>
        {chat}
      </div>
    </section>
  );
}
