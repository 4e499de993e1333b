/**
 * Batch AH of the sales assistant's conversation set (issue 23), development half.
 *
 * What it weighs: whole trips through the funnel and messages that ask several things at once.
 * About half the turns belong to threads of three or four turns in which a visitor starts vague
 * ("hola, info?", "what do you guys do exactly"), narrows to a channel or a team size, asks a
 * price or a row, corrects themselves ("perdon, eran 6 no 3"), wanders off and comes back
 * ("anyway back to the plan"), pushes back on price, then books, leaves a WhatsApp or e-mail, or
 * says goodbye; every later turn leans on an earlier one ("ese", "that one", "y anual?", "and the
 * annual one?"). About a quarter are single messages with two or three questions, one of them
 * sometimes about something we do not publish (a portal integration, Meta's fees, what happens
 * after the trial). The rest are one plain plan or fact question typed badly: all caps, typos,
 * voice-to-text run-ons.
 *
 * Who it pictures: small trades that rarely show up in sales demos: a plumber in Necochea, a
 * chiropractor in Billings, a car rental in Pergamino, a yoga studio in Yuma writing English on
 * the Spanish page, a funeral home in McAllen writing Spanish on the English one, a language
 * school in Ponteareas, a print shop in Lynchburg, a vet in Los Mochis, a music school in
 * Tamworth, a florist in Aranjuez, and shops, clinics and offices from Junín to Medicine Hat.
 *
 * Figures come from business.ts and the site config through expect.ts and grade.ts. The helpers
 * below are exported for the held-out half.
 */
import { channels, claims, sla } from "../../../../app/content/business.ts";
import { siteDefaults as site } from "../../../../app/content/site.ts";
import {
  admins,
  agentsOrPeople,
  agentsOrSeats,
  annual,
  aroundTheClock,
  byeOrCheers,
  cities,
  count,
  days,
  flows,
  freeOnAnnualOrNoFee,
  hours,
  howLong,
  humanHandoverOrTransfer,
  native,
  planWith,
  price,
  quotedOrDepends,
  quotedOrPersonalised,
  recommendsWithDemo,
  refundPromised,
  salesFinalBroad,
  savedPerYear,
  supportOrOfficeHours,
  taxesExcluded,
  taxesExcludedOrNotCarried,
  trial,
  tryFirst,
  urgency,
  usersOrAnyoneServed,
} from "./expect.ts";
import {
  affirms,
  loose,
  marks,
  money,
  num,
  numWith,
  percent,
  phoneRe,
  planRe,
  range,
} from "./grade.ts";
import type { EvalCase, Expectation } from "./types.ts";

// ---------------------------------------------------------------------------------------------
// Helpers of this batch (exported for cases-held-out-ah.ts).

/** Any one of several patterns, as one pattern (for `has`, where each entry must hold). */
export const anyOf = (...patterns: RegExp[]): RegExp =>
  new RegExp(
    patterns.map((p) => `(?:${p.source})`).join("|"),
    patterns.some((p) => p.flags.includes("u")) ? "iu" : "i",
  );

/** What we do, named in either language: the answer to "info?" or "what do you guys do". */
export const services =
  /chatbots?|agentes? (de )?IA|AI agents?|automatizaci|automation|plataforma|platform|omnicanal|omnichannel|multicanal|multichannel|NovaChannel|contenido|content|desarrollo|development|contact center/i;

/** The AI doing the answering: an agent, a bot, a flow, automation, around the clock. */
export const aiHelp =
  /agentes? (de )?IA|AI agents?|chatbots?|\bbots?\b|automati|flujos?|\bflows?\b|asistente (virtual|de IA)|(virtual|AI) assistant|NovaChannel|24\/7/i;

/** One of our offices' cities. */
export const anyCity = anyOf(...cities);
/** Our published hours, e-mail support's or the office's. */
export const anyHours = anyOf(...supportOrOfficeHours);
/** How long until it works: a basic or complex chatbot, or the implementation step. */
export const anyHowLong = anyOf(...howLong);

