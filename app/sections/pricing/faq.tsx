import { ChevronDown } from "lucide-react";
import { Section, type Headline } from "../../components/section.tsx";

export type FaqItem = { question: string; answer: string };

/**
 * Questions and answers as an accordion: one item open at a time, and the open one can be closed
 * (docs/product/spec.md §2). Built on exclusive `<details name>` elements: the browser does the accordion, so it
 * costs no JavaScript (Radix Accordion cost 1.7 KB gz and /precios is at its 140 KB budget),
 * works before hydration, and the answers are in the served HTML.
 */
export function Faq({ id, headline, items }: { id: string; headline: Headline; items: FaqItem[] }) {
  return (
    <Section id={id} headline={headline} tone="muted" hydrate={false}>
      <div className="mx-auto grid max-w-3xl gap-3">
        {items.map((item) => (
          <details
            key={item.question}
            name={id}
            className="group rounded-2xl border border-line bg-white shadow-sm"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left text-base font-semibold [&::-webkit-details-marker]:hidden">
              <h3>{item.question}</h3>
              <ChevronDown
                className="size-5 shrink-0 text-primary transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="px-6 pb-5 text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
