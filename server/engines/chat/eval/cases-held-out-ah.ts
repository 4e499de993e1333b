/**
 * Batch AH of the sales assistant's conversation set (issue 23), held-out half: scored once by the
 * lead, never run while the engine is tuned.
 *
 * What it weighs, as the development half does: conversations that run the whole funnel (a vague
 * opener, a channel or a team size, a price or a row, a push-back or a comparison, then a booking,
 * contact details or a question we cannot answer) with turns that lean on earlier ones ("el del
 * medio", "y si somos 2 nomas?", "and vs the cheaper one?", "and for 10 staff?", "volviendo al
 * plan, y anual?"); messages with two or three questions, some with a part we do not publish
 * (SAP, SOC 2, local payment options outside Costa Rica); and single plan or fact questions typed
 * in capitals, with typos or as a dictated run-on.
 *
 * Who it pictures: an accounting office in General Roca, a car rental in Spartanburg, a phone
 * repair shop in Comodoro Rivadavia, a college admissions office in Prince George, a guesthouse in
 * Cumaná, a hardware store in Corner Brook writing English on the Spanish page, a pilates studio in
 * Orihuela, a wedding planner in Eastbourne, a savings cooperative in Zacapa, a kayak tour company
 * in Timaru, and trades from Casper and Quillacollo to Whyalla and Chivilcoy.
 */
import { delivery, sla } from "../../../../app/content/business.ts";
import {
  admins,
  agentsOrPeople,
  agentsOrSeats,
  annual,
  annualYear,
  count,
  days,
  flows,
  freeOnAnnual,
  freeOnAnnualOrNoFee,
  hours,
  howLong,
  minutesOrMin,
  native,
  plan,
  price,
  prorated,
  quotedOrDepends,
  recommendsWithDemo,
  refundPromised,
  salesFinalBroad,
  span,
  savedPerYear,
  taxesExcluded,
  trial,
  tryFirst,
  weeks,
  aroundTheClock,
  cities,
} from "./expect.ts";
import { affirms, loose, money, num, numWith, percent, planRe, range } from "./grade.ts";
import {
  aiHelp,
  allChannels,
  anyCity,
  anyHours,
  anyOf,
  captured,
  confirmsCompliance,
  noAgentsOnDemo,
  services,
  usd,
  yes,
} from "./cases-dev-ah.ts";
import type { EvalCase } from "./types.ts";