/** Prices are in US dollars. */
export const usd = /\bUSD\b|US\$|d[oó]lar(es)?|dollars?/i;
/** Invoicing in the visitor's own currency is arranged through a contact. */
export const localCurrency =
  /moneda local|tu moneda|su moneda|local currency|your (own |local )?currency|facturaci[oó]n local|local invoic/i;

/** Contact details given: acknowledged, and not asked for again. */
export const captured: Expectation = {
  has: [marks.ack],
  not: [marks.reaskEmail, marks.reaskName],
};

/** A sentence that confirms a compliance claim about a topic (never right: we publish none). */
export const confirmsCompliance = (topic: RegExp) =>
  affirms(/cumpl|complian|certific|certified|conform|aprobad|approved|homologad/i, topic);

/** The Demo plan has no live-chat agents: said plainly. */
export const noAgentsOnDemo =
  /(\bno\b|\bsin\b|not|without|n\/a)[^.!?\n]{0,40}(agentes?|agents?)|(agentes?|agents?)[^.!?\n]{0,40}(\bno\b|n\/a|not (available|included)|no incluye)/i;

/** A plain yes. */
export const yes =
  /\b(yes|yep|yeah|sure|of course|absolutely|definitely|included|s[ií]|claro|por supuesto|incluid[oa]s?)\b/i;

/** Every published channel, each named. */
export const allChannels = channels.map((c) => loose(c));

// ---------------------------------------------------------------------------------------------

