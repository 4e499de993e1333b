import { loadSiteConfig } from "../config/site-config.server.ts";
import { href } from "./href.ts";
import { pageTexts, pageUpdatedIso } from "./page-texts.server.ts";
import { withWebPage } from "../seo/structured-data.server.ts";
import { siteVars } from "./site-vars.server.ts";
import { format } from "./translate.ts";
import { annualMonthlyUsd, plans, processSteps, type Plan } from "../content/business.ts";
import { formatDuration } from "../content/figures.ts";
import { formatDate, formatUsd } from "../content/formatters.ts";
import { planCell, planRowIds } from "../content/plan-table.ts";
import {
  fillAll,
  type Block,
  type DataBlock,
  type DataLabels,
  type DocSection,
  type LongFormDoc,
  type LongFormSource,
  type SourceBlock,
} from "../content/long-form.ts";
import type { Lang, RouteId } from "../content/routes.ts";
import type { SiteConfig } from "../content/site.ts";

type Context = { lang: Lang; site: SiteConfig; labels: DataLabels };

function planTable({ labels }: Context): Block {
  const t = labels.plans;
  const price = (p: Plan, annual: boolean) =>
    p.monthlyUsd === 0
      ? labels.free
      : `$${formatUsd(annual ? annualMonthlyUsd(p.monthlyUsd) : p.monthlyUsd)}`;
  const row = (label: string, value: (p: Plan) => string) => [label, ...plans.map(value)];
  return {
    type: "table",
    caption: t.caption,
    head: [t.head.feature, ...plans.map((p) => t.names[p.id])],
    rows: [
      row(t.rows.monthly, (p) => price(p, false)),
      row(t.rows.annual, (p) => price(p, true)),
      ...planRowIds.map((id) => row(t.planRows.labels[id], (p) => planCell(p, id, t.planRows))),
    ],
  };
}

function stepsTable({ labels }: Context): Block {
  const t = labels.steps;
  return {
    type: "table",
    caption: t.caption,
    head: [t.head.step, t.head.duration, t.head.what],
    rows: processSteps.map((s) => [
      t.names[s.id],
      s.duration
        ? formatDuration(s.duration.min, s.duration.max, s.duration.unit, labels)
        : labels.ongoing,
      t.what[s.id],
    ]),
  };
}

function incidentsTable({ labels }: Context): Block {
  const t = labels.incidents;
  return {
    type: "table",
    caption: t.caption,
    head: [t.head.priority, t.head.example, t.head.target],
    rows: (["high", "medium", "low"] as const).map((k) => [
      t.rows[k].name,
      t.rows[k].example,
      t.rows[k].target,
    ]),
  };
}

function contacts({ labels }: Context): Block {
  const c = labels.contacts;
  return {
    type: "dl",
    items: [
      { term: c.email, detail: "{email}", href: "mailto:{email}" },
      { term: c.phone, detail: "{phone}", href: "{whatsappUrl}" },
      { term: c.offices, detail: "{offices}" },
      { term: c.hours, detail: c.hoursValue },
    ],
  };
}

const builders: Record<DataBlock["source"], (ctx: Context) => Block> = {
  plans: planTable,
  steps: stepsTable,
  incidents: incidentsTable,
  contacts,
};

function expandBlock(block: SourceBlock, ctx: Context): Block {
  if (block.type === "data") return builders[block.source](ctx);
  if (block.type === "routeLinks") {
    return {
      type: "links",
      items: block.items.map(({ label, to, hash }) => ({
        label,
        href: href(to, ctx.lang) + (hash ? `#${hash}` : ""),
      })),
    };
  }
  return block;
}

function expandSection(section: DocSection<SourceBlock>, ctx: Context): DocSection {
  return {
    ...section,
    blocks: section.blocks.map((b) => expandBlock(b, ctx)),
    subsections: section.subsections?.map((s) => expandSection(s, ctx)),
  };
}

/** A long-form page ready to render: data blocks built, placeholders filled (twice, for labels
 * that themselves hold placeholders). */
export function buildDoc(
  source: LongFormSource,
  lang: Lang,
  site: SiteConfig,
  updatedIso?: string,
): LongFormDoc {
  const vars = siteVars(lang, site);
  const ctx: Context = { lang, site, labels: source.data };
  const fill = (text: string) => format(format(text, vars), vars);
  const doc: LongFormDoc = {
    intro: source.intro,
    toc: source.toc,
    outro: source.outro,
    updated:
      source.updated && updatedIso
        ? { label: source.updated, date: formatDate(updatedIso, lang), iso: updatedIso }
        : undefined,
    sections: source.sections.map((s) => expandSection(s, ctx)),
  };
  return fillAll(doc, fill);
}

/** Loader data of a long-form page: its texts, the built document and its JSON-LD. */
export function longFormPage(request: Request, id: RouteId, byLang: Record<Lang, LongFormSource>) {
  const texts = pageTexts(request, id);
  const site = loadSiteConfig();
  const modified = pageUpdatedIso(id);
  const doc = buildDoc(byLang[texts.lang], texts.lang, site, modified);
  const jsonLd = modified ? withWebPage(texts.jsonLd, { dateModified: modified }) : texts.jsonLd;
  return { ...texts, doc, jsonLd };
}
