import { Section } from "../../components/section.tsx";
import { claims } from "../../content/business.ts";
import type { ServicesContent } from "../../content/es/services.ts";
import { formatDollars } from "../../content/formatters.ts";

/** The AI-development claims of docs/product/spec.md §9, quoted exactly: savings and the two price ranges. */
export function ClaimsBand({
  id,
  texts,
}: {
  id: string;
  texts: ServicesContent["aiDevelopment"]["claims"];
}) {
  const stats = [
    { value: `${claims.aiDevTimeSavingPct} %`, label: texts.time },
    { value: `${claims.aiDevCostSavingPct} %`, label: texts.cost },
  ];
  const ranges = [
    { label: texts.traditional, range: claims.traditionalDevUsd, strong: false },
    { label: texts.ai, range: claims.aiDevUsd, strong: true },
  ];
  return (
    <Section id={id} headline={{ title: texts.title }} tone="dark">
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="rounded-3xl bg-night-soft p-7 ring-1 ring-white/10">
            <p className="text-sm text-slate-300">{texts.upTo}</p>
            <p className="text-5xl font-extrabold text-teal-300">{s.value}</p>
            <p className="mt-2 text-slate-200">{s.label}</p>
          </div>
        ))}
        {ranges.map((r) => (
          <div
            key={r.label}
            className={
              r.strong
                ? "rounded-3xl bg-accent p-7"
                : "rounded-3xl bg-night-soft p-7 ring-1 ring-white/10"
            }
          >
            <p className={r.strong ? "text-sm text-white" : "text-sm text-slate-300"}>{r.label}</p>
            <p
              className={
                r.strong
                  ? "mt-2 text-3xl font-extrabold"
                  : "mt-2 text-3xl font-extrabold text-slate-200 line-through decoration-2"
              }
            >
              {formatDollars(r.range[0])} – {formatDollars(r.range[1])}
            </p>
          </div>
        ))}
      </div>
    </Section>
  );
}
