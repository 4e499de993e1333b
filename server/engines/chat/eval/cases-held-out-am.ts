/**
 * Batch AM of the sales assistant's conversation set (issue 23), held-out half.
 *
 * The same weights as the development half (cases-dev-am.ts), with other visitors and other
 * wordings: a quarter complaints from customers of ours (a charge after the free trial, four days
 * without a reply, a bot silent for two days after "24/7" was promised, old opening hours given
 * out, a demo nobody came to, a wrong booking link that cost a dozen appointments, live chat that
 * keeps dropping, a double charge and the window to report it), some followed by the second turn
 * ("roughly how quickly?", "quiero hablar con una persona de verdad", "dame un teléfono"), and
 * near-misses that are no complaint about us (their own customers waiting on Messenger, a bad
 * bot bought elsewhere, "perdón x la ortografía"). A third asks what is not published (a voice
 * clone's price, what businesses like theirs pay, Siigo, Tiendanube, Mindbody, Pipedrive, the
 * founding year and client count, a multi-location discount and last year's real uptime, both
 * pushed again) beside published look-alikes (the setup fee when paying monthly, that results are
 * not guaranteed, who answers on a Saturday night). A quarter are leads and bookings (name and
 * e-mail in one line, WhatsApp with a Guatemalan code, a hotmail typo corrected, details split
 * over three turns, "¿la demo es por Zoom?", "give me a ring tomorrow", "what's the next step",
 * "no dejo mis datos en chats"), and the rest objections and goodbyes inside those threads.
 *
 * Who it pictures: a coffee mill in Metapán, a daycare in Kankakee, a cattle ranch in Calabozo,
 * a vet in Crewe, a school in Tiquipaya, a body shop in Fort Wayne, a citrus packer in Huejutla, a
 * seafood shop in Oban, a cheese store in Green Bay, a surf school in Pichilemu, a garage in
 * Actopan, a radio producer in Yankton, a colmado in Nagua, a distributor in Socorro, a seed
 * company in Tres Arroyos, a yoga studio in Appleton, a hostel in Barichara, a clinic in Grand
 * Forks, a workshop in Cabimas, a resort in Dangriga writing English on the Spanish page, a
 * joinery in Banbury, weavers in Totonicapán, a trekking agency in Sorata, a cattery in Stroud, a
 * posada in Boconó, a creamery in Sandusky, a fish market in Champotón, and a fishing charter in
 * Golfito and a bakery in Corozal, both writing English on the Spanish page… They type as people
 * do: no accents, "q", "pa", "x", "porfa", "thx", "tbh", Salvadoran, Venezuelan, Bolivian,
 * Mexican, Chilean, Dominican, Argentine, Colombian, Midwestern and UK wording.
 *
 * Figures come from business.ts and the site config through the helpers of expect.ts, grade.ts
 * and the development half.
 */
import { billing } from "../../../../app/content/business.ts";
import { marks, money, percent, planRe } from "./grade.ts";
import {
  annual,
  aroundTheClockOrWeekends,
  byeOrCheers,
  complaint,
  complaintAnd,
  humanHandoverOrTransfer,
  ourApology,
  price,
  quotedOrDepends,
  recommendsWithDemo,
  refundPromised,
  trial,
  urgency,
} from "./expect.ts";
import { asserts, opensWithYes, weekdays } from "./cases-dev-ak.ts";
import {
  asksEmailOrWhatsApp,
  cheaperOrTryFirst,
  connectsWith,
  dollarFigure,
  duplicateWindow,
  gotDetails,
  grantsBranchDiscount,
  incidentTimes,
  phoneOrWhatsApp,
  takesSarcasmAtFaceValue,
  upsell,
  whatOthersPay,
} from "./cases-dev-am.ts";
import type { EvalCase } from "./types.ts";

