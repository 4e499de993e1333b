import { Section } from "../../components/section.tsx";
import type { ConversionContent } from "../../content/es/conversion.ts";

/** Three numbered next steps after signing up. */
export function WelcomeSteps({ content }: { content: ConversionContent["welcome"] }) {
  return (
    <Section id="next-steps" headline={{ title: content.nextTitle }} tone="muted">
      <ol className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
        {content.steps.map((step, i) => (
          <li key={step} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-bold text-white">
              {i + 1}
            </span>
            <p className="mt-4 font-medium">{step}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
