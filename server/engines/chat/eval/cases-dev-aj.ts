/**
 * Batch AJ of the sales assistant's conversation set (issue 23), development half.
 *
 * What it weighs: visitors going through the WHOLE FUNNEL, in threads and in packed messages.
 * Two cases in five are conversations of two to four turns that lean on what came before ("y eso
 * cuanto sale?", "and the annual one?", "y pa 12 agentes?", "the one above it?", a figure
 * corrected ("son 3 no 30"), "which of those two would you pick for us?", a plan named two turns
 * earlier, "ok book me", the details the chat asked for), each turn with its own expectation. A
 * quarter are packed messages: two or three questions in one line, sometimes one of them about
 * something we do not publish (a mobile app, a nonprofit discount, a DPA, an on-prem version,
 * keeping the same WhatsApp number, how many customers we have), which must be said plainly while
 * the published ones are answered, and buyers' paragraphs pasted with the questions buried in
 * them. A fifth are recommendations, plan rows and facts asked the way people type (team size,
 * chats a month, flows, channels, trade → a plan and its reason; beyond every plan → a custom
 * plan). The rest is buying intent in many wordings ("pasame horarios", "can someone walk me
 * through it thursday?") that must bring the free demo times into the chat, and contact details
 * typed in many formats (category "lead").
 *
 * Who it pictures: small and mid-size businesses in towns no earlier batch used: a hardware store
 * in Camiri, a fertilizer dealer in Guasave, a brewery in Dubuque, an HVAC firm in Muncie, a
 * church in Enid, a winery in Chilecito, a rafting outfit in San Gil, a roofer in Tyler, a daycare
 * in Poughkeepsie, a customs broker in Tuxpan, a paladar in Bayamo, a tweed weaver in
 * Stornoway… They type as people do: no accents, typos, "q", "pa", "xq", "k", "u", "pls", "ta
 * caro", Mexican, Argentine, Chilean, Colombian, Caribbean and Spanish slang, run-on sentences,
 * English on the Spanish page. Half the cases are written in Spanish, half in English.
 *
 * Ids: devAJ-<category>-<town>-<business>-<the language the visitor writes>. Figures come from
 * business.ts and the site config through the helpers of expect.ts and grade.ts; the few helpers
 * this batch adds are exported for its held-out half.
 */
import { billing, channels, delivery, sla, type PlanId } from "../../../../app/content/business.ts";
import { affirms, marks, num, numWith, percent, planRe, range } from "./grade.ts";
import {
  agents,
  admins,
  annual,
  aroundTheClockOrWeekends,
  byeOrCheers,
  cities,
  days,
  flows,
  freeOnAnnual,
  howLong,
  inAll,
  limits,
  minutesOrMin,
  native,
  noOnboardingOnStarter,
  perFlowOrAFlow,
  planWith,
  price,
  prorated,
  recPlus,
  recommendsWithDemo,
  salesFinalBroad,
  supportOrOfficeHours,
  taxesExcluded,
  trial,
  users,
  usersOrAnyoneServed,
  weeks,
} from "./expect.ts";
import type { EvalCase, Expectation } from "./types.ts";

// ---------------------------------------------------------------------------------------------
// Helpers of this batch (exported for the held-out half).

const smallCounts: Record<number, string> = {
  1: "one|an?|un[oa]?",
  2: "two|dos",
  3: "three|tres",
  4: "four|cuatro",
  5: "five|cinco",
};

/** Between a plan's name and its figure: words, or a price ("Elite cuesta 60 USD y trae 3 agentes"). */
const gapWithPrices = String.raw`(?:[^\d\n]|(?:US)?\$\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?(?:USD|US\$|\$|d[oó]lares|dollars))`;

/**
 * A plan's own count of something: planWith's "Starter: 1 admin", the figure after a price in
 * the same breath ("el Elite cuesta 60 USD y trae 3 agentes"), or, for small counts, the word after
 * the plan's name ("Starter comes with one admin user", "el Starter trae un administrador"). A
 * figure of another plan in between does not count.
 */
export function planCount(id: PlanId, n: number, unit: RegExp): RegExp {
  const forms = [
    planWith(id, n, unit).source,
    `(?:${planRe(id).source})${gapWithPrices}{0,60}?${num(n).source}`,
  ];
  const words = smallCounts[n];
  if (words)
    forms.push(
      `(?:${planRe(id).source})[^\\d\\n.]{0,40}?(?<!\\p{L})(?:${words})\\s(?:[\\p{L}-]+\\s){0,2}?(?:${unit.source})`,
    );
  return new RegExp(forms.join("|"), "iu");
}