export const devCasesAH: EvalCase[] = [
  // ---- Threads through the funnel -------------------------------------------------------------
  {
    id: "devAH-conv-necochea-plomeria-es",
    category: "conversation",
    lang: "es",
    note: "Plomero que arranca con un 'info?', cuenta que lo saturan por WhatsApp, da su equipo y pide el anual con una elipsis.",
    turns: [
      { say: "hola, info?", expect: { asks: true, hasAny: [services, aiHelp] } },
      {
        say: "tengo una plomeria, nos escriben un monton x whatsapp pidiendo presupuesto y no damos abasto",
        expect: { has: [/whats ?app/i], hasAny: [aiHelp], demo: true },
      },
      {
        say: "somos 2 nomas atendiendo, cuanto sale?",
        expect: recommendsWithDemo({ agents: 2 }),
      },
      { say: "y en anual cuanto queda?", expect: { has: [annual("starter")], demo: true } },
    ],
  },
  {
    id: "devAH-booking-billings-quiropractico-en",
    category: "booking",
    lang: "en",
    note: "Chiropractor: vague start, three front-desk people, asks about HIPAA (never confirmed), then books.",
    turns: [
      { say: "what do you guys do exactly", expect: { asks: true, hasAny: [services, aiHelp] } },
      {
        say: "chiro clinic, 3 front desk ppl answering msgs on insta and facebook. which plan fits",
        expect: recommendsWithDemo({ agents: 3 }),
      },
      {
        say: "is it hipaa compliant tho",
        expect: { honest: true, not: [confirmsCompliance(/hipaa/i)] },
      },
      { say: "ok book me in", expect: { offersSlots: true } },
    ],
  },
  {
    id: "devAH-rec-pergamino-alquilerautos-es",
    category: "recommendation",
    lang: "es",
    note: "Alquiler de autos: pide el plan pago más barato, pregunta por 'ese', y corrige cuántos atienden.",
    turns: [
      {
        say: "buenas, tienen algo pa responder consultas de reservas en la web y en whatsapp? alquilamos autos",
        expect: { has: [/whats ?app/i], demo: true },
      },
      {
        say: "cuanto cuesta el plan mas barato de pago",
        expect: { has: [planRe("starter"), price("starter")], demo: true },
      },
      {
        say: "y ese cuantos agentes y usuarios trae",
        expect: { has: [count(2, agentsOrSeats), num(3000)], demo: true },
      },
      {
        say: "perdon, somos 4 en el mostrador, no 2",
        expect: recommendsWithDemo({ agents: 4 }),
      },
    ],
  },
  {
    id: "devAH-booking-yuma-yoga-en",
    category: "booking",
    lang: "es",
    writes: "en",
    note: "Yoga studio writing English on the Spanish page: WhatsApp bot for class bookings, how long, then the demo.",
    turns: [
      {
        say: "hi sorry no hablo spanish, do u do whatsapp bots for class bookings",
        expect: { has: [/whats ?app/i], demo: true },
      },
      { say: "how long to get one running", expect: { hasAny: howLong, demo: true } },
      { say: "lets do the demo thing then", expect: { offersSlots: true } },
    ],
  },
  {
    id: "devAH-conv-torreon-agenciaviajes-es",
    category: "conversation",
    lang: "es",
    note: "Agencia de viajes: bot en Instagram y Facebook que pase a un humano, luego pregunta si puede pagar en pesos.",
    turns: [
      {
        say: "q tal, tengo una agencia de viajes en torreon y ando viendo opciones",
        expect: { asks: true, hasAny: [services, aiHelp] },
      },
      {
        say: "queremos un bot q conteste en insta y face y q pase a un humano cuando se complica",
        expect: { has: [/instagram|facebook/i, humanHandoverOrTransfer], demo: true },
      },
      {
        say: "ok y se puede pagar en pesos mexicanos?",
        expect: { has: [usd, localCurrency] },
      },
    ],
  },
  {
    id: "devAH-plans-worcester-electronica-en",
    category: "plans",
    lang: "en",
    note: "Electronics shop: stock questions on web chat, a stock-system integration we don't publish, Starter vs Elite, then checks Starter fits two.",
    turns: [
      {
        say: "hiya, we run an electronics shop, loads of 'is this in stock' questions on our website chat",
        expect: { hasAny: [aiHelp], demo: true },
      },
      {
        say: "can it check our stock system?",
        expect: {
          honest: true,
          has: [/\bAPI\b|webhook/i],
          not: [affirms(native, /stock|inventory/i)],
        },
      },
      {
        say: "fair enough. whats the diff between starter and elite then",
        expect: {
          has: [planRe("starter"), planRe("elite")],
          hasAny: [
            num(5000),
            num(3000),
            count(3, agentsOrSeats),
            numWith(15, flows),
            price("elite"),
          ],
          demo: true,
        },
      },
      {
        say: "theres 2 of us on the shop floor so starter does the job yeah?",
        expect: recommendsWithDemo(
          { agents: 2 },
          { not: [/(you('d| would)?|you'll) need (the )?(elite|diamond)/i] },
        ),
      },
    ],
  },
  {
    id: "devAH-booking-zipaquira-consultoriojuridico-es",
    category: "booking",
    lang: "es",
    note: "Consultorio jurídico: si les sirve, cuántas personas usan el Starter, el historial, y agenda.",
    turns: [
      {
        say: "buenas tardes, somos un consultorio juridico pequeño, nos sirve lo q ustedes hacen?",
        expect: { hasAny: [services, aiHelp], demo: true },
      },
      {
        say: "cuantas personas pueden usar el starter",
        expect: { has: [count(2, agentsOrPeople)], demo: true },
      },
      {
        say: "y el historial de los chats cuanto dura",
        expect: { has: [numWith(65, days)], demo: true },
      },
      { say: "listo me interesa, como agendo", expect: { offersSlots: true } },
    ],
  },
  {
    id: "devAH-conv-cheyenne-catering-en",
    category: "conversation",
    lang: "en",
    note: "Catering: asks where we are mid-thread, comes back to the plan with a volume, then 'the annual one'.",
    turns: [
      {
        say: "we do catering, mostly weddings. can ur bot take quote requests on whatsapp and our site",
        expect: { has: [/whats ?app/i], demo: true },
      },
      { say: "random q, where r u guys based", expect: { has: [anyCity] } },
      {
        say: "anyway back to the plan, we get like 5000 contacts a month, which one",
        expect: recommendsWithDemo({ users: 5000 }),
      },
      { say: "and if we pay yearly on that one?", expect: { has: [annual("elite")], demo: true } },
    ],
  },
  {
    id: "devAH-rec-ponteareas-academiaidiomas-es",
    category: "recommendation",
    lang: "es",
    note: "Academia de idiomas: pide los planes, da 3 personas, corrige a 6 (más que cualquier plan) y pregunta cuánto costaría eso.",
    turns: [
      {
        say: "hola! academia de idiomas aqui en ponteareas, q planes teneis",
        expect: {
          has: [planRe("diamante"), planRe("elite"), planRe("starter")],
          demo: true,
        },
      },
      {
        say: "somos 3 en secretaria respondiendo mensajes",
        expect: recommendsWithDemo({ agents: 3 }),
      },
      { say: "perdon, eran 6 no 3", expect: recommendsWithDemo({ agents: 6 }) },
      {
        say: "vale, y eso cuanto costaria mas o menos?",
        expect: { hasAny: [quotedOrPersonalised], demo: true },
      },
    ],
  },
  {
    id: "devAH-obj-lynchburg-imprenta-en",
    category: "objection",
    lang: "en",
    note: "Print shop: order-status questions on Messenger, 'how much', then 'that's a lot': ways to try first or save.",
    turns: [
      {
        say: "hey, print shop here. ppl ask order status all day on fb messenger",
        expect: { has: [/facebook|messenger/i], demo: true },
      },
      {
        say: "ok how much does it run",
        expect: {
          hasAny: [price("starter"), price("elite"), price("diamante")],
          demo: true,
        },
      },
      {
        say: "thats a lot for a 4 person shop tbh",
        expect: {
          hasAny: [...tryFirst, annual("starter"), percent(0.15)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAH-lead-losmochis-veterinaria-es",
    category: "lead",
    lang: "es",
    note: "Veterinaria: bot por WhatsApp, pregunta por devoluciones (ventas finales) y deja su WhatsApp y nombre.",
    turns: [
      {
        say: "ola, tengo una veterinaria y quiero q un bot conteste dudas x whatsapp, se puede?",
        expect: { has: [/whats ?app/i], demo: true },
      },
      {
        say: "y si me arrepiento me devuelven la plata?",
        expect: { has: [salesFinalBroad], not: [refundPromised] },
      },
      {
        say: "ok lo pienso. mi whats es +52 668 123 4567, soy Lupita Osuna",
        expect: captured,
      },
    ],
  },
  {
    id: "devAH-rec-medicinehat-mudanzas-en",
    category: "recommendation",
    lang: "en",
    note: "Moving company: the channels, the price of a text message (not published), then a team and a volume.",
    turns: [
      {
        say: "which channels does it work on, like where can customers reach us",
        expect: { has: allChannels, demo: true },
      },
      { say: "sms too? how much per text", expect: { has: [/\bSMS\b/i], honest: true } },
      {
        say: "ok. 2 dispatchers, maybe 2500 customers a month",
        expect: recommendsWithDemo({ agents: 2, users: 2500 }),
      },
    ],
  },
  {
    id: "devAH-booking-mcallen-funeraria-es",
    category: "booking",
    lang: "en",
    writes: "es",
    note: "Funeraria que escribe en español en la página en inglés: atención a toda hora, una persona para quien escribe afectado, y agenda.",
    turns: [
      {
        say: "hola, tienen chat en vivo pa una funeraria? la gente escribe a toda hora",
        expect: { hasAny: [aroundTheClock, /chat en vivo/i], demo: true },
      },
      {
        say: "y si alguien escribe muy afectado lo atiende el bot o una persona?",
        expect: { has: [humanHandoverOrTransfer] },
      },
      { say: "ok, agendemos", expect: { offersSlots: true } },
    ],
  },
  {
    id: "devAH-smalltalk-tamworth-escuelamusica-en",
    category: "smalltalk",
    lang: "en",
    note: "Music school: a chatbot for enrolments, its price, billing in AUD, then a goodbye with no pressure.",
    turns: [
      {
        say: "g'day, we're a music school, keen on a chatbot for enrolments",
        expect: { hasAny: [aiHelp], demo: true },
      },
      {
        say: "price for that?",
        expect: {
          hasAny: [quotedOrDepends, price("starter"), annual("starter"), price("elite")],
          demo: true,
        },
      },
      { say: "do you bill in AUD", expect: { has: [usd, localCurrency] } },
      { say: "cheers, ill have a think. bye", expect: { has: [byeOrCheers], not: [urgency] } },
    ],
  },
  {
    id: "devAH-booking-aranjuez-floristeria-es",
    category: "booking",
    lang: "es",
    note: "Floristería: el Elite y qué incluye, qué pasa si se pasan del límite (no publicado), y pide la demo dejando nombre y correo.",
    turns: [
      {
        say: "hola buenas, floristeria en aranjuez. cuanto vale el elite y q incluye",
        expect: {
          has: [price("elite")],
          hasAny: [num(5000), numWith(15, flows), count(3, agentsOrSeats)],
          demo: true,
        },
      },
      {
        say: "en san valentin se nos disparan los mensajes, si pasamos el limite de usuarios q pasa?",
        expect: { honest: true },
      },
      {
        say: "vale pues quiero la demo, soy Carmen Vidal, carmen.vidalflores@gmail.com",
        expect: { offersSlots: true, not: [marks.reaskEmail, marks.reaskName] },
      },
    ],
  },

  // ---- Several questions in one message -------------------------------------------------------
  {
    id: "devAH-multi-eauclaire-peluqueriacanina-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "how much is starter, and is there a free trial?",
        expect: { has: [price("starter"), trial], demo: true },
      },
    ],
  },
  {
    id: "devAH-multi-junin-gimnasio-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "cuanto sale el diamante pagando anual y cuantos admins trae",
        expect: { has: [annual("diamante"), count(3, admins)], demo: true },
      },
    ],
  },
  {
    id: "devAH-multi-scarborough-bnb-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "quick ones: 1) do you do instagram 2) is there a setup fee 3) do prices include VAT",
        expect: { has: [/instagram/i, num(100), taxesExcluded], demo: true },
      },
    ],
  },
  {
    id: "devAH-multi-tehuacan-purificadora-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "el plan demo es gratis? y cuantos usuarios aguanta al mes",
        expect: { has: [money(0), numWith(50, usersOrAnyoneServed)], demo: true },
      },
    ],
  },
  {
    id: "devAH-multi-grandjunction-hvac-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "does elite come with onboarding and what support level do we get",
        expect: { has: [count(1, hours), /priorit/i], demo: true },
      },
    ],
  },
  {
    id: "devAH-multi-babahoyo-agroinsumos-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "se paga con tarjeta o transferencia? y los precios incluyen iva?",
        expect: {
          has: [/tarjeta/i, /transferencia/i, taxesExcludedOrNotCarried],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAH-multi-torquay-tiendabuceo-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "whats ur uptime and how fast do u fix urgent stuff",
        expect: {
          has: [percent(sla.monthlyUptimePct), range(sla.incidents.highResolvedHours, hours)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAH-multi-figueres-inmobiliaria-es",
    category: "multi-part",
    lang: "es",
    note: "Una parte no publicada (Idealista) y una publicada (la API, incluida en todos los planes).",
    turns: [
      {
        say: "se conecta con idealista? y con la api vuestra lo podria montar yo?",
        expect: {
          honest: true,
          has: [/\bAPI\b/i],
          not: [affirms(native, /idealista/i)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAH-multi-grandeprairie-guarderia-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "how many flows on starter, and can we upgrade later if we grow",
        expect: {
          has: [numWith(10, flows), /any ?time|whenever|upgrade|change|switch|move up/i],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAH-multi-coroneloviedo-ferreteria-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "cuanto cuesta el starter, el elite y el diamante? los 3 precios porfa",
        expect: {
          has: [price("starter"), price("elite"), price("diamante")],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAH-multi-chelmsford-contables-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "where's your office, what are your hours, and whats the phone number",
        expect: { has: [anyCity, anyHours, phoneRe(site.phone)] },
      },
    ],
  },
  {
    id: "devAH-multi-montero-autoescuela-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "cuantos agentes tiene el elite y cuantos el diamante?",
        expect: {
          has: [planWith("elite", 3, agentsOrSeats), planWith("diamante", 5, agentsOrSeats)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAH-multi-odessa-llantera-en",
    category: "multi-part",
    lang: "en",
    note: "WhatsApp is a channel; Meta's own fees are not something we publish.",
    turns: [
      {
        say: "is whatsapp included and do we pay meta's fees on top",
        expect: { has: [/whats ?app/i], honest: true, demo: true },
      },
    ],
  },
  {
    id: "devAH-multi-alcaniz-casarural-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "q diferencia hay entre el plan demo y el starter? el demo trae agentes?",
        expect: {
          has: [planRe("starter"), noAgentsOnDemo],
          hasAny: [num(50), numWith(15, days), numWith(5, flows), num(3000), price("starter")],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAH-multi-harrogate-salondete-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "whats the annual discount and is installation free then",
        expect: { has: [percent(0.15), freeOnAnnualOrNoFee], demo: true },
      },
    ],
  },
  {
    id: "devAH-multi-pedrojuan-optica-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "hacen apps moviles tb? y mas o menos cuanto sale una",
        expect: {
          has: [/m[oó]vil|\bapps?\b/i],
          hasAny: [quotedOrDepends, num(claims.aiDevUsd[0]), num(claims.aiDevUsd[1])],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAH-multi-chilliwack-controlplagas-en",
    category: "multi-part",
    lang: "en",
    turns: [
      {
        say: "how long does the whole setup take and do u train my staff",
        expect: { has: [anyHowLong, /train/i], demo: true },
      },
    ],
  },
  {
    id: "devAH-multi-uruapan-empacadora-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "tienen oficina en mexico? y a q hora atienden",
        expect: {
          has: [anyCity, anyHours],
          not: [affirms(/tenemos|hay|contamos|estamos/i, /m[eé]xico/i)],
        },
      },
    ],
  },
  {
    id: "devAH-multi-springfield-panaderia-en",
    category: "multi-part",
    lang: "es",
    writes: "en",
    turns: [
      {
        say: "starter price + how many users a month pls",
        expect: { has: [price("starter"), num(3000)], demo: true },
      },
    ],
  },
  {
    id: "devAH-multi-mataro-fisioterapia-es",
    category: "multi-part",
    lang: "es",
    note: "La prueba y su duración están publicadas; si se cobra sola al terminar, no.",
    turns: [
      {
        say: "tres dudas: hay prueba gratis? cuantos dias dura? y al acabar se cobra sola?",
        expect: { has: [trial], honest: true, demo: true },
      },
    ],
  },
  {
    id: "devAH-multi-yakima-bodega-en",
    category: "multi-part",
    lang: "en",
    note: "TikTok is not one of the channels; the history row is published.",
    turns: [
      {
        say: "do you guys do tiktok, and how long is chat history on elite",
        expect: {
          has: [numWith(65, days)],
          not: [
            affirms(
              /\b(yes|support|supports|include|includes|integrat|connect|works)\b/i,
              /tiktok/i,
            ),
          ],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAH-multi-sagunto-tiendabicis-es",
    category: "multi-part",
    lang: "es",
    turns: [
      {
        say: "si pago anual el elite cuanto me ahorro al año? y la instalacion se cobra?",
        expect: { has: [savedPerYear("elite"), freeOnAnnualOrNoFee], demo: true },
      },
    ],
  },

  // ---- One question, typed badly --------------------------------------------------------------
  {
    id: "devAH-plans-athens-tatuajes-en",
    category: "plans",
    lang: "en",
    turns: [
      {
        say: "HOW MUCH IS THE DIAMOND PLAN PER MONTH",
        expect: { has: [planRe("diamante"), price("diamante")], demo: true, maxChars: 450 },
      },
    ],
  },
  {
    id: "devAH-plans-arrecife-escuelasurf-es",
    category: "plans",
    lang: "es",
    turns: [
      {
        say: "cuanto cuesta el starer al mes",
        expect: { has: [price("starter")], demo: true, maxChars: 450 },
      },
    ],
  },
  {
    id: "devAH-plans-salem-cerrajeria-en",
    category: "plans",
    lang: "en",
    note: "Voice-to-text run-on.",
    turns: [
      {
        say: "hey so i was wondering like how many admin users do you get on the elite plan cause me and my partner both need to log in and manage stuff",
        expect: { has: [count(2, admins)], demo: true },
      },
    ],
  },
  {
    id: "devAH-facts-matamoros-mudanzas-es",
    category: "plans",
    lang: "es",
    note: "Dictado por voz: el historial del plan Demo.",
    turns: [
      {
        say: "oye mira te pregunto cuanto tiempo se guardan las conversaciones en el plan demo ese gratis q tienen",
        expect: { has: [numWith(15, days)], demo: true },
      },
    ],
  },
  {
    id: "devAH-plans-darlington-pub-en",
    category: "plans",
    lang: "en",
    turns: [
      {
        say: "wots the cheapest paid plan",
        expect: { has: [planRe("starter"), price("starter")], demo: true, maxChars: 450 },
      },
    ],
  },
  {
    id: "devAH-facts-valdepenas-bodega-es",
    category: "facts",
    lang: "es",
    note: "Todo en mayúsculas y con erratas: ¿lo implementan ustedes?",
    turns: [
      {
        say: "ISNTALAN USTEDES EL BOT O LO TENGO Q HACER YO",
        expect: {
          has: [
            /implementa|configura|nosotros|nuestro equipo|te ayudamos|nos encargamos|acompa[ñn]|lo (instalamos|montamos|hacemos)/i,
          ],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAH-facts-waco-tiendanovias-en",
    category: "facts",
    lang: "en",
    turns: [
      {
        say: "do u guys do like refunds if it doesnt work out",
        expect: { has: [salesFinalBroad], not: [refundPromised] },
      },
    ],
  },
  {
    id: "devAH-plans-getafe-academia-es",
    category: "plans",
    lang: "es",
    turns: [
      {
        say: "xq el elite sale 60 y el starter 49 q tiene de mas",
        expect: {
          has: [planRe("elite")],
          hasAny: [
            num(5000),
            count(3, agentsOrSeats),
            numWith(15, flows),
            count(2, admins),
            /priori/i,
            /onboarding/i,
          ],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAH-smalltalk-gainesville-tutorias-en",
    category: "smalltalk",
    lang: "en",
    turns: [{ say: "r u a real person lol", expect: { has: [marks.ai] } }],
  },
  {
    id: "devAH-facts-jutiapa-agroservicio-es",
    category: "facts",
    lang: "es",
    turns: [
      {
        say: "tienen sms?? xq aca la gente casi no usa whats",
        expect: { has: [/\bSMS\b/i, yes], demo: true },
      },
    ],
  },
  {
    id: "devAH-plans-albury-fisio-en",
    category: "plans",
    lang: "en",
    turns: [
      {
        say: "whats in the 99 one",
        expect: {
          has: [planRe("diamante")],
          hasAny: [num(14000), count(5, agentsOrSeats), numWith(20, flows)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAH-facts-mahon-alquilerbarcos-es",
    category: "facts",
    lang: "es",
    turns: [
      {
        say: "el precio esta en euros o en dolares?",
        expect: { has: [usd], demo: true, maxChars: 450 },
      },
    ],
  },
  {
    id: "devAH-facts-ocala-establo-en",
    category: "facts",
    lang: "en",
    turns: [
      {
        say: "HOW LONG IS THE FREE TRIAL??",
        expect: { has: [trial], demo: true, maxChars: 450 },
      },
    ],
  },
];
