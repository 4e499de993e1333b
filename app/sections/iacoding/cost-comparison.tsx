import { Check, X } from "lucide-react";
import { Section } from "../../components/section.tsx";
import { claims } from "../../content/business.ts";
import type { ConversionContent } from "../../content/es/conversion.ts";
import { formatDollars } from "../../content/formatters.ts";
import { cn } from "../../lib/cn.ts";

const range = ([min, max]: readonly [number, number]) =>
  `${formatDollars(min)} – ${formatDollars(max)}`;
/** Traditional versus AI development: price ranges and claims from business.ts. */
export function CostComparison({ content }: { content: ConversionContent["iacoding"] }) {
  const columns = [
    {
      title: content.traditional,
      price: range(claims.traditionalDevUsd),
      points: content.traditionalPoints,
      ai: false,
    },
    { title: content.withAi, price: range(claims.aiDevUsd), points: content.aiPoints, ai: true },
  ];
  return (
    <Section
      id="costs"
      tone="dark"
      hydrate={false}
      headline={{ title: content.costTitle, subtitle: content.costSubtitle }}
    >
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {columns.map((col) => (
          <article
            key={col.title}
            className={cn(
              "rounded-2xl border p-6 sm:p-8",
              col.ai ? "border-teal-400/60 bg-teal-400/10" : "border-white/10 bg-night-soft",
            )}
          >
            <h3 className="text-lg font-bold">{col.title}</h3>
            <p className="mt-4 text-sm text-slate-300">{content.costLabel}</p>
            <p
              className={cn(
                "mt-1 text-3xl font-extrabold",
                col.ai ? "text-teal-300" : "text-white",
              )}
            >
              {col.price}
            </p>
            <ul className="mt-6 grid gap-3">
              {col.points.map((point) => (
                <li key={point} className="flex gap-3 text-sm text-slate-200">
                  {col.ai ? (
                    <Check className="size-5 shrink-0 text-teal-300" aria-hidden />
                  ) : (
                    <X className="size-5 shrink-0 text-slate-400" aria-hidden />
                  )}
                  {point}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </Section>
  );
}
