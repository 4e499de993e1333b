/**
 * Answers composed from the typed facts (business.ts, the site config) with the wording of
 * app/content/assistant/{es,en}/replies.ts. Every figure is computed here from those facts, never
 * typed; plan names are the pricing page's of that language; links are our relative paths.
 */
import {
  annualMonthlyUsd,
  billing,
  bookingDefaults,
  channels as allChannels,
  claims,
  delivery,
  demo,
  planById,
  plans,
  processSteps,
  refund,
  sla,
  type Plan,
  type PlanId,
} from "../../../app/content/business.ts";
import { repliesEn } from "../../../app/content/assistant/en/replies.ts";
import { repliesEs, type AssistantReplies } from "../../../app/content/assistant/es/replies.ts";
import { knowledgeEn } from "../../../app/content/assistant/en/knowledge.ts";
import { knowledgeEs } from "../../../app/content/assistant/es/knowledge.ts";
import { clock12, int, range, usd } from "../../../app/content/assistant/facts.ts";
import { conversionEn } from "../../../app/content/en/conversion.ts";
import { homeEn } from "../../../app/content/en/home.ts";
import { homeEs } from "../../../app/content/es/home.ts";
import { pricingEn } from "../../../app/content/en/pricing.ts";
import { pricingEs } from "../../../app/content/es/pricing.ts";
import type { Lang } from "../../../app/content/routes.ts";
import type { SiteConfig } from "../../../app/content/site.ts";
import { dataLabelsEn, knowledgeEn as guideEn } from "../../../app/content/en/knowledge.ts";
import { refundEn, termsEn } from "../../../app/content/en/legal.ts";
import type { DocSection, SourceBlock } from "../../../app/content/long-form.ts";
import { dataLabelsEs, knowledgeEs as guideEs } from "../../../app/content/es/knowledge.ts";
import { conversionEs } from "../../../app/content/es/conversion.ts";
import { refundEs, termsEs } from "../../../app/content/es/legal.ts";
import { href } from "../../../app/i18n/href.ts";
import { siteTexts } from "../../../app/i18n/site-vars.server.ts";
import { format } from "../../../app/i18n/translate.ts";
import type { Row, Unit } from "./entities.ts";
import type { ConversationState } from "./state.ts";

export type Vars = Record<string, string | number>;
/** A sentence of the site's run on after a lead-in of ours: "Training: we train your agents…". */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** A level of incident priority, as the knowledge page's table names them. */
export type Priority = "high" | "medium" | "low";

const implementation = processSteps.find((s) => s.id === "implementation")!.duration;
const training = processSteps.find((s) => s.id === "training")!.duration;
/** How much of a unit a plan includes (0 when it has none). */
export function limitOf(p: Plan, u: Unit): number {
  return {
    agents: p.limits.liveChatAgents ?? 0,
    users: p.limits.activeUsersPerMonth,
    admins: p.limits.adminUsers ?? 0,
    flows: p.limits.automatedFlows,
  }[u];
}

const paid = plans.filter((p) => p.monthlyUsd > 0).sort((a, b) => a.monthlyUsd - b.monthlyUsd);

/** The cheapest paid plan whose limits meet every need given, if any does. */
export function cheapestFit(needs: Partial<Record<Unit, number>>): Plan | undefined {
  const units = (Object.keys(needs) as Unit[]).filter((u) => needs[u] !== undefined);
  return paid.find((p) => units.every((u) => limitOf(p, u) >= needs[u]!));
}
const largest = paid.at(-1)!;

