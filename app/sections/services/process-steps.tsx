import { Section } from "../../components/section.tsx";
import { processSteps } from "../../content/business.ts";
import type { ServicesContent } from "../../content/es/services.ts";

type Texts = ServicesContent["apps"]["process"];

/**
 * The implementation process of docs/product/spec.md §9, step by step with its durations (in the
 * texts, filled from business.ts on the server).
 */
export function ProcessSteps({ id, texts }: { id: string; texts: Texts }) {
  return (
    <Section id={id} headline={{ eyebrow: texts.eyebrow, title: texts.title }} tone="muted">
      <ol className="grid gap-4 md:grid-cols-5">
        {processSteps.map((step, i) => (
          <li
            key={step.id}
            className="relative rounded-3xl border border-line bg-white p-6 shadow-sm"
          >
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-bold text-white">
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold">{texts.steps[step.id]}</h3>
            <p className="mt-1 text-sm font-semibold text-accent">{texts.durations[step.id]}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-center text-muted">{texts.support}</p>
    </Section>
  );
}