/** Two plans compared: both named, and at least one figure (price or a limit) of either. */
export function compares(a: PlanId, b: PlanId): Expectation {
  const figures = (id: PlanId) => [
    price(id),
    planWith(id, limits(id).liveChatAgents ?? 0, agents),
    planWith(id, limits(id).activeUsersPerMonth, users),
    planWith(id, limits(id).automatedFlows, flows),
  ];
  return { has: [planRe(a), planRe(b)], hasAny: [...figures(a), ...figures(b)], demo: true };
}

/** Buying intent: the chat shows free demo times to pick. */
export const offersTimes: Expectation = { offersSlots: true, demo: true };

/** A day or part of the day named in words: the chat asks for name and e-mail/WhatsApp to book it. */
export const takesTime: Expectation = { asksContact: true };

/** Contact details given by someone who wants the demo: thanked, not asked again, times offered. */
export const leadTaken: Expectation = { has: [marks.ack], asksContact: false, demo: true };

/** Contact details given after a time was chosen: thanked, and not asked for again. */
export const detailsTaken: Expectation = { has: [marks.ack], asksContact: false };

/** Monday to Friday, the days the office and e-mail support work. */
export const weekdaysRe =
  /lunes a viernes|monday (to|through|-|–) friday|mon(day)?\s?[-–]\s?fri(day)?|weekdays|d[ií]as h[aá]biles|business days?|entre semana/i;

/** The channels besides WhatsApp, SMS and the web widget: what "what other channels?" must name. */
export const otherChannels = channels
  .filter((c) => !["WhatsApp", "SMS", "Web"].includes(c))
  .map((c) => new RegExp(c, "i"));

/** Annual billing named, in either language. */
export const annualWord = /anual|annual|yearly|al a[ñn]o|per year|a year/i;

/** Local-currency invoicing (arranged by contact), in either language. */
export const localCurrency =
  /moneda local|local currency|pesos|factur|invoic|AUD|tu moneda|your currency/i;

/** A sentence that says yes to a channel we do not list (TikTok, e-mail, calls…). */
export const saysYesTo = (topic: RegExp) =>
  affirms(
    /\b(yes|yep|sure|supports?|supported|covers?|covered|includes?|included|we do|works? with|connects?|soporta(mos)?|incluye|incluido|conecta|tenemos|cubrimos)\b|(?:^|[\s¡])s[ií],/i,
    topic,
  );

/** A sentence that says we offer or accept something unpublished (a payment method, a version). */
export const saysWeOffer = (topic: RegExp) =>
  affirms(
    /\b(we (do |can )?(offer|have|accept|sign|provide|give)|yes|available|aceptamos|aceptan|acepta|ofrecemos|tenemos|hay|existe|se puede pagar|puedes pagar|firmamos|damos)\b/i,
    topic,
  );

const L = limits;