export function createComposer(
  site: SiteConfig,
  lang: Lang,
  /** The languages the speech engine transcribes; empty when it detects any. */
  transcriptionLanguages: readonly string[],
) {
  const t: AssistantReplies = lang === "es" ? repliesEs : repliesEn;
  const names = (lang === "es" ? pricingEs : pricingEn).planTable.plans;
  const conversion = lang === "es" ? conversionEs : conversionEn;
  const name = (id: PlanId) => names[id].name;
  const list = (items: string[]) =>
    items.length <= 1
      ? (items[0] ?? "")
      : `${items.slice(0, -1).join(", ")} ${t.and} ${items.at(-1)}`;
  const time = (hhmm: string) => (lang === "es" ? hhmm : clock12(hhmm));
  const pct = `${Math.round(billing.annualDiscount * 100)} %`;
  const common: Vars = {
    platform: site.platformName,
    company: site.companyName,
    assistant: site.assistantName,
    channels: list([...allChannels]),
    email: site.email,
    phone: site.phone,
    whatsapp: site.whatsappUrl,
    opens: time(site.hours.opens),
    closes: time(site.hours.closes),
    pct,
    minutes: demo.videoCallMinutes,
    horizon: bookingDefaults.demo.horizonDays,
    notice: bookingDefaults.demo.minNoticeMinutes / 60,
    days: billing.freeTrialDays,
    basic: range(delivery.basicChatbotWeeks),
    complex: range(delivery.complexChatbotWeeks),
    support: delivery.minSupportAfterLaunchDays,
    install: usd(billing.installationFeeUsd),
    perFlow: usd(billing.perFlowSetupUsd),
    link: href("schedule", lang),
    url: site.integrations.freeTrialUrl,
    conversion: claims.conversionRisePct,
    // The companies of the home page's testimonials ("Sales Manager, Sonrisa Dental Clinic").
    clients: list(
      (lang === "es" ? homeEs : homeEn).testimonials.items.map((i) => i.role.split(", ").at(-1)!),
    ),
    time: claims.operatingTimeCutPct,
    offices: list(site.offices.map((o) => `${o.city} (${o.region})`)),
    // The opening hours are the first office's, where the demos are held (business.ts).
    headOffice: `${site.offices[0]!.city} (${site.offices[0]!.region})`,
    city: sla.emailSupport.city,
    supportOpens: time(sla.emailSupport.opens),
    supportCloses: time(sla.emailSupport.closes),
    starterAnnual: usd(annualMonthlyUsd(paid[0]!.monthlyUsd)),
    implementation: range([implementation.min, implementation.max]),
    aiDevLow: int(claims.aiDevUsd[0]),
    aiDevHigh: int(claims.aiDevUsd[1]),
    aiDevTime: claims.aiDevTimeSavingPct,
    diamond: usd(largest.monthlyUsd),
    terms: href("terms", lang),
    pricing: href("pricing", lang),
    channelTotal: int(allChannels.length),
    starterPrice: usd(paid[0]!.monthlyUsd),
    knowledge: href("knowledge", lang),
    flowsPerPlan: list(paid.map((p) => `${name(p.id)} ${int(p.limits.automatedFlows)}`)),
    tradLow: int(claims.traditionalDevUsd[0]),
    tradHigh: int(claims.traditionalDevUsd[1]),
    dupDays: refund.duplicateChargeReportCalendarDays,
    failureDays: refund.unresolvedFailureCalendarDays,
    refundPolicy: href("refund", lang),
    training:
      training.min === training.max
        ? format(training.max === 1 ? t.week : t.weeks, { n: training.max })
        : format(t.weeks, { n: range([training.min, training.max]) }),
    onboardingPerPlan: list(
      paid
        .filter((p) => p.limits.onboardingHours !== null)
        .map((p) => `${name(p.id)} ${format(t.hour, { n: p.limits.onboardingHours! })}`),
    ),
  };
  const f = (text: string, vars: Vars = {}) => format(text, { ...common, ...vars });
  const { incidents, steps } = siteTexts(lang === "es" ? dataLabelsEs : dataLabelsEn, lang, site);
  const docs = new Map(
    (lang === "es" ? knowledgeEs(site) : knowledgeEn(site)).docs.map((d) => [d.id, d.text]),
  );

  // The published terms, refund policy and knowledge centre, filled, as sentences: a question
  // about a clause or a how-to is answered with the page's own words and a link to it.
  const legal = (
    [
      ["terms", lang === "es" ? termsEs : termsEn],
      ["refund", lang === "es" ? refundEs : refundEn],
      ["knowledge", lang === "es" ? guideEs : guideEn],
    ] as const
  ).flatMap(([page, doc]) =>
    prose(siteTexts(doc, lang, site).sections).flatMap((text) =>
      text
        .split(/(?<=\.)\s+(?=\p{Lu})/u)
        // (The English long-form pages write "Diamante"; the chat names plans as the pricing
        // table of its language does.)
        .map((sentence) => ({
          sentence: sentence.replace(/\bDiamante\b/g, name("diamante")),
          page,
        })),
    ),
  );

  function rowValue(p: Plan, row: Row): string {
    const l = p.limits;
    switch (row) {
      case "users":
        return f(t.rows.users, { n: int(l.activeUsersPerMonth) });
      case "flows":
        return f(t.rows.flows, { n: l.automatedFlows });
      case "agents":
        return l.liveChatAgents === null
          ? t.rows.agentsNone
          : f(l.liveChatAgents === 1 ? t.rows.agentOne : t.rows.agents, { n: l.liveChatAgents });
      case "admins":
        return l.adminUsers === null
          ? t.rows.adminsNone
          : f(l.adminUsers === 1 ? t.rows.adminOne : t.rows.admins, { n: l.adminUsers });
      case "history":
        return f(t.rows.history, { n: l.chatHistoryDays });
      case "onboarding":
        return l.onboardingHours === null
          ? t.rows.onboardingNone
          : f(t.rows.onboarding, { n: l.onboardingHours });
      case "support":
        return p.support === "priority" ? t.rows.supportPriority : t.rows.supportStandard;
    }
  }
  type Needs = Partial<Record<Unit, number>>;
  /** The units a visitor gave a figure for, in the order given. */
  const unitsOf = (needs: Needs) =>
    (Object.keys(needs) as Unit[]).filter((u) => needs[u] !== undefined);
  /** "4 agentes", "1 usuario activo al mes": a need as the reply says it. */
  const needText = (needs: Needs, u: Unit) =>
    f((needs[u] === 1 ? t.recommend.needsOne : t.recommend.needs)[u], { n: int(needs[u]!) });
  /** "cubre 4 agentes (5 agentes de chat en vivo), …": why a plan covers the needs. */
  const reasonsFor = (p: Plan, needs: Needs, units: Unit[]) =>
    list(
      units.map((u) =>
        f(t.recommend.reasonItem, { need: needText(needs, u), limit: rowValue(p, u) }),
      ),
    );
  /** A row's bare value for lists and comparisons: "5", "N/A", "65 días". */
  function shortValue(p: Plan, row: Row): string {
    const l = p.limits;
    const v = {
      users: int(l.activeUsersPerMonth),
      flows: String(l.automatedFlows),
      agents: l.liveChatAgents === null ? t.notAvailable : String(l.liveChatAgents),
      admins: l.adminUsers === null ? t.notAvailable : String(l.adminUsers),
      history: f(t.days, { n: l.chatHistoryDays }),
      onboarding: l.onboardingHours === null ? t.notAvailable : f(t.hour, { n: l.onboardingHours }),
      support: p.support === "priority" ? t.priority : t.standard,
    }[row];
    return v;
  }
  const allRows: Row[] = ["users", "flows", "agents", "admins", "history", "onboarding", "support"];
  /** "price: Elite 60.00 USD, Diamond 99.00 USD a month": each price beside its plan's name. */
  const pricePair = (a: PlanId, b: PlanId) =>
    f(t.compare.price, {
      a: name(a),
      b: name(b),
      va: usd(planById(a).monthlyUsd),
      vb: usd(planById(b).monthlyUsd),
    });

  return {
    t,
    f,
    name,
    list,
    transcriptionLanguages,
    price(id: PlanId, annual: boolean): string {
      const p = planById(id);
      if (p.monthlyUsd === 0)
        return f(t.price.free, {
          rows: list([rowValue(p, "users"), rowValue(p, "flows"), rowValue(p, "history")]),
        });
      const vars = {
        plan: name(id),
        monthly: usd(p.monthlyUsd),
        annual: usd(annualMonthlyUsd(p.monthlyUsd)),
      };
      return f(annual ? t.price.annual : t.price.one, vars);
    },
    /** "the total for the whole year", "how much do I save a year": the annual figures. */
    annualTotal(id: PlanId): string {
      const p = planById(id);
      const annual = annualMonthlyUsd(p.monthlyUsd);
      return f(t.annualTotal, {
        plan: name(id),
        total: usd(annual * 12),
        annual: usd(annual),
        monthly: usd(p.monthlyUsd),
        saving: usd((p.monthlyUsd - annual) * 12),
      });
    },
    /**
     * "what do I get extra for that?": what the dearer plan has more of, each row beside the
     * other plan's figure ("14,000 active users a month (Elite: 5,000)").
     */
    extras(low: PlanId, high: PlanId): string {
      const lo = planById(low);
      const hi = planById(high);
      const amount = (p: Plan, row: Row): number =>
        row === "support"
          ? Number(p.support === "priority")
          : row === "history"
            ? p.limits.chatHistoryDays
            : row === "onboarding"
              ? (p.limits.onboardingHours ?? 0)
              : limitOf(p, row);
      const more = allRows.filter((r) => amount(hi, r) > amount(lo, r));
      const items = more.map((r) => `${rowValue(hi, r)} (${name(low)}: ${shortValue(lo, r)})`);
      const same = allRows.filter((r) => amount(hi, r) === amount(lo, r));
      return f(t.compare.extras, {
        a: name(low),
        b: name(high),
        items: list(items),
        same: list(same.map((r) => rowValue(hi, r))),
      });
    },
    /** "No: the Demo plan comes with no live chat agents." */
    rowNone(id: PlanId, row: "agents" | "admins"): string {
      return f(t.rowNone, {
        plan: name(id),
        none: t.rows[row === "agents" ? "agentsNone" : "adminsNone"],
      });
    },
    /** The cheapest paid plan with some of a row the plan in focus lacks. */
    firstWith(row: Unit | "support" | "onboarding"): string | undefined {
      const first = paid.find((p) =>
        row === "support"
          ? p.support === "priority"
          : row === "onboarding"
            ? (p.limits.onboardingHours ?? 0) > 0
            : limitOf(p, row) > 0,
      );
      return first
        ? f(t.firstWith, {
            plan: name(first.id),
            value: rowValue(first, row),
            monthly: usd(first.monthlyUsd),
          })
        : undefined;
    },
    allPrices(annual: boolean): string {
      const items = [...paid].reverse().map((p) =>
        f(t.price.item, {
          plan: name(p.id),
          amount: usd(annual ? annualMonthlyUsd(p.monthlyUsd) : p.monthlyUsd),
        }),
      );
      return f(annual ? t.price.allAnnual : t.price.all, { list: items.join(", ") });
    },
    planRows(id: PlanId, rows: Row[]): string {
      const p = planById(id);
      // "El plan Starter no incluye onboarding", not "incluye sin onboarding".
      if (rows.length === 1 && ["agents", "admins", "onboarding"].includes(rows[0]!)) {
        const row = rows[0] as "agents" | "admins" | "onboarding";
        const has = {
          agents: p.limits.liveChatAgents,
          admins: p.limits.adminUsers,
          onboarding: p.limits.onboardingHours,
        }[row];
        if (has === null)
          return f(t.planRowNone, { plan: name(id), row: t.rowNames[row].toLowerCase() });
      }
      return f(t.planRow, {
        plan: name(id),
        value: list(rows.map((r) => rowValue(planById(id), r))),
      });
    },
    /** "¿el starter y el elite guardan el mismo historial?": said once when the two are equal. */
    sameRows(a: PlanId, b: PlanId, rows: Row[]): string | undefined {
      const va = rows.map((r) => rowValue(planById(a), r));
      if (va.join() !== rows.map((r) => rowValue(planById(b), r)).join()) return undefined;
      return f(t.planRowsSame, { a: name(a), b: name(b), value: list(va) });
    },
    planCard(id: PlanId): string {
      const p = planById(id);
      const rows = list([...allRows.map((r) => rowValue(p, r)), t.rows.included]);
      // The free plan says so, not "the Demo plan (Demo)".
      if (!p.monthlyUsd) return f(t.price.free, { rows });
      return f(t.planCard, { plan: name(id), price: usd(p.monthlyUsd), rows });
    },
    rowAll(row: Row): string {
      const text = f(t.rowAll, {
        row: t.rowNames[row],
        list: plans.map((p) => `${name(p.id)}: ${shortValue(p, row)}`).join(", "),
      });
      // "which plan keeps the longest chat history?": when every paid plan has the same, say so.
      const values = new Set(paid.map((p) => shortValue(p, row)));
      return values.size === 1 ? `${text} ${f(t.rowSamePaid, { value: [...values][0]! })}` : text;
    },
    /** The plan has none of that row (no live agents, no onboarding, no admins). */
    lacks(id: PlanId, row: Row): boolean {
      return shortValue(planById(id), row) === t.notAvailable;
    },
    /** Two plans' monthly prices, each beside its name. */
    priceGap(a: PlanId, b: PlanId): string {
      const text = pricePair(a, b);
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    },
    /**
     * Moving from one plan to a smaller one: what the new plan has where it differs ("what do I
     * lose?"), or only the rows asked ("cuantos agentes y usuarios me quedan?").
     */
    loses(from: PlanId, to: PlanId, only: Row[] = []): string {
      const pf = planById(from);
      const pt = planById(to);
      const rows = (only.length ? only : allRows).filter(
        (r) => only.length || shortValue(pf, r) !== shortValue(pt, r),
      );
      return f(t.downgrade, {
        from: name(from),
        to: name(to),
        rows: list(rows.map((r) => rowValue(pt, r))),
        was: list(rows.map((r) => rowValue(pf, r))),
      });
    },
    /** What the demo covers, as the booking page lists it (past its length, said elsewhere). */
    demoAgenda(): string {
      return conversion.schedule.expect.slice(1).join(" ");
    },
    /** Who designs the hand-over to a person, as the knowledge page's design stage says it. */
    handoverRules(): string {
      const design = steps.what.design;
      return `${t.handoverRulesLead} ${lowerFirst(design)}`;
    },
    /** What each incident priority asked means and its commitment, as the knowledge page says. */
    priorities(levels: Priority[]): string {
      const rows = incidents.rows;
      return levels
        .map((level) => {
          const { name: label, example, target } = rows[level];
          return `${label}: ${lowerFirst(example.slice(0, -1))}; ${lowerFirst(target)}.`;
        })
        .join(" ");
    },
    /** How to get ready for the demo, as the confirmation page says it. */
    demoPrep(): string {
      const step = conversion.confirmation.steps[1]!.text;
      return `${t.demoPrepLead} ${lowerFirst(step)}`;
    },
    /** Two plans side by side: every row, or only the rows asked ("in agents and history"). */
    compare(a: PlanId, b: PlanId, only: Row[] = []): string {
      const pa = planById(a);
      const pb = planById(b);
      const diffs: string[] = [];
      const same: string[] = [];
      // Each figure beside its plan's name ("agents: Elite 3, Diamond 5"), never "3 vs 5".
      const named = { a: name(a), b: name(b) };
      if (pa.monthlyUsd !== pb.monthlyUsd && !only.length) diffs.push(pricePair(a, b));
      for (const row of only.length ? only : allRows) {
        const va = shortValue(pa, row);
        const vb = shortValue(pb, row);
        if (va === vb) same.push(t.rowNames[row].toLowerCase());
        else
          diffs.push(f(t.compare.diff, { ...named, row: t.rowNames[row].toLowerCase(), va, vb }));
      }
      const intro = f(t.compare.intro, named);
      if (only.length && !diffs.length)
        return f(t.compare.bothSame, { ...named, v: list(only.map((r) => rowValue(pa, r))) });
      // The rows asked, plan by plan, as sentences: "Diamond: 5 live chat agents; Elite: 3 …".
      if (only.length)
        return f(t.compare.rowsOf, {
          ...named,
          va: list(only.map((r) => rowValue(pa, r))),
          vb: list(only.map((r) => rowValue(pb, r))),
        });
      const sameText = same.length ? ` ${f(t.compare.same, { same: list(same) })}` : "";
      return `${intro} ${diffs.join("; ")}.${sameText}`;
    },
    /**
     * The cheapest paid plan meeting every stated need, or a custom plan when none does.
     * `free`: the visitor asked for something free, so the free plan is a candidate too.
     */
    recommend(needs: Needs, free = false, scaled?: 2 | 3): { text: string; plan?: PlanId } {
      const units = unitsOf(needs);
      const fit = cheapestFit(needs);
      // (Needs times two are figures nobody said: the plan's own limits are given instead.)
      if (scaled) {
        const p = fit ?? largest;
        const vars = {
          times: t.recommend.times[scaled],
          plan: name(p.id),
          monthly: usd(p.monthlyUsd),
          limits: list(units.map((u) => rowValue(p, u))),
        };
        return fit
          ? { plan: fit.id, text: f(t.recommend.scaledFits, vars) }
          : { text: f(t.recommend.scaledCustom, vars) };
      }
      const gratis = free ? plans.find((p) => p.monthlyUsd === 0) : undefined;
      if (gratis && units.every((u) => limitOf(gratis, u) >= needs[u]!))
        return {
          plan: gratis.id,
          text: f(t.recommend.fitsFree, {
            plan: name(gratis.id),
            starter: usd(paid[0]!.monthlyUsd),
            reason: reasonsFor(gratis, needs, units),
          }),
        };
      if (!fit)
        return {
          text: f(t.recommend.custom, {
            needs: list(units.map((u) => needText(needs, u))),
            plan: name(largest.id),
            limits: list(units.map((u) => rowValue(largest, u))),
          }),
        };
      const reason = reasonsFor(fit, needs, units);
      // "no hay algo gratis de verdad?" with needs past the free plan: it and the trial still named.
      const short = gratis ? units.filter((u) => limitOf(gratis, u) < needs[u]!) : [];
      const freeToo = gratis
        ? ` ${f(t.recommend.freeShort, { plan: name(gratis.id), limits: list(short.map((u) => rowValue(gratis, u))) })}`
        : "";
      return {
        plan: fit.id,
        text: `${f(t.recommend.fits, { plan: name(fit.id), monthly: usd(fit.monthlyUsd), reason })} ${t.recommend.cheaper}${freeToo}`,
      };
    },
    /**
     * "y si tengo 2 muchachos, el starter alcanza?": whether the plan named covers the needs, with
     * the reason; when it falls short, the plan that covers them.
     */
    enough(id: PlanId, needs: Needs): { text: string; plan?: PlanId } {
      const p = planById(id);
      const units = unitsOf(needs);
      const short = units.filter((u) => limitOf(p, u) < needs[u]!);
      if (!short.length)
        return {
          plan: id,
          text: f(t.recommend.enoughYes, { plan: name(id), reason: reasonsFor(p, needs, units) }),
        };
      const next = this.recommend(needs);
      return {
        plan: next.plan,
        text: `${f(t.recommend.enoughNo, { plan: name(id), limits: list(short.map((u) => rowValue(p, u))) })} ${next.text}`,
      };
    },
    /** "Is that per user?": the monthly price covers the whole plan, with its team and volume. */
    perPlan(id: PlanId): string {
      const p = planById(id);
      return f(t.perPlan, {
        plan: name(id),
        rows: list([rowValue(p, "agents"), rowValue(p, "users")]),
      });
    },
    /** The plan most visitors choose (the one the pricing page features). */
    popular(): { text: string; plan: PlanId } {
      const p = plans.find((x) => x.featured) ?? paid[0]!;
      return {
        plan: p.id,
        text: f(t.popular, {
          plan: name(p.id),
          monthly: usd(p.monthlyUsd),
          rows: list([rowValue(p, "users"), rowValue(p, "agents"), rowValue(p, "flows")]),
        }),
      };
    },
    /** Paid plans from the cheapest up, for "the bigger one" / "el más barato". */
    relative(from: PlanId | undefined, rel: "bigger" | "smaller" | "biggest" | "cheapest"): PlanId {
      if (rel === "cheapest") return paid[0]!.id;
      if (rel === "biggest") return largest.id;
      const i = paid.findIndex((p) => p.id === from);
      if (i < 0) return rel === "bigger" ? largest.id : paid[0]!.id;
      return paid[Math.max(0, Math.min(paid.length - 1, i + (rel === "bigger" ? 1 : -1)))]!.id;
    },
    /** A knowledge document's text, for topics it answers as written. */
    doc(id: string): string {
      return docs.get(id) ?? "";
    },
    /** The sentences of our terms that say each thing asked, with the link to the page. */
    terms(asked: RegExp[], link = true): string | undefined {
      const found = asked.flatMap((re) => legal.filter((x) => re.test(x.sentence)).slice(0, 1));
      if (!found.length) return undefined;
      // (Two things asked that one sentence says, say it once.)
      const said = [...new Set(found.map((x) => x.sentence))].join(" ");
      return link ? `${said} ${f(t.termsLink, { link: href(found[0]!.page, lang) })}` : said;
    },
    /** The next demo offer, rotated by how many were made. */
    /** The booking page's path in this language: every demo offer ends with it. */
    bookingPath: href("schedule", lang),
    demoOffer(state: ConversationState): string {
      return f(t.demoOffers[state.offers % t.demoOffers.length]!);
    },
  };
}

export type Composer = ReturnType<typeof createComposer>;

/** The running text of a long-form page: its paragraphs, notes and list items, in order. */
function prose(sections: DocSection<SourceBlock>[]): string[] {
  return sections.flatMap((section) => [
    ...section.blocks.flatMap((b) =>
      b.type === "p" || b.type === "note"
        ? [b.text]
        : b.type === "ul" || b.type === "ol"
          ? b.items
          : [],
    ),
    ...prose(section.subsections ?? []),
  ]);
}
