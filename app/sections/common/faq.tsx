import { ChevronDown } from "lucide-react";
import { Section, type Headline } from "../../components/section.tsx";
import { cn } from "../../lib/cn.ts";

export type FaqItem = { question: string; answer: string };

/**
 * The home page's questions are larger and not headings of their own (its outline stops at the
 * section titles); an inner page's questions are h3 headings under the section's h2.
 */
const looks = {
  home: { item: "open:shadow-md", summary: "sm:text-lg", answer: "pb-6" },
  page: { item: undefined, summary: "text-left", answer: "pb-5" },
};

type Props = {
  id: string;
  headline: Headline;
  items: readonly FaqItem[];
  /** The disclosure group's `name` (one open at a time); the section's id unless given. */
  group?: string;
  variant?: keyof typeof looks;
};

/**
 * Questions and answers as an exclusive disclosure group: native `<details>` sharing one `name`,
 * so the browser keeps one open at a time, an open one closes when its summary is clicked,
 * find-in-page opens the answer it finds, and none of it needs JavaScript: the section is not
 * hydrated and the answers are in the served HTML (Radix Accordion cost 1.7 KB gz;
 * docs/decisions/008-home-tabs-and-faq-without-radix.md).
 */
export function Faq({ id, headline, items, group = id, variant = "page" }: Props) {
  const look = looks[variant];
  return (
    <Section id={id} headline={headline} tone="muted" hydrate={false}>
      <div className="mx-auto grid max-w-3xl gap-3">
        {items.map((item) => (
          <details
            key={item.question}
            name={group}
            className={cn("group rounded-2xl border border-line bg-white shadow-sm", look.item)}
          >
            <summary
              className={cn(
                "flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-base font-semibold [&::-webkit-details-marker]:hidden",
                look.summary,
              )}
            >
              {variant === "page" ? <h3>{item.question}</h3> : item.question}
              <ChevronDown
                className="size-5 shrink-0 text-primary transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className={cn("px-6 text-muted", look.answer)}>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
