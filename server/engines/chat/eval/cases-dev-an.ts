/**
 * Batch AN of the sales assistant's conversation set (issue 23), development half.
 *
 * What it weighs: the EVERYDAY QUESTIONS most visitors ask, about the services beyond the plans as
 * much as about the plans. A third of the cases are one fact or one plan row: how long a chatbot
 * takes, what the videobot does, voice cloning in English, the video-to-text tool's size limit,
 * the implementation process, the SLA's uptime, taxes (IVU, VAT), payment methods, refunds, the
 * trial, office hours, a plan's agents or onboarding, two plans compared, the annual price. A fifth
 * are recommendations from needs given sideways ("somos mi señora y yo nomas", "3 sucursales con 2
 * muchachas cada una", "a 10-person team but only 2 of us do the chat"), a free plan that is
 * enough, needs beyond every plan (a custom plan), and one vague wish where a question back is the
 * right move. A quarter are threads of two or three turns that stay on one service and drill
 * down ("y eso cuanto sale?", "how much is that roughly?", "and could the avatar speak Welsh?",
 * "y en el elite es distinto?"): avatar videos, the web agent, app development, the human contact
 * center, WhatsApp ordering, the transcription tool, support, social-media automation, autonomous
 * agents, the process. The rest are packed messages mixing a service and a plan, or two services.
 * Where a part is not published (ATH Móvil, TikTok, Welsh), the reply says so plainly.
 *
 * Who it pictures: small and mid-size businesses in towns no earlier batch used, mostly in
 * Argentina's and Chile's provinces, the Dominican Republic, Puerto Rico, India, Scotland and
 * Wales: an alfajor maker in Tafí del Valle, a bakery in Arecibo, a guesthouse in Llandudno, a
 * spinning mill in Coimbatore, a tour agency in Puerto Plata, a distillery in Pitlochry, cabins in
 * Merlo, an ice-cream parlour in Cabo Rojo, a salmon farm in Castro, a fishmonger in Thurso, a
 * hospital in Chandigarh, a bodega in Tupungato… They type on a phone: no accents, typos, voice
 * dictation run-ons, all caps, emojis, Spanglish ("upgrade al elite", "leads", "surf shop"),
 * Rioplatense, Chilean, Dominican, Puerto Rican and Colombian Spanish, Indian, Scottish and Welsh
 * English, and English typed on the Spanish page. Half the turns are in Spanish, half in English.
 *
 * Ids: devAN-<category>-<town>-<business>-<the language the visitor writes>. Figures come from
 * business.ts and the site config through the helpers of grade.ts, expect.ts and batches AJ and
 * AL; the few helpers this batch adds are exported for its held-out half.
 */
import {
  billing,
  claims,
  delivery,
  MAX_VIDEO_BYTES,
  refund,
  sla,
  type PlanId,
} from "../../../../app/content/business.ts";
import { siteDefaults as site } from "../../../../app/content/site.ts";
import { marks, money, num, numWith, percent, planRe, range } from "./grade.ts";
import {
  agentsOrPeople,
  aroundTheClockOrWeekends,
  cities,
  count,
  days,
  flowsOrAutomati,
  hoursOrH,
  implementation,
  limits,
  noOnboardingOnStarter,
  price,
  recommendsWithDemo,
  salesFinalBroad,
  stepSpan,
  supportOrOfficeHours,
  taxesExcluded,
  trial,
  usersOrAnyoneServed,
  weeks,
} from "./expect.ts";
import { compares, offersTimes, saysWeOffer, saysYesTo, weekdaysRe } from "./cases-dev-aj.ts";
import { anyOf, changeAnyTime, freeWhenAnnual, planPrice, yearly } from "./cases-dev-al.ts";
import type { EvalCase } from "./types.ts";

// ---------------------------------------------------------------------------------------------
// Helpers of this batch (exported for the held-out half).

/** A basic chatbot's delivery time in weeks. */
export const basicBuild = range(delivery.basicChatbotWeeks, weeks);
/** A complex chatbot's delivery time in weeks. */
export const complexBuild = range(delivery.complexChatbotWeeks, weeks);
/** The implementation step's weeks. */
export const implWeeks = range([implementation.min, implementation.max], weeks);
/** A process step's duration in days (evaluation, design). */
export const stepDays = (step: "evaluation" | "design") => range(stepSpan(step), days);
/** The training step: one week. */
export const trainingWeek = count(1, weeks);
/** The onboarding of Elite and Diamante: one hour. */
export const onboardingHour = count(limits("elite").onboardingHours ?? 1, hoursOrH);
/** The SLA's monthly uptime. */
export const uptime = percent(sla.monthlyUptimePct);
/** A high-priority incident's resolution, in business hours. */
export const highIncident = range(sla.incidents.highResolvedHours, hoursOrH);
/** Credit cards, in either language. */
export const cards = /tarjetas?|cards?/i;
/** Bank transfer, in either language. */
export const bankTransfer = /transferencia|transfer/i;
/** The web widget installs with one line of code, or we install it for the visitor. */
export const easyInstall =
  /una (sola )?l[ií]nea de c[oó]digo|one line of code|a (single )?line of code|nosotros (lo |te lo )?(instalamos|configuramos|conectamos)|te (lo )?(instalamos|configuramos)|no necesitas (saber|conocimientos)|we (install|set it up|configure|do it)|no (coding|technical knowledge)/i;
