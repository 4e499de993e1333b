/**
 * Expectation builders shared by the batches of the sales assistant's conversation set (issue 23):
 * the words, figures and phrasings a reply may use, each written once and computed from
 * business.ts or the site config, never retyped.
 *
 * The batches were written apart, and several gave the same name a different breadth (one batch's
 * `quoted` also accepts "depends", another's does not). Each meaning is kept here under its own
 * name, and a batch imports the one it means under its local name
 * (`import { agentsOrSeats as agents }`), so every case keeps the very expectation it was written
 * with.
 */
import {
  annualMonthlyUsd,
  billing,
  delivery,
  planById,
  processSteps,
  sla,
  type PlanId,
} from "../../../../app/content/business.ts";
import { siteDefaults as site } from "../../../../app/content/site.ts";
import {
  loose,
  marks,
  money,
  num,
  numWith,
  planRe,
  range,
  recommends,
  type Needs,
} from "./grade.ts";
import type { Expectation } from "./types.ts";

// ---------------------------------------------------------------------------------------------
// Plans and prices.

/** A plan by its id (business.ts). */
export const plan = planById;
/** A plan's limits (agents, users, flows, admins…). */
export const limits = (id: PlanId) => plan(id).limits;
/** A plan's monthly price, as the reply may write it. */
export const price = (id: PlanId) => money(plan(id).monthlyUsd);
/** A plan's monthly price billed annually. */
export const annual = (id: PlanId) => money(annualMonthlyUsd(plan(id).monthlyUsd));
/** A plan's yearly total billed annually: the annual monthly price × 12, as money. */
export const annualYear = (id: PlanId) => money(annualMonthlyUsd(plan(id).monthlyUsd) * 12);
/** A plan's yearly total billed annually, rounded to the cent (Elite: 51.00 × 12), as a number. */
export const annualYearToCent = (id: PlanId) =>
  num(Math.round(annualMonthlyUsd(plan(id).monthlyUsd) * 12 * 100) / 100);
/**
 * A plan's own figure for a limit: "Starter: 2", "el Starter incluye 2 agentes" or "2 agents on
 * Starter", so two plans' figures cannot be swapped and still pass.
 */
export const planWith = (id: PlanId, n: number, unit: RegExp) =>
  new RegExp(
    `(?:${planRe(id).source})[^\\d\\n]{0,40}?${num(n).source}|${num(n).source}\\s?[^\\d\\n]{0,25}?(?:${unit.source})\\s(?:en|on|in|with|con|for|para)\\s(?:el\\s|the\\s|plan\\s)*(?:${planRe(id).source})`,
    "iu",
  );

// ---------------------------------------------------------------------------------------------
// Units.

/** Weeks, in either language. */
export const weeks = /semanas?|weeks?/i;
/** Days, in either language. */
export const days = /d[ií]as?|days?/i;
/** Hours, in either language ("hrs" too). */
export const hours = /horas?|hours?|hrs?\b/i;
/** Hours, or a bare "h" ("24 h"). */
export const hoursOrH = /horas?|hours?|hrs?\b|\bh\b/i;
/** Minutes spelled out, or "min"/"mins". */
export const minutes = /minutos?|minutes?|mins?\b/i;
/** Minutes as "min", "mins", "minuto(s)" or "minute(s)". */
export const minutesOrMin = /min(utos?|utes?|s)?\b/i;
/** Minutes as "min", "mins", "minutos" or "minutes" (plural only when spelled out). */
export const minutesPluralOrMin = /min(utos|utes|s)?\b/i;

/** Agents, the word only. */
export const agents = /agentes?|agents?/i;
/** Agents, advisers or seats. */
export const agentsOrSeats = /agentes?|agents?|asesor|seats?/i;
/** Agents, advisers in any form ("asesores", "asesoras"). */
export const agentsOrAdvisers = /agentes?|agents?|asesor(es|as)?/i;
/** Agents, advisers or operators. */
export const agentsOrOperators = /agentes?|agents?|asesor|operador/i;
/** Agents, people, advisers or seats. */
export const agentsOrPeople = /agentes?|agents?|personas|people|asesor|seats?/i;
/** Agents, advisers, operators, people or seats. */
export const agentsOperatorsOrPeople = /agentes?|agents?|asesor|operador|personas|people|seats?/i;

