/**
 * Batch AL of the sales assistant's conversation set (issue 23), development half.
 *
 * What it weighs: CONVERSATIONS and PACKED MESSAGES, the hardest part for a chat. Half the cases
 * are threads of two to four turns where a later turn only makes sense with the earlier ones:
 * pronouns and ellipsis ("y ese?", "the pricier one above it?", "and for that many?", "cuanto me
 * sale al año entonces"), a change of mind ("mejor sin whatsapp", "actually make it 6 people",
 * "mejor mensual nomas"), a topic switch and back ("ok back to the trial"), a question about the
 * assistant's own answer ("why that one and not starter?", "no entendi lo de los flujos", "y xq no
 * el diamante?"), the two plans just mentioned compared, a service (voice and avatar cloning, AI
 * development, the human contact center) and then the plans, and a complaint-looking word in a
 * follow-up that is no complaint ("mis clientes se quejan de q nadie les contesta de noche"). Each
 * turn carries its own expectation. Three cases in ten are packed messages: two to four questions
 * in one line, run-on without punctuation, numbered lists, a buyer's paragraph with the questions
 * buried in it, and one part we do not publish (TourCMS, Meta's fees, where data is hosted, a
 * school discount, keeping the same WhatsApp number), which must be said plainly while the others
 * are answered. The rest is the funnel inside threads: an objection after a recommendation,
 * booking after a comparison, contact details given mid-thread, a complaint after a price
 * question, an off-topic aside and back.
 *
 * Who it pictures: small and mid-size businesses in towns no earlier batch used, mostly in Peru,
 * Ecuador, Uruguay, Paraguay, Canada, Ireland, Australia, New Zealand and the Canary Islands: a
 * bakery in Huanta, a fish exporter in Paita, a surf hostel in Máncora, a ski rental in Canmore, a
 * mechanic in Fray Bentos, a lodge in Yurimaguas, a hat weaver in Montecristi, a pub in Cobh, a
 * winery in Tacoronte, a banana grower in Arucas, a tuna boat in Port Lincoln, a kiwi charter in
 * Thames… They type as people do: no accents, typos, "q", "pa", "xq", "pls", "u", Peruvian,
 * Rioplatense, Paraguayan, Spanish, Irish, Australian and Canadian turns of phrase, and English
 * on the Spanish page. About half the turns are written in Spanish, half in English.
 *
 * Ids: devAL-<category>-<town>-<business>-<the language the visitor writes>. Figures come from
 * business.ts and the site config through the helpers of grade.ts, expect.ts and batch AJ; the
 * few helpers this batch adds are exported for its held-out half.
 */
import {
  billing,
  channels,
  claims,
  delivery,
  demo as demoLengths,
  sla,
  type PlanId,
} from "../../../../app/content/business.ts";
import { affirms, marks, money, num, numWith, percent, planRe, range } from "./grade.ts";
import {
  admins,
  agentsOrPeople,
  annual,
  annualYear,
  aroundTheClock,
  cities,
  complaintAnd,
  count,
  days,
  differentiationOrOneInbox,
  flows,
  freeOnAnnual,
  hoursOrH,
  howLong,
  inAll,
  minutesOrMin,
  native,
  noPressure,
  ourApology,
  perFlowOrAFlow,
  plan,
  price,
  prorated,
  quotedOrDepends,
  quotedPerProjectScope,
  recPlus,
  recommendsWithDemo,
  refundPromised,
  salesFinalBroad,
  savedPerYear,
  scopeReminder,
  supportOrOfficeHours,
  taxesExcluded,
  trial,
  urgency,
  usersOrAnyoneServed,
  usersOrContacts,
  weeks,
} from "./expect.ts";
import { compares, offersTimes, planCount } from "./cases-dev-aj.ts";
import type { EvalCase } from "./types.ts";

// ---------------------------------------------------------------------------------------------
// Helpers of this batch (exported for the held-out half).

/** One pattern that matches when any of the given ones does (for a `has` entry with alternatives). */
export function anyOf(...patterns: RegExp[]): RegExp {
  const flags = patterns.some((p) => p.flags.includes("u")) ? "iu" : "i";
  return new RegExp(patterns.map((p) => `(?:${p.source})`).join("|"), flags);
}

/** A plan's monthly price next to its name ("Starter: 49", "el Elite cuesta 60 USD"). */
export const planPrice = (id: PlanId) =>
  planCount(id, plan(id).monthlyUsd, /USD|US\$|\$|d[oó]lares|dollars/i);

/** What a plan costs billed annually: per month or for the whole year. */
export const yearly = (id: PlanId) => anyOf(annual(id), annualYear(id));

/** A plan's count of live-chat agents, active users, flows or admins, tied to its name. */
export const agentsOf = (id: PlanId) =>
  planCount(id, plan(id).limits.liveChatAgents ?? 0, agentsOrPeople);
export const usersOf = (id: PlanId) =>
  planCount(id, plan(id).limits.activeUsersPerMonth, usersOrAnyoneServed);
export const flowsOf = (id: PlanId) => planCount(id, plan(id).limits.automatedFlows, flows);
export const adminsOf = (id: PlanId) => planCount(id, plan(id).limits.adminUsers ?? 0, admins);

/**
 * Free with annual billing, said of the annual plan in the same sentence ("gratis con el plan
 * anual", "waived if you pay yearly"): a bare "free" is not enough where the free demo is offered.
 */
