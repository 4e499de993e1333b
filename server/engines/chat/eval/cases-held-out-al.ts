/**
 * Batch AL of the sales assistant's conversation set (issue 23), held-out half.
 *
 * Same weights as the development half (cases-dev-al.ts), with other visitors and other words:
 * half the cases are threads of two to four turns that only make sense together ("y el de
 * arriba?", "the cheaper of the two", "and the other one?", "scratch facebook, we'd only use
 * sms", "y si al final son 25?", "didnt get the per flow bit", "xq ese y no el elite?", a
 * complaint about a previous provider that is no complaint about us, a switch to avatar cloning
 * and back to the plans, the human contact center and then the AI chat), each turn with its own
 * expectation; three in ten are packed messages (run-on, numbered, a paragraph with the questions
 * buried in it, one part we do not publish: an office in Ecuador, working offline, Idealista,
 * payments inside the chat); the rest is the funnel inside threads (an objection after a
 * recommendation, booking after a comparison, contact details given mid-thread, a complaint after
 * a contact question, an unpublished compliance claim after a plan row).
 *
 * Who it pictures: a dairy in Huamachuco, a hunting outfitter in Smithers, a coffee grower in
 * Jipijapa, a small hotel in Piriápolis, mussel farmers in Bantry, a potter in Chulucanas, a B&B in
 * Youghal, a gym in Atlántida, a fish market in Gaspé, a furniture maker in Steinbach, a boatyard
 * in Villeta, a surf school in Raglan, a craft shop in Teguise, a clinic in Gáldar… typing as
 * people do, half in Spanish and half in English, some English on the Spanish page.
 *
 * Ids: hoAL-<category>-<town>-<business>-<the language the visitor writes>. Figures come from
 * business.ts and the site config through the helpers of grade.ts, expect.ts, batch AJ and the
 * development half of this batch.
 */
import { billing, claims, delivery, sla } from "../../../../app/content/business.ts";
import { siteDefaults as site } from "../../../../app/content/site.ts";
import { affirms, loose, marks, num, numWith, percent, phoneRe, planRe, range } from "./grade.ts";
import {
  annual,
  aroundTheClockOrWeekends,
  cities,
  complaint,
  count,
  days,
  differentiationOrOneInbox,
  flows,
  hoursOrH,
  inAll,
  native,
  ourApology,
  perFlowOrAFlow,
  plan,
  price,
  quotedOrDepends,
  quotedPerProjectScope,
  recPlus,
  recommendsWithDemo,
  refundPromised,
  salesFinalBroad,
  stepSpan,
  supportOrOfficeHours,
  trial,
  urgency,
  usersOrAnyoneServed,
  weeks,
} from "./expect.ts";
import { compares, offersTimes } from "./cases-dev-aj.ts";
import {
  adminsOf,
  agentsOf,
  anyOf,
  changeAnyTime,
  demoPlan,
  flowsOf,
  freeWhenAnnual,
  officeIn,
  paidHistory,
  planPrice,
  same,
  usersOf,
  weekdays,
  yearly,
} from "./cases-dev-al.ts";
import type { EvalCase } from "./types.ts";

