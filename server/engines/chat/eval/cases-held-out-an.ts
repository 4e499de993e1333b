/**
 * Batch AN of the sales assistant's conversation set (issue 23), held-out half.
 *
 * Same weights as the development half (cases-dev-an.ts), with other visitors and other words: a
 * third one fact or one plan row (a complex chatbot's weeks, a high-priority incident, the widget
 * on WordPress, where we are, invoicing in Dominican pesos, consent for an avatar, what AI
 * development saves, the transcription formats, Elite's admins, Elite against Diamond, the Demo
 * plan's history, Diamond for a year, Starter's users), a fifth recommendations from needs given
 * sideways (one person replying, two offices with three people each, a bot with no staff, a
 * coaching institute beyond every plan), a quarter threads that stay on one service and drill
 * down (avatar videos and how long they take, the widget on Shopify and the e-mails it captures, a
 * greeting and "plans??", refunds and a double charge, the contact center's surveys and English,
 * what NovaChannel is, UPI, an online shop and who owns the code, class bookings and reminders),
 * and the rest packed messages mixing a service and a plan, or two services. The unpublished
 * parts (how long an avatar takes, English-speaking contact-center agents, UPI) must be said
 * plainly.
 *
 * Who it pictures: a kuchen bakery in Frutillar, a pharma distributor in Vadodara, an estate agent
 * in Dorado, butchers in Abergavenny, a restaurant in Boca Chica, a smokehouse in Arbroath, a
 * poncho weaver in Belén, a pump maker in Rajkot, a kayak outfitter in Puerto Natales, an orange
 * grower in Nagpur, a surf camp in Isabela, a gift shop in Conwy, a cacao farm in San Francisco de
 * Macorís, a chocolatier in Villa La Angostura, a spin studio in Barry… typing as people do on a
 * phone, half in Spanish and half in English, some English on the Spanish page.
 *
 * Ids: hoAN-<category>-<town>-<business>-<the language the visitor writes>. Figures come from
 * business.ts and the site config through the helpers of grade.ts, expect.ts, batches AJ and AL
 * and the development half of this batch.
 */
import { billing, refund } from "../../../../app/content/business.ts";
import { money, numWith, percent, planRe } from "./grade.ts";
import {
  admins,
  agentsOrPeople,
  cities,
  count,
  days,
  limits,
  price,
  recommendsWithDemo,
  salesFinalBroad,
  trial,
  usersOrAnyoneServed,
} from "./expect.ts";
import { compares, saysWeOffer, saysYesTo } from "./cases-dev-aj.ts";
import { changeAnyTime, freeWhenAnnual, planPrice, yearly } from "./cases-dev-al.ts";
import {
  aiDevFrom,
  bankTransfer,
  basicBuild,
  booksPeople,
  cards,
  complexBuild,
  consent,
  costSaving,
  easyInstall,
  freePlan,
  highIncident,
  historyDays,
  implWeeks,
  marketResearch,
  onboardingHour,
  priceQuoted,
  saysNoTo,
  yours,
} from "./cases-dev-an.ts";
import type { EvalCase } from "./types.ts";

const refundFailure = numWith(refund.unresolvedFailureCalendarDays, days);
const duplicateCharge = numWith(refund.duplicateChargeReportCalendarDays, days);