/** Consent of the person whose face or voice is cloned. */
export const consent =
  /consentimiento|autorizaci[oó]n|permiso|consent|permission|authori[sz]|say-?so/i;
/** The video-to-text tool's size limit, in MB. */
export const maxVideo = numWith(MAX_VIDEO_BYTES / 1024 / 1024, /MB|megas?|megabytes?/i);
/** An uploaded video is processed and not kept. */
export const notKept =
  /no (se )?(conserva|guarda|almacena)|no (los|las|lo|la) (conservamos|guardamos|almacenamos)|(not|aren'?t|isn'?t|never) (kept|stored|retained|saved)|(don'?t|do not) (keep|store|retain|save)|deleted|borra|elimina/i;
/** AI-assisted development's claimed saving in time and in cost. */
export const timeSaving = percent(claims.aiDevTimeSavingPct);
export const costSaving = percent(claims.aiDevCostSavingPct);
/** The low end of AI development's reference range. */
export const aiDevFrom = num(claims.aiDevUsd[0]);
/**
 * Said to be quoted, or priced on the scope, the project or the client: "se cotiza", "presupuesto",
 * "depends on the scope", "per project". Not a bare "a la medida" or "custom", which any pitch
 * says of any service.
 */
export const priceQuoted =
  /cotiza|presupuesto|propuesta|quote|quoted|quotation|proposal|no (hay|tiene|tenemos) (un )?precio (fijo|de lista|publicado|est[aá]ndar)|no (fixed|list|set|published|standard) price|depende|depends|seg[uú]n (el|tu|su|cada|los|las) (alcance|proyecto|cliente|volumen|caso|necesidad)|(per|each|by) (client|project|customer)|scope|alcance/i;
/** A chatbot that books people in: classes, sessions, appointments. */
export const booksPeople =
  /\bbooks?\b[^.!?\n]{0,30}\b(class|classes|sessions?|appointments?|people|them|customers|clients|spots?)\b|appointments?|class(es)? bookings?|bookings?[^.!?\n]{0,20}class|reserv/i;
/** A sentence that says no to something (a channel): "Telegram isn't supported", "no incluye SMS". */
export const saysNoTo = (topic: RegExp) =>
  new RegExp(
    `\\b(no|not|isn'?t|aren'?t|doesn'?t|don'?t|sin|ni)\\b[^.!?\\n]{0,25}(?:${topic.source})|(?:${topic.source})[^.!?\\n]{0,25}\\b(not|isn'?t|aren'?t|no)\\b`,
    "i",
  );
/** Mobile apps: iOS, Android. */
export const mobileApps = /iOS|Android|m[oó]vil(es)?|mobile/i;
/** The human contact center's services and channels. */
export const collections = /cobranza|cobros?|collections?/i;
export const marketResearch =
  /investigaci[oó]n de mercado|encuestas?|estudios|market research|surveys?/i;
export const phoneChannel = /tel[eé]fono|telef[oó]nic|llamadas|phone|calls?/i;
/** Support that comes first in the queue (Elite, Diamante). */
export const prioritySupport = /prioritari|priority/i;
/** The free Demo plan named as a plan. */
export const freePlan = anyOf(planRe("demo"), /plan (gratuito|gratis)|free plan/i);
/** The one-time installation fee, with its currency or its name. */
export const installFee = numWith(
  billing.installationFeeUsd,
  /USD|US\$|\$|d[oó]lares|dollars|instalaci[oó]n|installation|setup|fee/i,
);
/** The fee per automated flow. */
export const perFlowFee = numWith(
  billing.perFlowSetupUsd,
  /USD|US\$|\$|d[oó]lares|dollars|flujo|flow/i,
);
/** A plan's chat history in days, as a figure with its unit. */
export const historyDays = (plan: PlanId) => numWith(limits(plan).chatHistoryDays, days);
/** What the client brings to the implementation (knowledge center, "what we need from you"). */
export const whatWeNeed =
  /preguntas frecuentes|cat[aá]logo|pol[ií]ticas|accesos?|WhatsApp Business|responsable|decisiones|FAQs?|frequently asked|catalog(ue)?|policies|opening hours|access|decisions?/i;
/** The code and the deliverables belong to the client. */
export const yours =
  /tuy[oa]s?|(tu|su) propiedad|propiedad intelectual|derechos|yours|you own|ownership|intellectual property|your (repo|repository|property)/i;

const refundFailure = numWith(refund.unresolvedFailureCalendarDays, days);
const duplicateCharge = numWith(refund.duplicateChargeReportCalendarDays, days);

// ---------------------------------------------------------------------------------------------

export const devCasesAN: EvalCase[] = [
  // ----- Facts -----------------------------------------------------------------------------
  {
    id: "devAN-fact-tafidelvalle-alfajores-es",
    category: "facts",
    lang: "es",
    note: "An alfajor maker wants the lead-capture chatbot working soon: a good reply gives the published delivery time (a basic chatbot in weeks, more with integrations) and offers the demo.",
    turns: [
      {
        say: "holaa una consulta, el chatbot ese de captar clientes cuanto tarda en estar andando? hago alfajores artesanales y lo necesito para ya",
        expect: { hasAny: [basicBuild, implWeeks], demo: true },
      },
    ],
  },
  {
    id: "devAN-fact-arecibo-reposteria-es",
    category: "facts",
    lang: "es",
    note: "A Puerto Rican baker asks about ATH Móvil: a good reply names the published methods (cards, bank transfer) and says plainly that ATH Móvil is not among what we publish, without accepting it.",
    turns: [
      {
        say: "Wepa! pregunta rapida, aceptan ATH Movil pa pagar el plan o es solo con tarjeta?",
        expect: {
          has: [cards, bankTransfer],
          honest: true,
          not: [saysWeOffer(/ATH/i)],
        },
      },
    ],
  },
  {
    id: "devAN-fact-llandudno-guesthouse-en",
    category: "facts",
    lang: "en",
    note: "A guesthouse owner fears being stuck: a good reply says sales are final, names the exceptions or the free trial to try first, and promises no money back.",
    turns: [
      {
        say: "hiya, if we sign up and it's not for us can we get our money back? only a small guesthouse, don't want to be stuck with it",
        expect: {
          has: [salesFinalBroad],
          hasAny: [refundFailure, duplicateCharge, trial],
        },
      },
    ],
  },
  {
    id: "devAN-fact-coimbatore-spinningmill-en",
    category: "facts",
    lang: "en",
    note: "A spinning mill asks for the SLA's uptime: a good reply gives the published monthly percentage.",
    turns: [
      {
        say: "Kindly share what uptime you are guaranteeing in SLA. We are a spinning mill, downtime is not acceptable for us",
        expect: { has: [uptime] },
      },
    ],
  },
  {
    id: "devAN-fact-puertoplata-excursiones-es",
    category: "facts",
    lang: "es",
    note: "A Dominican tour agency asks what the videobot does: a good reply describes the interactive video with a presenter who guides and answers (and the agent that books), invents no price, and offers the demo.",
    turns: [
      {
        say: "Klk, el videobot ese q es lo q hace exactamente? tengo una agencia de excursiones",
        expect: {
          has: [/video/i],
          hasAny: [
            /presentador|gu[ií]a|interactiv|respuestas en video|agenda (citas|reuniones)|bienvenida/i,
          ],
          not: [/videobot[^.!?\n]{0,40}\d+\s?(USD|\$|d[oó]lares)/i],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAN-fact-fortwilliam-climbing-en",
    category: "facts",
    lang: "en",
    note: "A climbing shop asks whether voice cloning works in English: a good reply says yes (Spanish and English are published) and offers the demo.",
    turns: [
      {
        say: "aye quick one, the voice cloning, does it do english or is it spanish only",
        expect: { has: [/english/i], demo: true },
      },
    ],
  },
  {
    id: "devAN-fact-sanfernando-vinos-es",
    category: "facts",
    lang: "es",
    note: "A Chilean winery dictates a run-on question about the whole implementation: a good reply gives the published durations (the steps, or the chatbot's weeks) and offers the demo.",
    turns: [
      {
        say: "hola mira te queria preguntar cuanto se demora todo el proceso de implementacion desde que uno contrata hasta que ya esta funcionando osea de principio a fin po gracias",
        expect: { hasAny: [implWeeks, basicBuild, complexBuild], demo: true },
      },
    ],
  },
  {
    id: "devAN-fact-mysuru-silksarees-en",
    category: "facts",
    lang: "en",
    note: "A saree seller asks the video-to-text tool's size limit: a good reply gives the published maximum in MB.",
    turns: [
      {
        say: "video to text option on your site, what is max file size allowed? my saree demo videos are quite big",
        expect: { has: [maxVideo] },
      },
    ],
  },
  {
    id: "devAN-fact-vegabaja-gimnasio-es",
    category: "facts",
    lang: "es",
    note: "A gym in Puerto Rico asks whether prices include the IVU (sales tax): a good reply says prices exclude taxes.",
    turns: [
      {
        say: "los precios ya traen el IVU incluido o eso va por fuera? 🤔",
        expect: { has: [taxesExcluded] },
      },
    ],
  },
  {
    id: "devAN-fact-pitlochry-distillery-en",
    category: "facts",
    lang: "en",
    note: "A distillery in Scots asks the hours and about Saturdays: a good reply gives Monday to Friday with the published hours and does not claim Saturday opening.",
    turns: [
      {
        say: "Whit are yer hours? Are ye open on a Saturday at a'?",
        expect: {
          has: [weekdaysRe],
          hasAny: supportOrOfficeHours,
          not: [/(we'?re|we are|is|are) open (on )?saturdays?/i],
        },
      },
    ],
  },
  {
    id: "devAN-fact-sosua-kitesurf-es-en",
    category: "facts",
    lang: "es",
    writes: "en",
    note: "A kitesurf school writes English on the Spanish page about NovaChannel's trial: a good reply, in English, gives the trial's days and offers the demo.",
    turns: [
      {
        say: "hey is there a free trial on novachannel?? how long for",
        expect: { has: [trial], demo: true },
      },
    ],
  },
  {
    id: "devAN-fact-merlo-cabanas-es",
    category: "facts",
    lang: "es",
    note: "Cabins in Merlo get calls at any hour: a good reply says the human contact center covers nights, weekends and holidays (24/7) and offers the demo.",
    turns: [
      {
        say: "che una consulta, el contact center de ustedes atiende de noche y los findes? tengo cabañas y me llaman a cualquier hora",
        expect: {
          has: [/24\/7|noche|fines de semana|feriados/i],
          not: [/\bno (atiende|atendemos|cubre|cubrimos)[^.!?\n]{0,30}(noche|fines|findes)/i],
          demo: true,
        },
      },
    ],
  },

  // ----- Plans -----------------------------------------------------------------------------
  {
    id: "devAN-plans-caborojo-heladeria-es",
    category: "plans",
    lang: "es",
    note: "An ice-cream parlour on Starter asks about an upgrade to Elite in Spanglish: a good reply gives Elite's price and says the change applies from the next billing cycle, prorated.",
    turns: [
      {
        say: "tengo el starter y quiero hacer el upgrade al elite, cuanto me sale y me cobran el mes completo?",
        expect: { has: [price("elite"), changeAnyTime] },
      },
    ],
  },
  {
    id: "devAN-plans-udaipur-haveli-en",
    category: "plans",
    lang: "en",
    note: "A heritage hotel asks whether Starter includes onboarding: a good reply says it does not (only Elite and Diamond) and offers the demo.",
    turns: [
      {
        say: "Does Starter plan include the onboarding session or that is only for higher plans?",
        expect: { has: [noOnboardingOnStarter], demo: true },
      },
    ],
  },
  {
    id: "devAN-plans-lasterrenas-restaurante-es",
    category: "plans",
    lang: "es",
    note: "A restaurant owner in the middle of service wants Starter and Elite compared briefly: a good reply names both with a figure of each and offers the demo.",
    turns: [
      {
        say: "cual es la diferencia entre starter y elite? en corto por fa que estoy en pleno servicio",
        expect: compares("starter", "elite"),
      },
    ],
  },
  {
    id: "devAN-plans-stdavids-cafe-en",
    category: "plans",
    lang: "en",
    note: "A Welsh café asks Elite's price paid a year up front: a good reply gives the annual price (per month or per year) and offers the demo.",
    turns: [
      {
        say: "what's the Elite work out at if I pay the whole year up front like?",
        expect: { has: [yearly("elite")], demo: true },
      },
    ],
  },
  {
    id: "devAN-plans-coquimbo-ferreteria-es",
    category: "plans",
    lang: "es",
    note: "A hardware store types in capitals: a good reply gives Diamante's live-chat agents.",
    turns: [
      {
        say: "HOLA CUANTOS AGENTES TRAE EL DIAMANTE",
        expect: { has: [count(limits("diamante").liveChatAgents ?? 0, agentsOrPeople)] },
      },
    ],
  },
  {
    id: "devAN-plans-indore-coaching-en",
    category: "plans",
    lang: "en",
    note: "A coaching centre asks what the free Demo plan holds: a good reply gives its active users and another of its limits (flows or history) and offers the demo.",
    turns: [
      {
        say: "what all comes in the free Demo plan? limits etc",
        expect: {
          has: [numWith(limits("demo").activeUsersPerMonth, usersOrAnyoneServed)],
          hasAny: [numWith(limits("demo").automatedFlows, flowsOrAutomati), historyDays("demo")],
          demo: true,
        },
      },
    ],
  },

  // ----- Recommendations -------------------------------------------------------------------
  {
    id: "devAN-rec-villagesell-inmobiliaria-es",
    category: "recommendation",
    lang: "es",
    note: "A couple running an estate agency, 300 people a month on WhatsApp and Instagram: a good reply recommends Starter with its price or the limit that fits.",
    turns: [
      {
        say: "somos mi señora y yo nomas y nos escriben unas 300 personas por mes entre whatsapp e instagram, que plan nos conviene?",
        expect: recommendsWithDemo({ agents: 2, users: 300 }),
      },
    ],
  },
  {
    id: "devAN-rec-sanpedrodemacoris-farmacia-es",
    category: "recommendation",
    lang: "es",
    note: "Three branches with two people each on WhatsApp is more agents than any plan has: a good reply proposes a custom plan and says why (the largest plan's agents).",
    turns: [
      {
        say: "tenemos 3 sucursales con 2 muchachas cada una contestando el whatsapp, que plan nos sirve a nosotros?",
        expect: recommendsWithDemo({ agents: 6 }),
      },
    ],
  },
  {
    id: "devAN-rec-dunoon-boatyard-en",
    category: "recommendation",
    lang: "en",
    note: "A ten-person boatyard where only two do chat, 1,500 customers a month: a good reply recommends Starter for two agents, not a plan sized to the headcount.",
    turns: [
      {
        say: "we're a 10-person team but only 2 of us do the chat. maybe 1500 customers a month. what plan d'you reckon?",
        expect: recommendsWithDemo({ agents: 2, users: 1500 }),
      },
    ],
  },
  {
    id: "devAN-rec-lucknow-chikan-en",
    category: "recommendation",
    lang: "en",
    note: "A small shop wants only a FAQ bot for about 40 customers a month: a good reply says the free Demo plan covers it (its user limit or that it is free) and offers the demo.",
    turns: [
      {
        say: "I have small chikan kurta shop. Only want bot to answer FAQs, no staff on chat, hardly 40 customers message per month. Do I need paid plan at all?",
        expect: {
          has: [freePlan],
          hasAny: [numWith(limits("demo").activeUsersPerMonth, usersOrAnyoneServed), money(0)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "devAN-rec-rincon-surfshop-es",
    category: "recommendation",
    lang: "es",
    note: "A surf shop with three people on chat and 4,000 leads a month: a good reply recommends Elite with its price or the limit that fits.",
    turns: [
      {
        say: "tengo un surf shop, somos 3 en el chat y nos entran como 4000 leads al mes entre IG y Facebook. q me recomiendas?",
        expect: recommendsWithDemo({ agents: 3, users: 4000 }),
      },
    ],
  },
  {
    id: "devAN-rec-chandigarh-hospital-en",
    category: "recommendation",
    lang: "en",
    note: "A hospital with 12 front-desk staff and 20k chats a month is beyond every plan: a good reply proposes a custom plan and says why.",
    turns: [
      {
        say: "Multi speciality hospital. 12 front desk staff will handle whatsapp, approx 20k patient chats monthly. Please suggest suitable plan.",
        expect: recommendsWithDemo({ agents: 12, users: 20_000 }),
      },
    ],
  },
  {
    id: "devAN-rec-castro-salmon-es",
    category: "recommendation",
    lang: "es",
    note: "A salmon company plans 18 automated flows and has 4 sellers: a good reply recommends Diamante with a reason (flows, agents or price).",
    turns: [
      {
        say: "tenemos pensados como 18 flujos automaticos (pedidos, despachos, reclamos, etc) y 4 vendedores, cual plan nos alcanza?",
        expect: recommendsWithDemo({ flows: 18, agents: 4 }),
      },
    ],
  },
  {
    id: "devAN-rec-brecon-bnb-en",
    category: "recommendation",
    lang: "en",
    note: "A couple's B&B with 100 enquiries a month asks for the cheapest thing that works: the free plan is too small, so a good reply recommends Starter with its price or limits.",
    turns: [
      {
        say: "just me and the wife running a b&b, maybe 100 enquiries a month mostly on facebook. cheapest thing that'd actually work?",
        expect: recommendsWithDemo({ agents: 2, users: 100 }),
      },
    ],
  },
  {
    id: "devAN-rec-humacao-dental-es-en",
    category: "recommendation",
    lang: "es",
    writes: "en",
    note: "A dental clinic writes English on the Spanish page: two receptionists but 6,000 patients a month, more users than Elite holds; a good reply recommends Diamond and says why.",
    turns: [
      {
        say: "need something for my dental clinic, 2 receptionists and around 6000 patients texting us a month",
        expect: recommendsWithDemo({ agents: 2, users: 6000 }),
      },
    ],
  },
  {
    id: "devAN-rec-jardin-cafe-es",
    category: "recommendation",
    lang: "es",
    note: "A Colombian café owner wants 'a bot' and gives no figures: a good reply asks how many people write or how many would answer before picking a plan.",
    turns: [
      {
        say: "quiubo parce, quiero un bot pa mi cafe, cual plan me sirve?",
        expect: { asks: true, has: [marks.qualifies] },
      },
    ],
  },

  // ----- Conversations ---------------------------------------------------------------------
  {
    id: "devAN-conv-caernarfon-bakery-en",
    category: "conversation",
    lang: "en",
    note: "A baker asks about avatar videos, then the price, then Welsh: a good thread says yes (a short recording session, an avatar that presents), that content is quoted per client, and that Welsh is not something we publish.",
    turns: [
      {
        say: "do you do those avatar videos? like me talking in them but without filming every time",
        expect: {
          has: [/avatar/i],
          hasAny: [/record|session|present|re-?shoot|without filming/i],
          demo: true,
        },
      },
      {
        say: "how much is that roughly?",
        expect: { has: [priceQuoted], demo: true },
      },
      {
        say: "and could the avatar speak Welsh as well?",
        expect: { honest: true, not: [saysYesTo(/welsh/i)] },
      },
    ],
  },
  {
    id: "devAN-conv-elcalafate-hostel-es",
    category: "conversation",
    lang: "es",
    note: "A hostel wants its web booking questions answered at night, then asks the price and the time: a good thread offers the AI web agent (24/7), says it is quoted or gives the platform's starting price, and gives the chatbot's weeks.",
    turns: [
      {
        say: "che tienen algo pa que me contesten solas las consultas de reservas de la web a la noche?",
        expect: {
          has: [anyOf(aroundTheClockOrWeekends, /a toda hora|las 24|todo el tiempo/i)],
          hasAny: [/chatbot|agente|asistente/i],
          demo: true,
        },
      },
      {
        say: "y eso cuanto sale mas o menos?",
        expect: { hasAny: [priceQuoted, planPrice("starter")], demo: true },
      },
      {
        say: "y en cuanto tiempo lo tengo andando?",
        expect: { hasAny: [basicBuild, implWeeks] },
      },
    ],
  },
  {
    id: "devAN-conv-guwahati-teagarden-en",
    category: "conversation",
    lang: "en",
    note: "A tea garden asks for a mobile app, then the cost, then the time: a good thread says yes (iOS and Android), that it is quoted on scope (the published reference range may be given), and answers the time with the published saving or an estimate after scoping, inventing no figure.",
    turns: [
      {
        say: "We want mobile app for our tea garden orders. You people do app development also?",
        expect: { has: [mobileApps], demo: true },
      },
      {
        say: "What will be approx cost?",
        expect: { hasAny: [priceQuoted, aiDevFrom], demo: true },
      },
      {
        say: "And how much time it will take?",
        expect: { hasAny: [timeSaving, /depend|scope|estimat/i] },
      },
    ],
  },
  {
    id: "devAN-conv-lavega-distribuidora-es",
    category: "conversation",
    lang: "es",
    note: "A Dominican distributor asks whether the contact center does collections, on which channels, and the price: a good thread says yes, names phone and chat, and says it is quoted to measure.",
    turns: [
      {
        say: "Buenas, el contact center de ustedes hace cobranza?",
        expect: { has: [collections], demo: true },
      },
      {
        say: "y eso es por telefono nada mas o tambien por chat?",
        expect: { has: [phoneChannel, /chat/i] },
      },
      {
        say: "ok y cuanto cobran por eso mas o menos",
        expect: { has: [priceQuoted], demo: true },
      },
    ],
  },
  {
    id: "devAN-conv-thurso-fishmonger-en",
    category: "conversation",
    lang: "en",
    note: "A fishmonger asks how WhatsApp ordering works, which plan for two, and whether setup help comes with it: a good thread explains the AI agent and flows, recommends Starter, and says Starter has no onboarding hour (or gives the installation fee).",
    turns: [
      {
        say: "how does the whatsapp side work, can folk order fish through it?",
        expect: {
          has: [/WhatsApp/i],
          hasAny: [flowsOrAutomati, /AI agent|agent/i],
          demo: true,
        },
      },
      {
        say: "and which plan for a wee shop, it's just me and my lad on the phone",
        expect: recommendsWithDemo({ agents: 2 }),
      },
      {
        say: "does that one come with the setup help?",
        expect: { hasAny: [noOnboardingOnStarter, installFee] },
      },
    ],
  },
  {
    id: "devAN-conv-vinadelmar-estetica-es",
    category: "conversation",
    lang: "es",
    note: "A beauty salon asks the cheapest plan, its annual price, then the installation: a good thread gives Starter's price (or the free plan), its annual price, and the one-time fee that is free with annual billing.",
    turns: [
      {
        say: "hola, cuanto vale el plan mas barato?",
        expect: { hasAny: [planPrice("starter"), freePlan], demo: true },
      },
      {
        say: "ya y si lo pago anual cuanto seria?",
        expect: { has: [yearly("starter")] },
      },
      {
        say: "y la instalacion se paga aparte o no?",
        expect: { has: [installFee, freeWhenAnnual] },
      },
    ],
  },
  {
    id: "devAN-conv-kirkcaldy-accountants-en",
    category: "conversation",
    lang: "en",
    note: "An accountancy asks what the transcription tool does, its size limit, and whether videos are kept: a good thread says it turns video into text, gives the MB limit, and says uploads are not kept.",
    turns: [
      {
        say: "what's the transcription thing on your site for?",
        expect: { has: [/video/i, /text|transcri/i] },
      },
      {
        say: "is there a size limit?",
        expect: { has: [maxVideo] },
      },
      {
        say: "does it keep the videos? they'd be client meetings",
        expect: { has: [notKept] },
      },
    ],
  },
  {
    id: "devAN-conv-zapala-transportes-es",
    category: "conversation",
    lang: "es",
    note: "A haulier asks how support works if WhatsApp fails on a Saturday, then about Elite: a good thread gives the support days and hours or the high-priority resolution time, then says Elite has priority support.",
    turns: [
      {
        say: "como es el soporte tecnico? si se me cae el whatsapp un sabado q pasa",
        expect: { hasAny: [weekdaysRe, highIncident, ...supportOrOfficeHours] },
      },
      {
        say: "y en el elite es distinto?",
        expect: { has: [prioritySupport] },
      },
    ],
  },
  {
    id: "devAN-conv-jodhpur-mojari-en",
    category: "conversation",
    lang: "en",
    note: "A shoemaker says hello, then types one word: a good thread greets and asks how to help, then gives the plans' prices from Starter and offers the demo.",
    turns: [
      {
        say: "hello ji",
        expect: { asks: true },
      },
      {
        say: "price?",
        expect: { has: [price("starter")], demo: true },
      },
    ],
  },
  {
    id: "devAN-conv-talagante-pasteleria-es",
    category: "conversation",
    lang: "es",
    note: "A pastry shop asks how social-media automation works, then about TikTok: a good thread explains the calendar, generation and publishing, then says plainly that TikTok is not something we publish.",
    turns: [
      {
        say: "oye y lo de automatizar las redes sociales como funciona?",
        expect: { hasAny: [/calendario|programa|publica|aprob/i], demo: true },
      },
      {
        say: "y sirve pa instagram y tiktok?",
        expect: { honest: true, not: [saysYesTo(/tiktok/i)] },
      },
    ],
  },
  {
    id: "devAN-conv-manati-lawfirm-es-en",
    category: "conversation",
    lang: "es",
    writes: "en",
    note: "A law firm writes English on the Spanish page about autonomous agents, their integration, then wants to talk this week: a good thread says yes, that they connect to the firm's systems, then shows free times.",
    turns: [
      {
        say: "hey do u guys build AI agents that do stuff on their own? like draft letters and update our case system",
        expect: { has: [/autonom/i], demo: true },
      },
      {
        say: "would it hook into our own software tho?",
        expect: { hasAny: [/connect|integrat|your (data|systems)|\bAPI\b/i] },
      },
      {
        say: "ok cool can we talk to someone this week about it",
        expect: offersTimes,
      },
    ],
  },
  {
    id: "devAN-conv-sanpedrodeatacama-turismo-es",
    category: "conversation",
    lang: "es",
    note: "A tour operator asks the process step by step, what we need from them, and the training's length: a good thread names the steps with durations, lists what the client brings, and says one week.",
    turns: [
      {
        say: "cual es el proceso si contratamos? paso a paso porfa",
        expect: {
          has: [/evaluaci/i, /capacitaci|entrenamiento|formaci/i],
          hasAny: [stepDays("evaluation"), stepDays("design"), implWeeks],
          demo: true,
        },
      },
      {
        say: "y que necesitan de nosotros?",
        expect: { has: [whatWeNeed] },
      },
      {
        say: "y la capacitacion cuanto dura?",
        expect: { has: [trainingWeek] },
      },
    ],
  },

  // ----- Multi-part ------------------------------------------------------------------------
  {
    id: "devAN-multi-sannicolas-metalurgica-es",
    category: "multi-part",
    lang: "es",
    note: "A metalworks asks Elite's monthly price and whether onboarding is included: a good reply gives both (the price, and the hour of onboarding Elite includes).",
    turns: [
      {
        say: "dos cosas: cuanto sale el elite por mes y si el onboarding viene incluido o se paga",
        expect: { has: [price("elite"), /onboarding/i, onboardingHour], demo: true },
      },
    ],
  },
  {
    id: "devAN-multi-surat-diamonds-en",
    category: "multi-part",
    lang: "en",
    note: "A diamond trader asks two numbered questions: whether we make videobots and Diamond's monthly cost; a good reply answers both.",
    turns: [
      {
        say: "1) do you make videobot 2) diamond plan monthly cost?",
        expect: { has: [/videobot/i, price("diamante")], demo: true },
      },
    ],
  },
  {
    id: "devAN-multi-aviemore-skihire-en",
    category: "multi-part",
    lang: "en",
    note: "A ski hire asks about voice cloning for adverts and social posting: a good reply says yes to both services and offers the demo.",
    turns: [
      {
        say: "can ye clone my voice for the shop adverts? and do you lot do the social media posting as well",
        expect: { has: [/voice/i, /social/i], demo: true },
      },
    ],
  },
  {
    id: "devAN-multi-azua-agroexport-es",
    category: "multi-part",
    lang: "es",
    note: "An agro-exporter asks the trial's length and whether bank transfer is accepted: a good reply answers both.",
    turns: [
      {
        say: "cuantos dias es la prueba gratis? y se puede pagar por transferencia?",
        expect: { has: [trial, bankTransfer], demo: true },
      },
    ],
  },
  {
    id: "devAN-multi-guaynabo-seguros-es",
    category: "multi-part",
    lang: "es",
    note: "An insurance broker asks whether the chatbot goes on Wix and Starter's annual price: a good reply says yes (the widget installs on Wix) and gives the annual price.",
    turns: [
      {
        say: "el chatbot se puede poner en wix? y cuanto es el starter anual",
        expect: { has: [/wix/i, yearly("starter")], demo: true },
      },
    ],
  },
  {
    id: "devAN-multi-llangollen-teashop-en",
    category: "multi-part",
    lang: "en",
    note: "A tea shop asks whether we take card and whether prices are plus VAT: a good reply says cards are accepted and prices exclude taxes.",
    turns: [
      {
        say: "two q's – do you take card, and are the prices plus VAT?",
        expect: { has: [cards, taxesExcluded] },
      },
    ],
  },
  {
    id: "devAN-multi-tupungato-bodega-es",
    category: "multi-part",
    lang: "es",
    note: "A bodega wants a booking app and a WhatsApp bot: a good reply says we do both (AI app development, the WhatsApp agent) and offers the demo.",
    turns: [
      {
        say: "necesito una app pa las reservas de la bodega y de paso un bot en whatsapp, hacen las dos cosas??",
        expect: { has: [/\bapps?\b|aplicaci/i, /WhatsApp/i], demo: true },
      },
    ],
  },
  {
    id: "devAN-multi-madurai-sweets-en",
    category: "multi-part",
    lang: "en",
    note: "A sweet shop asks where the office is and the support e-mail: a good reply names the offices and gives the e-mail.",
    turns: [
      {
        say: "Where is your office located? and support email id pls",
        expect: { hasAny: cities, has: [site.email], handoff: true },
      },
    ],
  },
  {
    id: "devAN-multi-yauco-cafe-es",
    category: "multi-part",
    lang: "es",
    note: "A coffee roaster asks Starter's flows and the fee to set up each one: a good reply gives Starter's flows and the per-flow fee (free with annual billing).",
    turns: [
      {
        say: "cuantos flujos trae el starter? y cuanto cobran por montar cada flujo",
        expect: { has: [numWith(limits("starter").automatedFlows, flowsOrAutomati), perFlowFee] },
      },
    ],
  },
  {
    id: "devAN-multi-stonehaven-chippy-en",
    category: "multi-part",
    lang: "en",
    note: "A chip shop asks whether Elite covers Telegram and SMS and how long it keeps chat history: a good reply says yes to both channels and gives the days.",
    turns: [
      {
        say: "does Elite cover Telegram and SMS? and how long does it keep the chat history",
        expect: {
          has: [/Telegram/i, /SMS/i, historyDays("elite")],
          not: [saysNoTo(/Telegram|SMS/i)],
        },
      },
    ],
  },
];
