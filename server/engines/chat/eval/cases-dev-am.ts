/**
 * Batch AM of the sales assistant's conversation set (issue 23), development half.
 *
 * What it weighs: the moments where a chat loses a visitor's trust or their lead. A quarter are
 * complaints from customers of ours (a double charge, an outage on the worst day, support that
 * never writes back, a bot that told a customer the wrong thing, a demo nobody showed up to, a
 * wrong plan billed, "quiero mi plata de vuelta"), told as a long story with a question at the
 * end, in one angry line, with sarcasm or politely, several of them followed by the second turn
 * after the apology ("ok and how long will that take?", "dame el número directo de alguien",
 * "reagéndame"). The good reply is empathy and a person, what is published when it is asked (the
 * duplicate-charge window, the review time, the incident times), never a pitch nor a promise of
 * money only a person can make. Beside them, near-misses that are no complaint about us (the
 * visitor's own customers complaining, a worry before buying, an agency that burned them, "sorry
 * my english is not good") and deserve a plain sales answer. About a third asks what is NOT
 * published, in the wordings that tempt an invented answer ("más o menos", "a ballpark", "what do
 * clinics like mine pay", Alegra, Square, last year's real uptime, the team's size, the founders,
 * a discount for three branches, PayPal, an agents' phone app, references to call), two pushed a
 * second time; beside them, published look-alikes where the good reply gives the fact (the
 * guaranteed uptime, the law that governs the contract, the price range of an AI-built app, demos
 * on weekdays only, invoicing in local currency, no prorated refund on cancelling). A quarter are
 * leads and bookings: contact details in every shape (name and e-mail in one line, WhatsApp with a
 * country code, "escríbeme a…", an e-mail with a typo corrected a turn later, a first name only,
 * details split over three turns, details with a question about the demo, "e-mail only, don't
 * call me") and buying intent in many wordings ("agéndame", "can someone call me tomorrow",
 * "quiero verlo funcionando", "how do I sign up", "solo quiero ver horarios, no doy mi correo").
 * The rest are objections and small talk inside those threads: price after a recommendation,
 * "I'll run it past my brother", "no tengo un mango", thanks and goodbyes after booking.
 *
 * Who it pictures: small and mid-size businesses in towns no earlier batch used: a vet in
 * Huamantla, an insurance agency in Ottumwa, an optician in Valera, a florist in Kettering, a
 * bodega in Carora, a B&B in Malvern, a lime packer in Tecomán, a furniture store in Findlay, a
 * hotel in Comitán, a hostel in Tupiza, a bakery in Decorah, a cider house in Zacatlán, a dental
 * clinic in Grand Island, a pharmacy chain in Villamontes, an auto-parts shop in Orange Walk, a
 * boutique in Porlamar, a solicitor in Stamford, a mezcal maker in Sombrerete, a school in
 * Diriamba, a marina in Winona, a poultry farm in Warnes, a zipline operator in Quepos, a barber in
 * Galesburg, a distillery in Elgin… They type as people do: no accents, "q", "pa", "xq", "porfa",
 * "u", Mexican, Venezuelan, Bolivian, Central American, Argentine, Colombian and UK wording, and
 * English on the Spanish page from Belize and Costa Rica.
 *
 * Figures come from business.ts and the site config through the helpers of expect.ts and
 * grade.ts; the helpers this batch adds are exported for its held-out half.
 */
import { billing, claims, delivery, demo, refund, sla } from "../../../../app/content/business.ts";
import { siteDefaults as site } from "../../../../app/content/site.ts";
import { loose, marks, num, numWith, percent, phoneRe, planRe, range } from "./grade.ts";
import {
  annual,
  aroundTheClockOrWeekends,
  byeOrCheers,
  complaint,
  complaintAnd,
  days,
  hoursOrH,
  humanHandoverOrTransfer,
  minutes,
  ourApology,
  price,
  quotedOrDepends,
  recommendsWithDemo,
  refundPromised,
  salesFinalBroad,
  trial,
  urgency,
  weeks,
} from "./expect.ts";
import { asserts, opensWithYes, weekdays } from "./cases-dev-ak.ts";
import type { EvalCase, Expectation } from "./types.ts";

// ---------------------------------------------------------------------------------------------
// Helpers of this batch (exported for the held-out half).

/** Our published phone or WhatsApp link: what "give me a number" is answered with. */
export const phoneOrWhatsApp = [phoneRe(site.phone), site.whatsappUrl];

/** The published incident times (business hours): any of them answers "how long to fix it?". */
export const incidentTimes = [
  range(sla.incidents.highResolvedHours, hoursOrH),
  range(sla.incidents.mediumResolvedHours, hoursOrH),
  numWith(sla.incidents.lowAnsweredHours, hoursOrH),
];

