import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Section } from "../../components/section.tsx";
import type { PricingContent } from "../../content/es/pricing.ts";

type TabId = "agents" | "web" | "other";
const tabIds: TabId[] = ["agents", "web", "other"];

/**
 * The three pricing tabs (docs/product/spec.md §2): the WAI-ARIA tabs pattern with automatic activation (arrow
 * keys, Home and End move and select; Tab goes into the panel). Written by hand rather than with
 * Radix Tabs, which cost 2.2 KB gz on a page at its JS budget. Every panel is in the served HTML
 * (search engines read all three); inactive ones are hidden.
 */
export function PricingTabs({
  texts,
  panels,
}: {
  texts: PricingContent["tabs"];
  panels: Record<TabId, ReactNode>;
}) {
  const base = useId();
  const [active, setActive] = useState<TabId>("agents");
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabIds.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(tabIds[next]!);
    refs.current[next]?.focus();
  };
  return (
    <Section id="planes" reveal={false} className="!pt-4 sm:!pt-8">
      <div
        role="tablist"
        aria-label={texts.label}
        className="mx-auto mb-12 flex w-fit max-w-full flex-wrap justify-center gap-1 rounded-3xl bg-surface p-1.5 ring-1 ring-line sm:rounded-full"
      >
        {tabIds.map((id, i) => (
          <button
            key={id}
            ref={(node) => {
              refs.current[i] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${id}`}
            aria-controls={`${base}-panel-${id}`}
            aria-selected={active === id}
            tabIndex={active === id ? 0 : -1}
            onClick={() => setActive(id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className="min-h-11 rounded-full px-4 text-sm font-semibold text-muted transition-colors hover:text-ink aria-selected:bg-white aria-selected:text-primary aria-selected:shadow sm:px-6 sm:text-base"
          >
            {texts[id]}
          </button>
        ))}
      </div>
      {tabIds.map((id) => (
        <div
          key={id}
          role="tabpanel"
          id={`${base}-panel-${id}`}
          aria-labelledby={`${base}-tab-${id}`}
          hidden={active !== id}
          tabIndex={0}
          className="focus-visible:outline-offset-8"
        >
          {panels[id]}
        </div>
      ))}
    </Section>
  );
}