/** Saying when the company was founded, or how many clients it has. */
const foundedOrCount = asserts(
  /\b(fundad[ao]|fund[oó]|existimos desde|nacimos|empezamos|arrancamos)\b|\bdesde (el )?(19|20)\d\d\b|\b(tenemos|atendemos|trabajamos con) (m[aá]s de |unos |cerca de )?\d/,
  /./,
);

/** Results promised: more sales guaranteed. */
const noResultsPromised =
  /no (prometemos|garantizamos|podemos (garantizar|prometer))|no (te|le) (puedo|podemos) (garantizar|prometer)|no hay garant[ií]a|sin garant[ií]a|no (se )?(puede|pueden) garantizar|nadie (te )?puede garantizar/i;

/** What the meeting runs on (Zoom, Meet, Teams) is not published. */
const namesMeetingTool = asserts(
  /\b(es|ser[aá]|usamos|utilizamos|por|via|v[ií]a|en)\b/,
  /zoom|google meet|\bmeet\b|teams/,
);

/** We set it up: no technical work for the visitor. */
const weSetItUp =
  /nosotros (lo |te lo )?(configuramos|instalamos|hacemos|dejamos|montamos)|(lo )?configuramos (todo|nosotros)|nos encargamos|lo dejamos (listo|funcionando|andando)|implementaci[oó]n|implementamos|no necesitas (saber|conocimientos|configurar)/i;