export const heldOutCasesAN: EvalCase[] = [
  // ----- Facts -----------------------------------------------------------------------------
  {
    id: "hoAN-fact-frutillar-kuchen-es",
    category: "facts",
    lang: "es",
    note: "A kuchen bakery wants a chatbot tied to its ordering system: a good reply gives the complex chatbot's published weeks and offers the demo.",
    turns: [
      {
        say: "cuanto se demora un chatbot mas complejo, de esos conectados al sistema de pedidos?",
        expect: { has: [complexBuild], demo: true },
      },
    ],
  },
  {
    id: "hoAN-fact-vadodara-pharma-en",
    category: "facts",
    lang: "en",
    note: "A pharma distributor asks the SLA's resolution time for a high-priority incident: a good reply gives the published business hours.",
    turns: [
      {
        say: "As per your SLA what is resolution time for high priority issue? Our dispatch cannot stop",
        expect: { has: [highIncident] },
      },
    ],
  },
  {
    id: "hoAN-fact-dorado-inmobiliaria-es",
    category: "facts",
    lang: "es",
    note: "An estate agent who knows no code asks whether the widget goes on WordPress: a good reply says yes and that it takes one line of code or that we install it, and offers the demo.",
    turns: [
      {
        say: "el widget ese se puede instalar en wordpress? yo de codigo no se na 😅",
        expect: { has: [/wordpress/i], hasAny: [easyInstall], demo: true },
      },
    ],
  },
  {
    id: "hoAN-fact-abergavenny-butchers-en",
    category: "facts",
    lang: "en",
    note: "A butcher asks where we are: a good reply names the three offices.",
    turns: [
      {
        say: "where are you lot actually based then?",
        expect: { has: cities },
      },
    ],
  },
  {
    id: "hoAN-fact-bocachica-restaurante-es",
    category: "facts",
    lang: "es",
    note: "A restaurant asks to be invoiced in Dominican pesos: a good reply says prices are in US dollars and that local-currency invoicing is arranged by contacting us (a person offered).",
    turns: [
      {
        say: "me pueden facturar en pesos dominicanos o tiene que ser en dolares?",
        expect: { has: [/USD|d[oó]lares/i], handoff: true },
      },
    ],
  },
  {
    id: "hoAN-fact-arbroath-smokies-en",
    category: "facts",
    lang: "en",
    note: "A smokehouse asks whether the avatar clone needs their permission: a good reply says we only clone with the person's express (written) consent.",
    turns: [
      {
        say: "is the avatar clone thing above board? like do ye need my say so to use my face",
        expect: { has: [consent] },
      },
    ],
  },
  {
    id: "hoAN-fact-belen-ponchos-es",
    category: "facts",
    lang: "es",
    note: "A poncho weaver asks how much an AI-built app saves: a good reply gives the published cost saving or the reference price range and offers the demo.",
    turns: [
      {
        say: "cuanta plata me ahorro si me hacen la app con ia en vez de la forma tradicional?",
        expect: { hasAny: [costSaving, aiDevFrom], demo: true },
      },
    ],
  },
  {
    id: "hoAN-fact-rajkot-pumps-en",
    category: "facts",
    lang: "en",
    note: "A pump maker asks which formats the transcription page accepts: a good reply names the published formats.",
    turns: [
      {
        say: "which video formats does your transcription page accept",
        expect: { has: [/MP4/i], hasAny: [/MOV/i, /AVI/i, /WMV/i] },
      },
    ],
  },

  // ----- Plans -----------------------------------------------------------------------------
  {
    id: "hoAN-plans-puertonatales-kayak-es",
    category: "plans",
    lang: "es",
    note: "A kayak outfitter asks Elite's admin users: a good reply gives Elite's figure.",
    turns: [
      {
        say: "cuantos administradores tiene el elite?",
        expect: { has: [count(limits("elite").adminUsers ?? 0, admins)] },
      },
    ],
  },
  {
    id: "hoAN-plans-nagpur-oranges-en",
    category: "plans",
    lang: "en",
    note: "An orange grower asks what Diamond adds over Elite for the extra money: a good reply names both with figures and offers the demo.",
    turns: [
      {
        say: "Elite vs Diamond, what extra I am getting for the extra money?",
        expect: compares("elite", "diamante"),
      },
    ],
  },
  {
    id: "hoAN-plans-isabela-surfcamp-es",
    category: "plans",
    lang: "es",
    note: "A surf camp asks how long the Demo plan keeps chat history: a good reply gives its days.",
    turns: [
      {
        say: "en el plan demo el historial de chat cuantos dias dura?",
        expect: { has: [historyDays("demo")] },
      },
    ],
  },
  {
    id: "hoAN-plans-conwy-castlegifts-en",
    category: "plans",
    lang: "en",
    note: "A gift shop in capitals asks Diamond's price for a year: a good reply gives the annual price (per month or the year's total) and offers the demo.",
    turns: [
      {
        say: "DIAMOND PLAN PRICE FOR A YEAR??",
        expect: { has: [yearly("diamante")], demo: true },
      },
    ],
  },
  {
    id: "hoAN-plans-sfmacoris-cacao-es",
    category: "plans",
    lang: "es",
    note: "A cacao farm asks how many active users Starter holds a month: a good reply gives Starter's figure.",
    turns: [
      {
        say: "el starter cuantos usuarios activos al mes aguanta?",
        expect: { has: [numWith(limits("starter").activeUsersPerMonth, usersOrAnyoneServed)] },
      },
    ],
  },

  // ----- Recommendations -------------------------------------------------------------------
  {
    id: "hoAN-rec-caletaolivia-repuestos-es",
    category: "recommendation",
    lang: "es",
    note: "A spare-parts shop with 4 sellers and 3,500 messages a month needs more agents than Elite has: a good reply recommends Diamante with its reason.",
    turns: [
      {
        say: "somos 4 vendedores y entran unos 3500 mensajes por mes, cual nos conviene?",
        expect: recommendsWithDemo({ agents: 4, users: 3500 }),
      },
    ],
  },
  {
    id: "hoAN-rec-pembroke-pub-en",
    category: "recommendation",
    lang: "en",
    note: "A pub where one person replies to 2,000 people a month: a good reply recommends Starter with its price or limits.",
    turns: [
      {
        say: "it's only me doing the replies, about 2,000 people message the pub a month. which plan?",
        expect: recommendsWithDemo({ agents: 1, users: 2000 }),
      },
    ],
  },
  {
    id: "hoAN-rec-hatomayor-citricos-es",
    category: "recommendation",
    lang: "es",
    note: "Two offices with three people each on chat and 10,000 customers are beyond every plan: a good reply proposes a custom plan and says why.",
    turns: [
      {
        say: "tenemos 2 oficinas con 3 muchachas cada una en el chat y como 10 mil clientes, que plan?",
        expect: recommendsWithDemo({ agents: 6, users: 10_000 }),
      },
    ],
  },
  {
    id: "hoAN-rec-thrissur-ayurveda-en",
    category: "recommendation",
    lang: "en",
    note: "An ayurveda centre testing the waters, 20-30 chats a month, bot only: a good reply says the free Demo plan is enough (its limit or that it is free).",
    turns: [
      {
        say: "just testing the waters, 20-30 chats monthly, only bot replies, no staff. which one suits?",
        expect: {
          has: [freePlan],
          hasAny: [numWith(limits("demo").activeUsersPerMonth, usersOrAnyoneServed), money(0)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAN-rec-lautaro-agricola-es",
    category: "recommendation",
    lang: "es",
    note: "A farm supplier needs about 12 flows and two people answering: Starter's flows fall short, so a good reply recommends Elite with its reason.",
    turns: [
      {
        say: "necesito como 12 flujos y 2 personas atendiendo, que plan po",
        expect: recommendsWithDemo({ flows: 12, agents: 2 }),
      },
    ],
  },
  {
    id: "hoAN-rec-guayama-farmacia-es-en",
    category: "recommendation",
    lang: "es",
    writes: "en",
    note: "A pharmacy writes English on the Spanish page: three on chat and 4,500 customers a month; a good reply recommends Elite with its reason.",
    turns: [
      {
        say: "pharmacy here, 3 of us on the chat, around 4,500 customers a month. which plan?",
        expect: recommendsWithDemo({ agents: 3, users: 4500 }),
      },
    ],
  },
  {
    id: "hoAN-rec-dehradun-coaching-en",
    category: "recommendation",
    lang: "en",
    note: "A coaching institute with 25,000 queries a month is beyond every plan: a good reply proposes a custom plan and says why.",
    turns: [
      {
        say: "coaching institute, 25000 student queries monthly on whatsapp, 4 counsellors. best plan?",
        expect: recommendsWithDemo({ users: 25_000, agents: 4 }),
      },
    ],
  },

  // ----- Conversations ---------------------------------------------------------------------
  {
    id: "hoAN-conv-malargue-excursiones-es",
    category: "conversation",
    lang: "es",
    note: "A tour guide asks for an avatar video, how long it takes, and the price: a good thread says yes, says plainly the avatar's delivery time is not published, and that it is quoted.",
    turns: [
      {
        say: "hacen videos con avatar? quiero uno mio contando las excursiones",
        expect: { has: [/avatar/i], demo: true },
      },
      {
        say: "y cuanto tarda en estar listo el avatar?",
        expect: { honest: true },
      },
      {
        say: "dale y de plata cuanto seria?",
        expect: { has: [priceQuoted], demo: true },
      },
    ],
  },
  {
    id: "hoAN-conv-nairn-golfshop-en",
    category: "conversation",
    lang: "en",
    note: "A golf shop asks whether the chatbot goes on Shopify, whether it captures e-mails, and how long setup takes: a good thread says yes, yes (name, e-mail, phone to the CRM or e-mail), and gives the chatbot's weeks.",
    turns: [
      {
        say: "can your chatbot go on my shopify store?",
        expect: { has: [/shopify/i], demo: true },
      },
      {
        say: "will it grab the emails of folk who ask stuff?",
        expect: { has: [/e-?mail/i], hasAny: [/CRM|contact details|name|phone/i] },
      },
      {
        say: "grand, how long to get it up and running?",
        expect: { hasAny: [basicBuild, implWeeks] },
      },
    ],
  },
  {
    id: "hoAN-conv-ludhiana-hosiery-en",
    category: "conversation",
    lang: "en",
    note: "A hosiery maker greets, types 'plans??', then asks for three agents: a good thread greets and asks, lists the plans with prices, then recommends Elite.",
    turns: [
      {
        say: "Hi there sir",
        expect: { asks: true },
      },
      {
        say: "plans??",
        expect: { has: [planPrice("starter"), planRe("elite"), planRe("diamante")], demo: true },
      },
      {
        say: "which is best if 3 agents",
        expect: recommendsWithDemo({ agents: 3 }),
      },
    ],
  },
  {
    id: "hoAN-conv-sangerman-panaderia-es",
    category: "conversation",
    lang: "es",
    note: "A bakery asks about refunds, a double charge, and where to write: a good thread says sales are final (with the exceptions or the trial), gives the duplicate-charge window, and offers a person.",
    turns: [
      {
        say: "como es lo del reembolso si no me gusta el servicio?",
        expect: { has: [salesFinalBroad], hasAny: [trial, refundFailure, duplicateCharge] },
      },
      {
        say: "y si me cobran doble por error?",
        expect: { has: [duplicateCharge] },
      },
      {
        say: "y a donde escribo pa eso?",
        expect: { handoff: true },
      },
    ],
  },
  {
    id: "hoAN-conv-losandes-logistica-es",
    category: "conversation",
    lang: "es",
    note: "A logistics firm asks whether the contact center runs surveys, whether it answers in English, and the price: a good thread says yes, says plainly English-speaking agents are not published, and that it is quoted.",
    turns: [
      {
        say: "el contact center de ustedes hace encuestas? tipo estudios de mercado",
        expect: { has: [marketResearch] },
      },
      {
        say: "y atienden en ingles? tenemos harto cliente gringo",
        expect: { honest: true, not: [saysYesTo(/ingl[eé]s/i)] },
      },
      {
        say: "ya, y cuanto sale el servicio?",
        expect: { has: [priceQuoted], demo: true },
      },
    ],
  },
  {
    id: "hoAN-conv-hawick-knitwear-en",
    category: "conversation",
    lang: "en",
    note: "A knitwear maker asks what NovaChannel is, whether Telegram is in it, and whether it can be tried first: a good thread explains the multichannel inbox with the AI agent, says yes to Telegram, and gives the trial.",
    turns: [
      {
        say: "what's NovaChannel exactly?",
        expect: { has: [/WhatsApp|omnichannel|multichannel|inbox/i], demo: true },
      },
      {
        say: "and is Telegram in there?",
        expect: { has: [/Telegram/i], not: [saysNoTo(/Telegram/i)] },
      },
      {
        say: "right, can I try it before paying?",
        expect: { has: [trial] },
      },
    ],
  },
  {
    id: "hoAN-conv-puducherry-guesthouse-en",
    category: "conversation",
    lang: "en",
    note: "A guesthouse asks the payment modes, then UPI: a good thread names cards and bank transfer, then says plainly UPI is not something we publish.",
    turns: [
      {
        say: "Which payment modes you are accepting?",
        expect: { has: [cards, bankTransfer] },
      },
      {
        say: "UPI is possible?",
        expect: { honest: true, not: [saysWeOffer(/UPI/i)] },
      },
    ],
  },
  {
    id: "hoAN-conv-villalaangostura-chocolates-es",
    category: "conversation",
    lang: "es",
    note: "A chocolatier asks for an online shop built with AI, who owns the code, and a rough price: a good thread says yes, that the client gets the rights to the deliverables, and that it is quoted (the reference range may be given).",
    turns: [
      {
        say: "me interesa que me armen una tienda online con ia, lo hacen?",
        expect: { has: [/tienda|e-?commerce/i], demo: true },
      },
      {
        say: "y el codigo queda mio o no?",
        expect: { has: [yours] },
      },
      {
        say: "ok, y un numero aprox de lo que sale?",
        expect: { hasAny: [priceQuoted, aiDevFrom], demo: true },
      },
    ],
  },
  {
    id: "hoAN-conv-barry-spinstudio-en",
    category: "conversation",
    lang: "en",
    note: "A spin studio asks for a chatbot that books classes, then reminders: a good thread says yes (the agent books) and that automated flows send reminders.",
    turns: [
      {
        say: "do you do a chatbot that can book people into classes?",
        expect: { has: [booksPeople], demo: true },
      },
      {
        say: "and send them reminders the day before?",
        expect: { has: [/reminder/i] },
      },
    ],
  },

  // ----- Multi-part ------------------------------------------------------------------------
  {
    id: "hoAN-multi-vicuna-pisco-es",
    category: "multi-part",
    lang: "es",
    note: "A pisco maker asks Diamante's monthly price and its agents: a good reply gives both.",
    turns: [
      {
        say: "cuanto sale el diamante al mes y cuantos agentes trae?",
        expect: {
          has: [price("diamante"), count(limits("diamante").liveChatAgents ?? 0, agentsOrPeople)],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAN-multi-amritsar-travels-en",
    category: "multi-part",
    lang: "en",
    note: "A travel agent asks whether the trial is free and whether software must be installed: a good reply gives the trial's days and says nothing needs installing.",
    turns: [
      {
        say: "Trial is free? and do I need to install any software for it?",
        expect: {
          has: [trial, /(no|nothing|don'?t|not|without)[^.!?\n]{0,30}install|no installation/i],
        },
      },
    ],
  },
  {
    id: "hoAN-multi-monmouth-bookshop-en",
    category: "multi-part",
    lang: "en",
    note: "A bookshop asks whether we do chatbots and a human call centre or only AI: a good reply says both and offers the demo.",
    turns: [
      {
        say: "do you do chatbots AND a human call centre, or is it all AI?",
        expect: {
          has: [/chatbot|AI agent/i, /contact cent|call cent|human/i],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAN-multi-dajabon-ferreteria-es",
    category: "multi-part",
    lang: "es",
    note: "A hardware store asks Starter's chat history and whether the plan can be changed later: a good reply gives the days and says any time, from the next cycle, prorated.",
    turns: [
      {
        say: "cuantos dias de historial guarda el starter? y si despues quiero cambiar de plan se puede?",
        expect: { has: [historyDays("starter"), changeAnyTime] },
      },
    ],
  },
  {
    id: "hoAN-multi-vieques-kayaks-es-en",
    category: "multi-part",
    lang: "es",
    writes: "en",
    note: "A kayak outfitter writes English on the Spanish page: Instagram DMs and Facebook both, and the price for two people answering; a good reply says yes to both channels and recommends Starter with its price.",
    turns: [
      {
        say: "do u handle both instagram DMs and facebook? and whats the price for 2 ppl answering",
        expect: {
          has: [/Instagram/i, /Facebook/i, planPrice("starter")],
          demo: true,
        },
      },
    ],
  },
  {
    id: "hoAN-multi-mangaluru-cashews-en",
    category: "multi-part",
    lang: "en",
    note: "A cashew exporter asks the annual discount and whether setup is waived on annual: a good reply gives the percentage and says installation is free with annual billing.",
    turns: [
      {
        say: "What is annual discount % and setup charge is waived in annual or not?",
        expect: { has: [percent(billing.annualDiscount), freeWhenAnnual] },
      },
    ],
  },
  {
    id: "hoAN-multi-chaiten-cabanas-es",
    category: "multi-part",
    lang: "es",
    note: "Cabins in Chaitén ask which channels connect and how long Diamante's onboarding is: a good reply lists the channels and gives the hour.",
    turns: [
      {
        say: "cuantos canales se pueden conectar? y el onboarding del diamante cuanto dura?",
        expect: { has: [/WhatsApp/i, /Telegram|Instagram/i, onboardingHour] },
      },
    ],
  },
];
