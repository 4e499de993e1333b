/**
 * Evaluation questions for the local engine, half Spanish and half English, with the facts each
 * answer must contain (English plan names as the English pricing page writes them). Facts are computed from business.ts and the site config, never retyped.
 */
import {
  annualMonthlyUsd,
  billing,
  claims,
  delivery,
  formatUsd,
  planById,
  refund,
  sla,
} from "../../../app/content/business.ts";
import type { Lang } from "../../../app/content/routes.ts";
import { siteDefaults as site } from "../../../app/content/site.ts";
import { href } from "../../../app/i18n/href.ts";

export type EvalCase = { lang: Lang; q: string; facts: string[]; followUpOf?: string };

const usd = (n: number) => formatUsd(n);
const annual = (id: Parameters<typeof planById>[0]) =>
  formatUsd(annualMonthlyUsd(planById(id).monthlyUsd));
const r = (x: readonly [number, number]) => `${x[0]}-${x[1]}`;
const schedule = { es: href("schedule", "es"), en: href("schedule", "en") };

export const evalCases: EvalCase[] = [
  // Spanish
  {
    lang: "es",
    q: "¿Cuánto cuesta el plan Elite al año?",
    facts: [annual("elite"), "facturación anual", schedule.es],
  },
  {
    lang: "es",
    q: "¿Cuánto cuesta el plan Diamante?",
    facts: [usd(planById("diamante").monthlyUsd), annual("diamante")],
  },
  { lang: "es", q: "Precio del plan Starter", facts: [usd(planById("starter").monthlyUsd)] },
  { lang: "es", q: "¿El plan demo es gratis?", facts: ["gratuito", "50 usuarios"] },
  {
    lang: "es",
    q: "¿Cuáles son sus precios?",
    facts: [
      usd(planById("diamante").monthlyUsd),
      usd(planById("elite").monthlyUsd),
      usd(planById("starter").monthlyUsd),
    ],
  },
  {
    lang: "es",
    q: "¿Qué descuento tiene el pago anual?",
    facts: [`${billing.annualDiscount * 100} %`],
  },
  { lang: "es", q: "¿Cuánto cuesta la instalación?", facts: [usd(billing.installationFeeUsd)] },
  {
    lang: "es",
    q: "¿Cobran por configurar cada flujo?",
    facts: [usd(billing.perFlowSetupUsd), "por flujo"],
  },
  { lang: "es", q: "¿Tienen prueba gratis?", facts: [`${billing.freeTrialDays} días`] },
  {
    lang: "es",
    q: "¿Qué canales soportan?",
    facts: ["WhatsApp", "Telegram", "Instagram", "Facebook", "SMS"],
  },
  {
    lang: "es",
    q: "¿Cuánto tarda en estar listo un chatbot?",
    facts: [
      `${r(delivery.basicChatbotWeeks)} semanas`,
      `${r(delivery.complexChatbotWeeks)} semanas`,
    ],
  },
  {
    lang: "es",
    q: "¿Cómo es el proceso de implementación?",
    facts: ["evaluación", "diseño", "capacitación", "monitoreo"],
  },
  {
    lang: "es",
    q: "¿Cuál es la disponibilidad garantizada?",
    facts: [`${sla.monthlyUptimePct} %`],
  },
  {
    lang: "es",
    q: "¿En qué horario dan soporte técnico?",
    facts: [sla.emailSupport.opens, sla.emailSupport.closes, sla.emailSupport.city],
  },
  {
    lang: "es",
    q: "¿Puedo pedir un reembolso?",
    facts: ["finales", `${refund.duplicateChargeReportCalendarDays} días`],
  },
  {
    lang: "es",
    q: "¿Qué formas de pago aceptan?",
    facts: ["tarjetas de crédito", "transferencia"],
  },
  { lang: "es", q: "¿Los precios incluyen impuestos?", facts: ["no incluyen impuestos"] },
  { lang: "es", q: "¿Dónde están sus oficinas?", facts: site.offices.map((o) => o.city) },
  { lang: "es", q: "¿Cuál es su número de teléfono?", facts: [site.phone] },
  { lang: "es", q: "Quiero hablar con una persona", facts: [site.email, site.phone] },
  { lang: "es", q: "Hola", facts: [site.assistantName] },
  { lang: "es", q: "Quiero agendar una demo", facts: [schedule.es] },
  {
    lang: "es",
    q: "¿Cuántos agentes de chat en vivo tiene cada plan?",
    facts: ["Diamante: 5", "Elite: 3", "Starter: 2"],
  },
  {
    lang: "es",
    q: "¿Hacen desarrollo de aplicaciones con IA?",
    facts: [`${claims.aiDevTimeSavingPct} %`, `${claims.aiDevCostSavingPct} %`],
  },
  { lang: "es", q: "¿Ofrecen contact center?", facts: ["telemarketing", "cobranza"] },
  {
    lang: "es",
    q: "¿y anual?",
    followUpOf: "¿Cuánto cuesta el plan Starter?",
    facts: [annual("starter"), "Starter"],
  },
  { lang: "es", q: "Hola, ¿qué canales tienen?", facts: ["WhatsApp", "SMS"] },
  // English
  {
    lang: "en",
    q: "Do you support WhatsApp?",
    facts: ["WhatsApp", "Telegram", "Instagram", "Facebook", "Web", "SMS", schedule.en],
  },
  {
    lang: "en",
    q: "How much is the Elite plan per year?",
    facts: [annual("elite"), "Billed annually"],
  },
  {
    lang: "en",
    q: "What does the Diamond plan cost?",
    facts: [usd(planById("diamante").monthlyUsd)],
  },
  {
    lang: "en",
    q: "What are your prices?",
    facts: [usd(planById("elite").monthlyUsd), usd(planById("starter").monthlyUsd)],
  },
  { lang: "en", q: "Is there a free trial?", facts: [`${billing.freeTrialDays}-day`] },
  { lang: "en", q: "Is there an installation fee?", facts: [usd(billing.installationFeeUsd)] },
  {
    lang: "en",
    q: "How long does it take to build a chatbot?",
    facts: [`${r(delivery.basicChatbotWeeks)} weeks`],
  },
  {
    lang: "en",
    q: "What are the steps of your process?",
    facts: ["evaluation", "design", "training"],
  },
  { lang: "en", q: "What uptime do you guarantee?", facts: [`${sla.monthlyUptimePct} %`] },
  {
    lang: "en",
    q: "How fast are high priority incidents resolved?",
    facts: [`${r(sla.incidents.highResolvedHours)}`],
  },
  {
    lang: "en",
    q: "What is your refund policy?",
    facts: ["final", `${refund.unresolvedFailureCalendarDays} calendar days`],
  },
  {
    lang: "en",
    q: "Which payment methods do you accept?",
    facts: ["credit cards", "bank transfer"],
  },
  { lang: "en", q: "Do prices include taxes?", facts: ["exclude taxes"] },
  { lang: "en", q: "Where are your offices?", facts: site.offices.map((o) => o.city) },
  {
    lang: "en",
    q: "What are your opening hours?",
    facts: ["Monday to Friday", "8:00 AM", "5:00 PM"],
  },
  { lang: "en", q: "Can I talk to a human?", facts: [site.email] },
  { lang: "en", q: "Thanks!", facts: [schedule.en] },
  { lang: "en", q: "I want to book a demo", facts: [schedule.en] },
  {
    lang: "en",
    q: "How many admin users does each plan have?",
    facts: ["Diamond: 3", "Elite: 2", "Starter: 1"],
  },
  { lang: "en", q: "Do you do voice cloning?", facts: ["voice cloning"] },
  { lang: "en", q: "Can I change my plan later?", facts: ["next billing cycle", "prorated"] },
  {
    lang: "en",
    q: "and yearly?",
    followUpOf: "How much is the Diamond plan?",
    facts: [annual("diamante"), "Diamond"],
  },
  {
    lang: "en",
    q: "Do you have a contact center with human agents?",
    facts: ["telemarketing", "collections"],
  },
  {
    lang: "en",
    q: "How long is chat history kept on each plan?",
    facts: ["Diamond: 65 days", "Demo: 15 days"],
  },
  {
    lang: "en",
    q: "What is the price of the Starter plan billed annually?",
    facts: [annual("starter")],
  },
  { lang: "en", q: "Can you transcribe a video to text?", facts: ["100 MB"] },
  { lang: "en", q: "Hi, which channels do you support?", facts: ["WhatsApp", "SMS"] },
  // Off-topic: a friendly reminder of what the assistant is for, no demo offer (issue 23).
  { lang: "en", q: "What is the capital of Mongolia?", facts: ["sales assistant"] },
  { lang: "es", q: "¿Quién ganó el mundial de 1986?", facts: ["asistente de ventas"] },
];