/** Users, the word only. */
export const users = /usuarios?|users?/i;
/** Users or contacts. */
export const usersOrContacts = /usuarios?|users?|contactos?|contacts?/i;
/** Users, contacts, chats or conversations. */
export const usersContactsOrChats = /usuarios?|users?|contactos?|contacts?|chats?|conversaci/i;
/** Users, contacts, or "clientes"/"customers" (plural only). */
export const usersContactsOrCustomers = /usuarios?|users?|contactos?|contacts?|clientes|customers/i;
/** Users, contacts, or a client or customer (singular or plural). */
export const usersContactsOrAnyCustomer =
  /usuarios?|users?|contactos?|contacts?|clientes?|customers?/i;
/** Users, contacts, clients, chats or conversations, by their stems. */
export const usersClientsOrChats = /usuari|users?|contact|client|chats?|conversaci|conversation/i;
/** Whoever the visitor counts: users, contacts, clients, customers, patients, chats, conversations. */
export const usersOrAnyoneServed =
  /usuari|users?|contact|client|customers?|patients?|pacientes|chats?|conversaci|conversations?/i;

/** Flows or bots. */
export const flows = /flujos?|flows?|bots?/i;
/** Flows, bots, or "automatización" (Spanish only). */
export const flowsOrAutomatizacion = /flujos?|flows?|bots?|automatizaci/i;
/** Flows, bots, or "automatización"/"automation". */
export const flowsOrAutomation = /flujos?|flows?|bots?|automatizaci|automation/i;
/** Flows, bots, or any word beginning "automati" (automation, automatización, automatic…). */
export const flowsOrAutomati = /flujos?|flows?|bots?|automati/i;

/** Admins: anything with "admin" in it. */
export const admins = /admin/i;
/** Admins as "administrador(es)" or "admin(s)". */
export const adminsSpelledOut = /administrador(es)?|admins?/i;

/** Small counts are often written as words ("one hour", "tres agentes"). */
const numberWords: Record<number, string> = {
  1: "one|an?|un[oa]?",
  2: "two|dos",
  3: "three|tres",
  4: "four|cuatro",
  5: "five|cinco",
};
/** A small count with its unit: numWith, or the count in words just before the unit. */
export const count = (n: number, unit: RegExp) => {
  const words = numberWords[n];
  if (!words) return numWith(n, unit);
  return new RegExp(
    `${numWith(n, unit).source}|(?<!\\p{L})(?:${words})[\\s-](?:[\\p{L}-]+\\s){0,2}?(?:${unit.source})`,
    "iu",
  );
};

/** An hour span as people write it: "9 a 17", "09:00-17:00", "9 am to 5 pm", "de 8:00 a 17:00 h". */
export function span(opens: string, closes: string): RegExp {
  const [a = 0] = opens.split(":").map(Number);
  const [b = 0] = closes.split(":").map(Number);
  const b12 = ((b + 11) % 12) + 1;
  const ampm = (h: number) => (h >= 12 ? "p\\.?\\s?m\\.?" : "a\\.?\\s?m\\.?");
  const from = `0?${a}(?::00)?\\s?(?:${ampm(a)}|h|hs|horas)?`;
  const to = `(?:${b}(?::00)?|${b12}(?::00)?\\s?${ampm(b)})`;
  return new RegExp(`(?<![\\d:.,])${from}\\s?(?:-|–|—|a|to|until|till|hasta|y)\\s?${to}`, "i");
}

/** The two hours we publish, e-mail support's and the office's: either answers "when are you there?". */
export const supportOrOfficeHours = [
  span(sla.emailSupport.opens, sla.emailSupport.closes),
  span(site.hours.opens, site.hours.closes),
];

// ---------------------------------------------------------------------------------------------
// Published facts.

