import { Check } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { ChannelIcon } from "../../components/channel-icon.tsx";
import { Section, type Headline } from "../../components/section.tsx";
import { StaticIsland } from "../../components/static-island.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import {
  annualMonthlyUsd,
  billing,
  channels,
  includedInAllPlans,
  plans,
  type Plan,
} from "../../content/business.ts";
import type { PlanTableTexts } from "../../content/es/pricing.ts";
import { formatUsd } from "../../content/formatters.ts";
import { planCell, type PlanRowId } from "../../content/plan-table.ts";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { cn } from "../../lib/cn.ts";

export type Cycle = "monthly" | "annual";

type Props = {
  texts: PlanTableTexts;
  /** Pricing shows the monthly/annual toggle; other pages show the monthly cycle and a link. */
  toggle?: boolean;
};

/**
 * The one comparison of the platform plans (docs/product/spec.md §9), on the pricing, platform and services
 * pages. A real table with row and column headers; on narrow screens it scrolls inside its own
 * box, with the feature column kept in view.
 */
export function PlanComparison({ texts, toggle = false }: Props) {
  const { lang } = useLanguage();
  const [cycle, setCycle] = useState<Cycle>("monthly");
  const captionId = useId();
  const v = texts.values;
  const na = texts.planRows.notAvailable;
  const shared = (id: PlanRowId): [string, (p: Plan) => ReactNode] => [
    texts.planRows.labels[id],
    (p) => planCell(p, id, texts.planRows),
  ];
  const rows: [string, (p: Plan) => ReactNode][] = [
    shared("users"),
    shared("flows"),
    [
      texts.rows.forms,
      () => (includedInAllPlans.formsAndBlocks === "unlimited" ? v.unlimited : ""),
    ],
    [texts.rows.liveChat, () => included(includedInAllPlans.omnichannelLiveChat, v, na)],
    [texts.rows.webhooks, () => included(includedInAllPlans.webhooksAndApi, v, na)],
    shared("agents"),
    shared("admins"),
    shared("history"),
    shared("onboarding"),
    [
      texts.rows.integrations,
      () => (
        <span className="flex flex-wrap gap-1.5">
          {channels.map((c) => (
            <ChannelIcon key={c} channel={c} size="sm" />
          ))}
        </span>
      ),
    ],
  ];
  const cell = (p: Plan) => cn("px-4 py-3.5 align-middle", p.featured && "bg-primary-soft/60");
  const rowHead =
    "sticky left-0 z-10 bg-white px-4 py-3.5 text-left text-sm font-medium text-ink shadow-[1px_0_0_var(--color-line)]";

  return (
    <div>
      {toggle && (
        <div className="mb-8 flex flex-col items-center gap-4">
          <div
            role="group"
            aria-label={texts.billing.label}
            className="inline-flex rounded-full border border-line bg-white p-1 shadow-sm"
          >
            {(["monthly", "annual"] as const).map((c) => (
              <button
                type="button"
                key={c}
                aria-pressed={cycle === c}
                data-state={cycle === c ? "on" : "off"}
                onClick={() => setCycle(c)}
                className="inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold text-muted transition-colors data-[state=on]:bg-primary data-[state=on]:text-white"
              >
                {texts.billing[c]}
                {c === "annual" && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                    {texts.billing.save}
                  </span>
                )}
              </button>
            ))}
          </div>
          {cycle === "annual" && (
            <div role="status" className="grid max-w-2xl gap-2 text-center">
              <p className="inline-flex items-center justify-center gap-2 rounded-2xl bg-primary px-5 py-3 font-semibold text-white">
                {texts.annualBanner}
              </p>
              <p className="text-sm text-muted">{texts.annualNote}</p>
            </div>
          )}
        </div>
      )}

      {!toggle && (
        <p className="mb-6 text-center text-muted">
          {texts.monthlyShown}{" "}
          <a href={href("pricing", lang)} className="font-semibold text-primary underline">
            {texts.seeAnnual}
          </a>
        </p>
      )}
      <p className="mb-3 flex items-center gap-2 text-sm text-muted lg:hidden">
        {texts.scrollHint}
      </p>
      {/* Focusable so keyboard users can scroll it; named by the table's caption. */}
      <div
        role="region"
        aria-labelledby={captionId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative overflow-x-auto rounded-3xl border border-line bg-white shadow-sm"
      >
        <table className="w-full min-w-[46rem] border-collapse text-sm">
          <caption id={captionId} className="sr-only">
            {texts.caption}
          </caption>
          <StaticIsland as="thead">
            <tr className="border-b border-line">
              <th scope="col" className={cn(rowHead, "w-44 align-bottom text-muted")}>
                {texts.feature}
              </th>
              {plans.map((p) => (
                <th scope="col" key={p.id} className={cn(cell(p), "pt-6 text-left align-bottom")}>
                  {p.featured && (
                    <span className="mb-2 inline-block rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-white">
                      {texts.featured}
                    </span>
                  )}
                  <span className="block text-lg font-extrabold text-ink">
                    {texts.plans[p.id].name}
                  </span>
                  <span className="block text-sm font-normal text-muted">
                    {texts.plans[p.id].audience}
                  </span>
                </th>
              ))}
            </tr>
          </StaticIsland>
          <tbody className="divide-y divide-line">
            <tr>
              <th scope="row" className={rowHead}>
                {texts.price}
              </th>
              {plans.map((p) => (
                <td key={p.id} className={cell(p)}>
                  <Price plan={p} cycle={cycle} texts={texts} />
                </td>
              ))}
            </tr>
          </tbody>
          {/* Only the price row changes with the billing cycle. */}
          <StaticIsland as="tbody" className="divide-y divide-line border-t border-line">
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className={rowHead}>
                  {label}
                </th>
                {plans.map((p) => (
                  <td key={p.id} className={cn(cell(p), "text-ink")}>
                    {value(p)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className={rowHead}>
                <span className="sr-only">{texts.choose}</span>
              </th>
              {plans.map((p) => (
                <td key={p.id} className={cn(cell(p), "pb-6")}>
                  <a
                    href={href("schedule", lang)}
                    className={buttonVariants({
                      variant: p.featured ? "accent" : "outline",
                      size: "sm",
                    })}
                  >
                    {texts.plans[p.id].cta}
                  </a>
                </td>
              ))}
            </tr>
          </StaticIsland>
        </table>
      </div>

      <StaticIsland>
        <aside
          aria-label={texts.footnoteTitle}
          className="mt-6 rounded-2xl border-l-4 border-primary bg-surface p-5 text-sm text-muted"
        >
          <ul className="grid list-disc gap-1.5 pl-4">
            {texts.footnotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </aside>
      </StaticIsland>
    </div>
  );
}

/**
 * The comparison as a section of its own, on the platform and services pages: the monthly table
 * under the page's headline, and `more` (a link) below it.
 */
export function PlanSection({
  id,
  headline,
  texts,
  more,
}: {
  id: string;
  headline: Headline;
  texts: PlanTableTexts;
  more?: ReactNode;
}) {
  const table = <PlanComparison texts={texts} />;
  // The table alone when there is nothing below it: a second slot would change the caption's
  // useId (the ids follow the shape of the tree).
  return (
    <Section id={id} headline={headline} tone="muted" hydrate={false}>
      {more ? (
        <>
          {table}
          <p className="mt-8 text-center">{more}</p>
        </>
      ) : (
        table
      )}
    </Section>
  );
}

function included(value: boolean, v: PlanTableTexts["values"], notAvailable: string) {
  return value ? (
    <span className="inline-flex items-center gap-1.5">
      <Check className="size-4 text-primary" aria-hidden />
      {v.included}
    </span>
  ) : (
    notAvailable
  );
}

function Price({ plan, cycle, texts }: { plan: Plan; cycle: Cycle; texts: PlanTableTexts }) {
  if (plan.monthlyUsd === 0) {
    return <span className="text-2xl font-extrabold text-ink">{texts.free}</span>;
  }
  const annual = cycle === "annual";
  const amount = annual ? annualMonthlyUsd(plan.monthlyUsd) : plan.monthlyUsd;
  return (
    <span className="block">
      <span className="text-2xl font-extrabold text-ink">${formatUsd(amount)}</span>
      <span className="text-muted">
        {" "}
        {billing.currency}
        {texts.perMonth}
      </span>
      {annual && <s className="ml-1 block text-muted">${formatUsd(plan.monthlyUsd)}</s>}
      <span className="block text-xs text-muted">
        {annual ? texts.billedAnnually : texts.billedMonthly}
      </span>
    </span>
  );
}
