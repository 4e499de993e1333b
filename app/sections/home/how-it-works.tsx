import { Clock } from "lucide-react";
import { Section } from "../../components/section.tsx";
import type { HomeView } from "../../i18n/home.server.ts";

/** Four steps with the durations of the implementation process (business.ts, docs/product/spec.md §9). */
export function HowItWorks({ content }: { content: HomeView["process"] }) {
  const { steps, ...headline } = content;
  return (
    <Section id="como-funciona" tone="muted" headline={headline} hydrate={false}>
      <div className="relative">
        <div
          aria-hidden
          className="absolute top-13 right-[12%] left-[12%] hidden h-0.5 bg-gradient-to-r from-primary/10 via-primary/40 to-primary/10 lg:block"
        />
        <ol className="relative grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => (
            <li
              key={step.title}
              className="relative flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm"
            >
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary text-xl font-extrabold text-white shadow-md shadow-primary/20">
                {i + 1}
              </span>
              <p className="mt-5 text-xs font-semibold tracking-wide text-primary uppercase">
                {step.label}
              </p>
              <h3 className="mt-1 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 grow text-[15px] text-muted">{step.text}</p>
              <p className="mt-5 inline-flex items-center gap-2 self-start rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-hover">
                <Clock className="size-4" aria-hidden />
                {step.duration}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