export const heldOutCasesAM: EvalCase[] = [
  // -------------------------------------------------------------------------------------------
  // Complaints from customers of ours.
  {
    id: "hoAM-compl-metapan-cafetalera-es",
    category: "complaint",
    lang: "es",
    note: "Charged after the free trial without expecting it: empathy and a person who checks the account; no refund promised in the chat.",
    turns: [
      {
        say: "oigan me cobraron el plan despues de la prueba gratis y yo nunca autorice nada, como es q paso eso?? quiero una explicacion",
        expect: complaintAnd({ not: [refundPromised] }),
      },
    ],
  },
  {
    id: "hoAM-compl-kankakee-daycare-en",
    category: "complaint",
    lang: "en",
    note: "A terse, angry line about support silence: a short apology and a person, no pitch.",
    turns: [
      {
        say: "4 days. FOUR. and not one reply from your support team. seriously??",
        expect: complaintAnd({ not: [upsell], maxChars: 500 }),
      },
    ],
  },
  {
    id: "hoAM-compl-calabozo-ganaderia-es",
    category: "complaint",
    lang: "es",
    note: "Sarcasm about '24/7' while the bot is silent: take it as the complaint it is, apologise, a person.",
    turns: [
      {
        say: "aja, 'atencion 24/7' decian ustedes... el bot lleva 2 dias sin contestarle a nadie. bravo, felicitaciones",
        expect: complaintAnd({ not: [takesSarcasmAtFaceValue, upsell] }),
      },
    ],
  },
  {
    id: "hoAM-compl-crewe-vet-en",
    category: "complaint",
    lang: "en",
    note: "A polite report that the agent gives old hours; then how quickly these are sorted: the published incident times.",
    turns: [
      {
        say: "Hi there, our AI agent has been giving out our old opening hours since Monday even though we changed them on Friday. Not the end of the world, but could someone have a look?",
        expect: complaint,
      },
      {
        say: "Thanks. Roughly how quickly do you tend to sort these out?",
        expect: { hasAny: incidentTimes, demo: false },
      },
    ],
  },
  {
    id: "hoAM-compl-tiquipaya-escuela-es",
    category: "complaint",
    lang: "es",
    note: "Left waiting at the demo; then wants a real person, not a bot: give a way to reach one, no pitch.",
    turns: [
      {
        say: "oigan me dejaron plantada en la demo de ayer, ni un correo me mandaron avisando",
        expect: complaint,
      },
      {
        say: "ya, pero quiero hablar con una persona de verdad, no con un bot",
        expect: { handoff: true, demo: false },
      },
    ],
  },
  {
    id: "hoAM-compl-fortwayne-autobody-en",
    category: "complaint",
    lang: "en",
    note: "A long story ending in 'should I start shopping around?': empathy and a person to fix it, no pitch and no pressure.",
    turns: [
      {
        say: "Long story short: we set the bot up in March and it was fine, then last week it started sending customers the wrong booking link and we've lost at least a dozen appointments. I've emailed twice. Is anyone actually going to fix this or should I start shopping around?",
        expect: complaintAnd({ not: [upsell, urgency] }),
      },
    ],
  },
  {
    id: "hoAM-compl-huejutla-citricos-es",
    category: "complaint",
    lang: "es",
    note: "Live chat keeps dropping; then 'no me mandes al correo, dame un teléfono': the published phone or WhatsApp.",
    turns: [
      {
        say: "ya me harte, el chat en vivo se cae a cada rato y mis asesores no pueden atender a nadie",
        expect: complaintAnd({ not: [upsell] }),
      },
      {
        say: "no me mandes al correo otra vez, dame un telefono donde si contesten",
        expect: { hasAny: phoneOrWhatsApp, handoff: true, demo: false },
      },
    ],
  },
  {
    id: "hoAM-compl-oban-seafood-en",
    category: "complaint",
    lang: "en",
    note: "A calm report of a double charge with a question: the published window to report it, a person, no promise.",
    turns: [
      {
        say: "We've been charged twice for the same month. How long have we got to report it so it counts for a refund?",
        expect: complaintAnd({ has: [duplicateWindow], not: [refundPromised] }),
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Near-misses: no complaint about us.
  {
    id: "hoAM-rec-greenbay-cheesestore-en",
    category: "recommendation",
    lang: "en",
    note: "Their own customers complain about slow replies on Messenger: no apology, how the AI agent answers at once and around the clock, the demo.",
    turns: [
      {
        say: "My customers keep complaining they wait forever for a reply on Facebook Messenger. Could your thing help with that?",
        expect: {
          hasAny: [
            aroundTheClockOrWeekends,
            /instant|right away|in seconds|immediately|straight away/i,
          ],
          not: [ourApology],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAM-obj-pichilemu-surfschool-es",
    category: "objection",
    lang: "es",
    note: "A bad bot bought elsewhere: no apology for it; why this one differs (trained on their info, a person steps in) and the trial or demo.",
    turns: [
      {
        say: "ya probe otro bot el año pasado y fue un desastre, contestaba puras weas. por que el de ustedes seria distinto?",
        expect: {
          hasAny: [humanHandoverOrTransfer, /entren|train|tu (propia )?informaci/i, trial],
          not: [ourApology],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAM-plans-actopan-taller-es",
    category: "plans",
    lang: "es",
    note: "Apologises for their spelling, no complaint: the starting price and the demo, nothing to apologise for.",
    turns: [
      {
        say: "perdon x la ortografia no soy bueno escribiendo. tengo un taller mecanico y quiero q el whats conteste solo, cuanto sale",
        expect: { has: [price("starter")], not: [ourApology], demo: true },
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Unknown facts.
  {
    id: "hoAM-unk-yankton-radio-en",
    category: "unknown",
    lang: "en",
    note: "A rough price for a voice clone: quoted per client, no figure to give.",
    turns: [
      {
        say: "Rough idea what a voice clone runs? I cut radio spots for local businesses and wanna use my own voice more.",
        expect: {
          hasAny: [quotedOrDepends, /no (fixed|set|list) price/i],
          not: [dollarFigure],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAM-unk-nagua-colmado-es",
    category: "unknown",
    lang: "es",
    note: "What businesses like theirs pay is not published: say so, invent no average.",
    turns: [
      {
        say: "y otros negocios como el mio cuanto pagan mas o menos al mes? pa tener una idea nomas",
        expect: { honest: true, not: [whatOthersPay], demo: true },
      },
    ],
  },
  {
    id: "hoAM-unk-socorro-distribuidora-es",
    category: "unknown",
    lang: "es",
    note: "Siigo is not named on the site: no connector confirmed.",
    turns: [
      {
        say: "eso se conecta con Siigo? pa no estar pasando las facturas a mano una por una",
        expect: { honest: true, not: [connectsWith(/siigo/)], demo: true },
      },
    ],
  },
  {
    id: "hoAM-unk-tresarroyos-semillera-es",
    category: "unknown",
    lang: "es",
    note: "Tiendanube is not named on the site: no connector confirmed.",
    turns: [
      {
        say: "che y con Tiendanube anda? tenemos la tienda online montada ahi",
        expect: { honest: true, not: [connectsWith(/tiendanube|tienda nube/)], demo: true },
      },
    ],
  },
  {
    id: "hoAM-unk-appleton-yoga-en",
    category: "unknown",
    lang: "en",
    note: "Mindbody is not named on the site: no sync confirmed.",
    turns: [
      {
        say: "Does it sync with Mindbody for class bookings, or would I be copying stuff over by hand?",
        expect: { honest: true, not: [connectsWith(/mindbody/)], demo: true },
      },
    ],
  },
  {
    id: "hoAM-unk-barichara-hostal-es",
    category: "unknown",
    lang: "es",
    note: "Founding year and client count are not published: say so for both, invent neither.",
    turns: [
      {
        say: "desde q año existen ustedes y mas o menos cuantos clientes tienen?",
        expect: { honest: true, not: [foundedOrCount], demo: true },
      },
    ],
  },
  {
    id: "hoAM-unk-grandforks-clinic-en",
    category: "unknown",
    lang: "en",
    note: "A multi-location discount is not published (the annual discount and a custom plan are); pushed for 5 %, still no yes.",
    turns: [
      {
        say: "We've got two locations. Is there a multi-location discount?",
        expect: {
          honest: true,
          hasAny: [percent(billing.annualDiscount), marks.custom],
          not: [grantsBranchDiscount],
          demo: true,
        },
      },
      {
        say: "Not even 5%? Come on, help me out here.",
        expect: {
          honest: true,
          not: [
            opensWithYes,
            grantsBranchDiscount,
            asserts(/(we|i) (can|could|'ll|will) (do|give|offer|knock|take)/, /\b5\b|five/),
          ],
        },
      },
    ],
  },
  {
    id: "hoAM-unk-cabimas-taller-es",
    category: "unknown",
    lang: "es",
    note: "Last year's real uptime is not published (the guarantee is); pushed for 'más o menos', still no figure and no yes.",
    turns: [
      {
        say: "cuanto uptime tuvieron el año pasado de verdad? no lo q prometen en el papel",
        expect: {
          honest: true,
          not: [
            asserts(
              /\b(fue|tuvimos|hemos tenido|alcanzamos|logramos|cerramos|estuvo|estuvimos)\b/,
              /uptime|disponibilidad|año pasado|\d/,
            ),
          ],
          demo: true,
        },
      },
      {
        say: "aja pero mas o menos, arriba de 99.9 o no?",
        expect: {
          honest: true,
          not: [
            opensWithYes,
            asserts(/arriba|m[aá]s de|por encima|superior|super[oó]|al menos/, /99/),
          ],
        },
      },
    ],
  },
  {
    id: "hoAM-unk-dangriga-resort-en",
    category: "unknown",
    lang: "es",
    writes: "en",
    note: "English on the Spanish page: a native Pipedrive connector is not published (webhooks and the API are); no yes, in English.",
    turns: [
      {
        say: "can it push the leads straight into Pipedrive? that's the CRM we use at the resort",
        expect: { honest: true, not: [connectsWith(/pipedrive/), opensWithYes], demo: true },
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Published look-alikes.
  {
    id: "hoAM-fact-hannibal-riverboat-en",
    category: "facts",
    lang: "en",
    note: "The setup fee when paying monthly IS published: the one-time installation fee when implementation help is needed.",
    turns: [
      {
        say: "If we pay month to month, is there any setup fee on top?",
        expect: { has: [money(billing.installationFeeUsd)], demo: true },
      },
    ],
  },
  {
    id: "hoAM-fact-tovar-fresas-es",
    category: "facts",
    lang: "es",
    note: "'¿Me garantizan que voy a vender más?': the terms promise no specific business results; say so plainly.",
    turns: [
      {
        say: "ustedes me garantizan q voy a vender mas? porq si no pa q lo pago",
        expect: { has: [noResultsPromised], not: [opensWithYes], demo: true },
      },
    ],
  },
  {
    id: "hoAM-fact-ocosingo-cafe-es",
    category: "facts",
    lang: "es",
    note: "Who answers on a Saturday night: e-mail support works Monday to Friday (the AI agent keeps answering customers); say it and give the e-mail.",
    turns: [
      {
        say: "y si se me cae el bot un sabado en la noche quien me atiende?",
        expect: { has: [weekdays], handoff: true },
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Leads.
  {
    id: "hoAM-lead-banbury-joinery-en",
    category: "lead",
    lang: "en",
    note: "Name, e-mail and a preference in one line: acknowledge, don't re-ask, morning times.",
    turns: [
      {
        say: "Name's Colin Dunmore, colin@dunmorejoinery.co.uk - mornings are best, ta.",
        expect: gotDetails,
      },
    ],
  },
  {
    id: "hoAM-lead-totonicapan-tejidos-es",
    category: "lead",
    lang: "es",
    note: "WhatsApp with a Guatemalan code and a first name: note them, don't re-ask, show the times here.",
    turns: [
      {
        say: "mi whats es +502 5555 0198, soy Ingrid, mandame los horarios x ahi porfa",
        expect: gotDetails,
      },
    ],
  },
  {
    id: "hoAM-lead-upata-ferreteria-es",
    category: "lead",
    lang: "es",
    note: "A hotmail typo corrected on the next turn: take the right address, never repeat the wrong one.",
    turns: [
      {
        say: "Dale pues, anotame: Josue Rangel, josuerangel@hotmial.com",
        expect: gotDetails,
      },
      {
        say: "epa me equivoque, es hotmail.com",
        expect: {
          hasAny: [marks.ack, /correg|actualiz|cambi|hotmail\.com/i],
          not: ["hotmial", marks.reaskEmail],
        },
      },
    ],
  },
  {
    id: "hoAM-lead-minot-trucking-en",
    category: "lead",
    lang: "en",
    note: "Details split over three turns: ask, then ask only for what's missing, then confirm.",
    turns: [
      {
        say: "Yeah let's set up that demo",
        expect: { offersSlots: true, asksContact: true },
      },
      {
        say: "It's Marcus",
        expect: { has: [asksEmailOrWhatsApp], not: [marks.reaskName] },
      },
      {
        say: "marcus.bell@bellfreightnd.com",
        expect: gotDetails,
      },
    ],
  },
  {
    id: "hoAM-lead-sorata-trekking-es",
    category: "lead",
    lang: "es",
    note: "Details with '¿es por Zoom?': acknowledge; it is a video call (published), the tool is not, so name none.",
    turns: [
      {
        say: "Soy Rosa Quispe, rosa.quispe@soratatrek.com. La demo es x zoom o como es?",
        expect: {
          ...gotDetails,
          hasAny: [/videollamada|video ?llamada|en l[ií]nea|virtual|online/i],
          not: [...(gotDetails.not ?? []), namesMeetingTool],
        },
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Booking.
  {
    id: "hoAM-booking-tinaquillo-licoreria-es",
    category: "booking",
    lang: "es",
    note: "'Agéndame ya': the free times at once.",
    turns: [
      {
        say: "agendame ya, q quiero arrancar con esto de una vez",
        expect: { offersSlots: true, demo: true },
      },
    ],
  },
  {
    id: "hoAM-booking-stroud-cattery-en",
    category: "booking",
    lang: "en",
    note: "'Give me a ring tomorrow': tomorrow's free times and the details to book the call.",
    turns: [
      {
        say: "Could someone give me a ring tomorrow? Afternoon ideally.",
        expect: { offersSlots: true, asksContact: true },
      },
    ],
  },
  {
    id: "hoAM-booking-goshen-dairy-en",
    category: "booking",
    lang: "en",
    note: "'What's the next step?': the free demo, with times to pick.",
    turns: [
      {
        say: "alright, what's the next step to get this going for us?",
        expect: { offersSlots: true, demo: true },
      },
    ],
  },
  {
    id: "hoAM-booking-corozal-bakery-en",
    category: "booking",
    lang: "es",
    writes: "en",
    note: "English on the Spanish page, doesn't like leaving details in chats: how to book anyway (the times or the booking page), in English, no pressing for the e-mail.",
    turns: [
      {
        say: "i dont like leaving my details in chat boxes tbh. how do i book without doing that?",
        expect: { demo: true, not: [marks.reaskEmail, marks.reaskPhone] },
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Objections and small talk.
  {
    id: "hoAM-obj-kidderminster-carpets-en",
    category: "objection",
    lang: "en",
    note: "Price after a recommendation: no pressure; the annual price, a smaller plan or the trial.",
    turns: [
      {
        say: "Three of us on the phones and WhatsApp, around 2,500 customers a month. What would you put us on?",
        expect: recommendsWithDemo({ agents: 3, users: 2500 }),
      },
      {
        say: "Bit steep for us, if I'm honest.",
        expect: {
          hasAny: [...cheaperOrTryFirst, annual("elite"), planRe("starter")],
          not: [urgency],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAM-obj-bocono-posada-es",
    category: "objection",
    lang: "es",
    note: "'Déjame consultarlo con mi socio': no pressure, a demo for both or the trial.",
    turns: [
      {
        say: "tenemos 1 persona en recepcion y unos 800 huespedes al mes escribiendo, q plan nos sirve?",
        expect: recommendsWithDemo({ agents: 1, users: 800 }),
      },
      {
        say: "ok, dejame consultarlo con mi socio y te aviso",
        expect: {
          hasAny: [trial, /\bdemo\b/i, /juntos|ambos|los dos/i],
          not: [urgency],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAM-obj-champoton-pescaderia-es",
    category: "objection",
    lang: "es",
    note: "No time to set anything up: we do the setup; the demo.",
    turns: [
      {
        say: "suena bien pero no tengo tiempo pa ponerme a configurar nada, ando todo el dia en el muelle",
        expect: { has: [weSetItUp], demo: true },
      },
    ],
  },
  {
    id: "hoAM-small-golfito-fishing-en",
    category: "smalltalk",
    lang: "es",
    writes: "en",
    note: "English on the Spanish page: booked, then 'pura vida': acknowledge, then a short goodbye in English with no pitch.",
    turns: [
      {
        say: "all set, got us booked for friday morning",
        expect: { has: [marks.ack] },
      },
      {
        say: "thanks a ton, pura vida!",
        expect: { has: [byeOrCheers], demo: false, maxChars: 300 },
      },
    ],
  },
  {
    id: "hoAM-small-sandusky-creamery-en",
    category: "smalltalk",
    lang: "en",
    note: "Details given, then 'that's all': acknowledge, then close without a pitch.",
    turns: [
      {
        say: "Kelsey Marsh, kelsey@marshcreamery.com",
        expect: gotDetails,
      },
      {
        say: "ok thx, that's all I needed",
        expect: { has: [byeOrCheers], demo: false, maxChars: 300 },
      },
    ],
  },
];