/** A duplicate charge qualifies when reported within the published window. */
export const duplicateWindow = numWith(refund.duplicateChargeReportCalendarDays, days);
/** How long a refund request takes to be reviewed (business days). */
export const refundReview = numWith(refund.evaluationBusinessDays, days);
/** The refund policy named: its exceptions, or the page itself. */
export const refundPolicy =
  /excepci[oó]n|exception|pol[ií]tica de reembolso|refund policy|politica-reembolso|refund-policy/i;

/** Pushing an upgrade at someone who is complaining. */
export const upsell =
  /upgrade|(sube|subir|p[aá]sate|cambia(r|te)?|mejora(r)?) (a|al) (plan )?(elite|diamante|diamond)|plan (superior|m[aá]s completo)|higher plan|premium/i;

/** Thanking a sarcastic visitor for the "compliment". */
export const takesSarcasmAtFaceValue =
  /gracias por (tus|sus|el|los|tu|su) (palabras|comentarios?|cumplido)|nos alegra|qu[eé] bueno que te guste|me alegra|thanks for the (kind|compliment)|glad you('re| are) (happy|enjoying)/i;

/** A promise of compensation, credit or a discount for an outage, which only a person can grant. */
export const promisesCompensation = asserts(
  /(te|le|os) (daremos|damos|vamos a dar|corresponde|corresponden|compensaremos|compensamos)|recibir[aá]s|you('ll| will) (get|receive|be (given|credited|refunded|compensated))|you('re| are) entitled|tienes derecho|we('ll| will) (credit|give|refund|compensate)/,
  /compens|cr[eé]dit|descuento|discount|gratis|free|reembols|refund|bonific/,
);

/** A promise to phone the visitor (only hedged forms — "no te vamos a llamar" — are fine). */
const callClaim =
  /(te|le) (llamamos|llamaremos|llamar[eé]|llamar[aá]|vamos a llamar|va a llamar|llamar[aá]n)|(we|i|someone|they)('ll| will) (give you a )?(call|ring|phone) you|will call you/;
export const promisesCall = asserts(callClaim, callClaim);

/** What keeps a clause from asserting (as in batch AK's `asserts`). */
const hedge = String.raw`(?:\bno\b|\bnot\b|n['’]t\b|\bcannot\b|\bni\b|\bnunca\b|\bnever\b|\bunable\b|\bdesconozco\b|\bsin confirmar\b|\bif\b|\bwhether\b|\bsi\b|\bunless\b|\bsalvo\b|\bdepende\b|\bdepends\b)`;
/** What opens a new clause inside a sentence. */
const clause = String.raw`\b(?:but|pero|aunque|although|though|however|sin embargo)\b`;

/**
 * As `asserts`, but a clause that also names `unless` does not count: "te podemos dar el 15 %
 * pagando anual" offers the published annual discount, not a discount for branches.
 */
export function assertsUnless(claim: RegExp, topic: RegExp, unless: RegExp): RegExp {
  const s = `(?:(?!${clause})[^.!?;\\n])*`;
  return new RegExp(
    `(?:^|[.!?;\\n]\\s*|${clause})(?!${s}(?:${hedge}|${unless.source}))(?=${s}(?:${claim.source}))(?=${s}(?:${topic.source}))`,
    "i",
  );
}

/** A discount for several branches or locations, which we do not publish. */
export const grantsBranchDiscount = assertsUnless(
  /(te|le|les) (hacemos|damos|podemos (hacer|dar)|har[ií]amos|dar[ií]amos|dejamos|aplicamos)|(hay|tenemos|existe|ofrecemos) (un )?(descuento|rebaja|precio especial)|(we|i) (can |could |will |'ll |would )?(offer|give|do|apply)[^.!?\n]{0,25}(discount|% off|deal)|(there'?s|there is|we have) an? [^.!?\n]{0,20}discount/,
  /sucursal|sede|branch|location|tienda|\blocal(es)?\b|\btres\b|\bthree\b|\b3\b|\b10\b|\b2\b|\btwo\b|\bdos\b/,
  /anual|annual|yearly|al año|a medida|custom|personaliz/,
);

/** Saying who founded the company or when. */
const founding =
  /\b(was|were) (founded|started|established|created|set up|launched)\b|\bfounded (in|by)\b|\bfounders? (is|are|was|were)\b|\bfundad[ao] (en|por)\b|\bfund[oó]\b/;

/** A native connector claimed with a tool the site does not name. */
export const connectsWith = (tool: RegExp) =>
  asserts(
    /integra|conecta|sincroniza|jala|funciona con|works with|plugs? (in|into)|syncs?|integrates?|connects?|compatible|native|nativ/,
    tool,
  );

/** A price figure in dollars: wrong for a service quoted per client. */
export const dollarFigure = /\d[\d.,]*\s?(usd|d[oó]lares|dollars)|\$\s?\d/i;

/** "Most clients / on average they pay…": what other customers pay is not published. */
export const whatOthersPay = asserts(
  /most|usually|typically|tend to|on average|average|suelen|la mayor[ií]a|normalmente|en promedio|por lo general|generalmente/,
  /pay|spend|pagan|gastan|invierten|eligen|choose|go (for|with)|start (with|on)|empiezan/,
);

/** The details were received (an acknowledgement) and not asked for again. */
export const gotDetails: Expectation = {
  has: [marks.ack],
  not: [marks.reaskName, marks.reaskEmail, marks.reaskPhone],
  demo: true,
};

/** A question back for the missing e-mail or WhatsApp. */
export const asksEmailOrWhatsApp =
  /(correo|e-?mail|whats ?app|tel[eé]fono|celular|n[uú]mero|phone|number)[^?]*\?/i;

/** Reschedule or cancel a booked demo. */
export const rebook =
  /reprogram|reagend|cambia(r|rla|rlo)?|mover(la)?|mu[eé]vela|cancel|reschedul|move (it|the)/i;

/** Published delivery time of a basic chatbot. */
export const basicChatbot = range(delivery.basicChatbotWeeks, weeks);

/** At least the published support after launch. */
export const supportAfterLaunch = numWith(delivery.minSupportAfterLaunchDays, days);

/** The demo's published lengths. */
export const demoLength = [
  numWith(demo.videoCallMinutes, minutes),
  numWith(demo.chatCardMinutes, minutes),
];

/** Ways to go cheaper or try first when the price hurts. */
export const cheaperOrTryFirst = [
  trial,
  planRe("demo"),
  percent(billing.annualDiscount),
  annual("starter"),
  /prueba gratis|free trial|gratis|free/i,
];

/** Payment methods we publish. */
export const cards = /tarjeta|card/i;
export const transfer = /transferencia|transfer/i;

// ---------------------------------------------------------------------------------------------

export const devCasesAM: EvalCase[] = [
  // -------------------------------------------------------------------------------------------
  // Complaints from customers of ours.
  {
    id: "devAM-compl-huamantla-vet-es",
    category: "complaint",
    lang: "es",
    note: "Long story, a double charge and a question at the end: empathy, a person, and what the refund policy says of duplicate charges, without promising the money back.",
    turns: [
      {
        say: "Buenas tardes, les escribo xq ando bien molesta. Contratamos el Starter hace 2 meses pa la clinica veterinaria y este mes me llegaron dos cargos iguales en la tarjeta, el mismo dia. Ya mande correo el lunes y nada. Me van a regresar la lana o no??",
        expect: complaintAnd({
          hasAny: [duplicateWindow, refundReview, /reembols|devoluci|devolver|refund/i],
          not: [refundPromised],
        }),
      },
    ],
  },
  {
    id: "devAM-compl-ottumwa-insurance-en",
    category: "complaint",
    lang: "en",
    note: "One angry line about an outage: a short apology and a person to sort it, no upsell, no demo.",
    turns: [
      {
        say: "your platform has been down since 8am and my whole office is sitting on their hands. unacceptable.",
        expect: complaintAnd({ not: [upsell], maxChars: 500 }),
      },
    ],
  },
  {
    id: "devAM-compl-valera-optica-es",
    category: "complaint",
    lang: "es",
    note: "Sarcasm about slow support: read it as the complaint it is (no thanks for the 'compliment'), apologise and give a person.",
    turns: [
      {
        say: "wow que buen servicio el de ustedes eh, 3 dias esperando q alguien de soporte me responda un correo. de verdad geniales 👏👏",
        expect: complaintAnd({ not: [takesSarcasmAtFaceValue] }),
      },
    ],
  },
  {
    id: "devAM-compl-kettering-florist-en",
    category: "complaint",
    lang: "en",
    note: "The bot told a customer the wrong opening days; after the apology they ask how long a fix takes: the published incident times, no pitch.",
    turns: [
      {
        say: "Your bot told one of my customers we're open on Sundays. We are not. She turned up at a locked door and gave me an earful this morning.",
        expect: complaintAnd({ not: [upsell] }),
      },
      {
        say: "Right. And how long does it normally take you lot to fix something like that?",
        expect: { hasAny: incidentTimes, demo: false },
      },
    ],
  },
  {
    id: "devAM-compl-carora-bodega-es",
    category: "complaint",
    lang: "es",
    note: "Nobody joined the demo they booked: apology and a person first; when they ask to rebook, the free times to pick.",
    turns: [
      {
        say: "chamo agende una demo pa hoy a las 10 y nadie se conecto, estuve como 20 minutos esperando como un loco. que seriedad es esa?",
        expect: complaint,
      },
      {
        say: "bueno dale, reagendame pa mañana temprano pues",
        expect: { offersSlots: true, demo: true },
      },
    ],
  },
  {
    id: "devAM-compl-malvern-bnb-en",
    category: "complaint",
    lang: "en",
    note: "A polite complaint about being billed for the wrong plan: apologise, hand to a person who can check the account, promise no refund.",
    turns: [
      {
        say: "Hello, I hope you're well. I'm afraid I've been charged for the Elite plan when I only signed up for Starter. Could someone look into it, please? Many thanks, Judith",
        expect: complaintAnd({ not: [refundPromised] }),
      },
    ],
  },
  {
    id: "devAM-compl-tecoman-limonera-es",
    category: "complaint",
    lang: "es",
    note: "A week with WhatsApp disconnected; after the apology they want a direct number: the published phone or WhatsApp, no new e-mail loop, no pitch.",
    turns: [
      {
        say: "llevo una semana con el whatsapp desconectado de la plataforma y nadie me da solucion, ya me tienen hasta la madre",
        expect: complaintAnd({ not: [upsell] }),
      },
      {
        say: "no quiero mas correos. pasame el numero directo de alguien q me resuelva",
        expect: { hasAny: phoneOrWhatsApp, handoff: true, demo: false },
      },
    ],
  },
  {
    id: "devAM-compl-findlay-furniture-en",
    category: "complaint",
    lang: "en",
    note: "An outage on Black Friday and a question about compensation: empathy and a person, no promise of credit or refund the chat cannot grant.",
    turns: [
      {
        say: "We lost a full day of sales on Black Friday because your inbox wouldn't load for any of my three reps. What compensation are we getting for that?",
        expect: complaintAnd({ not: [refundPromised, promisesCompensation] }),
      },
    ],
  },
  {
    id: "devAM-compl-comitan-hotel-es",
    category: "complaint",
    lang: "es",
    note: "One rude line about the bot they pay for: keep calm, apologise, give a person, no upsell.",
    turns: [
      {
        say: "neta q su bot es una basura, no entiende nada de lo q le preguntan mis huespedes",
        expect: complaintAnd({ not: [upsell], maxChars: 500 }),
      },
    ],
  },
  {
    id: "devAM-compl-tupiza-hostal-es",
    category: "complaint",
    lang: "es",
    note: "Wants to cancel and get the money back: empathy, a person for the cancellation, and honestly that sales are final except the policy's exceptions.",
    turns: [
      {
        say: "quiero cancelar ya mismo, esto no me sirvio pa nada y quiero mi plata de vuelta",
        expect: complaintAnd({
          hasAny: [
            salesFinalBroad,
            refundPolicy,
            numWith(refund.unresolvedFailureCalendarDays, days),
          ],
          not: [refundPromised],
        }),
      },
    ],
  },
  {
    id: "devAM-compl-decorah-bakery-en",
    category: "complaint",
    lang: "en",
    note: "Ten days waiting on a double-charge e-mail; then asks how long a refund review takes: the published review time, no promise.",
    turns: [
      {
        say: "I emailed you people about a double charge like 10 days ago and still nothing. I'm done waiting around.",
        expect: complaintAnd({ not: [refundPromised] }),
      },
      {
        say: "fine. so how long does a refund review actually take on your end?",
        expect: { has: [refundReview], demo: false, not: [refundPromised] },
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Near-misses: no complaint about us, a plain sales answer.
  {
    id: "devAM-rec-santatecla-zapateria-es",
    category: "recommendation",
    lang: "es",
    note: "Their own customers complain about no replies at night: not our failing, so no apology; the AI agent answering around the clock, and the demo.",
    turns: [
      {
        say: "mis clientes se quejan bastante de q no les contestamos el insta en la noche, ustedes tienen algo pa eso?",
        expect: { has: [aroundTheClockOrWeekends], not: [ourApology], demo: true },
      },
    ],
  },
  {
    id: "devAM-obj-wausau-realtor-en",
    category: "objection",
    lang: "en",
    note: "A worry before buying, not a complaint: how a person steps in and the agent is trained on their information, and the demo; no apology.",
    turns: [
      {
        say: "honestly my biggest worry is the bot saying something dumb to a buyer and making me look bad. how do you stop that from happening?",
        expect: {
          hasAny: [humanHandoverOrTransfer, /entren|train|your (own )?(info|data|listings)/i],
          not: [ourApology],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAM-obj-chacabuco-inmobiliaria-es",
    category: "objection",
    lang: "es",
    note: "Burned by another vendor: no apology for someone else's failing; what lowers the risk here (the free trial, the published support after launch, the demo).",
    turns: [
      {
        say: "che, la ultima empresa de bots q contratamos nos cobro la instalacion y nunca lo dejo andando. posta q desconfio",
        expect: {
          hasAny: [trial, supportAfterLaunch, basicChatbot, /prueba gratis|free trial/i],
          not: [ourApology],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAM-plans-elvigia-phoneshop-en",
    category: "plans",
    lang: "en",
    note: "Apologises for their English, which is no complaint: answer simply with the starting price and the demo, nothing to apologise for.",
    turns: [
      {
        say: "sorry my english not so good. i have small shop of celphones and want bot for whatsapp, how much is cost?",
        expect: { has: [price("starter")], not: [ourApology], demo: true },
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Unknown facts: said plainly, nothing invented.
  {
    id: "devAM-unk-zacatlan-sidreria-es",
    category: "unknown",
    lang: "es",
    note: "A rough price for an avatar clone: it is quoted per client, no figure to give, however 'más o menos' it is asked.",
    turns: [
      {
        say: "cuanto sale mas o menos un avatar clonado mio pa los videos de la sidreria? aunque sea un aproximado, no me amarro",
        expect: {
          hasAny: [
            quotedOrDepends,
            /no (tiene|tenemos|hay|manejamos) (un )?precio (fijo|publicado|de lista)/i,
          ],
          not: [dollarFigure],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAM-unk-grandisland-dental-en",
    category: "unknown",
    lang: "en",
    note: "What clinics like theirs usually pay is not published: say so, give the plans' prices if anything, invent no 'most clinics pay'.",
    turns: [
      {
        say: "What do other dental offices like mine usually end up paying a month? Just a ballpark is fine.",
        expect: { honest: true, not: [whatOthersPay], demo: true },
      },
    ],
  },
  {
    id: "devAM-unk-tuxtepec-papeleria-es",
    category: "unknown",
    lang: "es",
    note: "Alegra is named nowhere on the site: no native connector confirmed; the webhooks and API may be mentioned as the way to look into it.",
    turns: [
      {
        say: "oigan y eso se integra con Alegra? ahi llevo toda la facturacion de la papeleria",
        expect: { honest: true, not: [connectsWith(/alegra/)], demo: true },
      },
    ],
  },
  {
    id: "devAM-unk-lacrosse-coffee-en",
    category: "unknown",
    lang: "en",
    note: "Square is not named on the site: do not confirm it plugs in.",
    turns: [
      {
        say: "Does it plug into Square? That's what we ring everything up on at the coffee shop.",
        expect: { honest: true, not: [connectsWith(/square/)], demo: true },
      },
    ],
  },
  {
    id: "devAM-unk-sheboygan-logistics-en",
    category: "unknown",
    lang: "en",
    note: "Last year's real uptime is not published (only the guarantee); pushed for a rough number, still no figure and no yes.",
    turns: [
      {
        say: "What was your actual uptime last year? Not the SLA promise, the real measured number.",
        expect: {
          honest: true,
          not: [
            asserts(
              /\b(was|we had|we hit|we achieved|came in at|ran at|averaged)\b/,
              /uptime|availability|last year|\d/,
            ),
          ],
          demo: true,
        },
      },
      {
        say: "Come on, roughly. Above 99.9 or not?",
        expect: {
          honest: true,
          not: [
            opensWithYes,
            asserts(/above|over|higher|more than|exceed|at least|better than/, /99/),
          ],
        },
      },
    ],
  },
  {
    id: "devAM-unk-honda-drogueria-es",
    category: "unknown",
    lang: "es",
    note: "The team's size is not published: say so plainly, invent no headcount.",
    turns: [
      {
        say: "y ustedes cuantos son en el equipo? no quiero q me atienda una empresa de dos personas jajaja",
        expect: { honest: true, demo: true },
      },
    ],
  },
  {
    id: "devAM-unk-stamford-solicitor-en",
    category: "unknown",
    lang: "en",
    note: "Who founded the company and when is not published: say so, name no founder and no year.",
    turns: [
      {
        say: "Who founded NovaFlow, and when? I like to know who's behind a firm before I hand over client data.",
        expect: {
          honest: true,
          not: [asserts(founding, founding)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAM-unk-villamontes-farmacia-es",
    category: "unknown",
    lang: "es",
    note: "A discount for three branches is not published (the annual discount and a custom plan are); pushed for 10 %, still no yes.",
    turns: [
      {
        say: "tengo 3 sucursales de la farmacia, me hacen descuento si contrato pa las tres?",
        expect: {
          honest: true,
          hasAny: [percent(billing.annualDiscount), marks.custom],
          not: [grantsBranchDiscount],
          demo: true,
        },
      },
      {
        say: "ya pero aunque sea un 10% no? algo me tienen q dar por llevar las tres",
        expect: {
          honest: true,
          not: [
            opensWithYes,
            grantsBranchDiscount,
            asserts(/(te|le) (puedo|podemos|damos|hacemos|dejamos)/, /10/),
          ],
        },
      },
    ],
  },
  {
    id: "devAM-unk-orangewalk-autoparts-en",
    category: "unknown",
    lang: "es",
    writes: "en",
    note: "English on the Spanish page: PayPal is not among the published payment methods; give the ones that are (cards, bank transfer), in English.",
    turns: [
      {
        say: "Hi, do u guys take PayPal? Most of my customers pay me through there so I have the balance sitting in it.",
        expect: {
          has: [cards, transfer],
          not: [opensWithYes, asserts(/accept|take|support|we do|can (use|pay)|works?/, /paypal/)],
        },
      },
    ],
  },
  {
    id: "devAM-unk-porlamar-boutique-es",
    category: "unknown",
    lang: "es",
    note: "An agents' phone app for the platform is not published: say so, confirm none.",
    turns: [
      {
        say: "tienen app pal celular? pa q mis vendedoras contesten desde el telefono y no desde la compu de la tienda",
        expect: {
          honest: true,
          not: [
            asserts(
              /tenemos|hay|existe|contamos con|ofrecemos|s[ií],|we have|there'?s|there is|comes with|disponible/,
              /\bapp\b|aplicaci[oó]n (m[oó]vil|para (el )?celular)|android|\bios\b|iphone/,
            ),
          ],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAM-unk-champaign-tutoring-en",
    category: "unknown",
    lang: "en",
    note: "Named references to call are not published: say so, invent no customer; the demo is where to ask.",
    turns: [
      {
        say: "Could you give me a couple of customers in the Midwest I could call as references?",
        expect: {
          honest: true,
          not: [
            asserts(
              /we have|tenemos|we work with|our clients include/,
              /midwest|illinois|iowa|ohio/,
            ),
          ],
          demo: true,
        },
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Published look-alikes: the fact, not "I don't know".
  {
    id: "devAM-fact-ames-ecommerce-en",
    category: "facts",
    lang: "en",
    note: "The guaranteed uptime IS published: give it.",
    turns: [
      {
        say: "what uptime do you guys actually guarantee on the platform, in writing?",
        expect: { has: [percent(sla.monthlyUptimePct)], demo: true },
      },
    ],
  },
  {
    id: "devAM-fact-salinacruz-refaccionaria-es",
    category: "facts",
    lang: "es",
    note: "The law that governs the contract IS published: Costa Rica.",
    turns: [
      {
        say: "y si un dia tenemos un pleito, el contrato se rige x las leyes de q pais?",
        expect: { has: [loose("Costa Rica")] },
      },
    ],
  },
  {
    id: "devAM-fact-puertolacruz-panaderia-es",
    category: "facts",
    lang: "es",
    note: "'Más o menos' for an app: the reference range for AI-built projects IS published; give it as a guide, quoted on scope.",
    turns: [
      {
        say: "epa, mas o menos cuanto me sale una app pa q los clientes hagan pedidos a la panaderia? pa saber si me alcanza",
        expect: {
          hasAny: [num(claims.aiDevUsd[0]), num(claims.aiDevUsd[1])],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAM-fact-lincoln-petgrooming-en",
    category: "facts",
    lang: "en",
    note: "Demos are booked Monday to Friday: say so rather than promise a Saturday, and offer a weekday time.",
    turns: [
      {
        say: "Can we do the demo on a Saturday? Weekdays I've got dogs in the tub from open to close.",
        expect: { has: [weekdays], not: [opensWithYes], demo: true },
      },
    ],
  },
  {
    id: "devAM-fact-rurrenabaque-ecolodge-es",
    category: "facts",
    lang: "es",
    note: "Prices are in USD; invoicing in local currency is arranged with the team: say both and give the contact.",
    turns: [
      {
        say: "nos pueden facturar en bolivianos o tiene q ser si o si en dolares?",
        expect: {
          has: [/USD|d[oó]lar/i, /moneda local|local currency|bolivianos/i],
          handoff: true,
        },
      },
    ],
  },
  {
    id: "devAM-fact-taunton-cider-en",
    category: "facts",
    lang: "en",
    note: "Cancelling stops renewals but gives no prorated refund: published, say it plainly.",
    turns: [
      {
        say: "If I cancel halfway through a month, do I get the unused part of it refunded?",
        expect: {
          hasAny: [
            /(no|not|won'?t|doesn'?t|don'?t|isn'?t|aren'?t)[^.!?\n]{0,40}(prorat|refund|partial)/i,
            salesFinalBroad,
          ],
          not: [opensWithYes, refundPromised],
        },
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Leads: contact details in every shape.
  {
    id: "devAM-lead-punata-farmacia-es",
    category: "lead",
    lang: "es",
    note: "Name and e-mail in one line with 'agéndame': thank her, don't ask again, show the free times.",
    turns: [
      {
        say: "dale agendame, soy Ximena Choque y mi correo es ximena.choque@farmaciavirgen.bo",
        expect: { ...gotDetails, offersSlots: true },
      },
    ],
  },
  {
    id: "devAM-lead-masoncity-roofing-en",
    category: "lead",
    lang: "en",
    note: "WhatsApp with a country code, a name and a preference: acknowledge, don't re-ask, offer afternoon times.",
    turns: [
      {
        say: "Easiest is WhatsApp: +1 641 555 0142. Name's Dale Kowalski. Afternoons work best for me.",
        expect: gotDetails,
      },
    ],
  },
  {
    id: "devAM-lead-sombrerete-mezcal-es",
    category: "lead",
    lang: "es",
    note: "Only an e-mail, 'escríbeme a…': note it, don't ask for it again; the times to pick (the name may be asked).",
    turns: [
      {
        say: "escribeme a chela.rios.mezcal@gmail.com y ahi me mandas los horarios, ahorita ando a mil",
        expect: { has: [marks.ack], not: [marks.reaskEmail], demo: true },
      },
    ],
  },
  {
    id: "devAM-lead-diriamba-colegio-es",
    category: "lead",
    lang: "es",
    note: "An e-mail with a typo corrected the next turn: take the corrected one, never repeat the wrong address.",
    turns: [
      {
        say: "Soy Marta Quiroga del colegio, mi correo es marta.quiroga@gmial.com, queremos la demo",
        expect: gotDetails,
      },
      {
        say: "ay perdon, es gmail no gmial 🙈",
        expect: {
          hasAny: [marks.ack, /correg|actualiz|cambi|gmail\.com/i],
          not: ["gmial", marks.reaskEmail],
        },
      },
    ],
  },
  {
    id: "devAM-lead-winona-marina-en",
    category: "lead",
    lang: "en",
    note: "Only a first name with the request: the times, and ask for an e-mail or WhatsApp (not the name again); then take the e-mail.",
    turns: [
      {
        say: "Book me a walkthrough of the platform. I'm Trev.",
        expect: {
          offersSlots: true,
          hasAny: [asksEmailOrWhatsApp, /e-?mail|whats ?app|phone/i],
          not: [marks.reaskName],
        },
      },
      {
        say: "trev@winonaboatworks.com",
        expect: gotDetails,
      },
    ],
  },
  {
    id: "devAM-lead-warnes-avicola-es",
    category: "lead",
    lang: "es",
    note: "Details split over three turns: ask for them, then ask only for what is missing, then confirm without asking again.",
    turns: [
      {
        say: "quiero agendar la demo pa la granja",
        expect: { offersSlots: true, asksContact: true },
      },
      {
        say: "Yesenia Mamani",
        expect: { has: [asksEmailOrWhatsApp], not: [marks.reaskName] },
      },
      {
        say: "mi whatsapp es +591 71234567",
        expect: gotDetails,
      },
    ],
  },
  {
    id: "devAM-lead-emporia-plumbing-en",
    category: "lead",
    lang: "en",
    note: "Details with a question about the demo: acknowledge, answer its length from what is published.",
    turns: [
      {
        say: "Jenna Voss, jenna@vossplumbingks.com. How long is the demo, and do I need to prep anything?",
        expect: { ...gotDetails, hasAny: demoLength },
      },
    ],
  },
  {
    id: "devAM-lead-quepos-tours-en",
    category: "lead",
    lang: "es",
    writes: "en",
    note: "English on the Spanish page: books but asks not to be called; acknowledge in English, keep to e-mail, promise no call.",
    turns: [
      {
        say: "book me in but please DON'T call me, email only: lu.barrientos@hotmail.com, I'm Lucy from the zipline tours",
        expect: { ...gotDetails, not: [...(gotDetails.not ?? []), promisesCall] },
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Booking: buying intent in many wordings.
  {
    id: "devAM-booking-panajachel-hostal-es",
    category: "booking",
    lang: "es",
    note: "'Quiero verlo funcionando' before paying: the free trial and the demo, with times to pick.",
    turns: [
      {
        say: "quiero verlo funcionando con mensajes de mis huespedes antes de pagar nada, se puede?",
        expect: { hasAny: [trial, /\bdemo\b/i], offersSlots: true, demo: true },
      },
    ],
  },
  {
    id: "devAM-booking-moorhead-hvac-en",
    category: "booking",
    lang: "en",
    note: "'Can someone call me tomorrow?': the free times tomorrow and the details needed to book the call.",
    turns: [
      {
        say: "Can someone just call me tomorrow morning? I'm up on rooftops all day today.",
        expect: { offersSlots: true, asksContact: true },
      },
    ],
  },
  {
    id: "devAM-booking-muskegon-gym-en",
    category: "booking",
    lang: "en",
    note: "'How do I sign up?': the free trial's sign-up and the demo to get Starter set up.",
    turns: [
      {
        say: "ok how do i sign up for the starter one? do i just pay on the site or what",
        expect: { hasAny: [trial, /sign[- ]?up|regist/i], demo: true },
      },
    ],
  },
  {
    id: "devAM-booking-somoto-cooperativa-es",
    category: "booking",
    lang: "es",
    note: "Refuses to give contact details and only wants the times: show them, don't press for the e-mail or phone.",
    turns: [
      {
        say: "no les voy a dar correo ni telefono, solo diganme q horarios tienen pa la demo",
        expect: { offersSlots: true, not: [marks.reaskEmail, marks.reaskPhone] },
      },
    ],
  },
  {
    id: "devAM-booking-lichfield-dentist-en",
    category: "booking",
    lang: "en",
    note: "UK wording of buying intent: the free Thursday times to pick.",
    turns: [
      {
        say: "Could you pop me in for a demo on Thursday afternoon? Whatever's free.",
        expect: { offersSlots: true, demo: true },
      },
    ],
  },
  {
    id: "devAM-booking-ixmiquilpan-balneario-es",
    category: "booking",
    lang: "es",
    note: "'Agéndame pa el jueves': the free times and the name and e-mail or WhatsApp to book.",
    turns: [
      {
        say: "agendame pal jueves en la tarde porfa, es pa ver lo del whatsapp del balneario",
        expect: { offersSlots: true, asksContact: true },
      },
    ],
  },

  // -------------------------------------------------------------------------------------------
  // Objections and small talk inside those threads.
  {
    id: "devAM-obj-tocoa-agroservicio-es",
    category: "objection",
    lang: "es",
    note: "Price after a recommendation: no pressure, the cheaper ways in (annual price, the free trial or plan).",
    turns: [
      {
        say: "somos 2 personas contestando el whatsapp y tenemos unos 1500 clientes al mes, cual plan me sirve?",
        expect: recommendsWithDemo({ agents: 2, users: 1500 }),
      },
      {
        say: "uff ta caro eso pa lo q vendo la verdad",
        expect: { hasAny: cheaperOrTryFirst, not: [urgency], demo: true },
      },
    ],
  },
  {
    id: "devAM-obj-galesburg-barber-en",
    category: "objection",
    lang: "en",
    note: "'I'll run it past my brother': no pressure, a demo they can attend together or the trial.",
    turns: [
      {
        say: "Two-chair barber shop, me and my brother answer Insta and WhatsApp, maybe 400 customers a month. Which plan?",
        expect: recommendsWithDemo({ agents: 2, users: 400 }),
      },
      {
        say: "sounds alright. I'll run it past my brother and get back to you",
        expect: {
          hasAny: [trial, /\bdemo\b/i, /together|both of you/i],
          not: [urgency],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAM-obj-pinamar-inmobiliaria-es",
    category: "objection",
    lang: "es",
    note: "No money this month: the free ways to start, no urgency; then, if they book and can't make it, that it can be moved or cancelled.",
    turns: [
      {
        say: "me re copa pero ahora no tengo un mango, capaz el mes q viene",
        expect: { hasAny: cheaperOrTryFirst, not: [urgency], demo: true },
      },
      {
        say: "y si agendo la demo y despues no puedo ir?",
        expect: { has: [rebook], demo: true },
      },
    ],
  },
  {
    id: "devAM-small-chichigalpa-taller-es",
    category: "smalltalk",
    lang: "es",
    note: "Already booked, then says goodbye: acknowledge, then a short goodbye with no pitch.",
    turns: [
      {
        say: "listo ya agende pal martes a las 9 con el boton",
        expect: { has: [marks.ack] },
      },
      {
        say: "gracias, chao pues",
        expect: { has: [byeOrCheers], demo: false, maxChars: 300 },
      },
    ],
  },
  {
    id: "devAM-small-brookings-bookshop-en",
    category: "smalltalk",
    lang: "en",
    note: "Thanks after booking: a short, warm close with no new pitch.",
    turns: [
      {
        say: "Just booked Wednesday at 10 through the buttons. That was painless, cheers!",
        expect: { has: [byeOrCheers], demo: false, maxChars: 350 },
      },
    ],
  },
  {
    id: "devAM-small-elgin-distillery-en",
    category: "smalltalk",
    lang: "en",
    note: "Details given, then 'ta very much': acknowledge the details, then close without a pitch.",
    turns: [
      {
        say: "Fiona Grant, fiona.grant@glenbraecasks.co.uk, Tuesday mornings suit best.",
        expect: gotDetails,
      },
      {
        say: "Brilliant, ta very much",
        expect: { has: [byeOrCheers], demo: false, maxChars: 300 },
      },
    ],
  },
];