export const devCasesAJ: EvalCase[] = [
  // -------------------------------------------------------------------------------------------
  // Conversations that lean on earlier turns.
  {
    id: "devAJ-conv-camiri-ferreteria-es",
    category: "conversation",
    lang: "es",
    turns: [
      {
        say: "hola, tengo una ferreteria y kiero contestar el whatsapp con un bot, somos 2 vendedores nomas, q plan me sirve?",
        expect: recommendsWithDemo({ agents: 2 }),
      },
      {
        say: "y eso cuanto sale al mes?",
        expect: { has: [planRe("starter"), price("starter")], demo: true },
      },
      { say: "y si pago el año?", expect: { has: [annual("starter")], demo: true } },
    ],
    note: "Two sellers → Starter with its reason; then its monthly price, then the same plan's price per month billed annually, without being told the plan's name again.",
  },
  {
    id: "devAJ-conv-bemidji-baitshop-en",
    category: "conversation",
    lang: "en",
    turns: [
      {
        say: "whats the elite plan run per month",
        expect: { has: [planRe("elite"), price("elite")], demo: true },
      },
      { say: "and the annual one?", expect: { has: [annual("elite")], demo: true } },
      { say: "ok book me", expect: offersTimes },
    ],
    note: "Elite's monthly price, then Elite billed annually (per month), then 'book me' brings the free demo times into the chat.",
  },
  {
    id: "devAJ-conv-guasave-fertilizantes-es",
    category: "conversation",
    lang: "es",
    turns: [
      {
        say: "que onda, tenemos como 30 personas en atencion a clientes en la empresa de fertilizantes, que plan nos late?",
        expect: recommendsWithDemo({ agents: 30 }),
      },
      {
        say: "ah no perdon me equivoque, son 3 no 30 jaja",
        expect: recommendsWithDemo({ agents: 3 }),
      },
    ],
    note: "30 agents is beyond every plan → a custom plan; the visitor corrects it to 3, and the reply must follow the correction to Elite instead of repeating the custom plan.",
  },
  {
    id: "devAJ-conv-dubuque-brewery-en",
    category: "conversation",
    lang: "en",
    turns: [
      {
        say: "how many live chat agents come with starter?",
        expect: { has: [planCount("starter", L("starter").liveChatAgents!, agents)], demo: true },
      },
      {
        say: "and the one above it?",
        expect: {
          has: [planRe("elite"), planCount("elite", L("elite").liveChatAgents!, agents)],
          demo: true,
        },
      },
      { say: "price on that one?", expect: { has: [price("elite")], demo: true } },
    ],
    note: "Starter's agents; 'the one above it' is Elite and its agents; 'that one' is still Elite: its monthly price.",
  },
  {
    id: "devAJ-conv-tulancingo-lavanderia-es",
    category: "conversation",
    lang: "es",
    turns: [
      {
        say: "oigan cuantos agentes trae el diamante",
        expect: {
          has: [planCount("diamante", L("diamante").liveChatAgents!, agents)],
          demo: true,
        },
      },
      {
        say: "y pa 12 agentes q onda? vamos a abrir 4 sucursales",
        expect: recommendsWithDemo({ agents: 12 }),
      },
    ],
    note: "Diamante's agents, then 12 agents (more than any plan has) → a custom plan, with the largest plan's limit as the reason; no plan stretched to fit.",
  },
  {
    id: "devAJ-conv-muncie-hvac-en",
    category: "conversation",
    lang: "en",
    turns: [
      { say: "whats the diff between starter and elite", expect: compares("starter", "elite") },
      {
        say: "we're 3 techs on the phones and about 4000 customers a month messaging us. which of those two would you pick for us?",
        expect: recommendsWithDemo({ agents: 3, users: 4000 }),
      },
      { say: "cool, could we hop on a call thursday?", expect: offersTimes },
    ],
    note: "A comparison with figures; then one of the two picked for 3 agents and 4,000 a month (Elite) with the reason; then a call on Thursday → free demo times.",
  },
  {
    id: "devAJ-conv-zihuatanejo-hotel-es",
    category: "conversation",
    lang: "es",
    turns: [
      {
        say: "cuanto cuesta el elite al mes?",
        expect: { has: [planRe("elite"), price("elite")], demo: true },
      },
      {
        say: "y el diamante cuantos usuarios activos aguanta?",
        expect: {
          has: [planWith("diamante", L("diamante").activeUsersPerMonth, users)],
          demo: true,
        },
      },
      {
        say: "ok y el primero q te pregunte cuantos agentes en vivo trae?",
        expect: {
          has: [planRe("elite"), planCount("elite", L("elite").liveChatAgents!, agents)],
          demo: true,
        },
      },
    ],
    note: "The third turn points back two turns ('el primero que te pregunté' = Elite): Elite's agents, not the Diamante just discussed.",
  },
  {
    id: "devAJ-conv-kokomo-insurance-en",
    category: "conversation",
    lang: "en",
    turns: [
      { say: "I'd like to see a demo of the platform", expect: offersTimes },
      { say: "tuesday afternoon works, whats next", expect: takesTime },
      { say: "Dana Whitfield, dana@whitfieldins.com", expect: detailsTaken },
    ],
    note: "Free times shown; a day named in words → the chat asks for name and e-mail; the details given → thanked, not asked for again.",
  },
  {
    id: "devAJ-conv-atlixco-vivero-es",
    category: "conversation",
    lang: "es",
    turns: [
      {
        say: "q es eso de la instalacion? la cobran aparte o q",
        expect: { has: [num(billing.installationFeeUsd)], hasAny: [annualWord], demo: true },
      },
      {
        say: "y cada flujo cuanto sale?",
        expect: { has: [num(billing.perFlowSetupUsd), perFlowOrAFlow], demo: true },
      },
      {
        say: "osea q si pago anual no pago nada de eso?",
        expect: { has: [freeOnAnnual], demo: true },
      },
    ],
    note: "The one-time installation fee (only when help is needed, free on annual); then the per-flow setup fee; then 'so on annual I pay none of that?' → yes, both are free on the annual plan.",
  },
  {
    id: "devAJ-conv-enid-church-en",
    category: "conversation",
    lang: "en",
    turns: [
      {
        say: "we're a church, ~1500 members message us on facebook and whatsapp, 2 volunteers answer. what plan?",
        expect: recommendsWithDemo({ agents: 2, users: 1500 }),
      },
      {
        say: "do u do a nonprofit discount on that one?",
        expect: {
          honest: true,
          hasAny: [percent(billing.annualDiscount), annual("starter"), annualWord],
          not: [
            saysWeOffer(
              /(non-?profit|church|charit)[^.!?\n]*(discount|rate|pric)|(discount|rate|pric)[^.!?\n]*(non-?profit|church|charit)/i,
            ),
          ],
          demo: true,
        },
      },
      { say: "ok then lets set up a call, pastor wants to see it", expect: offersTimes },
    ],
    note: "Starter for 2 volunteers and 1,500 members; a nonprofit discount is not published (said plainly, none invented; the annual discount is the published way to save); then a call → free times.",
  },
  {
    id: "devAJ-conv-tizimin-consultorio-es",
    category: "conversation",
    lang: "es",
    turns: [
      {
        say: "cuanto tiempo se guardan las conversaciones en el plan gratis?",
        expect: { has: [numWith(L("demo").chatHistoryDays, days)], demo: true },
      },
      {
        say: "y en el starter?",
        expect: { has: [planWith("starter", L("starter").chatHistoryDays, days)], demo: true },
      },
      {
        say: "ok era todo, muchas gracias!!",
        expect: {
          hasAny: [byeOrCheers, /con gusto|que te vaya|me alegra|para servirte/i],
          demo: false,
        },
      },
    ],
    note: "History days on the free plan, then 'y en el starter?' is the same question for Starter; a plain goodbye closes warmly without another pitch.",
  },
  {
    id: "devAJ-conv-joplin-towing-en",
    category: "conversation",
    lang: "en",
    turns: [
      {
        say: "how many active users a month does starter cover",
        expect: {
          has: [planWith("starter", L("starter").activeUsersPerMonth, users)],
          demo: true,
        },
      },
      {
        say: "we get more like 4,500 people a month texting in",
        expect: recommendsWithDemo({ users: 4500 }),
      },
      {
        say: "and whats that per month if i pay yearly",
        expect: { has: [annual("elite")], demo: true },
      },
    ],
    note: "Starter's users; 4,500 a month is over it → Elite with its limit; 'that' is Elite: its price per month billed annually.",
  },
  {
    id: "devAJ-conv-chilecito-bodega-es",
    category: "conversation",
    lang: "es",
    turns: [
      {
        say: "che, cuantos flujos puedo armar con el starter?",
        expect: { has: [planWith("starter", L("starter").automatedFlows, flows)], demo: true },
      },
      {
        say: "necesito como 18 flujos entre reservas de degustacion y pedidos, cual me da?",
        expect: recommendsWithDemo({ flows: 18 }),
      },
      { say: "dale, pasame horarios pa verlo con alguien", expect: offersTimes },
    ],
    note: "Starter's flows; 18 flows needs Diamante (Elite stops short), with the limit as the reason; 'pasame horarios' → free demo times.",
  },
  {
    id: "devAJ-conv-hutchinson-storage-en",
    category: "conversation",
    lang: "en",
    turns: [
      {
        say: "do all the plans come with the api and webhooks?",
        expect: { has: [inAll, /webhook/i], demo: true },
      },
      {
        say: "does it plug straight into Storman, our unit rental software?",
        expect: {
          honest: true,
          hasAny: [/\bAPI\b|webhook/i],
          not: [affirms(native, /storman/i)],
          demo: true,
        },
      },
      { say: "ok. can I get someone to look at our setup on a call", expect: offersTimes },
    ],
    note: "API and webhooks are in every plan; a direct Storman connector is not published (said plainly, with the API/webhooks as the published route); a call → free times.",
  },
  {
    id: "devAJ-conv-viedma-inmobiliaria-es",
    category: "conversation",
    lang: "es",
    turns: [
      {
        say: "tenemos 15 mil consultas x mes entre ig y wsp, q plan va?",
        expect: recommendsWithDemo({ users: 15_000 }),
      },
      {
        say: "ah no para, son 1500, le puse un cero de mas",
        expect: recommendsWithDemo({ users: 1500 }),
      },
    ],
    note: "15,000 a month is beyond Diamante → a custom plan; corrected to 1,500 → Starter, following the correction.",
  },
  {
    id: "devAJ-conv-lakecharles-crawfish-en",
    category: "conversation",
    lang: "en",
    turns: [
      { say: "do u guys do sms too or just whatsapp", expect: { has: [/\bSMS\b/], demo: true } },
      { say: "nice, what other channels?", expect: { has: otherChannels, demo: true } },
      {
        say: "ok which plan has the most agents and what's it cost",
        expect: { has: [planRe("diamante"), price("diamante")], demo: true },
      },
    ],
    note: "SMS is a channel; the others are named (Telegram, Instagram, Facebook); the plan with most agents is Diamond, with its price.",
  },
  {
    id: "devAJ-conv-obera-yerba-es",
    category: "conversation",
    lang: "es",
    turns: [
      { say: "hay prueba gratis?", expect: { has: [trial], demo: true } },
      {
        say: "y cuando terminan los 14 dias q pasa, me cobran solo?",
        expect: {
          honest: true,
          not: [affirms(/autom[aá]tic/i, /cobr|factur|carg/i)],
          demo: true,
        },
      },
      { say: "bueno, antes quiero q alguien me lo muestre", expect: offersTimes },
    ],
    note: "The trial's length; what happens when it ends (an automatic charge?) is not published: said plainly, nothing invented; then 'someone show me first' → free times.",
  },
  {
    id: "devAJ-conv-morgantown-tutoring-en",
    category: "conversation",
    lang: "en",
    turns: [
      {
        say: "hi we run a tutoring center, 2 staff handle parent messages, ~800 families. suggestion?",
        expect: recommendsWithDemo({ agents: 2, users: 800 }),
      },
      {
        say: "what if we grow to 7 staff next year?",
        expect: recommendsWithDemo({ agents: 7 }),
      },
      { say: "alright, let's talk to someone about that custom thing", expect: offersTimes },
    ],
    note: "Starter today; 7 staff is beyond every plan → a custom plan with the reason; then talking to someone → free demo times.",
  },
  {
    id: "devAJ-conv-sangil-rafting-es",
    category: "conversation",
    lang: "es",
    turns: [
      {
        say: "buenas, pa un negocio de rafting q recibe reservas x whatsapp e instagram sirve eso?",
        expect: { has: [/whats ?app/i, /instagram/i], asks: true, demo: true },
      },
      {
        say: "somos 2 y en temporada escriben unas 2 mil personas al mes",
        expect: recommendsWithDemo({ agents: 2, users: 2000 }),
      },
      { say: "listo parce agendemos", expect: offersTimes },
    ],
    note: "Yes, both channels, and a qualifying question (how many answer, how many write); the answer arrives → Starter with its reason; 'agendemos' → free times.",
  },
  {
    id: "devAJ-conv-ithaca-bookstore-en",
    category: "conversation",
    lang: "en",
    turns: [
      { say: "what are your support hours", expect: { hasAny: supportOrOfficeHours } },
      { say: "and weekends?", expect: { has: [weekdaysRe] } },
      {
        say: "does elite get priority support?",
        expect: { has: [planRe("elite"), /priorit/i], demo: true },
      },
    ],
    note: "Published hours; 'and weekends?' → support is Monday to Friday (the AI may still answer customers around the clock); Elite's support is priority.",
  },

  // -------------------------------------------------------------------------------------------
  // Packed messages: two or three questions, some unpublished, some pasted.
  {
    id: "devAJ-multi-delicias-nogalera-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "cuanto sale el elite, cuantos agentes trae y tienen app pal celular?",
        expect: {
          has: [price("elite"), planCount("elite", L("elite").liveChatAgents!, agents)],
          honest: true,
          not: [saysWeOffer(/\bapp\b|aplicaci[oó]n (m[oó]vil|para (el )?cel)/i)],
          demo: true,
        },
      },
    ],
    note: "Elite's price and agents answered; a mobile app is not published: said plainly, not confirmed.",
  },
  {
    id: "devAJ-multi-tyler-roofing-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "whats the price difference between starter and diamond, do yall charge per message, and is setup included",
        expect: {
          has: [price("starter"), price("diamante"), num(billing.installationFeeUsd)],
          demo: true,
          maxChars: 800,
        },
      },
    ],
    note: "Both prices, the flat monthly plans (no per-message price is published), and the one-time setup fee that is free on annual.",
  },
  {
    id: "devAJ-multi-fresnillo-mineria-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "te paso lo q me mando mi jefe: 'Necesitamos una plataforma para atender a clientes y proveedores por WhatsApp y por la web. Somos 4 personas en el area comercial. Favor de cotizar el costo mensual, confirmar si pueden facturar en pesos mexicanos y si el historial de conversaciones se guarda por un año.' eso",
        expect: {
          has: [
            planRe("diamante"),
            price("diamante"),
            numWith(L("diamante").chatHistoryDays, days),
          ],
          hasAny: [localCurrency],
          handoff: true,
          demo: true,
          maxChars: 850,
        },
      },
    ],
    note: "A pasted brief: 4 people → Diamante and its price; local-currency invoicing is arranged by contact (a person offered); history is 65 days, not a year.",
  },
  {
    id: "devAJ-multi-sarnia-plumbing-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "two q's: how long to get a basic bot going, and how many admin logins on starter?",
        expect: {
          has: [planCount("starter", L("starter").adminUsers!, admins)],
          hasAny: howLong,
          demo: true,
        },
      },
    ],
    note: "Both answered: the basic chatbot's delivery time in weeks and Starter's single admin user.",
  },
  {
    id: "devAJ-multi-owensound-marina-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "how much is elite, does it work w telegram, and how many businesses are using novachannel rn?",
        expect: { has: [price("elite"), /telegram/i], honest: true, demo: true },
      },
    ],
    note: "Elite's price and Telegram (a listed channel) answered; the customer count is not published: said plainly, no number made up.",
  },
  {
    id: "devAJ-multi-papantla-vainilla-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "3 cosas: 1) el anual tiene descuento? 2) aceptan paypal? 3) puedo cambiar de plan despues sin broncas?",
        expect: {
          has: [percent(billing.annualDiscount), /tarjeta|card/i, /transferencia|transfer/i],
          hasAny: [prorated, /cualquier momento|en todo momento|any ?time/i],
          not: [saysWeOffer(/paypal/i)],
          demo: true,
          maxChars: 800,
        },
      },
    ],
    note: "Three numbered questions, three answers: the 15 % annual discount; the published methods (cards, bank transfer), PayPal not confirmed; plan changes any time, prorated.",
  },
  {
    id: "devAJ-multi-poughkeepsie-daycare-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: 'pasting from our director: "We\'d like a tool so parents can reach us on WhatsApp and Facebook. Two staff members would answer during the day. Please send the monthly cost, whether messages can be answered automatically after hours, and whether the vendor will sign our data processing agreement." thanks',
        expect: {
          has: [planRe("starter"), price("starter"), aroundTheClockOrWeekends],
          honest: true,
          not: [saysWeOffer(/\bDPA\b|data processing/i)],
          demo: true,
          maxChars: 850,
        },
      },
    ],
    note: "A pasted paragraph: two staff → Starter and its price; the AI answers after hours; signing their DPA is not published: said plainly, not promised.",
  },
  {
    id: "devAJ-multi-tuxpan-aduanal-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "q canales manejan, cuanto tarda en quedar funcionando y puedo usar el mismo numero de whatsapp q ya tenemos?",
        expect: {
          has: [/telegram/i, /\bSMS\b/],
          hasAny: howLong,
          honest: true,
          not: [
            affirms(
              /\b(s[ií] puedes|puedes|podr[aá]s|se puede|sin problema)\b/i,
              /mismo n[uú]mero/i,
            ),
          ],
          demo: true,
          maxChars: 800,
        },
      },
    ],
    note: "The channel list and a delivery time in weeks answered; keeping their current WhatsApp number is not published: said plainly, not promised.",
  },
  {
    id: "devAJ-multi-abilene-feedstore-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "whats ur uptime and do u have an on prem version we can run on our own server",
        expect: {
          has: [percent(sla.monthlyUptimePct)],
          honest: true,
          not: [saysWeOffer(/on-? ?prem|self-?host|own server/i)],
          demo: true,
        },
      },
    ],
    note: "The published monthly uptime; an on-premise version is not published: said plainly, not offered.",
  },
  {
    id: "devAJ-multi-goya-arrocera-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "los precios son + iva? el costo de la api de IA va incluido? y al final cuanto sale el starter",
        expect: {
          has: [taxesExcluded, /\bAPIs?\b|IA de terceros|third-party AI/i, price("starter")],
          demo: true,
        },
      },
    ],
    note: "Taxes are not included, nor third-party AI API costs; and Starter's price: all three answered.",
  },
  {
    id: "devAJ-multi-keene-skishop-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "quick ones - can i get a refund if it doesnt work out for us, and is there a minimum contract?",
        expect: { has: [salesFinalBroad], honest: true },
      },
    ],
    note: "Sales are final (with the published exceptions), said straight; a minimum contract term is not published: said plainly.",
  },
  {
    id: "devAJ-multi-melipilla-agricola-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "wena, cual es el plan mas barato q tenga agentes en vivo, cuantos usuarios aguanta? ah y donde tienen oficina",
        expect: {
          has: [
            planRe("starter"),
            price("starter"),
            planCount("starter", L("starter").activeUsersPerMonth, users),
          ],
          hasAny: cities,
          demo: true,
          maxChars: 800,
        },
      },
    ],
    note: "The cheapest plan with live agents is Starter: price and users; and where the offices are.",
  },
  {
    id: "devAJ-multi-courtenay-kayak-en",
    category: "multi-part",
    lang: "es",
    writes: "en",
    turns: [
      {
        say: "hey sorry my spanish is bad. price of starter in USD? and can i reach u on whatsapp if i have questions",
        expect: { has: [price("starter")], handoff: true, demo: true },
      },
    ],
    note: "English on the Spanish page: answered in English, Starter's price and the WhatsApp contact.",
  },

  // -------------------------------------------------------------------------------------------
  // Recommendations, plans and facts, typed as people type.
  {
    id: "devAJ-rec-caborca-carniceria-es",
    category: "recommendation",
    lang: "es",
    turns: [
      {
        say: "solo yo contesto los mensajes de la carniceria, unos 300 clientes al mes, q me conviene?",
        expect: recommendsWithDemo({ agents: 1, users: 300 }),
      },
    ],
    note: "One person and 300 customers → Starter, the cheapest plan with a live agent, with its reason.",
  },
  {
    id: "devAJ-rec-lufkin-funeralhome-en",
    category: "recommendation",
    lang: "en",
    turns: [
      {
        say: "funeral home here. we need somebody answering messages at 3am, 2 staff during the day, maybe 200 families a month. which plan?",
        expect: recPlus(recommendsWithDemo({ agents: 2, users: 200 }), [aroundTheClockOrWeekends]),
      },
    ],
    note: "Starter for two staff and 200 families, and the AI agent answers at night.",
  },
  {
    id: "devAJ-rec-rawson-clinica-es",
    category: "recommendation",
    lang: "es",
    turns: [
      {
        say: "clinica con 6 recepcionistas contestando whatsapp y unos 9000 pacientes por mes, cual plan?",
        expect: recommendsWithDemo({ agents: 6, users: 9000 }),
      },
    ],
    note: "Six agents is beyond Diamante's limit → a custom plan, with the reason.",
  },
  {
    id: "devAJ-rec-hattiesburg-gym-en",
    category: "recommendation",
    lang: "en",
    turns: [
      {
        say: "~20k members message us monthly, 4 front desk ppl, what plan fits",
        expect: recommendsWithDemo({ agents: 4, users: 20_000 }),
      },
    ],
    note: "20,000 a month is beyond every plan's users → a custom plan, with Diamond's limit as the reason.",
  },
  {
    id: "devAJ-plans-sahuayo-muebleria-es",
    category: "plans",
    lang: "es",
    turns: [
      {
        say: "cual es la diferencia entre el elite y el diamante??",
        expect: compares("elite", "diamante"),
      },
    ],
    note: "Both plans named with figures: price, agents, users or flows.",
  },
  {
    id: "devAJ-plans-boone-coffee-en",
    category: "plans",
    lang: "en",
    turns: [
      {
        say: "does starter come w the onboarding hour or is that only the bigger plans",
        expect: { has: [noOnboardingOnStarter], demo: true },
      },
    ],
    note: "Onboarding is on Elite and Diamond only; Starter has none.",
  },
  {
    id: "devAJ-fact-azul-veterinaria-es",
    category: "facts",
    lang: "es",
    turns: [
      {
        say: "donde estan ubicados? tienen oficina en argentina?",
        expect: {
          has: cities,
          not: [saysWeOffer(/argentina|buenos aires/i)],
        },
      },
    ],
    note: "The three offices; no office in Argentina is listed, and none is made up.",
  },
  {
    id: "devAJ-fact-statesboro-bbq-en",
    category: "facts",
    lang: "en",
    turns: [
      {
        say: "how fast can a simple bot be live",
        expect: { has: [range(delivery.basicChatbotWeeks, weeks)], demo: true },
      },
    ],
    note: "A basic chatbot's published delivery time.",
  },
  {
    id: "devAJ-rec-tome-pesquera-es",
    category: "recommendation",
    lang: "es",
    turns: [
      {
        say: "necesito algo pa 25 flujos automatizados y 3 agentes, q plan tienen",
        expect: recommendsWithDemo({ flows: 25, agents: 3 }),
      },
    ],
    note: "25 flows is beyond Diamante's → a custom plan, the flow limit as the reason.",
  },
  {
    id: "devAJ-rec-erie-salon-en",
    category: "recommendation",
    lang: "en",
    turns: [
      {
        say: "which plan if i just wanna test it w like 30 clients first, no live agents",
        expect: {
          hasAny: [
            planRe("demo"),
            /free plan|plan (gratuito|gratis)/i,
            trial,
            numWith(L("demo").activeUsersPerMonth, usersOrAnyoneServed),
          ],
          demo: true,
        },
      },
    ],
    note: "Testing with 30 people and no agents: the free Demo plan (50 active users) or the free trial.",
  },

  // -------------------------------------------------------------------------------------------
  // Buying intent and contact details.
  {
    id: "devAJ-booking-juchitan-mezcal-es",
    category: "booking",
    lang: "es",
    turns: [{ say: "pasame horarios pa la demo porfa", expect: offersTimes }],
    note: "Asked for times: the free demo times appear in the chat.",
  },
  {
    id: "devAJ-booking-elmira-dentallab-en",
    category: "booking",
    lang: "en",
    turns: [{ say: "can someone walk me through it thursday?", expect: offersTimes }],
    note: "A walkthrough on a day: free demo times shown.",
  },
  {
    id: "devAJ-booking-bayamo-paladar-es",
    category: "booking",
    lang: "es",
    turns: [
      {
        say: "kiero agendar la demo gratis xfa, cuanto dura?",
        expect: {
          ...offersTimes,
          hasAny: [numWith(15, minutesOrMin), numWith(30, minutesOrMin)],
        },
      },
    ],
    note: "Free times shown, and how long the demo lasts in minutes.",
  },
  {
    id: "devAJ-lead-villazon-cambio-es",
    category: "lead",
    lang: "es",
    turns: [
      {
        say: "soy Rolando Quispe, mi wasap es +591 71234567, q me llamen pa la demo",
        expect: leadTaken,
      },
    ],
    note: "Name and WhatsApp given: thanked, not asked again, and the demo times offered.",
  },
  {
    id: "devAJ-lead-lewiston-lobster-en",
    category: "lead",
    lang: "en",
    turns: [
      { say: "Meg Tardiff / meg@tardifflobster.com / would like the demo asap", expect: leadTaken },
    ],
    note: "Name and e-mail in slashes: taken, not asked again, demo times offered.",
  },
  {
    id: "devAJ-lead-concordia-citricos-es",
    category: "lead",
    lang: "es",
    turns: [
      {
        say: "dale, anota: Facundo Beron, facu.beron@citricosdelrio.com.ar, cel 345 4123456 pa la demo",
        expect: leadTaken,
      },
    ],
    note: "Name, e-mail and a cell in one line: taken, not asked again, demo times offered.",
  },
  {
    id: "devAJ-booking-stornoway-tweed-en",
    category: "booking",
    lang: "es",
    writes: "en",
    turns: [{ say: "right, I'm sold. when can we talk?", expect: offersTimes }],
    note: "English on the Spanish page, buying intent: answered in English, free times shown.",
  },
];