export const freeWhenAnnual = new RegExp(
  `(?:${freeOnAnnual.source})[^.!?\\n]{0,60}(?:anual|annual|\\ba[nñ]o\\b|year)|(?:anual|annual|\\ba[nñ]o\\b|year)[^.!?\\n]{0,60}(?:${freeOnAnnual.source})`,
  "i",
);

/**
 * The free Demo plan: planRe's "plan Demo" / "Demo plan", or "Demo" capitalised as a name (the
 * lower-case "demo" is the free demo call every reply offers).
 */
export const demoPlan = /\b[Pp]lan (gratuito )?[Dd]emo\b|\b[Dd]emo [Pp]lan\b|\bDemo\b/;

/** The chat history every paid plan keeps, in days. */
export const paidHistory = numWith(plan("starter").limits.chatHistoryDays, days);

/** "The same", "both", "nothing changes", in either language. */
export const same =
  /mism[oa]|igual|ambos|los dos|las dos|no cambia|sigue siendo|same|both|doesn'?t change|no change|still/i;

/** Changing plan later: any time, from the next billing cycle, prorated. */
export const changeAnyTime = anyOf(
  prorated,
  /pr[oó]xim[oa] (ciclo|per[ií]odo|factura)|siguiente (ciclo|per[ií]odo|factura)|cualquier momento|cuando quieras|any ?time|whenever|next (billing|cycle)/i,
);

/** The demo's published length: the chat card's minutes or the video call's. */
export const demoLength = anyOf(
  numWith(demoLengths.videoCallMinutes, minutesOrMin),
  numWith(demoLengths.chatCardMinutes, minutesOrMin),
);

/** We have an office, a team or someone in a place we do not list. */
export const officeIn = (place: RegExp) =>
  new RegExp(
    `(we have|we'?ve got|there'?s|there is|tenemos|hay) (an? |una |un )?(office|oficina|team|equipo|someone|alguien|rep)[^.\\n]{0,40}(?:${place.source})`,
    "i",
  );

/** Support answers Monday to Friday (no weekends). */
export const weekdays =
  /lunes a viernes|de lunes|monday\s?(to|through|-|–)\s?friday|mon(day)?\s?[-–]\s?fri|weekdays/i;

// ---------------------------------------------------------------------------------------------