export const heldOutCasesAH: EvalCase[] = [
  // ---- Threads through the funnel -------------------------------------------------------------
  {
    id: "hoAH-rec-generalroca-estudiocontable-es",
    category: "recommendation",
    lang: "es",
    note: "Estudio contable: pide info, quiere 'el del medio' y luego pregunta qué pasa si son solo dos.",
    turns: [
      {
        say: "hola q tal, me pasas info de lo q hacen?",
        expect: { asks: true, hasAny: [services, aiHelp] },
      },
      {
        say: "nos interesa el chat omnicanal, cuanto sale el del medio",
        expect: { has: [planRe("elite"), price("elite")], demo: true },
      },
      { say: "y si somos 2 nomas?", expect: recommendsWithDemo({ agents: 2 }) },
    ],
  },
  {
    id: "hoAH-booking-spartanburg-alquilerautos-en",
    category: "booking",
    lang: "en",
    note: "Car rental: vague start, four counter staff, compares with the cheaper plan, then asks for a call.",
    turns: [
      {
        say: "so what do you guys actually sell",
        expect: { asks: true, hasAny: [services, aiHelp] },
      },
      {
        say: "car rental, 4 counter staff, want whatsapp and web chat handled",
        expect: recommendsWithDemo({ agents: 4 }),
      },
      {
        say: "and vs the cheaper one?",
        expect: {
          has: [planRe("elite")],
          hasAny: [count(3, agentsOrSeats), price("elite")],
          demo: true,
        },
      },
      { say: "ok set up a call with someone", expect: { offersSlots: true } },
    ],
  },
  {
    id: "hoAH-conv-comodoro-serviciocelulares-es",
    category: "conversation",
    lang: "es",
    note: "Servicio técnico de celulares: chatbot, cuánto tarda, y 'eso' cuánto sale.",
    turns: [
      {
        say: "buenas, quiero un chatbot pa mi servicio tecnico de celulares",
        expect: { hasAny: [aiHelp], demo: true },
      },
      { say: "q tan rapido lo tienen andando", expect: { hasAny: howLong, demo: true } },
      {
        say: "y eso cuanto me sale?",
        expect: {
          hasAny: [quotedOrDepends, price("starter"), annual("starter"), price("elite")],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAH-unknown-princegeorge-admisiones-en",
    category: "unknown",
    lang: "en",
    note: "College admissions: a volume beyond Elite, the annual price of 'that one', then data residency (not published).",
    turns: [
      {
        say: "hi, admissions office at a small college, about 12k students message us a month in peak season",
        expect: recommendsWithDemo({ users: 12000 }),
      },
      {
        say: "whats that one come to if we go annual?",
        expect: { has: [annual("diamante")], demo: true },
      },
      {
        say: "is student data stored in canada?",
        expect: {
          honest: true,
          not: [affirms(/stored|hosted|kept|resides|store|servers?/i, /canad/i)],
        },
      },
    ],
  },
  {
    id: "hoAH-lead-cumana-posada-es",
    category: "lead",
    lang: "es",
    note: "Posada: todo llega por Instagram, pregunta lo más básico y deja nombre y WhatsApp.",
    turns: [
      {
        say: "hola, tengo una posada y la gente pregunta todo x instagram",
        expect: { has: [/instagram/i], demo: true },
      },
      {
        say: "cuanto es lo mas basico",
        expect: { hasAny: [price("starter"), planRe("demo")], demo: true },
      },
      {
        say: "ok, me llamo Andreina Salazar, mi whatsapp es +58 414 555 2231, escribanme",
        expect: captured,
      },
    ],
  },
  {
    id: "hoAH-rec-cornerbrook-ferreteria-en",
    category: "recommendation",
    lang: "es",
    writes: "en",
    note: "Hardware store writing English on the Spanish page: a team and a volume, then 'and for 10 staff?' (beyond every plan).",
    turns: [
      { say: "hello, is english ok? we're a hardware store", expect: { asks: true } },
      {
        say: "3 staff on chat, maybe 4000 customers a month",
        expect: recommendsWithDemo({ agents: 3, users: 4000 }),
      },
      { say: "and for 10 staff?", expect: recommendsWithDemo({ agents: 10 }) },
    ],
  },
  {
    id: "hoAH-conv-orihuela-pilates-es",
    category: "conversation",
    lang: "es",
    note: "Estudio de pilates: precio del Diamante, se desvía a las oficinas y vuelve al plan con 'y anual?'.",
    turns: [
      {
        say: "q tal, cuanto cuesta el diamante?",
        expect: { has: [price("diamante")], demo: true, maxChars: 450 },
      },
      {
        say: "oye otra cosa, teneis oficina en españa?",
        expect: {
          has: [anyCity],
          not: [affirms(/tenemos|hay|contamos|estamos/i, /espa[ñn]a/i)],
        },
      },
      {
        say: "bueno volviendo al plan, y anual?",
        expect: { has: [annual("diamante")], demo: true },
      },
    ],
  },
  {
    id: "hoAH-lead-eastbourne-weddingplanner-en",
    category: "lead",
    lang: "en",
    note: "Wedding planner: two people, finds it pricey, asks what the free plan lacks, then leaves an e-mail.",
    turns: [
      {
        say: "hi! wedding planner, just me and an assistant answering enquiries. which plan",
        expect: recommendsWithDemo({ agents: 2 }),
      },
      {
        say: "bit pricey for us honestly",
        expect: { hasAny: [...tryFirst, annual("starter"), percent(0.15)], demo: true },
      },
      {
        say: "ok whats the free plan missing then",
        expect: { hasAny: [noAgentsOnDemo, numWith(15, days), num(50)], demo: true },
      },
      {
        say: "alright email me the details, sophie.brennan@outlook.com, Sophie",
        expect: captured,
      },
    ],
  },
  {
    id: "hoAH-unknown-zacapa-cooperativa-es",
    category: "unknown",
    lang: "es",
    note: "Cooperativa de ahorro: WhatsApp para socios, normas de la superintendencia (nunca confirmadas) y el plan con más usuarios.",
    turns: [
      {
        say: "buenas, somos cooperativa de ahorro y credito, tienen algo pa atender socios x whatsapp",
        expect: { has: [/whats ?app/i], demo: true },
      },
      {
        say: "cumplen con las normas de la superintendencia de bancos?",
        expect: {
          honest: true,
          not: [confirmsCompliance(/superintendencia|normas?|regulaci|bancos?/i)],
        },
      },
      {
        say: "entiendo. y cuanto sale el plan con mas usuarios",
        expect: { has: [planRe("diamante"), price("diamante")], demo: true },
      },
    ],
  },
  {
    id: "hoAH-booking-timaru-kayak-en",
    category: "booking",
    lang: "en",
    note: "Kayak tours: which apps guests can use, Telegram too, then a demo next week.",
    turns: [
      {
        say: "kia ora, kayak tour company here, what apps can guests message us through",
        expect: { has: allChannels, demo: true },
      },
      { say: "telegram as well?", expect: { has: [/telegram/i, yes], demo: true } },
      { say: "sweet, book me a demo for next week", expect: { offersSlots: true } },
    ],
  },

  // ---- Several questions in one message -------------------------------------------------------
  {
    id: "hoAH-multi-casper-jardineria-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "how much is elite and does it come with onboarding",
        expect: { has: [price("elite"), count(1, hours)], demo: true },
      },
    ],
  },
  {
    id: "hoAH-multi-cienaga-pescaderia-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "cuantos usuarios activos trae el starter y cuantos flujos",
        expect: { has: [num(3000), numWith(10, flows)], demo: true },
      },
    ],
  },
  {
    id: "hoAH-multi-laramie-escalada-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "whats your refund policy and can i try it before paying",
        expect: {
          has: [salesFinalBroad],
          hasAny: tryFirst,
          not: [refundPromised],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAH-multi-quillacollo-polleria-es",
    category: "multi-part",
    lang: "es",
    note: "La transferencia está publicada; opciones locales, solo para empresas de Costa Rica.",
    turns: [
      {
        say: "aceptan transferencia bancaria? y hay opciones de pago locales en bolivia?",
        expect: {
          has: [/transferencia/i],
          hasAny: [loose("Costa Rica"), /no (tenemos|hay|publicamos|ofrecemos)/i],
          not: [affirms(/opci[oó]n(es)? (de pago )?locales?|pagos? locales?/i, /bolivia/i)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAH-multi-hartford-seguros-en",
    category: "multi-part",
    lang: "en",
    note: "SOC 2 is never confirmed; the uptime is published.",
    turns: [
      {
        say: "is it SOC 2 certified, and whats your uptime",
        expect: {
          honest: true,
          has: [percent(sla.monthlyUptimePct)],
          not: [confirmsCompliance(/soc ?2/i)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAH-multi-navojoa-carroceria-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "cuanto cobran por cada flujo y si pago anual tambien lo cobran?",
        expect: { has: [num(100), freeOnAnnual], demo: true },
      },
    ],
  },
  {
    id: "hoAH-multi-moosejaw-optometria-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "1. agents on diamond? 2. admins? 3. how long is history kept",
        expect: {
          has: [count(5, agentsOrSeats), count(3, admins), numWith(65, days)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAH-multi-aguadilla-heladeria-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "tienen contact center con gente de verdad? y atienden 24/7?",
        expect: {
          has: [/contact center|humanos?|personas|gente/i, aroundTheClock],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAH-multi-wexford-guesthouse-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "are prices in usd or euro, and is vat included",
        expect: { has: [usd, taxesExcluded], demo: true },
      },
    ],
  },
  {
    id: "hoAH-multi-astorga-chocolateria-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "cuanto tarda un chatbot complejo y cuanto soporte dan despues de lanzarlo",
        expect: {
          has: [
            range(delivery.complexChatbotWeeks, weeks),
            numWith(delivery.minSupportAfterLaunchDays, days),
          ],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAH-multi-grimsby-pescadomayorista-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "can i switch plans midway and is it prorated",
        expect: { has: [prorated], demo: true },
      },
    ],
  },
  {
    id: "hoAH-multi-ciudadbolivar-repuestos-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "el plan demo y la prueba gratis son lo mismo? cuanto dura la prueba",
        expect: { has: [trial, planRe("demo")], demo: true },
      },
    ],
  },
  {
    id: "hoAH-multi-brownsville-lavanderia-es",
    category: "multi-part",
    lang: "en",
    writes: "es",
    turns: [
      {
        say: "hola, cuanto es el starter y trae whatsapp?",
        expect: { has: [price("starter"), /whats ?app/i], demo: true },
      },
    ],
  },
  {
    id: "hoAH-multi-mirandadeebro-transportes-es",
    category: "multi-part",
    lang: "es",
    note: "SAP no está publicado; los webhooks sí, en todos los planes.",
    turns: [
      {
        say: "se integra con SAP? y webhooks teneis?",
        expect: {
          honest: true,
          has: [/webhook/i],
          not: [affirms(native, /\bSAP\b/)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAH-multi-armagh-sidreria-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "whats the annual price of starter and how much would i save over a year",
        expect: { has: [annual("starter"), savedPerYear("starter")], demo: true },
      },
    ],
  },
  {
    id: "hoAH-multi-torrevieja-escuelabuceo-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "la demo es gratis? cuanto dura? y en q horario la hacen",
        expect: {
          has: [
            /gratis|gratuit|sin costo/i,
            anyOf(numWith(15, minutesOrMin), numWith(30, minutesOrMin)),
            anyHours,
          ],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAH-multi-rockhampton-forrajes-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "do u do facebook and sms, and whats the max contacts on the top plan",
        expect: { has: [/facebook/i, /\bSMS\b/i, num(14000)], demo: true },
      },
    ],
  },

  // ---- One question, typed badly --------------------------------------------------------------
  {
    id: "hoAH-plans-benidorm-bartapas-es",
    category: "plans",
    lang: "es",
    turns: [
      {
        say: "KUANTO KUESTA EL ELITE AL AÑO",
        expect: {
          hasAny: [annualYear("elite"), annual("elite"), money(plan("elite").monthlyUsd * 12)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAH-plans-fayetteville-barberia-en",
    category: "plans",
    lang: "en",
    turns: [
      {
        say: "yo how many ppl can chat on starter",
        expect: { has: [count(2, agentsOrPeople)], demo: true, maxChars: 450 },
      },
    ],
  },
  {
    id: "hoAH-facts-carupano-licoreria-es",
    category: "facts",
    lang: "es",
    turns: [
      {
        say: "ustedes cobran el iva aparte o ya viene incluido",
        expect: {
          has: [taxesExcluded],
          not: [affirms(/(vienen?|est[aá]n?|va|van) incluid/i, /iva|impuestos?/i)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAH-plans-huddersfield-tiendatelas-en",
    category: "plans",
    lang: "en",
    note: "Dictated run-on, with the price in pounds.",
    turns: [
      {
        say: "right so basically what i need to know is whether the 60 quid one the elite comes with priority support or just the normal one",
        expect: { has: [/priorit/i], demo: true },
      },
    ],
  },
  {
    id: "hoAH-plans-jauja-hostal-es",
    category: "plans",
    lang: "es",
    turns: [
      {
        say: "cuantos dias de historial en el diamnte",
        expect: { has: [numWith(65, days)], demo: true, maxChars: 450 },
      },
    ],
  },
  {
    id: "hoAH-facts-shepparton-caravanas-en",
    category: "facts",
    lang: "en",
    turns: [
      {
        say: "WHAT HOURS IS EMAIL SUPPORT",
        expect: { has: [span(sla.emailSupport.opens, sla.emailSupport.closes)] },
      },
    ],
  },
  {
    id: "hoAH-plans-mostoles-tiendamascotas-es",
    category: "plans",
    lang: "es",
    turns: [
      {
        say: "el plan demo tiene agentes de chat en vivo o no",
        expect: { has: [noAgentsOnDemo], demo: true, maxChars: 450 },
      },
    ],
  },
  {
    id: "hoAH-facts-whyalla-soldadura-en",
    category: "facts",
    lang: "en",
    turns: [
      {
        say: "installation fee? how much",
        expect: { has: [num(100)], hasAny: [freeOnAnnualOrNoFee, /only if|help/i], demo: true },
      },
    ],
  },
  {
    id: "hoAH-facts-chivilcoy-tallermotos-es",
    category: "facts",
    lang: "es",
    turns: [{ say: "donde tienen las oficinas", expect: { has: cities } }],
  },
];