/** The free trial's length in days. */
export const trial = numWith(billing.freeTrialDays, days);
/** Every office's city. */
export const cities = site.offices.map((o) => loose(o.city));
/** The implementation step's duration (weeks). */
export const implementation = processSteps.find((s) => s.id === "implementation")!.duration;
/** "How long until it works": the basic or complex chatbot, or the implementation step. */
export const howLong = [
  range(delivery.basicChatbotWeeks, weeks),
  range(delivery.complexChatbotWeeks, weeks),
  range([implementation.min, implementation.max], weeks),
];

// ---------------------------------------------------------------------------------------------
// Refunds and taxes.

/** Sales are final: no refunds, in the usual words. */
export const salesFinal =
  /\bfinal(es)?\b|no (son|es) reembolsable|no (hacemos|damos|ofrecemos|hay) (reembolsos|devoluciones)|non-?refundable|no refunds/i;
/** Sales are final, also as "not refundable" or "we don't offer/give/do/issue refunds". */
export const salesFinalOrNotRefundable =
  /\bfinal(es)?\b|no (son|es) reembolsable|no (hacemos|damos|ofrecemos|hay) (reembolsos|devoluciones)|non-?refundable|not refundable|no refunds|(don'?t|do not) (offer|give|do|issue) refunds/i;
/** Sales are final, in the widest wording: "no se reembolsa", "sin reembolso", "no refund", "we don't refund"… */
export const salesFinalBroad =
  /\bfinal(es)?\b|no (son|es) reembolsable|no (hacemos|damos|ofrecemos|hay|se hacen|se dan) (reembolsos|devoluciones)|no (se )?reembols|sin reembolso|non-?refundable|no refunds?|(don'?t|do not) (offer |give |do )?refunds?/i;

/** Prices exclude taxes. */
export const taxesExcluded =
  /no incluyen|no (est[aá]n|vienen) incluidos|sin (iva|impuestos)|m[aá]s (iva|impuestos)|aparte|exclud|(don'?t|do not|doesn'?t|does not) include|not included|plus (tax|vat)|before tax/i;
/** Prices exclude taxes, also as "no traen/llevan/tienen" (impuestos). */
export const taxesExcludedOrNotCarried =
  /no incluyen|no (est[aá]n|vienen) incluidos|no (traen|llevan|tienen)|sin (iva|impuestos)|m[aá]s (iva|impuestos)|aparte|exclud|(don'?t|do not|doesn'?t|does not) include|not included|plus (tax|vat)|before tax/i;
/** Prices exclude taxes, also as "taxes are extra/separate/on top" (but not a bare "aparte"). */
export const taxesExcludedOrExtra =
  /no incluyen|no (est[aá]n|vienen) incluidos|sin (iva|impuestos)|m[aá]s (iva|impuestos)|exclud|(don'?t|do not|doesn'?t|does not) include|not included|plus (tax|vat)|before tax|taxes (are )?(extra|separate|on top)/i;

/** Free with annual billing (the installation and each flow's setup). */
export const freeOnAnnual =
  /gratis|gratuit[ao]|sin costo|sin cargo|no (se )?(paga|cobra)|incluid[ao]|free|no (setup )?cost|waived|on us/i;
/** Free with annual billing, also as "no pagas", "no setup/installation fee", "at no cost". */
export const freeOnAnnualOrNoFee =
  /gratis|gratuit[ao]|sin (costo|cargo)|no (se )?(paga|pagas|cobra)|incluid[ao]|free|no (setup|installation) (cost|fee)|waived|on us|no cost|at no/i;
/** Free with annual billing, also as "no tiene costo", "no cobramos", "included". */
export const freeOnAnnualOrIncluded =
  /gratis|gratuit|sin costo|no (pagas|tiene costo|cobramos)|free|waived|no (setup|installation) (fee|cost)|included/i;

// ---------------------------------------------------------------------------------------------
// Quoted services: content, development and AI projects have no list price.

/** Quoted per client or project: a quote, a budget, made to measure. */
export const quoted =
  /cotiza|presupuesto|a (tu|la) medida|seg[uú]n (cada|el|tu) (cliente|proyecto)|quote|per (client|project)|custom/i;
/** Quoted per client or project, also in the formal "su" ("a su medida", "según su proyecto"). */
export const quotedUsted =
  /cotiza|presupuesto|a (tu|su|la) medida|seg[uú]n (cada|el|tu|su) (cliente|proyecto)|quote|per (client|project)|custom/i;
/** Quoted per client or project, or a proposal. */
export const quotedOrProposal =
  /cotiza|presupuesto|propuesta|a (tu|la) medida|seg[uú]n (cada|el|tu) (cliente|proyecto)|quote|proposal|per (client|project)|custom/i;
/** Quoted per client or project, or tailored. */
export const quotedOrTailored =
  /cotiza|presupuesto|a (tu|la) medida|seg[uú]n (cada|el|tu) (cliente|proyecto)|quote|per (client|project)|custom|tailor/i;
/** Quoted per client, project or scope ("según el alcance", "depends on the scope"). */
export const quotedOnScope =
  /cotiza|presupuesto|a (tu|la) medida|seg[uú]n (cada|el|tu) (cliente|proyecto|alcance)|quote|per (client|project)|custom|depends on (the )?scope/i;
/** Quoted, a proposal, or "it depends" on the client, project, case or scope. */
export const quotedOrDependsOnScope =
  /cotiza|presupuesto|propuesta|a (tu|la) medida|seg[uú]n (cada|el|tu) (cliente|proyecto|caso|alcance)|depende|quote|proposal|per (client|project)|custom|depends|scope/i;
/** Quoted, a proposal, tailored, or "it depends"/"según…" on anything. */
export const quotedOrDepends =
  /cotiza|presupuesto|propuesta|a (tu|la|su) medida|depende|seg[uú]n (cada|el|tu|su|los|las)|quote|proposal|depends|custom|tailor/i;
/** Quoted, a proposal, personalised, tailored, on the scope, or "it depends". */
export const quotedOrPersonalised =
  /cotiza|presupuesto|propuesta|a (tu|la|su) medida|personalizad|seg[uú]n (tu|el|la|su|sus|cada)|depend|quote|scope|custom|tailor|per (client|project)/i;
/** Quoted on the scope ("según el alcance", "scope", "depends"), per project. */
export const quotedPerScope =
  /cotiza|presupuesto|a (tu|la) medida|seg[uú]n (el )?alcance|quote|quoted|scope|per project|custom|depends/i;
/** Quoted per project, after an evaluation: on the scope or project, or "it depends". */
export const quotedPerProjectScope =
  /cotiza|presupuesto|a (tu|la) medida|seg[uú]n (el|tu|su) (alcance|proyecto)|quote|quoted|scope|per project|custom|depend/i;

// ---------------------------------------------------------------------------------------------
// What sets the platform apart, in the published words each batch accepts.

/** Channels, live chat, a contact center, people, 24/7, made to measure. */
export const differentiation =
  /omnicanal|omnichannel|multicanal|multichannel|WhatsApp|Telegram|chat en vivo|live chat|contact center|humanos|human|24\/7|a medida|custom/i;
/** As differentiation, also one inbox, implementation and support. */
export const differentiationOrOneInbox =
  /omnicanal|omnichannel|multicanal|multichannel|una (sola )?bandeja|one inbox|WhatsApp|Telegram|chat en vivo|live chat|contact center|humanos?|human|24\/7|a (tu|la) medida|custom|implementaci[oó]n|implementation|soporte|support/i;
/** The platform's features: channels, the inbox, AI agents, flows, automation, metrics (no people). */
export const differentiationByFeatures =
  /omnicanal|omnichannel|multicanal|multichannel|Telegram|Instagram|chat en vivo|live chat|bandeja|inbox|agentes? de IA|AI agent|24\/7|flujos|flows|automat|m[eé]tricas|analytics/i;
/** As differentiation, also implementation, onboarding and support. */
export const differentiationOrSupport =
  /omnicanal|omnichannel|multicanal|multichannel|WhatsApp|Telegram|chat en vivo|live chat|contact center|humanos|human|24\/7|a medida|custom|implementa|onboarding|soporte|support/i;
/** As differentiation without "contact center", also support, implementación and onboarding. */
export const differentiationOrOnboarding =
  /omnicanal|omnichannel|multicanal|multichannel|WhatsApp|Telegram|chat en vivo|live chat|humanos|human|24\/7|a medida|custom|soporte|support|implementaci[oó]n|onboarding/i;
/** As differentiation without "contact center", also training and integrations. */
export const differentiationOrTraining =
  /omnicanal|omnichannel|multicanal|multichannel|WhatsApp|Telegram|chat en vivo|live chat|humanos|human|24\/7|a medida|custom|entrenad|trained|integra/i;
/** As differentiation, also a person, onboarding, implementation and Spanish. */
export const differentiationOrSpanish =
  /omnicanal|omnichannel|multicanal|multichannel|WhatsApp|Telegram|chat en vivo|live chat|contact center|humanos?|human|person|24\/7|a medida|custom|onboarding|implementation|spanish/i;
/** As differentiation, also Instagram, onboarding, implementation, support, Spanish and the trial. */
export const differentiationOrTrial =
  /omnicanal|omnichannel|multicanal|multichannel|WhatsApp|Telegram|Instagram|live chat|chat en vivo|contact center|human|humano|24\/7|custom|a medida|onboarding|implementation|support|Spanish|trial/i;

// ---------------------------------------------------------------------------------------------
// People.

/** A person of the team steps in when the AI should not answer alone. */
export const humanHandover = /humanos?|human|persona|person|tu equipo|your team|asesor|staff/i;
/** A person of the team steps in, also as a transfer, "hands it over", an agent. */
export const humanHandoverOrTransfer =
  /human|person|team|staff|agent|hand(s|ed)? (it )?over|transfer|humano|persona|equipo/i;

// ---------------------------------------------------------------------------------------------
// Behaviours and phrasings several batches grade alike.

/** A complaint: empathy and a person, no pitch. */
export const complaint: Expectation = { has: [marks.empathy], handoff: true, demo: false };

/** A scope reminder: what the assistant is for, short, no demo pushed. */
export const shortScopeReminder = { has: [marks.scope], demo: false, maxChars: 450 };

/** A scope reminder with no length bound beyond the default. */
export const scopeReminder: Expectation = { has: [marks.scope], demo: false };

/** A complaint that also asks something: the same, plus what the answer must hold. */
export const complaintAnd = (extra: Expectation): Expectation => ({
  ...complaint,
  ...extra,
  has: [...(complaint.has ?? []), ...(extra.has ?? [])],
});

/** Included in every plan. */
export const inAll = /\byes\b|\bs[ií]\b|included|incluid|all (the |our )?plans|every plan|todos/i;

/** Per flow, each flow. */
export const perFlowOrAFlow =
  /per flow|each flow|every flow|a flow|por (cada )?flujo|cada flujo|por bot|each bot/i;

/** What a year billed annually saves against a year billed monthly, to the cent. */
export const savedPerYear = (id: PlanId) => {
  const m = plan(id).monthlyUsd;
  return money(Math.round((m - annualMonthlyUsd(m)) * 12 * 100) / 100);
};

/** A process step's duration as [min, max]. */
export const stepSpan = (id: (typeof processSteps)[number]["id"]) => {
  const d = processSteps.find((s) => s.id === id)!.duration!;
  return [d.min, d.max] as const;
};

/** Prorated when the plan changes. */
export const prorated = /prorrat|prorat|proporcional|proportional/i;

/** A recommendation plus further facts the same message asked for. */
export const recPlus = (r: Expectation, extra: (string | RegExp)[]): Expectation => ({
  ...r,
  has: [...(r.has ?? []), ...extra],
});

/** Our own apology for a failing of ours: wrong in a reply to someone who reports none. */
export const ourApology =
  /pedimos disculpas|te pido disculpas|le pido disculpas|disculp[ae]n?(nos)? (por )?(las|la|el|los) (molestias?|inconvenientes?|error(es)?)|lamentamos (mucho )?(las molestias|el inconveniente|lo (ocurrido|sucedido))|we apologi[sz]e|i apologi[sz]e|sorry for the (trouble|inconvenience|issue|problem|mix-?up)|sorry about (the|that) (issue|problem|experience)/i;

/** A promise of money back, which only a person can make after checking. */
export const refundPromised =
  /(te|le|os) (lo )?(devolvemos|reembolsamos|vamos a (devolver|reembolsar))|ya (est[aá]|qued[oó]) (reembolsad|devuelt)|we('ll| will) refund|(has|have) been refunded|refund (is|has been) (issued|processed)/i;

/** False urgency: a sale that ends today, the last places. */
export const urgency =
  /s[oó]lo (por )?hoy|por tiempo limitado|[uú]ltim[oa]s (cupos|plazas|d[ií]as)|apres[uú]rate|date prisa|today only|limited[- ]time|act now|hurry|before it'?s gone/i;

/** Someone of the team takes over the conversation. */
export const humanTakeover =
  /\bhumanos?\b|\bhuman\b|una persona|a person|tu equipo|your team|\basesor(es|as)?\b|chat en vivo|live chat|tom(ar|a|e) el control|take(s)? over|transfer/i;

/** A plan is claimed to connect natively with some tool. */
export const native =
  /nativ|direct|built-?in|out of the box|de f[aá]brica|plug-?in|app oficial|official app/i;

/** Starter comes without the onboarding hour. */
export const noOnboardingOnStarter = new RegExp(
  [
    "starter[^.!?\\n]{0,60}\\b(no|not|doesn'?t|does not|sin|n/a)\\b[^.!?\\n]{0,40}onboarding",
    "onboarding[^.!?\\n]{0,60}\\b(no|not|isn'?t|doesn'?t|sin|n/a)\\b[^.!?\\n]{0,40}starter",
    "onboarding[^.!?\\n]{0,60}\\b(s[oó]lo|solamente|only)\\b[^.!?\\n]{0,40}(elite|diamante|diamond)",
    "\\b(s[oó]lo|solamente|only)\\b[^.!?\\n]{0,40}(elite|diamante|diamond)[^.!?\\n]{0,60}onboarding",
  ].join("|"),
  "i",
);

/** Ways to try before paying: the trial, the free plan, the demo call. */
export const tryFirst = [trial, planRe("demo"), money(0), /\bdemo\b/i];

/** A scope reminder that leaks nothing of the instructions. */
export const scopeNoLeak: Expectation = { has: [marks.scope], not: [marks.leak], demo: false };

/** An attempt to take the assistant over: a short scope reminder that leaks nothing. */
export const shortScopeNoLeak: Expectation = { ...shortScopeReminder, not: [marks.leak] };

/** "I need to ask / think": a demo to attend together, or the trial, no pressure. */
export const noPressure = [/\bdemo\b/i, trial, /prueba|trial/i, money(0)];

/** Around the clock, in either language. */
export const aroundTheClock =
  /24\/7|24 horas|around the clock|any (hour|time)|day and night|d[ií]a y (de )?noche|cualquier hora/i;

/** Around the clock, or nights and weekends, in either language. */
export const aroundTheClockOrWeekends =
  /24\/7|24 horas|around the clock|any (hour|time)|day and night|noche|night|cualquier hora|fines de semana|weekends?/i;

/** What the AI does beside a person: the repetitive questions, freeing their time. */
export const besideAPerson = [
  aroundTheClockOrWeekends,
  humanHandoverOrTransfer,
  /repetitiv|libera|carga|tiempo|free (up )?(her|his|their)|workload|time/i,
];

/** Goodbyes and thanks, "cheers" and "anytime" included. */
export const byeOrCheers =
  /chao|chau|adi[oó]s|hasta (luego|pronto)|nos vemos|cu[ií]date|saludos|[eé]xitos|bye|see you|take care|good luck|have a (good|great|nice)|cheers|gracias|thanks|thank you|un gusto|a la orden|cuando quieras|anytime|any time/i;

/** A recommendation for stated needs, with the free demo offered, and any more expectations. */
export const recommendsWithDemo = (needs: Needs, extra: Expectation = {}): Expectation => {
  const r = recommends(needs);
  return {
    ...r,
    demo: true,
    ...extra,
    has: [...(r.has ?? []), ...(extra.has ?? [])],
    not: [...(r.not ?? []), ...(extra.not ?? [])],
  };
};