export const heldOutCasesAL: EvalCase[] = [
  // ===========================================================================================
  // Conversations: later turns lean on earlier ones.
  {
    id: "hoAL-conv-huamachuco-lacteos-es",
    category: "conversation",
    lang: "es",
    note: "Starter's price; 'y el q sigue, el de arriba?' is Elite; 'con ese' asks Elite's agents.",
    turns: [
      {
        say: "cuanto vale el starter al mes",
        expect: { has: [planRe("starter"), price("starter")], demo: true },
      },
      {
        say: "y el q sigue, el de arriba?",
        expect: { has: [planRe("elite"), price("elite")], demo: true },
      },
      {
        say: "con ese cuantas personas pueden contestar a la vez",
        expect: { has: [agentsOf("elite")], demo: true },
      },
    ],
  },
  {
    id: "hoAL-conv-smithers-outfitter-en",
    category: "conversation",
    lang: "en",
    note: "2 guides → Starter; 'only SMS' changes nothing (every channel on every plan); 'that' billed yearly is Starter's annual price.",
    turns: [
      {
        say: "hunting outfitter up in smithers, 2 guides answer inquiries mostly thru facebook. what plan",
        expect: recommendsWithDemo({ agents: 2 }),
      },
      {
        say: "scratch facebook, we'd only use sms",
        expect: {
          has: [planRe("starter")],
          hasAny: [same, inAll, /all (the |our )?plans|every plan/i],
          not: [affirms(/recommend|go with|switch to/, planRe("demo"))],
          demo: true,
        },
      },
      {
        say: "how much is that billed yearly then",
        expect: { has: [yearly("starter")], demo: true },
      },
    ],
  },
  {
    id: "hoAL-conv-jipijapa-cafe-es",
    category: "conversation",
    lang: "es",
    note: "An online shop is AI development (quoted); how long it takes uses published figures, none invented; then the cheapest paid plan for WhatsApp orders.",
    turns: [
      {
        say: "hacen paginas web con IA? necesito una tienda online pa mi cafe de altura",
        expect: {
          has: [/web/i],
          hasAny: [quotedPerProjectScope, /tienda|store/i, percent(claims.aiDevTimeSavingPct)],
          demo: true,
        },
      },
      {
        say: "y cuanto se demoran en algo asi mas o menos",
        expect: {
          hasAny: [range(stepSpan("implementation"), weeks), percent(claims.aiDevTimeSavingPct)],
          demo: true,
        },
      },
      {
        say: "y aparte el chat de whatsapp pa los pedidos, el plan mas basico de pago cuanto es",
        expect: { has: [planRe("starter"), price("starter")], demo: true },
      },
    ],
  },
  {
    id: "hoAL-conv-piriapolis-hotel-es",
    category: "conversation",
    lang: "es",
    note: "2 at reception, 800 a month → Starter; 'xq ese y no el elite?' answered with figures; both plans have live chat.",
    turns: [
      {
        say: "hotel chico en piriapolis, somos 2 en recepcion y nos escriben unos 800 por mes, q plan va",
        expect: recommendsWithDemo({ agents: 2, users: 800 }),
      },
      {
        say: "xq ese y no el elite? en la pagina dice q es el mas popular",
        expect: {
          has: [planRe("starter")],
          hasAny: [
            agentsOf("starter"),
            usersOf("starter"),
            planPrice("starter"),
            agentsOf("elite"),
            planPrice("elite"),
          ],
          demo: true,
        },
      },
      { say: "ok y los dos traen chat en vivo?", expect: { hasAny: [inAll, same] } },
    ],
  },
  {
    id: "hoAL-conv-bantry-mussels-en",
    category: "conversation",
    lang: "en",
    note: "Two prices; 'the cheaper of the two' is Elite (its flows); 'the other one' is Diamond (its flows).",
    turns: [
      {
        say: "whats the price of elite and diamond",
        expect: { has: [planPrice("elite"), planPrice("diamante")], demo: true },
      },
      {
        say: "the cheaper of the two, how many flows?",
        expect: { has: [flowsOf("elite")], demo: true },
      },
      { say: "and the other one?", expect: { has: [flowsOf("diamante")], demo: true } },
    ],
  },
  {
    id: "hoAL-conv-chulucanas-ceramica-es",
    category: "conversation",
    lang: "es",
    note: "Social-media automation is offered; it is quoted apart from the NovaChannel plans; back to Starter's flows.",
    turns: [
      {
        say: "hago ceramica y quiero automatizar mis redes, q se publique solo, eso hacen?",
        expect: {
          has: [/redes|social/i],
          hasAny: [/automat|publica|calendario/i],
          demo: true,
        },
      },
      {
        say: "y me sale lo mismo q los planes de novachannel?",
        expect: {
          hasAny: [quotedOrDepends],
          not: [affirms(/lo mismo|mismo precio|igual/, /sale|cuesta|precio|vale/)],
          demo: true,
        },
      },
      {
        say: "ok y el starter cuantos flujos trae",
        expect: { has: [flowsOf("starter")], demo: true },
      },
    ],
  },
  {
    id: "hoAL-conv-youghal-bnb-en",
    category: "conversation",
    lang: "en",
    note: "Admins on Starter and Elite; what an admin is beside an agent; 1 admin and 2 people answering → Starter.",
    turns: [
      {
        say: "how many admins in starter vs elite?",
        expect: { has: [adminsOf("starter"), adminsOf("elite")], demo: true },
      },
      {
        say: "sorry what's an admin user vs an agent?",
        expect: {
          has: [
            /manag|configur|permission|reports?|set(s|ting)? up|settings/i,
            /answer|repl|respond|chats?|conversation/i,
          ],
        },
      },
      {
        say: "ok so 1 admin and 2 people answering, starter's fine?",
        expect: recommendsWithDemo({ agents: 2 }),
      },
    ],
  },
  {
    id: "hoAL-conv-atlantida-gimnasio-es",
    category: "conversation",
    lang: "es",
    note: "Elite's flows; 18 flows → Diamante; 'y si al final son 25?' is beyond every plan → a custom plan.",
    turns: [
      {
        say: "cuantos flujos automatizados trae el elite",
        expect: { has: [flowsOf("elite")], demo: true },
      },
      {
        say: "ah no me alcanza, necesito 18, cual entonces",
        expect: recommendsWithDemo({ flows: 18 }),
      },
      { say: "y si al final son 25?", expect: recommendsWithDemo({ flows: 25 }) },
    ],
  },
  {
    id: "hoAL-conv-gaspe-fishmarket-en",
    category: "conversation",
    lang: "es",
    writes: "en",
    note: "English on the Spanish page: the Demo plan's users; 2,000 → Starter; 'that one' can be tried free first.",
    turns: [
      {
        say: "hi sorry no spanish. how many users can the demo plan have?",
        expect: {
          has: [demoPlan, numWith(plan("demo").limits.activeUsersPerMonth, usersOrAnyoneServed)],
          demo: true,
        },
      },
      {
        say: "we'd have about 2000 a month. for that many?",
        expect: recommendsWithDemo({ users: 2000 }),
      },
      { say: "great, can we trial that one first?", expect: { has: [trial], demo: true } },
    ],
  },
  {
    id: "hoAL-conv-aregua-alfareria-es",
    category: "conversation",
    lang: "es",
    note: "Elite's onboarding hour; an aside on refunds (sales are final, nothing promised); back to Elite billed annually.",
    turns: [
      {
        say: "hola el plan elite tiene onboarding?",
        expect: { has: [count(plan("elite").limits.onboardingHours!, hoursOrH)], demo: true },
      },
      {
        say: "otra cosa, como es lo de reembolsos si despues no me gusta?",
        expect: { has: [salesFinalBroad], not: [refundPromised] },
      },
      {
        say: "ta bien. volviendo, el elite con pago anual cuanto queda por mes?",
        expect: { has: [annual("elite")], demo: true },
      },
    ],
  },
  {
    id: "hoAL-conv-esperance-surfshop-en",
    category: "conversation",
    lang: "en",
    note: "3 casuals → Elite; 'those two' billed annually, each; then booking brings the free times.",
    turns: [
      {
        say: "reckon starter or elite for a surf shop with 3 casuals on the chats?",
        expect: recommendsWithDemo({ agents: 3 }),
      },
      {
        say: "whats the yearly total for each of those two if paid annually",
        expect: { has: [yearly("starter"), yearly("elite")], demo: true },
      },
      { say: "righto, lock in a demo then", expect: offersTimes },
    ],
  },
  {
    id: "hoAL-conv-puyo-turismo-es",
    category: "conversation",
    lang: "es",
    note: "Phone cover at weekends is the human contact center (24/7); its languages are not published (said plainly); then Elite's price for the AI chat.",
    turns: [
      {
        say: "necesito gente q atienda el telefono de mi agencia los fines de semana, tienen eso?",
        expect: {
          has: [/contact center|tel[eé]fon|llamad/i],
          hasAny: [aroundTheClockOrWeekends],
          demo: true,
        },
      },
      {
        say: "y en q idiomas, tambien ingles?",
        expect: {
          honest: true,
          not: [affirms(/ingl[eé]s|english/, /contact center|agentes humanos|operador|llamadas/)],
        },
      },
      {
        say: "vale y el chat de ia pa whatsapp, el elite cuanto es",
        expect: { has: [planRe("elite"), price("elite")], demo: true },
      },
    ],
  },
  {
    id: "hoAL-conv-greymouth-brewery-en",
    category: "conversation",
    lang: "en",
    note: "Diamond's agents; a bad previous provider is no complaint about us: the uptime, no apology; how fast incidents are fixed.",
    turns: [
      {
        say: "how many live chat agents on diamond?",
        expect: { has: [agentsOf("diamante")], demo: true },
      },
      {
        say: "last provider we had was a nightmare, kept going down for hours. whats your uptime like?",
        expect: {
          has: [numWith(sla.monthlyUptimePct, /%|percent|uptime/i)],
          not: [ourApology],
          demo: true,
        },
      },
      {
        say: "and if something breaks, how fast do you fix it",
        expect: { has: [range(sla.incidents.highResolvedHours, hoursOrH)] },
      },
    ],
  },
  {
    id: "hoAL-conv-sanbernardino-quinta-es",
    category: "conversation",
    lang: "es",
    note: "A couple on WhatsApp → Starter; adding 2 sons, 4 people → Diamante; 'ese' per year.",
    turns: [
      {
        say: "alquilo quintas en san ber, con mi señora contestamos el whatsapp, q plan me sirve",
        expect: recommendsWithDemo({ agents: 2 }),
      },
      {
        say: "y si sumo a mis 2 hijos, o sea 4?",
        expect: recommendsWithDemo({ agents: 4 }),
      },
      { say: "uff y por año cuanto seria ese", expect: { has: [yearly("diamante")], demo: true } },
    ],
  },
  {
    id: "hoAL-conv-paihia-kayak-en",
    category: "conversation",
    lang: "en",
    note: "Setup: free on annual, else a one-off fee; 'the per flow bit' explained simply; 'if I pay yearly, none of that?' — right, free.",
    turns: [
      {
        say: "is setup free?",
        expect: { has: [num(billing.installationFeeUsd), freeWhenAnnual], demo: true },
      },
      {
        say: "didnt get the per flow bit, explain like im 5",
        expect: { has: [num(billing.perFlowSetupUsd), anyOf(perFlowOrAFlow, flows)] },
      },
      {
        say: "so if I pay yearly none of that?",
        expect: { has: [freeWhenAnnual], not: [/still (pay|cost|charge)/i], demo: true },
      },
    ],
  },
  {
    id: "hoAL-conv-teguise-artesania-es",
    category: "conversation",
    lang: "es",
    note: "The Demo plan's history; 'y en los de pago?' is 65 days; two people on the chat → Starter.",
    turns: [
      {
        say: "buenas, ¿cuanto historial de chats guarda el plan Demo?",
        expect: { has: [numWith(plan("demo").limits.chatHistoryDays, days)] },
      },
      { say: "vale, ¿y en los de pago?", expect: { has: [paidHistory] } },
      {
        say: "guay, pues ¿cual me pillo si somos dos currando el chat?",
        expect: recommendsWithDemo({ agents: 2 }),
      },
    ],
  },
  {
    id: "hoAL-conv-navan-pharmacy-en",
    category: "conversation",
    lang: "en",
    note: "Payment methods; an aside on avatar cloning (with consent); back to plans: Diamond keeps the same history as Elite, not more.",
    turns: [
      {
        say: "what payment methods do you take?",
        expect: { has: [/card/i, /transfer/i] },
      },
      {
        say: "random q: could you make an avatar of me for pharmacy tip videos?",
        expect: { has: [/avatar/i], hasAny: [/consent|authori[sz]/i, quotedOrDepends], demo: true },
      },
      {
        say: "ok. back to plans - does diamond keep more history than elite?",
        expect: {
          has: [paidHistory],
          hasAny: [same, /\bno\b|neither/i],
          not: [affirms(/more (history|days)|longer/, /diamond|diamante/)],
        },
      },
    ],
  },
  {
    id: "hoAL-conv-lambayeque-cevicheria-es",
    category: "conversation",
    lang: "es",
    note: "Starter vs Diamante; 'y el de al medio?' is Elite; then the free times.",
    turns: [
      {
        say: "el starter y el diamante en q se diferencian",
        expect: compares("starter", "diamante"),
      },
      {
        say: "mmm y el de al medio?",
        expect: {
          has: [planRe("elite")],
          hasAny: [price("elite"), agentsOf("elite"), usersOf("elite")],
          demo: true,
        },
      },
      { say: "ya listo, quiero la demo, q horarios hay", expect: offersTimes },
    ],
  },

  // ===========================================================================================
  // Packed messages.
  {
    id: "hoAL-multi-quillabamba-cacao-es",
    category: "multi-part",
    lang: "es",
    note: "Run-on, three questions: Diamante's price, its users, and installation (free on the annual plan).",
    turns: [
      {
        say: "buenas tardes quisiera saber cuanto cuesta el diamante y cuantos usuarios activos tiene y si la instalacion es gratis",
        expect: {
          has: [price("diamante"), usersOf("diamante"), freeWhenAnnual],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAL-multi-cobourg-realty-en",
    category: "multi-part",
    lang: "en",
    note: "Numbered: Telegram yes, Elite's admins, the annual discount.",
    turns: [
      {
        say: "1. do you support telegram 2. how many admin seats on elite 3. any discount for paying yearly",
        expect: {
          has: [/telegram/i, adminsOf("elite"), percent(billing.annualDiscount)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAL-multi-milagro-azucarera-es",
    category: "multi-part",
    lang: "es",
    note: "Paragraph: 5 sellers and 10,000 customers → Diamante; offices are the three we list (none in Ecuador invented); working offline is not published.",
    turns: [
      {
        say: "Buenas, soy el gerente de una distribuidora de azucar en Milagro. Tenemos 5 vendedores que contestan por WhatsApp y unos 10 mil clientes al mes. Necesito saber que plan nos sirve, si tienen oficina aqui en Ecuador y si el sistema funciona sin internet en la bodega, que a veces se cae la señal",
        expect: {
          ...recPlus(recommendsWithDemo({ agents: 5, users: 10_000 }), [anyOf(...cities)]),
          honest: true,
          not: [
            officeIn(/ecuador|guayaquil|quito|milagro/),
            affirms(/funciona|sirve|works/, /sin (internet|conexi[oó]n|se[nñ]al)|offline/),
          ],
          maxChars: 800,
        },
      },
    ],
  },
  {
    id: "hoAL-multi-skibbereen-cheese-en",
    category: "multi-part",
    lang: "en",
    note: "Refund policy (sales are final), the support e-mail, and support hours.",
    turns: [
      {
        say: "couple of things - whats your refund policy, whats the support email, and what hours does support work?",
        expect: {
          has: [salesFinalBroad, loose(site.email), anyOf(...supportOrOfficeHours)],
          handoff: true,
        },
      },
    ],
  },
  {
    id: "hoAL-multi-nuevahelvecia-quesos-es",
    category: "multi-part",
    lang: "es",
    note: "Rioplatense, three in one: the trial's length, the demo is free, invoicing in local currency by contact.",
    turns: [
      {
        say: "che tres cosas: cuanto dura la prueba gratis, se paga algo por la demo, y se puede facturar en pesos uruguayos?",
        expect: {
          has: [
            trial,
            /gratis|gratuit|sin costo|no (se )?paga|no tiene costo/i,
            /moneda local|pesos|contact|escrib/i,
          ],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAL-multi-yeppoon-charters-en",
    category: "multi-part",
    lang: "en",
    note: "A complex bot's weeks, support after launch, and weekends (support is Monday to Friday).",
    turns: [
      {
        say: "how long does a complex bot take, how long is support after launch, and do you guys work weekends",
        expect: {
          has: [
            range(delivery.complexChatbotWeeks, weeks),
            numWith(delivery.minSupportAfterLaunchDays, days),
            weekdays,
          ],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAL-multi-adeje-inmobiliaria-es",
    category: "multi-part",
    lang: "es",
    note: "Spain Spanish, numbered: the API yes; Idealista is not published (said plainly, no native link claimed); Diamante's agents.",
    turns: [
      {
        say: "¡Hola! 1- ¿teneis API? 2- ¿se conecta con Idealista? 3- ¿cuantos agentes trae el Diamante?",
        expect: {
          has: [/API/i, agentsOf("diamante")],
          honest: true,
          not: [
            affirms(native, /idealista/),
            affirms(/\bs[ií]\b,? se (conecta|integra)/, /idealista/),
          ],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAL-multi-steinbach-furniture-en",
    category: "multi-part",
    lang: "en",
    note: "Paragraph: 3 people and 4,500 contacts → Elite billed annually; payments inside the chat are not published (said plainly).",
    turns: [
      {
        say: "We're a family furniture maker in Steinbach, Manitoba. Three of us take orders through Facebook and the website, maybe 4500 people reach out a month. Which plan fits, what would it be per month billed yearly, and can the bot take payments right inside the chat?",
        expect: {
          ...recPlus(recommendsWithDemo({ agents: 3, users: 4500 }), [yearly("elite")]),
          honest: true,
          not: [affirms(/payments?|checkout|\bpay\b/, /in(side)? (the )?chat|in-chat/)],
          maxChars: 800,
        },
      },
    ],
  },
  {
    id: "hoAL-multi-villeta-astillero-es",
    category: "multi-part",
    lang: "es",
    note: "Two questions: Elite's priority support, and how fast a high-priority incident is resolved.",
    turns: [
      {
        say: "q tal, dos preguntas nomas: el elite tiene soporte prioritario? y si se cae todo cuanto tardan en resolver?",
        expect: {
          has: [/priorit/i, range(sla.incidents.highResolvedHours, hoursOrH)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAL-multi-raglan-surfschool-en",
    category: "multi-part",
    lang: "es",
    writes: "en",
    note: "English on the Spanish page: the cheapest paid plan, its price, its users, WhatsApp included.",
    turns: [
      {
        say: "kia ora, english pls. whats the cheapest paid plan + how many users + is whatsapp included",
        expect: {
          has: [planRe("starter"), price("starter"), usersOf("starter"), /whatsapp/i],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAL-multi-listowel-bookshop-en",
    category: "multi-part",
    lang: "en",
    note: "The free plan, its user limit and how long it keeps chats.",
    turns: [
      {
        say: "Is there a free plan, what's its limit on users, and does it keep chats for long?",
        expect: {
          has: [
            demoPlan,
            numWith(plan("demo").limits.activeUsersPerMonth, usersOrAnyoneServed),
            numWith(plan("demo").limits.chatHistoryDays, days),
          ],
          demo: true,
        },
      },
    ],
  },

  // ===========================================================================================
  // The rest of the funnel, inside threads.
  {
    id: "hoAL-obj-casma-conservas-es",
    category: "objection",
    lang: "es",
    note: "2 sellers → Starter; 'WhatsApp Business is free' gets what the platform adds, no pressure.",
    turns: [
      {
        say: "somos 2 en ventas en una conservera de casma, cuanto nos saldria?",
        expect: recommendsWithDemo({ agents: 2 }),
      },
      {
        say: "un primo me dice q con el whatsapp business normal es gratis, pa q pagar?",
        expect: { hasAny: [differentiationOrOneInbox], not: [urgency], demo: true },
      },
    ],
  },
  {
    id: "hoAL-obj-comox-kayaktours-en",
    category: "objection",
    lang: "en",
    note: "3 guides → Elite; 'seasonal, paying in winter feels dumb' gets changing plan any time or the free plan, no pressure.",
    turns: [
      { say: "elite for 3 guides makes sense?", expect: recommendsWithDemo({ agents: 3 }) },
      {
        say: "we're seasonal though, paying through winter feels dumb",
        expect: {
          hasAny: [
            changeAnyTime,
            demoPlan,
            planRe("demo"),
            /downgrade|switch|change (your |the )?plan|cancel/i,
          ],
          not: [urgency],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAL-booking-atuntaqui-textil-es",
    category: "booking",
    lang: "es",
    note: "Diamante's users; 'agendame' brings the free times; name and e-mail acknowledged, not asked again.",
    turns: [
      {
        say: "cuantos usuarios activos trae el diamante",
        expect: { has: [usersOf("diamante")], demo: true },
      },
      { say: "me interesa, agendame la demo porfa", expect: offersTimes },
      {
        say: "soy Marisol Cevallos, marisol.cevallos@textilesnorte.ec",
        expect: { has: [marks.ack], not: [marks.reaskEmail, marks.reaskName] },
      },
    ],
  },
  {
    id: "hoAL-booking-arklow-boatyard-en",
    category: "booking",
    lang: "en",
    note: "5 reps → Diamond (Elite stops at 3); then the free times.",
    turns: [
      {
        say: "which is better for 5 reps, elite or diamond?",
        expect: recommendsWithDemo({ agents: 5 }),
      },
      { say: "ok show me some times for a call", expect: offersTimes },
    ],
  },
  {
    id: "hoAL-lead-horqueta-ganaderia-es",
    category: "lead",
    lang: "es",
    note: "A WhatsApp bot for cattle quotes; no time for a demo, WhatsApp and name given: acknowledged, not asked again, no pressure.",
    turns: [
      {
        say: "tengo una ganaderia en horqueta, quiero un bot pa pasar cotizaciones de ganado por whatsapp, q ofrecen?",
        expect: {
          has: [/whatsapp/i],
          hasAny: [/NovaChannel/i, planRe("starter"), /agente de IA|chatbot|\bbot/i],
          demo: true,
        },
      },
      {
        say: "no tengo tiempo pa demo, mejor q me escriban al wsp 0972 318 455, soy Ever Gimenez",
        expect: { has: [marks.ack], not: [marks.reaskPhone, marks.reaskName, urgency] },
      },
    ],
  },
  {
    id: "hoAL-compl-hokitika-jade-en",
    category: "complaint",
    lang: "en",
    note: "The phone number; then 'nobody picked up' is a complaint: empathy and a person, no demo.",
    turns: [
      {
        say: "do you have a phone number?",
        expect: { hasAny: [phoneRe(site.phone), /wa\.me/i], handoff: true },
      },
      {
        say: "rang it twice yesterday and nobody picked up, not impressed",
        expect: complaint,
      },
    ],
  },
  {
    id: "hoAL-unk-galdar-clinica-es",
    category: "unknown",
    lang: "es",
    note: "Elite's monthly users; compliance for health records is not published: said plainly, nothing certified.",
    turns: [
      {
        say: "¿el plan elite cuantas conversaciones al mes aguanta?",
        expect: { has: [usersOf("elite")], demo: true },
      },
      {
        say: "¿y cumplis con la normativa de datos de salud? manejamos historias clinicas",
        expect: {
          honest: true,
          not: [
            affirms(
              /cumpl|compliant|certificad|homologad/,
              /salud|sanitari|cl[ií]nic|health|HIPAA/,
            ),
          ],
        },
      },
    ],
  },
];