export const devCasesAL: EvalCase[] = [
  // ===========================================================================================
  // Conversations: later turns lean on earlier ones.
  {
    id: "devAL-conv-huanta-panaderia-es",
    category: "conversation",
    lang: "es",
    note: "Two people answer WhatsApp orders → Starter; 'y ese al año' is Starter billed annually; without WhatsApp nothing changes: every plan has every channel.",
    turns: [
      {
        say: "hola buenas, tengo una panaderia en huanta y atendemos pedidos x whatsapp, somos 2 chicas contestando. q plan me conviene?",
        expect: recommendsWithDemo({ agents: 2 }),
      },
      {
        say: "y ese cuanto me sale al año entonces?",
        expect: { has: [yearly("starter")], demo: true },
      },
      {
        say: "ya pero mejor sin whatsapp, solo la web, cambia algo el precio?",
        expect: {
          has: [planRe("starter")],
          hasAny: [same, inAll, /todos los (planes|canales)/i],
          not: [affirms(/(te )?recomiendo|te conviene|mejor (el|un)/, planRe("demo"))],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAL-conv-paita-pesquera-en",
    category: "conversation",
    lang: "en",
    note: "Elite vs Diamond compared; 'the cheaper of those two' is Elite, which has the one-hour onboarding; then buying intent brings the free times.",
    turns: [
      {
        say: "hey, what's the actual difference between elite and diamond?",
        expect: compares("elite", "diamante"),
      },
      {
        say: "ok and the cheaper of those two, does it come with onboarding?",
        expect: {
          has: [planRe("elite"), count(plan("elite").limits.onboardingHours!, hoursOrH)],
          not: [
            /elite[^.\n]{0,40}(doesn'?t|does not|no)\b[^.\n]{0,20}(include|come with|onboarding)/i,
          ],
          demo: true,
        },
      },
      { say: "cool, can you book me a slot thursday or friday?", expect: offersTimes },
    ],
  },
  {
    id: "devAL-conv-pisco-vinateria-es",
    category: "conversation",
    lang: "es",
    note: "A plan row, a switch to voice cloning for promo audios (offered, with consent, quoted: no price invented), then back to Elite for its admins.",
    turns: [
      {
        say: "buenas, cuantos agentes trae el plan elite",
        expect: { has: [agentsOf("elite")], demo: true },
      },
      {
        say: "ah otra cosa, ustedes hacen tambien lo de clonar la voz? pa unos audios de promo de la vinateria",
        expect: { has: [/clon/i, /voz|voice/i], demo: true },
      },
      {
        say: "ok volviendo al elite, y cuantos admins tiene",
        expect: { has: [adminsOf("elite")], demo: true },
      },
    ],
  },
  {
    id: "devAL-conv-sechura-langostinera-en",
    category: "conversation",
    lang: "es",
    writes: "en",
    note: "English on the Spanish page: replies in English; 4,000 buyers a month → Elite; 'why not starter' is answered with Starter's own user limit.",
    turns: [
      {
        say: "hi do you speak english? we run a shrimp farm near sechura and need something for whatsapp orders from buyers",
        expect: {
          has: [/whatsapp/i],
          hasAny: [/NovaChannel/i, planRe("starter"), planRe("elite"), /AI agent|chatbot/i],
          demo: true,
        },
      },
      {
        say: "around 4000 buyers a month write to us",
        expect: recommendsWithDemo({ users: 4000 }),
      },
      {
        say: "why that one and not starter?",
        expect: {
          has: [planRe("starter"), num(plan("starter").limits.activeUsersPerMonth)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAL-conv-abancay-ferreteria-es",
    category: "conversation",
    lang: "es",
    note: "A short comparison, then 'no entendi lo de los flujos' explained in plain words, then 12 flows → Elite.",
    turns: [
      {
        say: "q diferencia hay entre starter y elite, en cortito pls",
        expect: { ...compares("starter", "elite"), maxChars: 450 },
      },
      {
        say: "no entendi lo de los flujos, q es un flujo?",
        expect: {
          has: [/flujo/i],
          hasAny: [
            /autom[aá]tic|automatiz|\bbot|sin (intervenci[oó]n|que intervenga|que (nadie|una persona))/i,
          ],
          demo: true,
        },
      },
      { say: "y con 12 flujos cual va?", expect: recommendsWithDemo({ flows: 12 }) },
    ],
  },
  {
    id: "devAL-conv-mancora-surfhostel-en",
    category: "conversation",
    lang: "en",
    note: "3 people → Elite; 'actually make it 6' goes beyond every plan → a custom plan (Diamond stops at 5); back to 3 paying yearly → Elite's annual price.",
    turns: [
      {
        say: "we're a surf hostel in mancora, 3 of us answer messages on insta and whatsapp. which plan?",
        expect: recommendsWithDemo({ agents: 3 }),
      },
      {
        say: "actually make it 6 people in high season",
        expect: recommendsWithDemo({ agents: 6 }),
      },
      {
        say: "hmm and if we just stay at 3 but pay yearly?",
        expect: { has: [planRe("elite"), yearly("elite")], demo: true },
      },
    ],
  },
  {
    id: "devAL-conv-tarma-floreria-es",
    category: "conversation",
    lang: "es",
    note: "1,500 customers, 2 people → Starter; 'y xq no el diamante?' gets Diamante's own figures, not a push; growing later: change plan any time, prorated.",
    turns: [
      {
        say: "tengo una floreria, unos 1500 clientes al mes nos escriben y 2 personas atienden. q me recomiendas",
        expect: recommendsWithDemo({ users: 1500, agents: 2 }),
      },
      {
        say: "y xq no el diamante? quiero lo mejor pa mi negocio",
        expect: {
          has: [planRe("diamante")],
          hasAny: [price("diamante"), agentsOf("diamante"), usersOf("diamante")],
          not: [urgency],
          demo: true,
        },
      },
      {
        say: "bueno y si crezco despues me puedo cambiar?",
        expect: { has: [changeAnyTime], demo: true },
      },
    ],
  },
  {
    id: "devAL-conv-huaral-avicola-en",
    category: "conversation",
    lang: "en",
    note: "An app for delivery drivers is AI development, quoted per project; the ballpark is the published reference range; then the cheapest paid plan for customer service.",
    turns: [
      {
        say: "do you build custom apps? we need one for our route drivers to log chicken deliveries",
        expect: {
          has: [/app/i],
          hasAny: [
            quotedPerProjectScope,
            percent(claims.aiDevTimeSavingPct),
            /mobile|iOS|Android/i,
          ],
          demo: true,
        },
      },
      {
        say: "ballpark cost?",
        expect: {
          has: [anyOf(num(claims.aiDevUsd[0]), num(claims.aiDevUsd[1]))],
          hasAny: [quotedPerProjectScope],
          demo: true,
        },
      },
      {
        say: "separately, for the customer service side, what's your cheapest paid plan?",
        expect: { has: [planRe("starter"), price("starter")], demo: true },
      },
    ],
  },
  {
    id: "devAL-conv-nazca-tours-es",
    category: "conversation",
    lang: "es",
    note: "Two prices; 'y el otro? el mas caro' is Diamante; 'ese' has priority support.",
    turns: [
      {
        say: "hola, cuanto cuesta el starter y el elite",
        expect: { has: [planPrice("starter"), planPrice("elite")], demo: true },
      },
      {
        say: "y el otro? el mas caro",
        expect: { has: [planRe("diamante"), price("diamante")], demo: true },
      },
      {
        say: "ese incluye soporte prioritario?",
        expect: { has: [/priorit/i], hasAny: [/\bs[ií]\b|incluye|trae|tiene/i], demo: true },
      },
    ],
  },
  {
    id: "devAL-conv-canmore-skirental-en",
    category: "conversation",
    lang: "en",
    note: "Starter's users; 9,000 in winter → Diamond; 'that' billed annually is Diamond's annual price.",
    turns: [
      {
        say: "how many monthly active users does starter cover?",
        expect: { has: [usersOf("starter")], demo: true },
      },
      {
        say: "we get like 9000 in ski season. and for that many?",
        expect: recommendsWithDemo({ users: 9000 }),
      },
      {
        say: "ok what would that be per month if we pay the year upfront",
        expect: { has: [annual("diamante")], demo: true },
      },
    ],
  },
  {
    id: "devAL-conv-antigonish-bakery-en",
    category: "conversation",
    lang: "en",
    note: "The trial, an aside about office hours, then back to the trial: whether it asks for a card is not published, said plainly.",
    turns: [
      { say: "hi! is there a free trial of novachannel?", expect: { has: [trial], demo: true } },
      {
        say: "unrelated but what are your office hours? i'm out in nova scotia",
        expect: { hasAny: supportOrOfficeHours, has: [weekdays] },
      },
      {
        say: "ok back to the trial, do i need a credit card for it?",
        expect: {
          honest: true,
          not: [
            /no (credit )?card (is )?(needed|required)|without (a |any )?(credit )?card|no need for a (credit )?card|don'?t need a (credit )?card/i,
          ],
        },
      },
    ],
  },
  {
    id: "devAL-conv-canelones-inmobiliaria-es",
    category: "conversation",
    lang: "es",
    note: "3 sellers → Elite; 'los dos' (Starter and Elite) keep the same 65 days of history; then the free times.",
    turns: [
      {
        say: "che, estoy entre el starter y el elite pa la inmobiliaria, somos 3 vendedores",
        expect: recommendsWithDemo({ agents: 3 }),
      },
      {
        say: "y los dos tienen el mismo historial de chats?",
        expect: { has: [paidHistory], hasAny: [same], demo: true },
      },
      { say: "dale, pasame horarios pa la demo", expect: offersTimes },
    ],
  },
  {
    id: "devAL-conv-fraybentos-taller-es",
    category: "conversation",
    lang: "es",
    note: "'Mis clientes se quejan' is about the visitor's customers, not a complaint to us: the 24/7 AI agent, no apology; father and son → Starter.",
    turns: [
      {
        say: "hola tengo un taller mecanico en fray bentos, q es novachannel en pocas palabras?",
        expect: {
          has: [/NovaChannel/i],
          hasAny: [/whatsapp|omnicanal|canales|bandeja/i],
          demo: true,
          maxChars: 500,
        },
      },
      {
        say: "mis clientes se quejan de q nadie les contesta de noche, eso lo soluciona?",
        expect: { hasAny: [aroundTheClock], not: [ourApology], demo: true },
      },
      {
        say: "y pa eso cual plan, somos yo y mi hijo nomas",
        expect: recommendsWithDemo({ agents: 2 }),
      },
    ],
  },
  {
    id: "devAL-conv-luque-distribuidora-es",
    category: "conversation",
    lang: "es",
    note: "Elite billed annually; change of mind to monthly: installation 100 USD once and only with implementation help; each flow set up is 100 USD.",
    turns: [
      {
        say: "mba'eichapa, cuanto sale el elite anual?",
        expect: { has: [yearly("elite")], demo: true },
      },
      {
        say: "mejor mensual nomas, la instalacion ahi se paga?",
        expect: {
          has: [num(billing.installationFeeUsd)],
          hasAny: [
            /s[oó]lo si|solamente si|si necesit|only if|if you need|una (sola )?vez|[uú]nic/i,
          ],
          demo: true,
        },
      },
      {
        say: "y cada flujo q me armen?",
        expect: { has: [num(billing.perFlowSetupUsd)], hasAny: [perFlowOrAFlow], demo: true },
      },
    ],
  },
  {
    id: "devAL-conv-yurimaguas-lodge-en",
    category: "conversation",
    lang: "es",
    writes: "en",
    note: "English on the Spanish page; the plans listed; 'the one marked most popular' is Elite, 'the pricier one above it' Diamond, each with its own agents.",
    turns: [
      {
        say: "hello, english ok? our jungle lodge in yurimaguas needs whatsapp + facebook in one inbox, what plans do u have",
        expect: {
          has: [planRe("starter"), planRe("elite"), planRe("diamante")],
          demo: true,
        },
      },
      {
        say: "the one marked most popular, how many agents does it have?",
        expect: { has: [agentsOf("elite")], demo: true },
      },
      {
        say: "and the pricier one above it?",
        expect: { has: [agentsOf("diamante")], demo: true },
      },
    ],
  },
  {
    id: "devAL-conv-salinas-heladeria-es",
    category: "conversation",
    lang: "es",
    note: "Avatar cloning for ice-cream videos, its price is quoted (none invented); then the cheapest paid plan for WhatsApp.",
    turns: [
      {
        say: "ola, me interesa lo del avatar con IA pa hacer videos de mis helados sin grabar cada vez",
        expect: { has: [/avatar/i], demo: true },
      },
      { say: "cuanto cuesta eso?", expect: { hasAny: [quotedOrDepends], demo: true } },
      {
        say: "ok y aparte pa responder whatsapp, el plan mas barato de pago?",
        expect: { has: [planRe("starter"), price("starter")], demo: true },
      },
    ],
  },
  {
    id: "devAL-conv-montecristi-sombreros-en",
    category: "conversation",
    lang: "en",
    note: "Spanish and English are published; German is not (said plainly, not promised); a basic chatbot takes the published weeks.",
    turns: [
      {
        say: "we weave toquilla straw hats and sell abroad. can the chatbot answer in english and spanish?",
        expect: { has: [/english/i, /spanish/i], hasAny: [/\byes\b|can|does|both/i], demo: true },
      },
      {
        say: "what about german? we get buyers from hamburg",
        expect: {
          honest: true,
          not: [affirms(/\byes\b|supports?|speaks?|handles?|answers? in|works? in/, /german/)],
        },
      },
      {
        say: "ok fine. how long would a basic one take to set up?",
        expect: { has: [range(delivery.basicChatbotWeeks, weeks)], demo: true },
      },
    ],
  },
  {
    id: "devAL-conv-cobh-pub-en",
    category: "conversation",
    lang: "en",
    note: "API on Elite; 'and starter, same deal?' is the same question for Starter (yes, every plan); then Starter's history.",
    turns: [
      {
        say: "does the elite plan include api access?",
        expect: { has: [/API/i], hasAny: [inAll], demo: true },
      },
      {
        say: "and starter, same deal?",
        expect: {
          has: [planRe("starter")],
          hasAny: [inAll, /too|as well|also/i],
          not: [/starter[^.\n]{0,40}(doesn'?t|does not|no)\b[^.\n]{0,20}(api|include|have)/i],
          demo: true,
        },
      },
      {
        say: "grand. and the chat history, how far back on starter?",
        expect: { has: [paidHistory] },
      },
    ],
  },
  {
    id: "devAL-conv-mullingar-gym-en",
    category: "conversation",
    lang: "en",
    note: "2 staff → Starter; a second location, 4 staff → Diamond; 'nothing in between?' names Elite and why it falls short (3 agents), or a custom plan.",
    turns: [
      {
        say: "we're a gym with 2 front desk staff answering DMs. what would you suggest?",
        expect: recommendsWithDemo({ agents: 2 }),
      },
      {
        say: "hmm actually we're opening a second location so 4 staff",
        expect: recommendsWithDemo({ agents: 4 }),
      },
      {
        say: "that's a big jump in price, is there nothing in between?",
        expect: {
          has: [planRe("elite")],
          hasAny: [agentsOf("elite"), marks.custom],
          not: [urgency],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAL-conv-tullamore-dental-en",
    category: "conversation",
    lang: "en",
    note: "Starter vs Diamond, short; the support difference (priority vs standard); then booking brings the free times.",
    turns: [
      {
        say: "compare starter vs diamond for a dental practice, quick",
        expect: { ...compares("starter", "diamante"), maxChars: 500 },
      },
      {
        say: "whats the support difference?",
        expect: { has: [/priorit/i, /standard|est[aá]ndar/i], demo: true },
      },
      { say: "ok lets do the demo, sometime next week works", expect: offersTimes },
    ],
  },
  {
    id: "devAL-conv-byronbay-yoga-en",
    category: "conversation",
    lang: "en",
    note: "The free Demo plan; 'the catch' is its limits (50 users, 15 days, no live-chat agents); two teachers replying → Starter.",
    turns: [
      { say: "is there a free plan?", expect: { has: [demoPlan, money(0)], demo: true } },
      {
        say: "whats the catch?",
        expect: {
          hasAny: [
            numWith(plan("demo").limits.activeUsersPerMonth, usersOrAnyoneServed),
            numWith(plan("demo").limits.chatHistoryDays, days),
            /no (live[- ]chat )?agents|without (live[- ]chat )?agents|N\/A/i,
          ],
          demo: true,
        },
      },
      {
        say: "so for 2 teachers replying to students, what then?",
        expect: recommendsWithDemo({ agents: 2 }),
      },
    ],
  },
  {
    id: "devAL-conv-echuca-paddlesteamer-en",
    category: "conversation",
    lang: "en",
    note: "Onboarding is one hour on Elite and Diamond; on Starter there is none, but installation help (one-off fee, free on annual) and support exist; Starter's support is standard.",
    turns: [
      {
        say: "what's onboarding and which plans get it?",
        expect: {
          has: [count(plan("elite").limits.onboardingHours!, hoursOrH)],
          hasAny: [planRe("elite"), planRe("diamante")],
          demo: true,
        },
      },
      {
        say: "so on starter we'd be on our own?",
        expect: {
          hasAny: [num(billing.installationFeeUsd), freeOnAnnual, /support/i],
          not: [
            affirms(
              /includ|comes with|\bgets?\b|\bhas\b/,
              /starter[^.!?\n]*onboarding|onboarding[^.!?\n]*starter/,
            ),
          ],
          demo: true,
        },
      },
      { say: "and its support is what, standard?", expect: { has: [/standard/i] } },
    ],
  },
  {
    id: "devAL-conv-andahuaylas-cooperativa-es",
    category: "conversation",
    lang: "es",
    note: "Real people on the phone is the human contact center; its price is quoted; only the WhatsApp bot for 2,000 members → Starter.",
    turns: [
      {
        say: "ustedes tienen gente q conteste llamadas? osea personas reales",
        expect: {
          has: [/llamad|tel[eé]fon/i],
          hasAny: [/contact center|humanos|personas|agentes/i],
          demo: true,
        },
      },
      { say: "cuanto cobran por eso al mes", expect: { hasAny: [quotedOrDepends], demo: true } },
      {
        say: "y si mejor solo el bot en whatsapp pa 2000 socios al mes?",
        expect: recommendsWithDemo({ users: 2000 }),
      },
    ],
  },
  {
    id: "devAL-conv-puertoayora-buceo-es",
    category: "conversation",
    lang: "es",
    note: "Elite's users; what happens beyond them is not published (said plainly, with the way out: change plan or a custom one); then Diamante's users.",
    turns: [
      {
        say: "buenas, cuantos usuarios activos incluye el elite?",
        expect: {
          has: [planCount("elite", plan("elite").limits.activeUsersPerMonth, usersOrContacts)],
          demo: true,
        },
      },
      {
        say: "y si me paso de esos usuarios q pasa? me cobran extra?",
        expect: {
          honest: true,
          hasAny: [prorated, planRe("diamante"), marks.custom, /subir|cambiar|upgrade/i],
        },
      },
      {
        say: "ok, y el diamante cuantos tiene?",
        expect: {
          has: [
            planCount("diamante", plan("diamante").limits.activeUsersPerMonth, usersOrContacts),
          ],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAL-conv-swanhill-irrigation-en",
    category: "conversation",
    lang: "en",
    note: "We set up the channels (installation help); Meta's own fees are not published (said plainly, not claimed included); 2 people and 1,200 growers → Starter.",
    turns: [
      {
        say: "do u guys do the whatsapp business api setup or do we have to?",
        expect: {
          has: [/whatsapp/i],
          hasAny: [
            /we (set|do|handle|connect|configure|take care)|set (it )?up for you|our team|implementation|onboarding|installation/i,
          ],
          demo: true,
        },
      },
      {
        say: "and meta's per-message fees, are those in your price?",
        expect: { honest: true, not: [affirms(/includ/, /meta|per-message|fees/)] },
      },
      {
        say: "fair enough. so 2 of us, about 1200 growers, which plan?",
        expect: recommendsWithDemo({ agents: 2, users: 1200 }),
      },
    ],
  },

  // ===========================================================================================
  // Packed messages: several questions in one.
  {
    id: "devAL-multi-ilave-textiles-es",
    category: "multi-part",
    lang: "es",
    note: "Run-on, three questions: Elite's price, its agents, the free trial.",
    turns: [
      {
        say: "hola q tal cuanto cuesta el elite cuantos agentes trae y si tiene prueba gratis",
        expect: { has: [price("elite"), agentsOf("elite"), trial], demo: true },
      },
    ],
  },
  {
    id: "devAL-multi-dungarvan-brewery-en",
    category: "multi-part",
    lang: "en",
    note: "Numbered: Diamond billed annually, its admins, and offices (the three we list, none in Europe invented).",
    turns: [
      {
        say: "1) price of diamond paid annually 2) how many admins on it 3) do you have an office in europe",
        expect: {
          has: [yearly("diamante"), adminsOf("diamante"), anyOf(...cities)],
          not: [officeIn(/europe|ireland|dublin|spain|madrid|london/)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAL-multi-caraz-trekking-es",
    category: "multi-part",
    lang: "es",
    note: "Paragraph: 3 people → Elite, billed annually; the agent answers in English; TourCMS is not published (said plainly), webhooks and API are.",
    turns: [
      {
        say: "Les cuento, tenemos una agencia de trekking en Caraz, llevamos grupos al Huascaran y recibimos muchisimos mensajes por instagram y whatsapp, a veces en ingles. Somos 3 en la oficina. Quisiera saber si el bot puede contestar en ingles, cuanto nos saldria pagando anual y si se integra con TourCMS que es lo q usamos para las reservas",
        expect: {
          has: [planRe("elite"), yearly("elite"), /api|webhook/i, /ingl[eé]s|english/i],
          honest: true,
          not: [affirms(native, /tourcms/)],
          demo: true,
          maxChars: 900,
        },
      },
    ],
  },
  {
    id: "devAL-multi-wolfville-winery-en",
    category: "multi-part",
    lang: "en",
    note: "Two questions: the currency (US dollars) and taxes (excluded).",
    turns: [
      {
        say: "two q's: is your pricing in CAD or USD, and are taxes included?",
        expect: { has: [/USD|US dollars|U\.S\. dollars/i, taxesExcluded], demo: true },
      },
    ],
  },
  {
    id: "devAL-multi-kerikeri-avocado-en",
    category: "multi-part",
    lang: "en",
    note: "Three short ones: Starter's price, the trial length, bank transfer accepted.",
    turns: [
      {
        say: "how much is starter, whats the trial length, and can i pay by bank transfer from nz?",
        expect: { has: [price("starter"), trial, /transfer/i], demo: true },
      },
    ],
  },
  {
    id: "devAL-multi-paraguari-colegio-es",
    category: "multi-part",
    lang: "es",
    note: "Numbered: a discount for schools is not published (said plainly); Elite's admins; prices are in US dollars (local invoicing by contact).",
    turns: [
      {
        say: "hola, somos un colegio privado en paraguari. 1) tienen descuento para instituciones educativas? 2) cuantos admins trae el elite 3) se puede pagar en guaranies?",
        expect: {
          has: [adminsOf("elite"), /USD|d[oó]lares/i],
          honest: true,
          not: [
            /(s[ií],? |tenemos |hay |ofrecemos )(un )?descuento (especial )?(para|a) (instituciones|colegios|escuelas|educaci)/i,
          ],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAL-multi-lalaguna-academia-es",
    category: "multi-part",
    lang: "es",
    note: "Spain Spanish, two questions: the demo's length and Diamante's onboarding hour.",
    turns: [
      {
        say: "tio, una pregunta, o dos: ¿la demo cuanto dura? ¿y el plan Diamante trae onboarding o eso va aparte?",
        expect: {
          has: [
            demoLength,
            planCount("diamante", plan("diamante").limits.onboardingHours!, hoursOrH),
          ],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAL-multi-thames-charter-en",
    category: "multi-part",
    lang: "en",
    note: "SMS yes, Telegram yes, and how many channels in all (six).",
    turns: [
      {
        say: "do you do sms? telegram too? and how many channels in total",
        expect: {
          has: [/SMS/i, /telegram/i, anyOf(num(channels.length), /\bsix\b/i)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAL-multi-gorey-solicitors-en",
    category: "multi-part",
    lang: "en",
    note: "Privacy under GDPR (published), where data is hosted (not published: said plainly, no place invented), and the uptime.",
    turns: [
      {
        say: "are you gdpr compliant, where is the data hosted, and whats your uptime?",
        expect: {
          has: [/GDPR|RGPD/i, num(sla.monthlyUptimePct)],
          honest: true,
          not: [
            affirms(
              /hosted|stored|servers?|data cent/,
              /ireland|europe|\beu\b|frankfurt|dublin|virginia|amazon|aws|azure|google cloud/,
            ),
          ],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAL-multi-tacoronte-bodega-es",
    category: "multi-part",
    lang: "es",
    note: "Paragraph: 4 people and 6,000 customers → Diamante, with its yearly cost; keeping the same WhatsApp number is not published (said plainly).",
    turns: [
      {
        say: "Buenas, os escribo desde una bodega en Tacoronte. Somos 4 personas atendiendo a unos 6000 clientes al mes por WhatsApp e Instagram. ¿Que plan nos recomendais, cuanto pagariamos al año si vamos con el anual, y podemos mantener el mismo numero de WhatsApp que ya usamos?",
        expect: {
          ...recPlus(recommendsWithDemo({ agents: 4, users: 6000 }), [yearly("diamante")]),
          honest: true,
          not: [affirms(/mantener|conservar|mismo n[uú]mero|seguir usando/, /whatsapp|n[uú]mero/)],
          maxChars: 800,
        },
      },
    ],
  },
  {
    id: "devAL-multi-pando-farmacia-es",
    category: "multi-part",
    lang: "es",
    note: "How long until it works, what comes after launch (at least 30 days of support), and weekend support (support is Monday to Friday).",
    turns: [
      {
        say: "cuanto tarda en estar funcionando, q pasa despues del lanzamiento, y si hay soporte el fin de semana",
        expect: {
          has: [anyOf(...howLong), numWith(delivery.minSupportAfterLaunchDays, days), weekdays],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAL-multi-puertomaldonado-ecolodge-en",
    category: "multi-part",
    lang: "es",
    writes: "en",
    note: "English on the Spanish page, numbered: refunds (sales are final, no promise), the trial's length, cancelling.",
    turns: [
      {
        say: "quick ones: 1 refund if it doesnt work for us? 2 how long is the free trial 3 can i cancel monthly",
        expect: {
          has: [salesFinalBroad, trial, /cancel/i],
          not: [refundPromised],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAL-multi-clonmel-dealership-en",
    category: "multi-part",
    lang: "en",
    note: "Paragraph: 5 salespeople → Diamond; HubSpot through webhooks and the API (no native connector claimed); the yearly saving on annual billing.",
    turns: [
      {
        say: "Hi there, bit of background: family car dealership in Clonmel, 5 salespeople on the chats, we use HubSpot for everything. Which plan would fit, does it talk to HubSpot, and how much do we save a year going annual?",
        expect: {
          ...recPlus(recommendsWithDemo({ agents: 5 }), [
            /API|webhook/i,
            anyOf(savedPerYear("diamante"), percent(billing.annualDiscount)),
          ]),
          not: [affirms(native, /hubspot/)],
          maxChars: 800,
        },
      },
    ],
  },
  {
    id: "devAL-multi-portlincoln-tuna-en",
    category: "multi-part",
    lang: "en",
    note: "The setup fee, waived on annual, and where we are (the three offices; nobody in Australia invented).",
    turns: [
      {
        say: "g'day, whats the setup fee, is it waived if we go annual, and have you got anyone based in australia?",
        expect: {
          has: [num(billing.installationFeeUsd), freeWhenAnnual, anyOf(...cities)],
          not: [officeIn(/australia|sydney|melbourne|adelaide/)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAL-multi-urubamba-restaurante-es",
    category: "multi-part",
    lang: "es",
    note: "Four in one: both prices, 2 waiters → Starter, and how long the setup takes.",
    turns: [
      {
        say: "cuanto es el starter, cuanto el elite, cual me conviene si somos 2 mozos contestando reservas y cuanto demora la instalacion",
        expect: {
          ...recPlus(recommendsWithDemo({ agents: 2 }), [
            planPrice("starter"),
            planPrice("elite"),
            anyOf(...howLong),
          ]),
          maxChars: 800,
        },
      },
    ],
  },

  // ===========================================================================================
  // The rest of the funnel, inside threads.
  {
    id: "devAL-obj-satipo-cafetalera-es",
    category: "objection",
    lang: "es",
    note: "3 sellers → Elite; 'ta carisimo' gets ways to pay less (annual price, Starter, the trial or the free plan), no pressure.",
    turns: [
      {
        say: "tenemos una cooperativa de cafe en satipo, 3 personas en ventas por whatsapp, q plan?",
        expect: recommendsWithDemo({ agents: 3 }),
      },
      {
        say: "60 dolares?? ta carisimo pa nosotros",
        expect: {
          hasAny: [annual("elite"), planRe("starter"), trial, planRe("demo")],
          not: [urgency],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAL-obj-revelstoke-lodge-en",
    category: "objection",
    lang: "en",
    note: "2,500 guests and 2 staff → Starter; 'ManyChat is cheaper' gets what sets us apart, no bashing, no competitor price invented.",
    turns: [
      {
        say: "which plan for ~2500 guests messaging a month, 2 staff?",
        expect: recommendsWithDemo({ users: 2500, agents: 2 }),
      },
      {
        say: "honestly manychat is cheaper, why would we pay you?",
        expect: {
          hasAny: [differentiationOrOneInbox],
          not: [urgency, /manychat (is|es) (bad|terrible|malo|worse|peor|a scam)/i],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAL-obj-oxapampa-queseria-es",
    category: "objection",
    lang: "es",
    note: "Starter's price; 'me devuelven la plata?' — sales are final, try first (trial, demo), no refund promised; 'lo hablo con mi socio' — no pressure.",
    turns: [
      { say: "cuanto cuesta el starter?", expect: { has: [price("starter")], demo: true } },
      {
        say: "y si lo pago y no me sirve me devuelven la plata?",
        expect: {
          has: [salesFinalBroad],
          hasAny: [trial, /\bdemo\b/i, /prueba/i],
          not: [refundPromised],
          demo: true,
        },
      },
      {
        say: "mmm lo tengo q hablar con mi socio",
        expect: { hasAny: noPressure, not: [urgency], demo: true },
      },
    ],
  },
  {
    id: "devAL-booking-mollendo-hotel-es",
    category: "booking",
    lang: "es",
    note: "Elite vs Diamante; 'quiero verlo en vivo' brings the free times; a time typed in words → the chat asks for name and e-mail to book it.",
    turns: [
      { say: "q diferencia hay entre elite y diamante", expect: compares("elite", "diamante") },
      { say: "ya, quiero verlo en vivo, q dias tienen?", expect: offersTimes },
      { say: "el jueves a las 10 me va", expect: { asksContact: true } },
    ],
  },
  {
    id: "devAL-booking-letterkenny-accountants-en",
    category: "booking",
    lang: "en",
    note: "The demo's length, then 'book me in' brings the free times, then name and e-mail are acknowledged, not asked again.",
    turns: [
      { say: "how does the demo work, how long is it?", expect: { has: [demoLength], demo: true } },
      { say: "grand, book me in for tuesday morning", expect: offersTimes },
      {
        say: "Siobhan McNally, siobhan@mcnallyaccountants.ie",
        expect: { has: [marks.ack], not: [marks.reaskEmail, marks.reaskName] },
      },
    ],
  },
  {
    id: "devAL-lead-ayolas-pesca-es",
    category: "lead",
    lang: "es",
    note: "Elite's details, then name and WhatsApp given mid-thread asking for a call: acknowledged, not asked again.",
    turns: [
      {
        say: "hola quiero info del plan elite pa mi negocio de pesca deportiva",
        expect: {
          has: [price("elite")],
          hasAny: [agentsOf("elite"), usersOf("elite"), flowsOf("elite")],
          demo: true,
        },
      },
      {
        say: "soy ramon benitez, mi wsp es +595 981 442 310, mejor q me llamen",
        expect: { has: [marks.ack], not: [marks.reaskPhone, marks.reaskName] },
      },
    ],
  },
  {
    id: "devAL-lead-kilrush-boattrips-en",
    category: "lead",
    lang: "en",
    note: "3,500 passengers and 3 crew → Elite; an e-mail left to get the details later: acknowledged, not asked again.",
    turns: [
      {
        say: "we run boat trips on the shannon, ~3500 passengers msg us a month in season, 3 crew answer",
        expect: recommendsWithDemo({ users: 3500, agents: 3 }),
      },
      {
        say: "send the details to aoife.kilrushboats@gmail.com pls, I'll read it later",
        expect: { has: [marks.ack], not: [marks.reaskEmail] },
      },
    ],
  },
  {
    id: "devAL-compl-camana-courier-es",
    category: "complaint",
    lang: "es",
    note: "A price question, then a real complaint (a double charge, no answer from support): empathy and a person, no demo, no refund promised.",
    turns: [
      { say: "hola cuanto cuesta el diamante", expect: { has: [price("diamante")], demo: true } },
      {
        say: "ah y otra cosa, ya les escribi al correo de soporte hace 3 dias x un cobro doble y nadie me responde, q onda",
        expect: complaintAnd({ not: [refundPromised] }),
      },
    ],
  },
  {
    id: "devAL-unk-goderich-marina-en",
    category: "unknown",
    lang: "en",
    note: "Instagram is a channel; an iPhone app for staff is not published (said plainly); back to Elite's agents.",
    turns: [
      {
        say: "do you integrate with instagram?",
        expect: { has: [/instagram/i], hasAny: [inAll, /\byes\b/i], demo: true },
      },
      {
        say: "and is there an iphone app my staff can answer from?",
        expect: {
          honest: true,
          not: [affirms(/\byes\b|there'?s an?|we have|download|app store/, /iphone|ios|app/)],
        },
      },
      { say: "ok how many agents on elite then", expect: { has: [agentsOf("elite")], demo: true } },
    ],
  },
  {
    id: "devAL-off-arucas-platanera-es",
    category: "off-topic",
    lang: "es",
    note: "Starter billed annually; the weather in Gran Canaria gets a scope reminder without the demo; back on topic, Elite billed annually.",
    turns: [
      {
        say: "¿cuanto sale el plan starter al año?",
        expect: { has: [yearly("starter")], demo: true },
      },
      {
        say: "oye y tu sabes si va a llover el finde en gran canaria? q tengo q cortar platanos",
        expect: scopeReminder,
      },
      {
        say: "jaja vale, volviendo, ¿y el elite al año?",
        expect: { has: [yearly("elite")], demo: true },
      },
    ],
  },
];
