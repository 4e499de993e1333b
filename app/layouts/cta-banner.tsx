import { Reveal } from "../components/reveal.tsx";
import { ScheduleButton } from "../components/schedule-button.tsx";
import { useLanguage } from "../i18n/language.tsx";

/** Free-demo call to action above the footer on every page except contact (docs/product/spec.md §2). */
export function CtaBanner() {
  const { m } = useLanguage();
  return (
    <section aria-labelledby="cta-banner-title" className="bg-primary text-white">
      <Reveal className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-banner-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {m.cta.title}
          </h2>
          <p className="mt-3 text-lg text-white/90">{m.cta.text}</p>
        </div>
        <ScheduleButton variant="light" size="lg">
          {m.cta.button}
        </ScheduleButton>
      </Reveal>
    </section>
  );
}
