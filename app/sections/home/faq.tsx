import { ChevronDown } from "lucide-react";
import { Section } from "../../components/section.tsx";
import type { HomeView } from "../../i18n/home.server.ts";

/**
 * Six questions as an exclusive disclosure group: native `<details>` sharing one `name`, so the
 * browser keeps one open at a time, an open one closes when its summary is clicked, find-in-page
 * opens the answer it finds, and none of it needs JavaScript (docs/decisions/008-home-tabs-and-faq-without-radix.md).
 */
export function Faq({ content }: { content: HomeView["faq"] }) {
  const { items, ...headline } = content;
  return (
    <Section id="preguntas-frecuentes" tone="muted" headline={headline} hydrate={false}>
      <div className="mx-auto grid max-w-3xl gap-3">
        {items.map((item) => (
          <details
            key={item.question}
            name="home-faq"
            className="group rounded-2xl border border-line bg-white shadow-sm open:shadow-md"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-base font-semibold sm:text-lg [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 text-primary transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="px-6 pb-6 text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
