/**
 * Batch AJ of the sales assistant's conversation set (issue 23), held-out half.
 *
 * What it weighs, like its development half: visitors going through the WHOLE FUNNEL. Two cases
 * in five are threads of two to four turns that lean on earlier turns ("y eso cuanto sale?",
 * "what about billed annually?", "and for 9 agents?", "y el de abajo?", "perdon son 8 no 80", a
 * plan named two turns earlier, "which of those two would you pick for us?", the details the chat
 * asked for). A quarter are packed messages with two or three questions, one of them sometimes
 * unpublished (a two-year prepay discount, Zelle, where data is stored, a Salesforce connector, the
 * bot in Japanese), or a buyer's paragraph pasted whole. A fifth are recommendations, plan rows and
 * facts typed as people type; the rest is buying intent that must bring the free demo times into
 * the chat, and contact details in several formats (category "lead").
 *
 * Who it pictures: other visitors in other towns, with other words (no message is shared with the
 * development half): a chicken shop in Sacaba, a pest-control firm in Dothan, a hostel in Tela,
 * cabins in Puerto Varas, a grain elevator in Yorkton, a craft shop in Masaya, a pub in Killarney,
 * a pupusería in Zacatecoluca, an olive-oil mill in Baeza, a pharmacy group in Mount Gambier, a
 * parts dealer in Acarigua, a colmado in Moca… Spanish and English writers in about equal number,
 * some English on the Spanish page; no accents, "q", "pa", "mi loco", "chamo", "bo", "wena", "ye".
 *
 * Ids: hoAJ-<category>-<town>-<business>-<the language the visitor writes>. Figures come from
 * business.ts through the helpers of expect.ts, grade.ts and the development half.
 */
import { billing, delivery, sla } from "../../../../app/content/business.ts";
import { affirms, num, numWith, percent, planRe, range } from "./grade.ts";
import {
  admins,
  agents,
  annual,
  count,
  days,
  flows,
  freeOnAnnual,
  hours,
  hoursOrH,
  howLong,
  limits,
  native,
  noOnboardingOnStarter,
  planWith,
  price,
  recommendsWithDemo,
  savedPerYear,
  supportOrOfficeHours,
  trial,
  users,
  usersOrAnyoneServed,
  weeks,
} from "./expect.ts";
import {
  compares,
  detailsTaken,
  leadTaken,
  localCurrency,
  offersTimes,
  planCount,
  saysWeOffer,
  saysYesTo,
  takesTime,
  weekdaysRe,
} from "./cases-dev-aj.ts";
import type { EvalCase } from "./types.ts";

const L = limits;

/** The free plan named as such ("plan gratuito", "free plan"), beside planRe("demo"). */
const freePlan = /free plan|plan (gratuito|gratis)/i;

/** Who the visitor can talk to about a plan beyond the published ones. */
const someone =
  /team|equipo|sales|ventas|specialist|especialista|advisor|asesor|someone|alguien|person|\brep\b/i;

export const heldOutCasesAJ: EvalCase[] = [
  // -------------------------------------------------------------------------------------------
  // Conversations that lean on earlier turns.
  {
    id: "hoAJ-conv-sacaba-polleria-es",
    category: "conversation",
    lang: "es",
    turns: [
      {
        say: "q incluye el starter?",
        expect: {
          has: [planRe("starter")],
          hasAny: [
            planCount("starter", L("starter").liveChatAgents!, agents),
            planWith("starter", L("starter").activeUsersPerMonth, users),
            planWith("starter", L("starter").automatedFlows, flows),
          ],
          demo: true,
        },
      },
      { say: "y eso cuanto sale?", expect: { has: [price("starter")], demo: true } },
      {
        say: "uff ta caro pa mi, no hay algo mas barato?",
        expect: {
          hasAny: [planRe("demo"), freePlan, trial, annual("starter")],
          demo: true,
        },
      },
    ],
    note: "Starter's limits; 'eso' is Starter: its price; 'too dear' → the free plan, the trial or Starter billed annually, without pressure.",
  },
  {
    id: "hoAJ-conv-dothan-pestcontrol-en",
    category: "conversation",
    lang: "en",
    turns: [
      {
        say: "how much for diamond monthly",
        expect: { has: [planRe("diamante"), price("diamante")], demo: true },
      },
      { say: "what about billed annually?", expect: { has: [annual("diamante")], demo: true } },
      {
        say: "and that saves me how much over a year",
        expect: {
          hasAny: [savedPerYear("diamante"), percent(billing.annualDiscount)],
          demo: true,
        },
      },
    ],
    note: "Diamond monthly, then billed annually, then the yearly saving (or the 15 %), all about the plan named in the first turn.",
  },
  {
    id: "hoAJ-conv-tela-hostal-es",
    category: "conversation",
    lang: "es",
    turns: [
      {
        say: "manejamos como 80 flujos automaticos entre reservas y tours, cual plan?",
        expect: recommendsWithDemo({ flows: 80 }),
      },
      { say: "perdon son 8 no 80 jaja", expect: recommendsWithDemo({ flows: 8 }) },
    ],
    note: "80 flows → a custom plan (Diamante's limit as the reason); corrected to 8 → Starter, following the correction.",
  },
  {
    id: "hoAJ-conv-wheeling-glass-en",
    category: "conversation",
    lang: "en",
    turns: [
      { say: "compare elite vs diamond real quick", expect: compares("elite", "diamante") },
      {
        say: "we've got 4 reps on chat and maybe 6000 customers a month. which of those two would you pick for us?",
        expect: recommendsWithDemo({ agents: 4, users: 6000 }),
      },
      { say: "sounds good. set up a call friday?", expect: offersTimes },
    ],
    note: "A comparison with figures; 4 reps and 6,000 a month → Diamond with its reason; a call on Friday → free times.",
  },
  {
    id: "hoAJ-conv-puertovaras-cabanas-es",
    category: "conversation",
    lang: "es",
    turns: [
      {
        say: "wena, el elite trae onboarding o no?",
        expect: {
          has: [
            count(L("elite").onboardingHours!, hours),
            /onboarding|implementaci|acompa|incorporaci/i,
          ],
          demo: true,
        },
      },
      { say: "y el de abajo?", expect: { has: [noOnboardingOnStarter], demo: true } },
      {
        say: "ya, y cuantos admins tiene ese?",
        expect: { has: [planCount("starter", L("starter").adminUsers!, admins)], demo: true },
      },
    ],
    note: "Elite's onboarding hour; 'el de abajo' is Starter, which has none; 'ese' is still Starter: one admin.",
  },
  {
    id: "hoAJ-conv-yorkton-grain-en",
    category: "conversation",
    lang: "en",
    turns: [
      {
        say: "how many chat agents max on your biggest plan",
        expect: {
          has: [planRe("diamante"), planCount("diamante", L("diamante").liveChatAgents!, agents)],
          demo: true,
        },
      },
      { say: "and for 9 agents?", expect: recommendsWithDemo({ agents: 9 }) },
      { say: "alright who do i talk to about that", expect: { has: [someone], demo: true } },
    ],
    note: "Diamond's agents; 9 agents → a custom plan; 'who do I talk to' → the team, through the free demo call.",
  },
  {
    id: "hoAJ-conv-masaya-artesanias-es",
    category: "conversation",
    lang: "es",
    turns: [
      { say: "quiero una demo pero no se bien como funciona", expect: offersTimes },
      { say: "el miercoles x la mañana", expect: takesTime },
      { say: "Yadira Membreño, yadimembreno@gmail.com", expect: detailsTaken },
    ],
    note: "Free times shown; a morning named in words → name and e-mail asked; the details given → thanked, not asked again.",
  },
  {
    id: "hoAJ-conv-northbay-outfitters-en",
    category: "conversation",
    lang: "en",
    turns: [
      {
        say: "how long does starter keep chat history?",
        expect: { has: [planWith("starter", L("starter").chatHistoryDays, days)], demo: true },
      },
      {
        say: "what about the free plan",
        expect: { has: [numWith(L("demo").chatHistoryDays, days)], demo: true },
      },
      {
        say: "ok back to starter, how many flows does it get",
        expect: { has: [planWith("starter", L("starter").automatedFlows, flows)], demo: true },
      },
    ],
    note: "History on Starter, then on the free plan, then back to Starter (named two turns earlier): its flows.",
  },
  {
    id: "hoAJ-conv-turrialba-cafe-es",
    category: "conversation",
    lang: "es",
    turns: [
      {
        say: "hay q pagar algo aparte del plan mensual?",
        expect: {
          has: [num(billing.installationFeeUsd)],
          hasAny: [/instalaci|implementaci|flujo|configuraci/i],
          demo: true,
        },
      },
      { say: "y si lo pago anual, cuanto queda?", expect: { has: [freeOnAnnual], demo: true } },
      {
        say: "ok y el elite anual cuanto queda x mes",
        expect: { has: [annual("elite")], demo: true },
      },
    ],
    note: "The one-time installation and per-flow fees; on annual they are free; Elite billed annually, per month.",
  },
  {
    id: "hoAJ-conv-killarney-pub-en",
    category: "conversation",
    lang: "en",
    turns: [
      { say: "do ye cover instagram DMs", expect: { has: [/instagram/i], demo: true } },
      {
        say: "grand. and tiktok?",
        expect: {
          hasAny: [/whats ?app|telegram|facebook|\bSMS\b/i],
          not: [saysYesTo(/tiktok/i)],
          demo: true,
        },
      },
      {
        say: "fair enough, what'd it cost for 2 bar staff answering",
        expect: recommendsWithDemo({ agents: 2 }),
      },
    ],
    note: "Instagram yes; TikTok is not among the listed channels (the list given, TikTok not confirmed); two staff → Starter and its price.",
  },
  {
    id: "hoAJ-conv-zacatecoluca-pupuseria-es",
    category: "conversation",
    lang: "es",
    turns: [
      {
        say: "cuanto es el starter pagando anual?",
        expect: { has: [planRe("starter"), annual("starter")], demo: true },
      },
      {
        say: "y el de arriba?",
        expect: { has: [planRe("elite"), annual("elite")], demo: true },
      },
      { say: "ok pasame horas pa verlo con alguien", expect: offersTimes },
    ],
    note: "Starter billed annually; 'el de arriba' is Elite, still billed annually; then free times.",
  },
  {
    id: "hoAJ-conv-ayr-golfclub-en",
    category: "conversation",
    lang: "en",
    turns: [
      {
        say: "we'd have about 3000 members messaging monthly, 2 pro shop staff answering",
        expect: recommendsWithDemo({ users: 3000, agents: 2 }),
      },
      {
        say: "can it book tee times straight into GolfNow?",
        expect: {
          honest: true,
          hasAny: [/\bAPI\b|webhook/i],
          not: [affirms(native, /golf ?now/i)],
          demo: true,
        },
      },
      { say: "ok let me see it on a call", expect: offersTimes },
    ],
    note: "Starter fits 3,000 members and 2 staff; a direct GolfNow connection is not published (API and webhooks are); a call → free times.",
  },
  {
    id: "hoAJ-conv-baeza-aceite-es",
    category: "conversation",
    lang: "es",
    turns: [
      {
        say: "oye, cuanto tardais en montar un chatbot sencillo?",
        expect: { has: [range(delivery.basicChatbotWeeks, weeks)], demo: true },
      },
      {
        say: "y uno complejo con integraciones?",
        expect: { has: [range(delivery.complexChatbotWeeks, weeks)], demo: true },
      },
      {
        say: "vale, os dejo mis datos: Inmaculada Cobo, inma@aceiteslaloma.es",
        expect: leadTaken,
      },
    ],
    note: "A basic chatbot's delivery time, then a complex one's; the details given → thanked, not asked again, demo times offered.",
  },
  {
    id: "hoAJ-conv-blenheim-winery-en",
    category: "conversation",
    lang: "en",
    turns: [
      { say: "is there a free trial", expect: { has: [trial], demo: true } },
      { say: "during the trial can i connect our whatsapp?", expect: { honest: true, demo: true } },
      { say: "no worries, i'll just book the demo then", expect: offersTimes },
    ],
    note: "The trial's length; what the trial includes is not published: said plainly; booking the demo → free times.",
  },

  // -------------------------------------------------------------------------------------------
  // Packed messages.
  {
    id: "hoAJ-multi-itaugua-muebles-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "cuanto vale el diamante, cuantos usuarios aguanta y si pago 2 años adelantado hay descuento?",
        expect: {
          has: [price("diamante"), planCount("diamante", L("diamante").activeUsersPerMonth, users)],
          honest: true,
          not: [saysWeOffer(/2 a[ñn]os|dos a[ñn]os/i)],
          demo: true,
        },
      },
    ],
    note: "Diamante's price and users answered; a two-year prepay discount is not published (the annual 15 % is): said plainly.",
  },
  {
    id: "hoAJ-multi-mountgambier-pharmacy-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "From our ops manager: 'Looking at NovaChannel for our 3 pharmacies. 3 pharmacists would answer chats, around 3,500 customer conversations a month across WhatsApp and SMS. Please confirm the monthly price for the right tier, whether there is a setup fee, and if we can be invoiced in AUD.'",
        expect: {
          has: [planRe("elite"), price("elite"), num(billing.installationFeeUsd)],
          hasAny: [localCurrency],
          handoff: true,
          demo: true,
          maxChars: 850,
        },
      },
    ],
    note: "A pasted brief: 3 agents and 3,500 a month → Elite and its price; the setup fee (free on annual); local-currency invoicing arranged by contact.",
  },
  {
    id: "hoAJ-multi-acarigua-repuestos-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "epa chamo, 2 preguntas: los precios son en dolares? y se puede pagar con zelle o pago movil?",
        expect: {
          has: [/d[oó]lares|USD|US\$/i, /tarjeta|transferencia/i],
          not: [saysWeOffer(/zelle|pago m[oó]vil/i)],
          demo: true,
        },
      },
    ],
    note: "Prices are in US dollars; the published methods are cards and bank transfer; Zelle or pago móvil is not confirmed.",
  },
  {
    id: "hoAJ-multi-beaufort-charters-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "does diamond include SMS, how long is chat history kept, and is our data stored in the US?",
        expect: {
          has: [/\bSMS\b/, numWith(L("diamante").chatHistoryDays, days)],
          honest: true,
          not: [
            affirms(
              /\b(stored|hosted|store|host|keep|kept|located|servers?)\b/i,
              /united states|estados unidos|EE\.? ?UU|US[- ]based|(servers?|data ?cent(er|re)s?|stored|hosted|kept) (are |is )?in the US\b/i,
            ),
          ],
          demo: true,
        },
      },
    ],
    note: "SMS yes and 65 days of history answered; where data is stored is not published: said plainly, not confirmed.",
  },
  {
    id: "hoAJ-multi-magangue-distribuidora-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "cuantos agentes trae cada plan y cual es el mas barato?",
        expect: {
          has: [
            planCount("starter", L("starter").liveChatAgents!, agents),
            planCount("elite", L("elite").liveChatAgents!, agents),
            planCount("diamante", L("diamante").liveChatAgents!, agents),
          ],
          hasAny: [price("starter"), planRe("demo"), freePlan],
          demo: true,
        },
      },
    ],
    note: "Each plan's agents, and the cheapest (the free plan, or Starter as the cheapest paid one).",
  },
  {
    id: "hoAJ-multi-lloydminster-oilfield-en",
    category: "multi-part",
    lang: "es",
    writes: "en",
    turns: [
      {
        say: "need 3 things: do you integrate with salesforce, what's the uptime SLA, and is support priority on elite?",
        expect: {
          has: [percent(sla.monthlyUptimePct), /priorit/i],
          honest: true,
          not: [affirms(native, /salesforce/i)],
          demo: true,
        },
      },
    ],
    note: "English on the Spanish page: a Salesforce connector is not published (said plainly), the uptime and Elite's priority support answered, in English.",
  },
  {
    id: "hoAJ-multi-chincha-bodega-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "cuanto demora todo el proceso de implementacion y le dan capacitacion al personal?",
        expect: {
          has: [/capacitaci|entrenamiento|formaci|training/i],
          hasAny: howLong,
          demo: true,
        },
      },
    ],
    note: "How long implementation takes and that training is a step of the process: both answered.",
  },
  {
    id: "hoAJ-multi-taupo-bungy-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "hey couple things - can the bot reply in japanese for tourists, and what's the cheapest paid plan?",
        expect: {
          has: [planRe("starter"), price("starter")],
          honest: true,
          not: [
            affirms(/\b(yes|yep|can|speaks?|supports?|handles?|replies|answers)\b/i, /japanese/i),
          ],
          demo: true,
        },
      },
    ],
    note: "Replies in Japanese are not published: said plainly, not confirmed; the cheapest paid plan is Starter, with its price.",
  },
  {
    id: "hoAJ-multi-rocha-surf-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "bo, 2 cosas: el soporte es 24/7? y si se cae algo urgente en cuanto lo resuelven?",
        expect: {
          has: [range(sla.incidents.highResolvedHours, hoursOrH)],
          hasAny: supportOrOfficeHours,
        },
      },
    ],
    note: "Support hours (weekdays, not 24/7; the AI is what answers around the clock) and a high-priority incident's resolution time.",
  },

  // -------------------------------------------------------------------------------------------
  // Recommendations, plans and facts.
  {
    id: "hoAJ-rec-moca-colmado-es",
    category: "recommendation",
    lang: "es",
    turns: [
      {
        say: "tengo un colmado, 1 sola persona contesta el whatsapp, unos 500 clientes, q plan me recomiendas mi loco",
        expect: recommendsWithDemo({ agents: 1, users: 500 }),
      },
    ],
    note: "One person, 500 customers → Starter with its reason.",
  },
  {
    id: "hoAJ-rec-tupelo-autoparts-en",
    category: "recommendation",
    lang: "en",
    turns: [
      {
        say: "3 counter guys, need 12 automated flows for order status and stuff, maybe 4k customers a month. which plan",
        expect: recommendsWithDemo({ agents: 3, flows: 12, users: 4000 }),
      },
    ],
    note: "3 agents, 12 flows, 4,000 a month → Elite, with the limit that decides it.",
  },
  {
    id: "hoAJ-rec-lorca-academia-es",
    category: "recommendation",
    lang: "es",
    turns: [
      {
        say: "somos una academia online, 40.000 alumnos nos escriben al mes y 10 personas atienden, que plan nos vale?",
        expect: recommendsWithDemo({ users: 40_000, agents: 10 }),
      },
    ],
    note: "Beyond every plan in users and agents → a custom plan, with the largest plan's limits as the reason.",
  },
  {
    id: "hoAJ-plans-cranbrook-skirental-en",
    category: "plans",
    lang: "en",
    turns: [
      {
        say: "how many admin users on each plan?",
        expect: {
          has: [
            planCount("diamante", L("diamante").adminUsers!, admins),
            planCount("elite", L("elite").adminUsers!, admins),
            planCount("starter", L("starter").adminUsers!, admins),
          ],
          demo: true,
        },
      },
    ],
    note: "Each paid plan's admin users, none swapped.",
  },
  {
    id: "hoAJ-fact-cayey-panaderia-es",
    category: "facts",
    lang: "es",
    turns: [
      {
        say: "a q hora abren ustedes y q dias? pa llamar",
        expect: { has: [weekdaysRe], hasAny: supportOrOfficeHours, handoff: true },
      },
    ],
    note: "The opening hours and days, and the phone (or WhatsApp) to call.",
  },
  {
    id: "hoAJ-plans-armidale-studentclub-en",
    category: "plans",
    lang: "en",
    turns: [
      {
        say: "whats in the free plan exactly",
        expect: {
          has: [
            numWith(L("demo").activeUsersPerMonth, usersOrAnyoneServed),
            numWith(L("demo").chatHistoryDays, days),
          ],
          hasAny: [count(L("demo").automatedFlows, flows)],
          demo: true,
        },
      },
    ],
    note: "The free plan's rows: 50 active users, 5 flows, 15 days of history.",
  },
  {
    id: "hoAJ-rec-huacho-hostal-es",
    category: "recommendation",
    lang: "es",
    turns: [
      {
        say: "tengo un hostal, necesito whatsapp ig y fb, 2 recepcionistas y como 4500 huespedes al mes, cual va?",
        expect: recommendsWithDemo({ agents: 2, users: 4500 }),
      },
    ],
    note: "2 agents but 4,500 a month is over Starter → Elite, the users limit as the reason.",
  },

  // -------------------------------------------------------------------------------------------
  // Buying intent and contact details.
  {
    id: "hoAJ-booking-bonao-ferreteria-es",
    category: "booking",
    lang: "es",
    turns: [{ say: "mano como hago pa q me enseñen eso en una llamada", expect: offersTimes }],
    note: "Wants it shown on a call: free demo times in the chat.",
  },
  {
    id: "hoAJ-booking-pittsfield-printshop-en",
    category: "booking",
    lang: "en",
    turns: [
      { say: "any chance of a demo early next week? mornings are better", expect: offersTimes },
    ],
    note: "A demo next week: free times shown.",
  },
  {
    id: "hoAJ-booking-samana-whaletours-en",
    category: "booking",
    lang: "es",
    writes: "en",
    turns: [
      { say: "Hi! english ok? I want to schedule the free demo please", expect: offersTimes },
    ],
    note: "English on the Spanish page: answered in English, free times shown.",
  },
  {
    id: "hoAJ-lead-barinas-ganaderia-es",
    category: "lead",
    lang: "es",
    turns: [
      {
        say: "Me llamo Argenis Perez, whatsapp +58 414 5551234, quiero la demo",
        expect: leadTaken,
      },
    ],
    note: "Name and WhatsApp: taken, not asked again, demo times offered.",
  },
  {
    id: "hoAJ-lead-omagh-joinery-en",
    category: "lead",
    lang: "en",
    turns: [
      {
        say: "put me down for a demo: Ciaran Devlin, ciaran@devlinjoinery.co.uk, mobile 07700 900123",
        expect: leadTaken,
      },
    ],
    note: "Name, e-mail and mobile: taken, not asked again, demo times offered.",
  },
  {
    id: "hoAJ-lead-azogues-sombreros-es",
    category: "lead",
    lang: "es",
    turns: [
      {
        say: "te dejo mi correo pa la demo: pajatoquilla.azogues@gmail.com",
        expect: { has: [/nombre|name/i], asks: true },
      },
    ],
    note: "Only an e-mail: the chat asks for the name it still lacks.",
  },
];
