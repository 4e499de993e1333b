/**
 * Entities in a visitor's message, by plain code: plans (both languages' spellings), quantities
 * with their units, channels, industry, team size, the annual/monthly cue, plan rows asked about,
 * compliance standards, named tools, a picked demo time, and the visitor's name, e-mail, phone and
 * company. Works on the normalized text except where case or punctuation matter (name, e-mail).
 */
import { plans as ourPlans, type Channel, type PlanId } from "../../../app/content/business.ts";
import { FUNCTION_WORDS } from "./classifier.ts";
import { isOurWord } from "./spelling.ts";
import { TOOLS } from "./cues.ts";
import { normalize } from "./text.ts";

export type Unit = "agents" | "users" | "admins" | "flows";
export type Row = Unit | "history" | "onboarding" | "support";

export type Entities = {
  plans: PlanId[];
  quantities: Partial<Record<Unit, number>>;
  teamSize?: number;
  channels: Channel[];
  /** A channel we do not list (TikTok, e-mail, LinkedIn…), as written. */
  otherChannel?: string;
  /** A third-party tool named (HubSpot, Salesforce…), as written. */
  tool?: string;
  industry?: string;
  annual: boolean;
  rows: Row[];
  compliance?: string;
  place?: string;
  name?: string;
  email?: string;
  /** The e-mail as it was likely meant, when its domain looks mistyped ("gmial.con"). */
  emailMeant?: string;
  /** An address the visitor gives as someone else's (a partner to copy in), not their own. */
  otherEmail?: string;
  phone?: string;
  company?: string;
  /** A demo time the visitor picks ("el martes a las 10", "Tuesday at 10am"). */
  pick?: { day?: string; time?: string; part?: "morning" | "afternoon"; text: string };
  /** One of the offered times by its place ("the first one", "el segundo"; -1 = the last). */
  ordinal?: number;
  /** A plan named by its place among the others ("the bigger one", "el más barato"). */
  rel?: "bigger" | "smaller" | "biggest" | "cheapest" | "other" | "middle";
  /** The visitor asks to be called ("llámame", "give me a ring"). */
  callMe: boolean;
  /** Every number the visitor wrote (they may be repeated back). */
  numbers: string[];
  /** The same numbers as values, in order: "1,500" is 1500, "4 mil" 4000. */
  counts: number[];
  /** The one number written without a unit ("y si tengo 4 mil?", "we'd need 20"). */
  bare?: number;
};

const PLANS: [PlanId, RegExp][] = [
  ["diamante", /\b(diamante|diamond|diamon|diamnte|dimante)\b/],
  ["elite", /\b(elite|elit|ellite)\b/],
  ["starter", /\b(starter|stater|startet|estarter)\b/],
  [
    "demo",
    /\b(plan (demo|gratis|gratuito|free)|demo plan|free plan|plan gratis|plan gratuito|the free one|free one|free version|free tier|el gratis|el gratuito|la version gratis|version gratuita|el free)\b/,
  ],
];

const CHANNELS: [Channel, RegExp][] = [
  [
    "WhatsApp",
    // "whats the price", "whats priority actually mean" are English: "whats" is the channel only
    // where a channel stands ("escribiendo x whats", "on whats and ig", "por whats").
    /\b(whatsapp|whatsap|watsap|wasap|wsp|wpp|guasap|wp|(?<=\b(?:por|x|via|on|en|al|el|by|del|de|mi|my|our|tu|su|the|and|y|o|or|con|with|in|to|a) )whats(?! (?:the|your|ur|my|our|is|up|that|this|it|a|an|the)\b)\b|\bwhats(?= (?:business|app|api|y|and|o|or|e|instagram|ig|facebook|fb|telegram|sms|web|also|tambien|too)\b|\W*$))\b/,
  ],
  ["Telegram", /\b(telegram|telegran)\b/],
  ["Instagram", /\b(instagram|insta|ig)\b/],
  [
    "Facebook",
    /\b(facebook|messenger|fb|face(?! (masks?|cream|wash|paint|scrub|serums?|care|id|to face)))\b/,
  ],
  // ("un sitio bueno para comer paella": a place, not a website.)
  [
    "Web",
    /\b(web|website|sitio(?! (bueno|buen|lindo|barato|para comer|donde|de comida|turistico))|pagina web|widget|mi pagina|my site)\b/,
  ],
  ["SMS", /\b(sms|mensajes de texto|text messages|texts|answer texts|text us|texting)\b/],
];
const OTHER_CHANNELS =
  /\b(tiktok|linkedin|twitter|wechat|(?<!\b(?:in|on|first|next|bottom|front|top|waiting|queue) )line(?! (?:up|of|by|items?|managers?))|viber|slack|teams|discord|snapchat|rcs|signal(?! (?:s |is |was )?(?:bad|poor|weak|terrible|patchy|awful|rubbish|down|drops)\b)(?<!\b(?:no|bad|poor|weak|phone|mobile|cell) signal)|imessage)\b/;

export const COMPLIANCE =
  /\b(gdpr|rgpd|hipaa|soc ?2|soc ?ii|iso ?27001|iso ?9001|iso|pci( dss)?|ccpa|lopd|lgpd|dpdp|pdpa|popia|pipeda|lfpdppp|habeas data|ley de proteccion de datos|proteccion de datos|data protection|cyber essentials( plus)?|ens|esquema nacional de seguridad)\b/;

const INDUSTRIES: [string, RegExp][] = [
  [
    "realEstate",
    /\b(inmobiliari\w*|bienes raices|real estate|realtor\w*|propiedades|properties)\b/,
  ],
  [
    "health",
    /\b(clinica\w*|dental|dentist\w*|medic\w*|salud|health\w*|hospital\w*|consultorio|clinic\w*)\b/,
  ],
  ["retail", /\b(tienda\w*|ecommerce|e commerce|store|shop|retail|comercio)\b/],
  ["food", /\b(restaurante\w*|restaurant\w*|cafeteria|delivery de comida|food)\b/],
  ["education", /\b(escuela\w*|colegio\w*|universidad\w*|school\w*|academ\w*|university|cursos)\b/],
  ["agency", /\b(agencia\w*|agency|agencies)\b/],
  ["travel", /\b(hotel\w*|turismo|travel|tourism|viajes)\b/],
  ["finance", /\b(banco\w*|bank\w*|financier\w*|fintech|seguros|insurance|cooperativa)\b/],
  ["legal", /\b(abogad\w*|law firm|lawyers?|bufete|legal)\b/],
  ["auto", /\b(concesionari\w*|dealership|car dealer|autos|automotriz)\b/],
];

const UNIT_WORDS: [Unit | "team", RegExp][] = [
  [
    "agents",
    /^(agentes?|agents?|asesor(es|as)?|negotiators?|negociador(es|as)?|advisors?|advisers?|operador(es|as)?|vendedor(es|as)?|vendedoras|reps?|ejecutivos?|ejecutivas?|operators?|recepcionistas?|receptionists?|secretari[oa]s|seats?|puestos|representatives|sales ?reps|salespeople|cajeros?|cajeras?|telefonistas?|counsell?ors?|advis[eo]rs?|consejer[oa]s|tutors?|dispatchers?|despachador(es|as)?|coordinador(es|as)|coordinators?|paralegals?|gestor(es|as)?|managers|account|controllers|controladores)$/,
  ],
  ["admins", /^(admins?|administrador(es|as)?|administrators?)$/],
  ["flows", /^(flujos?|flows?|bots?|automatizacion(es)?|automations?|chatbots?)$/],
  [
    "users",
    /^(usuarios?|users?|clientes|customers?|clients?|families|familias|contactos|contacts|conversaciones|conversations|convos|conversas|chats|mensajes|messages|msgs|dms|leads|consultas|inquiries|enquiries|queries|tickets|pacientes|patients|clientas|alumnos|estudiantes|students|huespedes|guests|compradores|buyers|pedidos|orders|reservas|reservations|bookings|prospectos|prospects|visitantes|visitors|interesados|socios|socias|afiliados|suscriptores|subscribers|patrons|holders|workers|parents|padres|fans|tenants|inquilinos|residents|residentes|passengers|pasajeros|riders|diners|comensales|shoppers|followers|seguidores|candidates|candidatos|candidatas|applicants|postulantes|aspirantes|papas|apoderados|afiliadas)$/,
  ],
  [
    "team",
    /^(personas|people|empleados|employees|staff|colaboradores|miembros|members|persons|volunteers|voluntari[oa]s|lads|blokes|guys|gals|folks)$/,
  ],
];

const MODIFIERS = new Set(
  "active activos activas unique unicos monthly mensuales live vivo en de del chat human humanos humanas support soporte sales ventas more mas or so aprox approx about around unos unas full time part people personas real reales new nuevos nuevas different distintos whatsapp web online automated automatizados automatizadas automatic automaticos custom personalizados separate bot ai ia customer service servicio al cliente distinct guest patient client student visitor inbound incoming entrantes ticket season".split(
    " ",
  ),
);

export const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  one: 1,
  a: 1,
  dos: 2,
  two: 2,
  tres: 3,
  three: 3,
  cuatro: 4,
  four: 4,
  cinco: 5,
  five: 5,
  seis: 6,
  six: 6,
  siete: 7,
  seven: 7,
  ocho: 8,
  eight: 8,
  nueve: 9,
  nine: 9,
  diez: 10,
  ten: 10,
  once: 11,
  eleven: 11,
  doce: 12,
  twelve: 12,
  docena: 12,
  dozen: 12,
  quince: 15,
  fifteen: 15,
  veinte: 20,
  twenty: 20,
  treinta: 30,
  thirty: 30,
  cincuenta: 50,
  fifty: 50,
};

/**
 * A shown time by where it sits ("la de arriba", "top one", "the middle one", "la de hasta abajo",
 * "option B"): the first, the second (of three) or the last.
 */
const PLACE_WORDS =
  /\b(?:the |la |el |lo )(?:one )?(?:on |de |del |de hasta |de mas |at the )?(top|arriba|medio|middle|abajo|bottom)(?! (?:plan|tier|line|paquete|nivel|of))(?: one| time| option| slot| opcion| horario)?\b|\b(top|middle|bottom) (?:one|time|option|slot)\b|\b(?:option|opcion) ([abc])\b/;
/** Someone else's e-mail: to copy in, loop in or invite, or named as a partner's or a boss's. */
const OTHER_EMAIL =
  /\b(cc|copy in|copy (him|her|them)|loop (in|him|her)|add (him|her)|include (him|her)|invite (him|her|my|our)|(mandar|mandarle|manda|mandale|mandales|enviar|enviarle|enviale|envia) (una )?copia|copia a (mi|nuestro|nuestra)|invita(r|le)? a (mi|nuestro|nuestra)|(his|her|their) (e ?mail|address) is|su (correo|mail|email) es|(el|su) correo de (mi|nuestro|nuestra))\b/;
/** The same named before the address as typed: "my business partner is ray@acme.com". */
const OTHER_EMAIL_RAW =
  /\b(my|our|mi|nuestro|nuestra) (business partner|partner|socio|socia|boss|jefe|jefa|gm|general manager|manager|gerente|colleague|colega|companero|companera|wife|husband|esposa|esposo|senora|assistant|asistente|ops manager|co ?founder|cofundador\w*)( \w+)?( too| tambien)?,? (is |es |at |en |email |mail |correo )?(?=\S*@)/;
const WEEKDAYS =
  /\b(lunes|martes|miercoles|jueves|viernes|monday|tuesday|wednesday|thursday|friday|mon|tue|wed|thu|fri|manana|tomorrow|hoy|today)\b/;
/** A part of the day said instead of an hour: "por la tarde", "a primera hora", "any arvo". */
export const PART_OF_DAY =
  /\b(?:(?:por|en|a) la (manana|tarde)|(?:a )?primera hora|(?:first thing|early)(?: in the morning)?|in the (morning|afternoon)|(?:any |an )?(morning|afternoon|arvo)s?)\b/;
const TIME = /\b(?:a las |at |las |@ ?)?(\d{1,2})(?:[:.h](\d{2}))? ?(am|pm|a m|p m|hs|hrs|h)?\b/;
/** The tools as written, in any case: compiled once, not on every message. */
const TOOLS_ANY_CASE = new RegExp(TOOLS.source, "i");
/** An hour in words after "las" or "at" ("esa de las diez", "at eleven"), valued by NUMBER_WORDS. */
const HOUR_WORDS =
  "doce una dos tres cuatro cinco seis siete ocho nueve diez once twelve one two three four five six seven eight nine ten eleven".split(
    " ",
  );
// (Followed by the end or a word that goes with an hour: "las dos cosas" is no hour.)
const SPELLED_HOUR = new RegExp(
  String.raw`\b(a las|las|at) (${HOUR_WORDS.join("|")})(?=$| (de la (manana|tarde|noche)|y media|y cuarto|en punto|o clock|am|pm|me|works|is|porfa|please|por favor|esta|then|one|que|q|mejor|si|ok|va|dale|perfect|perfecto|is fine|sounds)\b)`,
);
const PICK_VERB =
  /\b(esa de (las|la)|the \d{1,2}( o clock| ?am| ?pm)? one|elijo|tomo|me quedo|prefiero|escojo|reservo|agendame|dame|quiero|va el|me sirve|me queda|puedo el|i ll take|ill take|i take|i choose|i pick|pick|book|works for me|let s do|lets do|i prefer|i want|take the|go with|(la|el) de (las|la)|the one at|esta bien|me va bien|me late|is fine|sounds good|suits me|works (fine|great|best)|works$|se puede$|puede ser$|que sea (el|la|a las)|make it|let s make it|hagamoslo (el|a las))\b/;

/**
 * The entities of the last few messages read: one reply reads the same text several times (the
 * message whole, again to split it, then its parts). Kept for a handful of texts only.
 */
const recentlyRead = new Map<string, Entities>();
const RECENT_KEPT = 4;

/** The entities of a message; the caller's own copy, free to change. */
export function extractEntities(message: string): Entities {
  let e = recentlyRead.get(message);
  if (!e) {
    e = readEntities(message);
    if (recentlyRead.size >= RECENT_KEPT) recentlyRead.delete(recentlyRead.keys().next().value!);
    recentlyRead.set(message, e);
  }
  return copyOf(e);
}

/** A copy sharing nothing that can be changed (every array and object field of Entities). */
function copyOf(e: Entities): Entities {
  return {
    ...e,
    plans: [...e.plans],
    channels: [...e.channels],
    quantities: { ...e.quantities },
    rows: [...e.rows],
    numbers: [...e.numbers],
    counts: [...e.counts],
    ...(e.pick && { pick: { ...e.pick } }),
  };
}

function readEntities(message: string): Entities {
  // "Meg Tardiff / meg@… / would like the demo": a slash between spaces separates like a comma.
  message = message.replace(/\s+[/|]\s+/g, ", ");
  const text = normalize(message);
  const padded = ` ${text} `;
  const plans = PLANS.filter(([, re]) => re.test(text)).map(([id]) => id);
  const channels = CHANNELS.filter(([, re]) => re.test(text)).map(([c]) => c);
  const e: Entities = {
    plans,
    channels,
    quantities: {},
    annual:
      /\b(anual\w*|al ano|por ano|el ano|yearly|annual\w*|per year|a year|the year|whole year|full year|todo el ano|12 meses|12 months|(pay|paid|paying|pagar|pago|pagamos) (\w+ ){0,4}(up ?front|por adelantado))\b/.test(
        text,
      ),
    rows: [],
    callMe:
      /\b(llamame|llamenme|llamarme|me llaman|me llamen|marcame|marquenme|call me|give me a (ring|call)|ring me|phone me)\b/.test(
        text,
      ),
    numbers: message.match(/\d[\d.,]*\d|\d/g) ?? [],
    counts: [],
  };
  e.otherChannel = text.match(OTHER_CHANNELS)?.[1];
  e.tool = message.match(TOOLS_ANY_CASE)?.[1];
  e.compliance = text.match(COMPLIANCE)?.[1]?.toUpperCase();
  e.industry = INDUSTRIES.find(([, re]) => re.test(text))?.[0];

  // Quantities: "10 agentes", "3k users", "5 mil conversaciones", "diez asesores", "team of 8".
  // ("your '24/7 AI agent'": round the clock, not seven agents.)
  const words = text.replace(/\b24 ?(?:7|x ?7)\b/g, "always").split(" ");
  for (let i = 0; i < words.length; i++) {
    const n = readNumber(words, i);
    if (n === undefined) continue;
    // The unit may follow directly or after one or two words ("5 agentes de chat", "3000 active
    // users"); a number word ("one", "un") only right before its unit, and never across another number.
    const reach = /^\d/.test(words[i]!) ? 3 : 1;
    for (let j = i + n.width; j < Math.min(words.length, i + n.width + reach); j++) {
      if (j > i + n.width && readNumber(words, j)) break;
      // Only a modifier may stand between a number and its unit ("3000 active users", "5 agentes
      // de chat"): "40 rooms, guests…" is not 40 guests.
      if (j > i + n.width && !MODIFIERS.has(words[j - 1]!)) break;
      // "3 flujitos", "2 asesoritas": the diminutive is the same unit.
      const word = words[j]!.replace(/(?:it|cit)([oa]s?)$/, "$1");
      let unit = UNIT_WORDS.find(([, re]) => re.test(words[j]!) || re.test(word))?.[0];
      // "8 customer service agents", "3 client support reps": who serve the customers.
      if (
        unit === "users" &&
        /^(service|care|support|success|servicio|atencion)$/.test(words[j + 1] ?? "") &&
        UNIT_WORDS[0]![1].test(words[j + 2] ?? "")
      )
        unit = "agents";
      // "1500 people message us a month", "200 personas al mes": people who write in, not a team.
      if (
        unit === "team" &&
        /^(a|al|per|por|x|each|cada|every|que|who|that|message|messages|write|writes|escriben|nos|us|contact|contactan|mandan|send|ping|text|texts)$/.test(
          words[j + 1] ?? "",
        ) &&
        // ("3 personas al chat": who answer it, a team.)
        !/^(al|en|on|in)( el| the)? (chat|chats|whatsapp|telefono|phone|inbox)\b/.test(
          words.slice(j + 1, j + 4).join(" "),
        ) &&
        // "las 3 personas que te dije": the team said before.
        !/^(que|who|that|i|we) (te |le |les |you )?(dije|dijimos|mencione|comente|told|said|mentioned)\b/.test(
          words.slice(j + 1, j + 4).join(" "),
        )
      )
        unit = "users";
      // "about 1,500 people reach out each month": a monthly count of people is volume ("40
      // personas con 30 mil contactos al mes": the month is the next number's).
      const after = words.slice(j + 1, j + 7);
      const nextNumber = after.findIndex((_, k) => readNumber(words, j + 1 + k) !== undefined);
      if (
        unit === "team" &&
        /\b(a|al|per|por|x|each|cada|every) (month|mes)\b|\bmonthly\b|\bmensual/.test(
          (nextNumber < 0 ? after : after.slice(0, nextNumber)).join(" "),
        )
      )
        unit = "users";
      // "maybe 300 members" at a coworking or a gym: the members it serves, unless they are the
      // team's ("5 team members", "4 miembros del equipo").
      if (
        unit === "team" &&
        /^(members|miembros)$/.test(words[j]!) &&
        !/^(team|staff|equipo)$/.test(words[j - 1] ?? "") &&
        !/^(del equipo|de mi equipo|de nuestro equipo|of the team|of my team|of our team|on the team|on my team|on our team|in the team|in my team)/.test(
          words.slice(j + 1, j + 5).join(" "),
        )
      )
        unit = "users";
      if (!unit) continue;
      // "5 reservations agents", "3 bookings staff": the last noun is the unit.
      const next = words[j + 1] ?? "";
      if (unit !== "agents" && UNIT_WORDS.some(([u, re]) => u === "agents" && re.test(next)))
        unit = "agents";
      if (unit === "team") e.teamSize = n.value;
      else if (e.quantities[unit] === undefined) e.quantities[unit] = n.value;
      break;
    }
  }
  // ("reckon we need heaps of flows, like 18 - order tracking, returns…": the figure after its
  // unit.)
  const unitFirst = text.match(
    /\b(flows?|flujos?|bots?|automations?|automatizaciones|admins?|administradores)\b,? (?:like|around|about|maybe|roughly|unos|unas|como|tipo|maso|more or less|mas o menos) (\d{1,3})\b(?! (?:years?|anos?|months?|meses|days?|dias|weeks?|semanas|hours?|horas|minutes?|minutos|dollars|dolares|usd|k\b|mil\b|%))/,
  );
  if (unitFirst) {
    const unit = UNIT_WORDS.find(([, re]) => re.test(unitFirst[1]!))?.[0];
    if (unit && unit !== "team" && e.quantities[unit] === undefined)
      e.quantities[unit] = Number(unitFirst[2]);
  }
  {
    const found: number[] = [];
    for (let i = 0; i < words.length; i++) {
      if (!/^\d/.test(words[i]!)) continue;
      const n = readNumber(words, i);
      if (n) found.push(n.value);
    }
    e.counts = found;
    if (found.length === 1 && !Object.keys(e.quantities).length) e.bare = found[0];
    // ("joe, 99 pavos... y pagando el año entero?": a sum of money, not a head count.)
    if (
      e.bare !== undefined &&
      ourPlans.some((p) => p.monthlyUsd === e.bare) &&
      new RegExp(
        String.raw`\b${e.bare} ?(pavos|lucas|bucks|quid|dolares|dollars|usd|euros|pesos|mangos)\b`,
      ).test(text)
    )
      e.bare = undefined;
    // "say 20k a month": a monthly volume is conversations, not agents.
    if (
      e.bare !== undefined &&
      e.bare >= 50 &&
      // ("ya va incluido en los 60 del elite?": a plan's price, not a volume.)
      !ourPlans.some((p) => p.monthlyUsd === e.bare) &&
      // ("if you miss 99.5 in a month": a percentage, not people.)
      !e.numbers.some((x) => /^\d+[.,]\d{1,2}$/.test(x)) &&
      /\b(a|al|per|por|each|cada) (month|mes)\b|\bmonthly\b|\bmensual(es)?\b|\b(most|every|all) months\b|\b(todos|casi todos) los meses\b/.test(
        text,
      ) &&
      !/\$|\b(usd|dolares|dollars|pay|pago|pagar|cost|costs|cuesta|sale|salen|vale|valen|cobran|precio|price|anual|annual|yearly)\b/.test(
        text,
      )
    ) {
      e.quantities.users = e.bare;
      e.bare = undefined;
    }
    // "about 4000 a month. 2 guys on the counter reply": a monthly volume beside a head count.
    const monthly = text.match(
      /\b(?:about|around|like|unos|unas|como|maybe|roughly) (\d{3,6}) (?:a|al|per|por) (?:month|mes)\b/,
    );
    if (
      monthly &&
      e.quantities.users === undefined &&
      e.bare === undefined &&
      !/\$|\b(usd|dolares|dollars|bucks|pay|pago|pagar|cost|costs|cuesta|precio|price)\b/.test(text)
    )
      e.quantities.users = Number(monthly[1]);
  }
  // "12 sucursales y en cada una hay 1 persona q contesta", "5 stores with 2 people each": the
  // people in every branch, added up.
  // ("2 tiendas con 2 vendedoras cada una": four, where "2 vendedoras" alone read two.)
  {
    const branches = text.match(
      /\b(\d{1,3}) (sucursales|branches|locations|locales|tiendas|stores|shops|sedes|sites|oficinas|offices|clinicas|clinics|centros|centers|centres|consultorios|restaurantes|restaurants|hoteles|hotels|farmacias|pharmacies|cafes|cafeterias|salons|salones|gyms|gimnasios|bakeries|panaderias|bars|bares|pubs)\b/,
    );
    const each =
      branches &&
      text.match(
        /\b(?:en cada una?|cada una?|en cada (?:sucursal|local|tienda|sede|centro|consultorio|clinica|oficina)|in each|each (?:one )?has|at each|in every|por (?:sucursal|local|tienda|sede|centro|consultorio|clinica|oficina))\b(?: \w+){0,2}? (\d{1,2}|una?|one|two|dos|tres|three) (?:[a-z]+ ){0,2}?(personas?|people|persons?|agentes?|agents?|asesor\w*|chicas?|chicos?|empleados?|employees?|dependient[ae]s?|recepcionistas?|receptionists?|vendedor\w*|cajer\w*|staff)\b|\b(\d{1,2}|una?|one|two|dos|tres|three) (personas?|people|persons?|agentes?|agents?|asesor\w*|empleados?|employees?|chic[oa]s?|muchach[oa]s?|dependient[ae]s?|recepcionistas?|receptionists?|vendedor\w*|cajer\w*|staff) (?:\w+ ){0,3}?(?:en cada una?|cada una?|in each|each|at each|per (?:branch|store|shop|site|location|office|clinic|cafe|salon|gym|bakery|bar|pub|restaurant|hotel|pharmacy)|por (?:sucursal|local|tienda|sede|centro|consultorio|clinica|oficina|cafeteria|gimnasio|panaderia|restaurante|hotel|farmacia))\b/,
      );
    const k = each && (Number(each[1] ?? each[3]) || NUMBER_WORDS[(each[1] ?? each[3])!] || 1);
    if (branches && k && (e.quantities.agents === undefined || e.quantities.agents === k))
      e.quantities.agents = Number(branches[1]) * k;
  }
  // "4 paralegals would handle the chats", "3 chicas que atienden": whoever answers is an agent.
  // ("6 people doing live chat": the team counted is the people who answer.)
  if (e.quantities.agents === undefined) {
    const handlers = text.match(
      /\b(\d{1,3}|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|one|two|three|four|five|six|seven|eight|nine|ten) (?:of (?:the|us|our|my) )?(?:[a-z]+ ){0,2}?([a-z]+)(?: (?:would|will|to|que|who|that|para|would be|are|son|estan|who d be|who would be|who ll be|who will be|that would be|who are|que van a estar|que estarian|que estarán))? (?:handle|handling|answer|answering|manage|managing|cover|covering|do (?:the )?chats?|(?:do|doing) all (?:the )?(?:[a-z]+ )?chats?|take (?:the )?(?:calls|chats|messages|dms|enquiries)|(?:all )?need to be on (?:the )?(?:live )?chats?|reply|replying|respond\w*|atiend\w*|atend\w*|atender|contest\w*|manej\w*|respond\w*|(?:jump|hop|be|work|sit)(?:ing)? on (?:the )?(?:chats?|messages|inbox|whatsapp)|doing (?:the )?(?:live )?chats?|on (?:the )?chats?|en (?:el )?chat)\b/,
    );
    const n = handlers && (Number(handlers[1]) || NUMBER_WORDS[handlers[1]!]);
    /** The words between the number and the verb: who is counted. */
    const said = handlers?.[0].split(" ") ?? [];
    const counted = said.slice(1, said.indexOf(handlers?.[2] ?? "") + 1);
    if (
      n &&
      (e.teamSize === undefined || e.teamSize === n) &&
      // ("600 clientes al mes, solo atiendo yo": the number is the clients'.)
      e.quantities.users !== n &&
      // "took 3 days to answer": a time, not three people answering.
      !/^(days?|hours?|weeks?|months?|minutes?|years?|dias?|horas?|semanas?|meses|mes|minutos?|anos?|times|veces)$/.test(
        handlers![2]!,
      ) &&
      // ("queremos un canal para atender proveedores": a channel, or a tool, answers nobody.)
      !/^(canal|canales|channel|channels|numero|number|bot|chatbot|sistema|system|herramienta|tool|plataforma|platform|app|linea|line|whatsapp|widget|inbox|bandeja)$/.test(
        handlers![2]!,
      ) &&
      // ("serian 3 bots nomas y contesto yo sola": three bots, and one person answering.)
      !counted.some((w) =>
        UNIT_WORDS.some(([u, re]) => u !== "agents" && u !== "team" && re.test(w)),
      ) &&
      // ("tenemos una tienda y atendemos": "una" counts a person only when a person is named.)
      (!/^(un|una|one)$/.test(handlers![1]!) ||
        handlers![0]
          .split(" ")
          .slice(1)
          .some(
            (w) =>
              UNIT_WORDS.some(([u, re]) => (u === "agents" || u === "team") && re.test(w)) ||
              /^(chica|chico|persona|person|muchacha|muchacho|senora|senor|guy|girl|lady|woman|man|empleada|empleado|secretaria|asistente|assistant|hermana|hermano|hija|hijo|socia|socio|nephew|niece|sobrina|sobrino)$/.test(
                w,
              ),
          ))
    )
      e.quantities.agents = n;
  }
  // ("hmm and if we only put 3 on the chats": three answering.)
  if (e.quantities.agents === undefined) {
    const put = text.match(
      /\b(?:put|poner|pongo|ponemos|pondria\w*|have|tener) (?:only |just |solo |nomas )?(\d{1,2}|two|three|four|five|six|dos|tres|cuatro|cinco|seis) (?:people |of us |personas |de nosotros )?(?:on|en) (?:the |el |los )?(?:chats?|live chat|chat en vivo|whatsapp|inbox|bandeja)\b/,
    );
    const n = put && (Number(put[1]) || NUMBER_WORDS[put[1]!]);
    if (n) e.quantities.agents = n;
  }
  // ("we'd need about 8 people on live chat": that many on the chats; "2 girls in the office do
  // the chats": those people, wherever they sit.)
  if (e.quantities.agents === undefined) {
    const on =
      text.match(
        /\b(\d{1,2}) (?:people|ppl|personas|agents|agentes|staff|seats|puestos) (?:on|en) (?:the |el )?(?:live chat|chat en vivo|chats?|inbox|bandeja|support|soporte|atencion)\b/,
      ) ??
      text.match(
        /\b(\d{1,2}) (?:girls|guys|people|ladies|lads|folks|staff|chicas|chicos|personas|muchachas|muchachos) (?:[a-z]+ ){0,4}?(?:do|does|doing|handle|handles|run|runs|hacen|llevan|manejan) (?:the |all the |los |el |todo el )?(?:chats?|messages|whatsapp|dms|inbox)\b/,
      );
    if (on) e.quantities.agents = Number(on[1]);
  }
  // ("3 comerciales y 2 administrativas q tambien contestan whatsapp": both groups answer.)
  {
    const two = text.match(
      /\b(\d{1,2}) ([a-z]+) (?:y|and) (\d{1,2}) ([a-z]+) (?:q|que|who|that) (?:tambien |also |too )?(?:contest\w*|answer\w*|atiend\w*|respond\w*|handle\w*|reply\w*)\b/,
    );
    if (
      two &&
      [two[2]!, two[4]!].every(
        (w) => !UNIT_WORDS.some(([u, re]) => u !== "agents" && u !== "team" && re.test(w)),
      )
    )
      e.quantities.agents = Number(two[1]) + Number(two[3]);
  }
  // ("contestamos 3 chicos de recepcion y a veces mi socio, serian 4": the total said.)
  {
    const total = text.match(
      /\b(?:contest\w*|atend\w*|atiend\w*|answer\w*|respond\w*|on the chats?)\b.{0,80}\b(?:serian|seriamos|somos|that d be|thatd be|so that s|so thats|in total|en total) (\d{1,2})$/,
    );
    if (total && Number(total[1]) > (e.quantities.agents ?? 0))
      e.quantities.agents = Number(total[1]);
  }
  // "5 staff need admin access", "2 personas administren la cuenta": admins.
  const adminAccess = text.match(
    /\b(\d{1,2}|two|three|four|five|six|dos|tres|cuatro|cinco|seis) (?:[a-z]+ ){0,4}?(?:need|needs|would need|with|con|necesitan|necesitarian|que necesitan) (?:an? )?(?:admin|administrador\w*|administrator) ?(?:access|acceso|rights|permisos|accounts?|cuentas?)\b|\b(\d{1,2}|two|three|four|five|six|dos|tres|cuatro|cinco|seis) (?:[a-z]+ ){0,3}?(?:would |will )?(?:need to be|needs to be|to be|be|as|serian|como) (?:an? )?(?:admins?|administrador\w*|administrators?)\b|\b(\d{1,2}|two|three|four|five|six|dos|tres|cuatro|cinco|seis) (?:personas |people |persons |de nosotros |of us )?(?:que |to |who )?(?:administren|administre|administrar|gestionen|manage|run) (?:la |the |our |nuestra )?(?:cuenta|account|plataforma|platform|panel)\b/,
  );
  const adminWord = adminAccess && (adminAccess[1] ?? adminAccess[2] ?? adminAccess[3])!;
  const adminN = adminWord && (Number(adminWord) || NUMBER_WORDS[adminWord]);
  if (adminN && e.quantities.admins === undefined) e.quantities.admins = adminN;
  // "what if we hire a third receptionist?": the team grows to that many.
  const nth = text.match(
    /\b(?:hire|hiring|contrat\w*|sum\w*|add|adding|bring on|take on|taking on|meter|metemos|incorpor\w*|entra|entrara|llega|llegara|se suma|se une|joins?|comes on) (?:a|an|una|un) (third|fourth|fifth|sixth|3rd|4th|5th|6th|tercer[oa]?|cuart[oa]|quint[oa]|sext[oa])\b/,
  );
  if (nth && e.teamSize === undefined && e.quantities.agents === undefined)
    e.teamSize = {
      third: 3,
      fourth: 4,
      fifth: 5,
      sixth: 6,
      "3rd": 3,
      "4th": 4,
      "5th": 5,
      "6th": 6,
      tercer: 3,
      tercero: 3,
      tercera: 3,
      cuarto: 4,
      cuarta: 4,
      quinto: 5,
      quinta: 5,
      sexto: 6,
      sexta: 6,
    }[nth[1]!];
  // "4 folks in the office who'd answer chats": the people who answer, however far apart.
  if (e.quantities.agents === undefined && e.teamSize === undefined) {
    const who = text.match(
      /\b(\d{1,3}) (?:folks|people|persons|personas|staff|employees|empleados|guys|chicas|chicos)\b[^.?!]{0,30}?\b(?:who|que|that)\b[^.?!]{0,15}?\b(?:answer\w*|handle\w*|repl\w*|respond\w*|atiend\w*|atender\w*|contest\w*|manej\w*)\b/,
    );
    if (who) e.quantities.agents = Number(who[1]);
  }
  // "we're a 3-person surety bond agency", "a 4 man crew": the team, told as its size.
  if (e.quantities.agents === undefined && e.teamSize === undefined) {
    const sized = text.match(
      /\b(?:we re|we are|were|i run|we run|i have|we have|it s|its|somos|tenemos|tengo) (?:a |an |un |una )?(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten) (?:person|people|man|woman|strong|persona|personas)(?: [a-z]+){0,3}? (?:team|agency|company|shop|office|firm|business|operation|outfit|crew|practice|agencia|empresa|equipo|oficina|negocio|despacho|estudio)\b/,
    );
    const n = sized && (Number(sized[1]) || NUMBER_WORDS[sized[1]!]);
    if (n && n > 1) e.teamSize = n;
  }
  // "it's me and 2 coaches answering", "yo y 3 chicas": the visitor counts too.
  const plusMe = text.match(
    /\b(?:me|myself|yo) (?:and|y|plus|mas) (?:(?:my|mis|other|otr[oa]s) )?(\d{1,2}|two|three|four|five|six|seven|eight|nine|dos|tres|cuatro|cinco|seis|siete|ocho|nueve) [a-z]+\b/,
  );
  const others = plusMe && (Number(plusMe[1]) || NUMBER_WORDS[plusMe[1]!]);
  if (others && (e.teamSize === undefined || e.teamSize === others)) {
    if (e.teamSize === others) e.teamSize = others + 1;
    else if (e.quantities.agents === others) e.quantities.agents = others + 1;
    else if (e.quantities.agents === undefined) e.teamSize = others + 1;
  }
  // "2 guys on the counter reply and me when im around": the visitor counts too.
  const mePlus = text.match(
    /\b(\d{1,2}|two|three|four|five|dos|tres|cuatro|cinco) (guys|girls|people|staff|chicos|chicas|personas|muchach[oa]s)\b[^.?!]{0,40}\b(?:and|y) (?:me|yo) (?:when|too|also|sometimes|as well|tambien|a veces|cuando)\b/,
  );
  const before = mePlus && (Number(mePlus[1]) || NUMBER_WORDS[mePlus[1]!]);
  if (before && !plusMe) {
    if (e.teamSize === before) e.teamSize = before + 1;
    else if (e.quantities.agents === before) e.quantities.agents = before + 1;
  }
  // "2 vets and a receptionist would answer", "2 recepcionistas y el doctor": one more.
  const andOne = text.match(
    /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|dos|tres|cuatro|cinco|seis|siete|ocho|nueve) (receptionists|recepcionistas|vets|veterinari[oa]s|agents|agentes|staff|nurses|enfermer[oa]s|dependient[ae]s|vendedor(es|as)|asesor(es|as)|operador(es|as)|secretari[oa]s|assistants|asistentes|doctors|doctor(es|as)|dentists|dentistas|lawyers|abogad[oa]s|technicians|tecnicos|mechanics|mecanicos|waiters|meser[oa]s|camarer[oa]s|girls|guys|chicas|chicos|salespeople|reps) (?:and|y|plus|mas|\+) (?:a|an|one|the|el|la|un|una|our|my|mi|nuestro|nuestra) [a-z]+\b/,
  );
  const base = andOne && (Number(andOne[1]) || NUMBER_WORDS[andOne[1]!]);
  if (base) {
    if (e.quantities.agents === base) e.quantities.agents = base + 1;
    else if (e.teamSize === base) e.teamSize = base + 1;
    else if (e.quantities.agents === undefined && e.teamSize === undefined)
      e.quantities.agents = base + 1;
  }
  // ("somos una coope… atendemos 2": the first phrase that gives a number.)
  const counted = (m: RegExpMatchArray) => (Number(m[1]) || NUMBER_WORDS[m[1]!] || 0) > 1;
  // ("we're a plumbing firm, 4 of us on the phones": "we're a" gives no number; "4 of us" does.)
  const said = text.match(TEAM_SIZE);
  // (A head count's words are among a team size's: with no team size said, there is none.)
  const teamAt = said
    ? ([...text.matchAll(HEAD_COUNT)].find(counted) ?? [...text.matchAll(TEAM_SIZES)].find(counted))
    : undefined;
  const ofUs = text.match(/\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten) of us\b/);
  const team = teamAt ?? (said && counted(said) ? said : undefined) ?? ofUs ?? said;
  // "atiendo yo sola", "it's just me answering", "one man airboat tour operation": a team of one.
  if (
    e.teamSize === undefined &&
    e.quantities.agents === undefined &&
    /\b(yo (sol[oa]|solit[oa])|solo yo|sol[oa] yo|atiendo (sol[oa]|solit[oa])|trabajo sol[oa]|curro sol[oa]|one (man|woman|person) (\w+ ){0,3}(band|operation|show|shop|business|outfit|team)|just me|only me|(just|only) myself|i m alone|i m the only one|una sola persona|(?<!\b(con|with|to|a|por|de|otra|another|real|humana) )(one person|una persona))\b/.test(
      text,
    )
  )
    e.quantities.agents = 1;
  // "somos yo y mi primo", "me and my wife answer": two people.
  if (
    !(team && (Number(team[1]) || NUMBER_WORDS[team[1]!])) &&
    e.teamSize === undefined &&
    e.quantities.agents === undefined &&
    /\b(yo y mi|mi (soci[oa]|prim[oa]|herman[oa]|espos[oa]|pareja|mujer|marido|hij[oa]|papa|mama|novi[oa]) y yo|me and my|my (partner|wife|husband|brother|sister|cousin|son|daughter|mate|friend) and (i|me))\b/.test(
      text,
    )
  )
    e.teamSize = 2;
  if (team && e.teamSize === undefined) {
    const n = Number(team[1]) || NUMBER_WORDS[team[1]!];
    if (n && n > 1) e.teamSize = n;
  }
  // "contestamos yo, mi socia y las dos chicas de caja": the people who answer, listed.
  // (Counted whole: "me, my wife and two receptionists" is four, not the two receptionists.)
  if (e.teamSize === undefined) {
    const listed = peopleListed(text);
    if (listed && listed > (e.quantities.agents ?? 0)) {
      delete e.quantities.agents;
      e.teamSize = listed;
    }
  }

  // "somos cuatro currantes pero solo dos atenderian el chat": of the team, the ones who answer.
  const only = text.match(
    /\b(?:solo|only|just|nada mas|pero solo|but only)\s+(\d{1,3}|dos|tres|cuatro|cinco|seis|two|three|four|five|six)\s+(?:[a-z]+\s+)?(?:atenderian|atienden|atenderan|atenderia|contestarian|contestan|contestarian|responden|responderian|would answer|will answer|answer|would handle|handle|would be on (?:the )?chat|on (?:the )?chat|en (?:el )?chat)\b/,
  );
  const onlyN = only && (Number(only[1]) || NUMBER_WORDS[only[1]!]);
  if (onlyN && e.teamSize !== undefined && onlyN < e.teamSize) e.quantities.agents = onlyN;
  // A plan by its place: "the bigger one", "el mas barato", "the top plan", "el de en medio".
  // ("el plan mas barato" is the cheapest, "un plan mas barato" a cheaper one.)
  if (
    /\b(el|la) (plan |opcion )?(de en medio|del medio|de la mitad|intermedi[oa]|de al medio)\b|\bthe (middle|mid|in between|in-between|mid ?size|mid ?sized|medium|middle ?sized) (one|plan|tier|option)\b|\bthe one in the middle\b|\b(el|la) (plan )?(mediano|mediana)\b/.test(
      text,
    )
  )
    e.rel = "middle";
  else if (
    /\b(el|la) (plan |opcion |uno )?(mas barato|mas economico|mas basico|mas chico)\b/.test(text)
  )
    e.rel = "cheapest";
  else if (/\b(el|la) (plan |opcion |uno )?(mas grande|mas completo|mas caro)\b/.test(text))
    e.rel = "biggest";
  // "y el que cuesta mas?", "the pricier one": the dearer of the plans in play.
  else if (
    /\b(el|la|the) (que|one that|one which) (cuesta|sale|vale|costs?) (mas|more)\b|\bthe (pricier|dearer|more expensive) (one|plan)\b/.test(
      text,
    )
  )
    e.rel = "bigger";
  else if (
    /\b(el|la|the) (que|one that|one which) (cuesta|sale|vale|costs?) (menos|less)\b|\bthe (less expensive) (one|plan)\b|\b(me quedo con|voy con|vamos con|i ll (take|go with)|we ll (take|go with)|go with) (el|the) (chico|pequeno|small|smaller|little) (one|plan)?\b/.test(
      text,
    )
  )
    e.rel = "smaller";
  else if (
    /\b(uno|algo|alguno|one|something|a|plan|otro) (mas barato|mas economico|cheaper|smaller|mas chico)\b/.test(
      text,
    )
  )
    e.rel = "smaller";
  else if (
    /\b(uno|algo|alguno|one|something|a|plan|otro) (mas grande|mas completo|bigger|larger)\b/.test(
      text,
    )
  )
    e.rel = "bigger";
  else if (
    /\b(most|mas|more) (agents|agentes|users|usuarios|flows|flujos|bots|admins|administradores|history|historial)\b/.test(
      text,
    )
  )
    e.rel = "biggest";
  else if (
    // ("y anual sale mas barato?": cheaper is what annual billing does, not a plan.)
    /\b(?<!\b(?:sale|salen|sale algo|es|seria|resulta|queda|sera|saldria|cuesta|sale un poco) )(mas barato|mas economico|mas basico|cheapest|least expensive|lowest|mas chico|smallest|entry level|el basico|the basic one|the cheap (one|plan)|el (plan )?barato|el (plan )?economico)\b/.test(
      text,
    )
  )
    e.rel = "cheapest";
  else if (
    /\b(mas (grande|completo|caro|alto|top)|biggest|largest|most expensive|top plan|top one|el top|highest|full one|the big (one|plan)|el grande|el grandote)\b(?! (video|file|archivo|size|tamano|upload|team|company|companies|clients?|customers?|cliente|empresa|problem|problema|issue|question|pregunta|worry|fear|duda))/.test(
      text,
    )
  )
    e.rel = "biggest";
  else if (
    /\b(bigger|larger|next one up|one above|de arriba|superior|siguiente|next plan|upgrade|(el|la) (que|q) (le )?sigue|hacia arriba|para arriba|the next one(?! down| below| lower)|step up)\b/.test(
      text,
    )
  )
    e.rel = "bigger";
  else if (
    /\b(smaller|one below|next one down|one down|the one below|(plan|one) under (that|this|it)( one)?|below (that|this) one|de abajo|inferior|downgrade|el anterior)\b|(?<!\b(?:sale|salen|is it|it s|s|es|seria|resulta|queda|sera|saldria|cuesta|get|gets|come out|works out) )\b(cheaper|mas barato)\b/.test(
      text,
    )
  )
    e.rel = "smaller";
  else if (
    /\b(the other one|the other plan|the other|el otro|la otra|el otro plan)\b(?! (ano|mes|dia|year|month|day|semana|week|lado|side|team|equipo|empresa|company|agencia|agency|proveedor|provider|vendor|marca|brand|plataforma|platform|app|vez|time))/.test(
      text,
    )
  )
    e.rel = "other";

  // "el mas barato que no sea el gratis", "cheapest paid one": the free plan does not count.
  if (
    e.rel === "cheapest" &&
    /\b((que|q|k) no sea (el )?(gratis|gratuito|free|demo)|sin contar (el )?(gratis|gratuito|demo)|(other than|besides|apart from|not counting|excluding) the (free|demo)|not the (free|demo)|(pero )?no el (gratis|gratuito|free|demo)|proper plan|paid|de pago|pagado)\b/.test(
      text,
    )
  )
    e.plans = e.plans.filter((p) => p !== "demo");
  // One of the offered times by its place.
  const ordinal = text.match(
    /\b(?:el |la |the |option |opcion |numero |number |#)?(primer[oa]?|first|1st|1ro|1ero|uno|one|earliest|soonest|mas pronto|mas tempran(?:o|a|ito|ita)|segund[oa]|second|2nd|2do|dos|two|tercer[oa]?|third|3rd|3ro|tres|three|cuart[oa]|fourth|4th|quint[oa]|fifth|5th|ultim[oa]|last)\b|\b(?:la |el |the )(?:de |one )?(latest|mas tarde)\b/,
  );
  const placed = text.match(PLACE_WORDS);
  // Bare number words count only with "el", "the", "option": "one question" is not a pick.
  const bare =
    ordinal && /^(uno|one|dos|two|tres|three)$/.test(ordinal[1]!) && ordinal[0] === ordinal[1];
  // "last one: is your liability capped?" introduces a question, it picks nothing.
  const introduces =
    /^(ok |and |y |bueno |so )?(last one|one last|una ultima|ultima (cosa|pregunta))\b/.test(
      text,
    ) &&
    message.includes("?") &&
    text.split(" ").length > 4;
  if (placed && text.split(" ").length <= 12) {
    const w = placed[1] ?? placed[2] ?? placed[3]!;
    e.ordinal = /^(top|arriba|a)$/.test(w)
      ? 1
      : /^(medio|middle|b)$/.test(w)
        ? 2
        : w === "c"
          ? 3
          : -1;
  } else if (
    // ("la q sigue", "the next one" while times are shown: the soonest.)
    /^(?:(?:ok|va|dale|pues|bueno|si|yes|great) )*(?:la|el) (?:q|que) sigue$|^(?:(?:ok|great|yes) )*the next one( then)?$/.test(
      text,
    )
  ) {
    e.ordinal = 1;
  } else if (ordinal && !bare && !introduces && text.split(" ").length <= 12) {
    const w = ordinal[1] ?? ordinal[2]!;
    e.ordinal = /^(primer|first|1st|1r|1e|uno|one|earliest|soonest|mas pronto|mas tempran)/.test(w)
      ? 1
      : /^(segund|second|2nd|2do|dos|two)/.test(w)
        ? 2
        : /^(tercer|third|3rd|3ro|tres|three)/.test(w)
          ? 3
          : /^(cuart|fourth|4th)/.test(w)
            ? 4
            : /^(quint|fifth|5th)/.test(w)
              ? 5
              : -1;
  }

  // Plan rows asked about, in the order the visitor names them ("usuarios activos y
  // administradores": users first).
  e.rows = ROW_CUES.map(([row, re]) => [row, text.search(re)] as const)
    .filter(([, at]) => at >= 0)
    .sort((a, b) => a[1] - b[1])
    .map(([row]) => row);
  // "admin users" / "usuarios administradores" ask for admins, not active users.
  if (
    e.rows.includes("admins") &&
    !/\b(activos|active|monthly|mensuales|al mes|a month|per month|por mes)\b/.test(text) &&
    /\b(admin|admins|administrador\w*|administrator)\s+(users?|usuarios?)\b|\b(users?|usuarios?)\s+(admin\w*|administrador\w*)\b/.test(
      text,
    )
  )
    e.rows = e.rows.filter((r) => r !== "users");
  // "me and my business partner both want admin access": two admins needed, not the row asked.
  if (
    e.rows.includes("admins") &&
    e.quantities.admins === undefined &&
    /\b(both|los dos|las dos|ambos|ambas)\b.{0,15}\b(want|need|quieren|queremos|necesitan|necesitamos|would like|wanna)\b.{0,15}\b(admin\w*|administrador\w*)\b/.test(
      text,
    )
  ) {
    e.quantities.admins = 2;
    e.rows = e.rows.filter((r) => r !== "admins");
  }
  // "…first, no live agents": agents ruled out are a need, not a row asked about.
  if (/\b(no|sin|without) (live |chat )?(agents?|agentes)( en vivo| de chat)?$/.test(text))
    e.rows = e.rows.filter((r) => r !== "agents");

  const place = padded.match(
    /\b(?:en|in) (africa|asia|australia|oceania|kenya|uganda|nigeria|ghana|south africa|sudafrica|india|uk|england|inglaterra|ireland|irlanda|germany|alemania|france|francia|italy|italia|portugal|mexico|españa|espana|spain|colombia|argentina|chile|peru|madrid|bogota|lima|guatemala|panama|el salvador|nicaragua|ecuador|venezuela|uruguay|paraguay|bolivia|republica dominicana|puerto rico|new york|nueva york|europe|europa|brasil|brazil|canada|texas|california)\b/,
  );
  if (place) e.place = place[1];

  // Contact details.
  e.email = unmasked(message)
    .match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/)?.[0]
    ?.toLowerCase();
  // "can you cc my business partner? ray@…", "loop in declan@…", "mandale copia a mi socio, es
  // german@…": someone else's address, not the visitor's own.
  if (e.email && (OTHER_EMAIL.test(text) || OTHER_EMAIL_RAW.test(message.toLowerCase()))) {
    e.otherEmail = e.email;
    delete e.email;
  }
  if (e.email) e.emailMeant = meantEmail(e.email);
  const phone = message.match(/\+?\d[\d\s().-]{6,}\d/)?.[0];
  if (phone && phone.replace(/\D/g, "").length >= 8 && !/^\d{1,2}[:.]\d{2}$/.test(phone))
    e.phone = phone.trim();
  let person = findPerson(message, Boolean(e.email || e.phone));
  // "jorge paz, mi whatsapp es 8888 1234", "dr. lee, lee@x.com": a visitor who types everything in
  // lower case writes their name so too. Read as if the words none of our phrases use were
  // capitalised, as the visitor would in a form.
  if (!person.name && !/\p{Lu}/u.test(message) && (e.email || e.phone)) {
    const again = findPerson(asIfCapitalised(message), true);
    if (again.name) person = again;
  }
  // ("keep me in the loop. thabo mokoena, thabo.mokoena@gmail.com": the words just before the
  // address that the address itself spells are the name.)
  if (!person.name && e.email) {
    const spelled = nameInAddress(message, e.email);
    if (spelled) person = { ...person, name: spelled };
  }
  e.name = person.name;
  e.company = person.company;

  // A picked time: a weekday and/or a clock time, with a picking verb or nothing much else.
  // ("el viernes por la mañana": the morning, not tomorrow.)
  // ("Morning. Practice manager at…", "good afternoon": a greeting, not a time.)
  const partSaid = text
    .replace(/^(?:good |buen(?:as|os)? )?(?:morning|afternoon|evening|tardes|dias)\b[ ,.!]*/, "")
    .match(PART_OF_DAY);
  const day = (partSaid ? text.replace(partSaid[0], " ") : text).match(WEEKDAYS)?.[1];
  // (On the message as typed, less its accents: "9:30" keeps its minutes. No digit, no time.)
  // ("esa de las diez", "at eleven": an hour in words is the same hour.)
  const spelled = text.match(SPELLED_HOUR);
  const time = e.numbers.length
    ? message
        .toLowerCase()
        .normalize("NFD")
        .replace(/\p{M}/gu, "")
        .replace(/\b([ap])\.\s?m\b\.?/g, "$1m")
        .match(TIME)
    : spelled
      ? `${spelled[1]} ${NUMBER_WORDS[spelled[2]!]}`.match(TIME)
      : null;
  const clock =
    time &&
    (time[2] || time[3] || spelled || /\b(a las|at|las)\s+\d|\b\d{1,2} o ?clock\b/.test(text))
      ? `${time[1]}${time[2] ? `:${time[2]}` : ""}${time[3] ? ` ${time[3].replace(" ", "")}` : ""}`
      : undefined;
  const part = partSaid
    ? /tarde|afternoon|arvo/.test(partSaid[0])
      ? ("afternoon" as const)
      : ("morning" as const)
    : undefined;
  if (
    (day || clock || part) &&
    (PICK_VERB.test(text) || (day && (clock || part)) || text.split(" ").length <= 5)
  )
    e.pick = {
      day,
      time: clock,
      ...(part && !clock && { part }),
      text: message.trim().slice(0, 80),
    };
  return e;
}

/**
 * The one to three words right before an e-mail address that its local part spells ("thabo
 * mokoena, thabo.mokoena@…", "ana ruiz aruiz@…" is not: "ana" is not in "aruiz"), capitalised.
 */
function nameInAddress(message: string, email: string): string | undefined {
  const at = message.toLowerCase().indexOf(email);
  if (at <= 0) return undefined;
  const local = new Set(email.split("@")[0]!.split(/[^a-z]+/));
  const words = message
    .slice(0, at)
    .replace(/[\s,:;-]+$/, "")
    .split(/\s+/)
    .slice(-3);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const picked = words.slice(-n);
    const plain = picked.map((w) => w.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase());
    if (
      plain.every((w) => /^[a-z'-]{2,}$/.test(w) && local.has(w)) &&
      !picked.some((w) => /[.!?]$/.test(w))
    )
      return cap(picked.join(" "));
  }
  return undefined;
}

/** Someone who answers, by their role or tie: "mi socia", "the receptionist", "dos chicas". */
const PERSON_NOUN =
  /^(soci[oa]s?|partners?|espos[oa]s?|wife|husband|senora|senor|mujer|marido|pareja|herman[oa]s?|brothers?|sisters?|hij[oa]s?|sons?|daughters?|prim[oa]s?|cousins?|mates?|friends?|amig[oa]s?|novi[oa]|chic[oa]s?|girls?|guys?|lads?|muchach[oa]s?|recepcionistas?|receptionists?|secretari[oa]s?|secretar(y|ies)|asistentes?|assistants?|vendedor(es|as?)?|salespeople|reps?|asesor(es|as?)?|cajer[oa]s?|cashiers?|dependient[ae]s?|emplead[oa]s?|employees?|staff|doctor(es|as?)?|doctors?|dentistas?|dentists?|enfermer[oa]s?|nurses?|manager|gerente|encargad[oa]s?|jef[ae]|boss|coordinador(es|as?)?|coordinators?|agentes?|agents?|operador(es|as?)?|operators?|tecnic[oa]s?|technicians?|meser[oa]s?|waiters?|camarer[oa]s?)$/;

/**
 * A list of the people who answer ("yo mi socia y las dos chicas de caja", "me my wife and two
 * receptionists", as normalised, without commas): how many, when two or more people are listed.
 */
function peopleListed(text: string): number | undefined {
  const m = text.match(
    /\b(?:contest\w*|atend\w*|atiend\w*|respond\w*|answer\w*|somos|seriamos|we d be|we re|we are|it s|its|there s|there are)\s+(.{3,80}?)(?= (?:cuando|que|who|when|pero|but|nothing)\b|$)/,
  );
  if (!m) return undefined;
  const words = m[1]!.split(" ");
  let sum = 0;
  let items = 0;
  for (let i = 0; i < words.length;) {
    const w = words[i]!;
    if (/^(y|e|and|plus|mas|\+)$/.test(w)) {
      i += 1;
      continue;
    }
    let took = 0;
    if (/^(yo|me|myself)$/.test(w)) took = 1;
    else {
      // ("las dos chicas", "two receptionists", "my 2 sons"; "mi socia", "the receptionist").
      const at = /^(las|los|the|mis|my|our|nuestr[oa]s|other|otr[oa]s)$/.test(w) ? i + 1 : i;
      const n = Number(words[at]) || NUMBER_WORDS[words[at] ?? ""];
      if (n && PERSON_NOUN.test(words[at + 1] ?? "")) {
        sum += n;
        i = at + 2;
      } else if (
        /^(mi|my|our|nuestr[oa]|la|el|the|un|una|a|an)$/.test(w) &&
        PERSON_NOUN.test(words[i + 1] ?? "")
      ) {
        sum += 1;
        i += 2;
      } else break;
      items += 1;
      // ("de caja", "on the phones", "at the front desk": who they are, not more people.)
      while (/^(de|del|on|at|in|en)$/.test(words[i] ?? ""))
        i += /^(the|la|el)$/.test(words[i + 1] ?? "") ? 3 : 2;
      continue;
    }
    sum += took;
    items += 1;
    i += 1;
  }
  return items > 1 && sum > 1 ? sum : undefined;
}

/** "rosa at bisbeeblue dot com", "ana arroba gmail punto com": the address written out. */
function unmasked(message: string): string {
  return message.replace(
    /\b([\w.+-]+)\s*(?:\s(?:at|arroba)\s|\[at\]|\(at\))\s*([\w-]+(?:\s*(?:\s(?:dot|punto)\s|\[dot\]|\(dot\))\s*[\w-]+)+)\b/gi,
    (whole, user: string, domain: string) => {
      const parts = domain.split(/\s*(?:\s(?:dot|punto)\s|\[dot\]|\(dot\))\s*/i);
      // Only a real top-level domain at the end ("me at work dot …" is not an address).
      return /^[a-z]{2,6}$/i.test(parts.at(-1)!) ? `${user}@${parts.join(".")}` : whole;
    },
  );
}

/** Top-level domains and mail providers as they are often mistyped, with what was meant. */
const TLD_TYPOS: Record<string, string> = {
  con: "com",
  cmo: "com",
  comm: "com",
  vom: "com",
  xom: "com",
  cpm: "com",
  ocm: "com",
  om: "com",
  cm: "com",
  nett: "net",
};
const PROVIDER_TYPOS: Record<string, string> = {
  gmial: "gmail",
  gmai: "gmail",
  gamil: "gmail",
  gmal: "gmail",
  hotmial: "hotmail",
  hotmal: "hotmail",
  hotmai: "hotmail",
  hotamil: "hotmail",
  yahooo: "yahoo",
  yaho: "yahoo",
  outlok: "outlook",
  outllok: "outlook",
};

/** The address as it was likely meant, when its domain looks mistyped; undefined if it looks right. */
function meantEmail(email: string): string | undefined {
  const [user, domain] = email.split("@") as [string, string];
  const labels = domain.split(".");
  const fixed = labels.map((l, i) =>
    i === labels.length - 1 ? (TLD_TYPOS[l] ?? l) : i === 0 ? (PROVIDER_TYPOS[l] ?? l) : l,
  );
  const meant = `${user}@${fixed.join(".")}`;
  return meant === email ? undefined : meant;
}

/** "somos 3", "atendemos 2", "we've got 6": the words before a head count. */
const WE_ARE = "somos|trabajamos|atendemos|we are|we re|were|we ve got|we have got|we got";
/** "we've got three bakeries", "tenemos 3 sucursales": places or things counted, not people. */
const NOT_PEOPLE = String.raw`(?!\s+(?:bakeries|stores|shops|locations|branches|sites|offices|clinics|restaurants|hotels|salons|gyms|cafes|bars|farms|boats|trucks|vans|rooms|cabins|units|properties|centers|centres|sucursales|tiendas|locales|sedes|clinicas|restaurantes|hoteles|centros|gimnasios|bares|granjas|barcos|camiones|habitaciones|cabanas|unidades|propiedades|consultorios|oficinas)\b)`;
/** Every head count after those words ("somos una coope… atendemos 2": the one with a number). */
const HEAD_COUNT = new RegExp(String.raw`\b(?:${WE_ARE})\s+(\d{1,4}|\w+)\b${NOT_PEOPLE}`, "g");
/** A team size however it is said ("equipo de 4", "quedamos 5", "we'll be 6"). */
const TEAM_SIZE = new RegExp(
  String.raw`\b(?:${WE_ARE}|equipo de|team of|un equipo de|a team of|quedamos|quedariamos|seremos|seriamos|fueramos|fuesemos|vamos a ser|we ll be|we will be|we d be|that makes|eso da|ahora somos)\s+(\d{1,4}|\w+)\b${NOT_PEOPLE}`,
);
/** Every one of them, for the one with a number ("somos una empresa, equipo de 4": 4). */
const TEAM_SIZES = new RegExp(TEAM_SIZE.source, "g");

/** The words that ask for each plan row. */
const ROW_CUES: [Row, RegExp][] = [
  [
    "agents",
    /\b(agentes?|agents?|asesores|operadores|seats?|asientos|licencias|licenses)\b|\b(how many|cuant[oa]s) (controllers|controladores|dispatchers|receptionists|recepcionistas|reps|vendedores|vendedoras|cajeros|cajeras|people on (the )?chat)\b|\b(come|comes|viene|vienen|trae|traen|incluye|include|includes) (with )?(el |the )?(live chat|chat en vivo)\b|\b(how many|cuant[oa]s) (\w+ )?(could|can|pueden|podrian) (be|estar) (on|en) (the |el )?chat\b|\b(gente|personas|people|humans?|alguien) (respondiendo|atendiendo|contestando|answering|replying|responding)\b|\ben vivo\b|\blive (people|humans|agents?)\b|\b(reply|replying|answer|answering|respond|responding|chat|chatting) live\b|\b(counsell?ors?|advis[eo]rs?|consejer[oa]s)\b|\blive chat agents?\b|\bchat agents?\b|\b(on|en) (the |los |el )?chats? (at the same time|al mismo tiempo|a la vez|simultaneous\w*)\b|\b(pueden|puede|podemos|can|could) (contestar|responder|atender|answer|reply|respond|chat)( \w+)? (a la vez|al mismo tiempo|at once|at the same time|simultane\w*)\b|\b(cuant[oa]s|how many)( \w+){0,2} (pueden|podrian|puede|can|could) (atender|contestar|responder|answer|handle|reply|respond|chatear|chat)\b|\b(cuant[oa]s|how many)(?: (?:of us|of them|de nosotros|de ellas?|de ellos|people|personas|staff|employees|empleados))? (can|could|pueden|podemos|podrian|podriamos) (be on|use|log ?in|be logged|be in|estar|usar|usarlo|entrar|conectar\w*)\b/,
  ],
  ["admins", /\b(admins?|administrador\w*|administrators?)\b/],
  ["flows", /\b(flujos?|flows?|bots|automatizacion\w*|automations?)\b/],
  [
    "history",
    /\b(how far back|old (chats|conversations|messages)|chats (viejos|antiguos)|conversaciones (viejas|antiguas|pasadas)|hasta cuando (atras|para atras)|historial|history|retencion|retention|guardan|guardais|guardas|keep more|store more|se guarda|guardad[oa]s|almacenad[oa]s|kept|stored|keeps? (the |our |my )?(chats?|conversations?|messages)|(cuantos dias|how many days) (se )?(guarda|guardan|mantiene|mantienen|keeps?|stores?|saves?) (las |los |the )?(chats?|conversations?|messages|mensajes|conversaciones)|(how long|cuanto tiempo) (does it|do you|is it|se) (keep|guarda\w*) (the |our |my |los |las )?(chats?|conversations?|messages|mensajes|conversaciones|history|historial|data|datos))\b/,
  ],
  [
    "onboarding",
    /\b(onboarding|capacitacion|acompanamiento)\b|\b(help|ayuda) (getting|setting|with setting|with getting|para (dejarlo|configurarlo|ponerlo)) (it |things |us )?(set ?up|up|up and running|configurad[oa]|listo|andando)\b|\b(someone|somebody|a person|alguien) (to )?(help|helping|ayud\w*) (us |me )?(to )?(set|setting|get|getting|configur\w*|mont\w*|instal\w*) (it |things |us |everything |todo )?(up|set ?up|running)?\b/,
  ],
  [
    "users",
    // "how many mothers a month could we reach": the monthly active users.
    /\b(usuarios?|users?|contactos|contacts)\b|\b(how many|cuant[oa]s) \w+( \w+)? (a|per|each|al|por|cada) (month|mes)\b/,
  ],
  // ("do you support SMS", "soportan audios": the verb, not the support row.)
  [
    "support",
    /\b(soporte|support)\b(?<!\b(you|we|it|does|do|can|will|that|which|platform|bot|also|you guys) support)/,
  ],
];

// Read for every word of every message: a Map lookup, where `word in NUMBER_WORDS` would go
// through V8's string table each time (and find "constructor" on the prototype).
const NUMBER_WORD_VALUES = new Map(Object.entries(NUMBER_WORDS));

/** The number at words[i] ("12000", "12.000", "12k", "12 mil", "doce") and how many words it took. */
export function readNumber(
  words: string[],
  i: number,
): { value: number; width: number } | undefined {
  const w = words[i]!;
  let value: number | undefined;
  let width = 1;
  const m = w.match(/^(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)(k|mil)?$/);
  if (m) {
    value = /^\d{1,3}([.,]\d{3})+$/.test(m[1]!)
      ? Number(m[1]!.replace(/[.,]/g, ""))
      : Number(m[1]!.replace(",", "."));
    if (m[2]) value *= 1000;
  } else if (w !== "a" && w !== "un" && w !== "una") value = NUMBER_WORD_VALUES.get(w);
  if (value === undefined || !Number.isFinite(value)) return undefined;
  if (words[i + 1] === "mil" || words[i + 1] === "k" || words[i + 1] === "thousand") {
    value *= 1000;
    width = 2;
  }
  return { value: Math.round(value), width };
}

const NOT_NAMES = new Set(
  "g'day gday howdy actually perfect perfecto vale listo sure great cheers brilliant un una el la de del muy nuevo nueva interesado interesada buscando from the a an interested looking not so just here new trying with in on at your you cliente customer owner dueno duena dueño dueña gerente manager ceo of en y and hola hi hello hey buenas ok okay yes si no please por thanks gracias quiero necesito we our nuestra nuestro mi my tengo have va van esta estan te le les lo los las mis dejo paso mando tienes tenes tiene is are email correo mail whatsapp numero number pretty quite really very too also still only kind sort handy good fine great busy sure happy ready curious tired confused glad sorry afraid worried bastante medio algo contento contenta listo lista seguro segura ocupado ocupada cansado cansada preocupado preocupada monday tuesday wednesday thursday friday saturday sunday lunes martes miercoles miércoles jueves viernes sabado sábado domingo today tomorrow tonight".split(
    " ",
  ),
);

/** A word that starts a message but is no name ("Actually, …", "Perfect, …", "G'day, …"). */
export const notAName = (word: string) => NOT_NAMES.has(word.toLowerCase());

const ROLE =
  /^\s*(head of |jefe de |jefa de |gerente de |director of |directora? de )?(procurement|purchasing|compras|sales|ventas|marketing|operations|operaciones|finance|finanzas|it|ti|hr|rrhh|admin\w*|manager|gerente|ceo|cto|coo|cfo|founder|co-?founder|fundador\w*|owner|duen[oa]|director\w*|secretar\w*|assistant|asistente|recepci\w*)\b/i;
// ("soy la dra. Nuria Ferrer": the article and a title typed in lower case are not the name.)
const TITLE = String.raw`(?:(?:(?:el|la|the)\s+(?=[DdSsMmLlIiPpAa]\w{0,9}\.?\s))?(?:[Dd]octora?|[Ii]ngenier[oa]|[Pp]rofesora?|[Aa]bogad[oa]|[Dd]ra?|[Ss]ra?|[Ss]rta|M[rs]|Mrs|Miss|[Ll]i?c(?:d[oa])?|[Ll]icenciad[oa]|[Ii]ng|[Aa]rq|[Aa]bg|[Pp]rof|Don|Doña|Dona)\.?\s+)?`;
/** A name as written: an optional title, a word, and a second one only when it is capitalised. */
const NAME = new RegExp(String.raw`^\s*(${TITLE}[\p{L}'-]+(?:\s[\p{Lu}][\p{L}'-]+){0,2})`, "u");
const LOWER_FULL_NAME = new RegExp(
  String.raw`^\s*(?:(?:el|la|the)\s+)?${TITLE}([\p{Ll}][\p{L}'-]+\s[\p{Ll}][\p{L}'-]+)(?=\s*(?:[,.;!?]|$)|\s+(?:y|and|de|del|from|at|con|with)\b)`,
  "u",
);
/** The words that could be a name with a capital: none of ours, not in an address or a number. */
function asIfCapitalised(message: string): string {
  return message.replace(
    /(^|[\s,:;(])(\p{Ll}[\p{L}'-]*)(?=[\s,.;:!?)]|$)/gu,
    (whole, before: string, w: string) =>
      looksLikeName(w) && !FUNCTION_WORDS.has(normalize(w))
        ? before + w[0]!.toUpperCase() + w.slice(1)
        : whole,
  );
}
/** Words typed in lower case that could be a name: none is a word of ours or never a name. */
export function looksLikeName(words: string): boolean {
  return words
    .split(/\s+/)
    .every((w) => w.length >= 2 && !NOT_NAMES.has(w.toLowerCase()) && !isOurWord(normalize(w)));
}
/** "de Clínica Sol", "from Acme Realty", "at Brisas": the company after a name, to the clause's end. */
const COMPANY = /^\s*(?:de la empresa|de|del|from|at|with|con|@)\s+([^,.;:\n()]+)/iu;

/**
 * "soy Ana", "me llamo Ana Pérez", "my name is John", "I'm John from Acme", "Ana de Clínica Sol,
 * ana@x.com", "Dr. Lee, lee@x.com", "Tom here, tom@x.com": the name, and the company after it.
 */
function findPerson(message: string, hasContact: boolean): { name?: string; company?: string } {
  const after = (re: RegExp): string | undefined => {
    const m = message.match(re);
    return m ? message.slice(m.index! + m[0].length) : undefined;
  };
  const read = (rest: string, strong: boolean) => {
    const m = rest.match(NAME);
    if (!m) return undefined;
    const name = m[1]!.trim().replace(/^(?:el|la|the)\s+/, "");
    const first = name.replace(new RegExp(`^${TITLE}`), "").split(/\s+/)[0]!;
    if (NOT_NAMES.has(first.toLowerCase())) return undefined;
    // A lower-case name counts when a company follows ("im priya from brightsmile dental").
    const tail0 = rest.slice(m[0].length);
    if (
      !strong &&
      !/^\p{Lu}/u.test(first) &&
      !hasContact &&
      !/^\s+(from|de|at|del)\s/i.test(tail0)
    ) {
      // "soy lucia fernandez", "soy el doctor andres polo, de una clinica": a first and a last
      // name typed in lower case, neither a word we use, that end the clause.
      const low = rest.match(LOWER_FULL_NAME);
      if (low && looksLikeName(low[1]!))
        return { name: cap(low[1]!), company: companyIn(rest.slice(low[0].length)) };
      // ("me pueden contactar? soy valentina", "it's marites, from a pharmacy": one word, no word
      // of ours, ending the clause, where a name is expected: beside contact asked or given, or
      // after "it's". Not "soy psicologa", "os soy sincera", "i'm wrecked": what they are.)
      const one = rest.match(/^([\p{L}'-]{3,})\s*(?:[,!?]|\.(?:\s|$)|$)/u);
      const cue = message.slice(0, message.length - rest.length);
      const nameExpected =
        hasContact ||
        /\b(it'?s|this is)\s+$/i.test(cue) ||
        /\b(contact\w*|llamar(me)?|llamame|llamenme|call me|escribir(me)?|escribeme|escribanme|write to me|reach me)\b/i.test(
          message,
        );
      return one &&
        nameExpected &&
        !/\b(i'?m|i am)\s+$/i.test(cue) &&
        looksLikeName(one[1]!.toLowerCase())
        ? { name: cap(one[1]!) }
        : undefined;
    }
    const tail = rest.slice(m[0].length);
    return { name: cap(name), company: companyIn(tail) };
  };
  const strong = after(
    /\b(?:me llamo|mi nombre es|my name is|name is|name's|names|nombre:|name:)\s*/i,
  );
  if (strong !== undefined) {
    const r = read(strong, true);
    if (r) return r;
  }
  const weak = after(
    /\b(?:soy|soi|i'm|i am|im|this is|it's|its|aqui|aca|habla|les escribe|te escribe|ask for|pregunta por|pregunten por|preguntar por|me dicen)\s+/i,
  );
  if (weak !== undefined) {
    const r = read(weak, false);
    if (r) return r;
  }
  // ("…bot keeps failing on orders. Arjun Mehta here": a capitalised name signing off, "here".)
  const signed = message.match(
    /(?:^|[.!?]\s+|,\s*)([\p{Lu}][\p{L}'-]+(?:\s[\p{Lu}][\p{L}'-]+){0,2})\s+(?:here|aqu[ií]|ac[aá])\b(?!\s+(?:is|are|es|son|in|en|at)\b)/u,
  );
  if (signed && looksLikeName(signed[1]!.toLowerCase())) return { name: signed[1]!.trim() };
  if (hasContact) {
    // "Ana Pérez, ana@x.com", "Dr. Lee - +506…", "John from Acme, john@x.com", "Tom here, …".
    const lead = message.match(
      new RegExp(
        String.raw`^\s*(?:(?:[Hh]ey y'?all|[Hh]i there|[Hh]ey there|[Hh]ola a todos|[Hh]i|[Hh]ello|[Hh]ey|[Hh]ola|[Bb]uenas|[Bb]uen d[ií]a|[Bb]uenos d[ií]as|[Gg]ood morning|[Gg]'?day|[Hh]owdy|[Hh]iya|[Mm]orning|[Aa]fternoon|[Ss]ure|[Yy]es|[Yy]eah|[Yy]ep|[Oo]k|[Oo]kay|[Cc]laro|[Dd]ale|[Ss][ií]|[Vv]ale|[Ll]isto)(?:\s*[,!.:–—-])?\s+)?(${TITLE}[\p{Lu}][\p{L}'-]+(?:\s(?:(?:van|von|der|den|ter|ten|bin|ibn|al|le)\s)*[\p{Lu}][\p{L}'-]+){0,2})(?=\s*[,;-]|\.\s+(?:[\w.+-]+@|\+?\d)|\s+(?:here|aqui|aca|de|del|from|at)\b|\s+[\w.+-]+@|\s+\+?\d)`,
        "u",
      ),
    );
    if (lead && !NOT_NAMES.has(lead[1]!.toLowerCase()))
      return { name: lead[1]!.trim(), company: companyIn(message.slice(lead[0].length)) };
    // ("ok can someone call me tomorrow, Priya, +91 98200 12345": the name just before the details.)
    const before = message.match(
      /(?:^|[,;]\s*)([\p{Lu}][\p{L}'-]+(?:\s[\p{Lu}][\p{L}'-]+)?)\s*[,:-]\s*(?=\+?\d[\d\s().-]{6,}|[\w.+-]+@)/u,
    );
    if (before && looksLikeName(before[1]!.toLowerCase())) return { name: before[1]!.trim() };
    // "jorge.pineda@logisticabq.example, jorge pineda": the name after the details, in lower case
    // when the address carries it.
    const afterDetails = message.match(
      /(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d[\d\s().-]{6,}\d)\s*,\s*([\p{L}'-]+(?:\s[\p{L}'-]+)?)\s*[.!]?\s*$/u,
    );
    if (afterDetails) {
      const name = afterDetails[1]!;
      const first = name.split(/\s+/)[0]!.toLowerCase();
      const local = message.match(/([\w.+-]+)@/)?.[1]?.toLowerCase() ?? "";
      if (
        !NOT_NAMES.has(first) &&
        (/^\p{Lu}/u.test(name) || (first.length >= 3 && local.includes(first))) &&
        looksLikeName(name.toLowerCase())
      )
        return { name: cap(name) };
    }
    // "pop me down for a callback pls - Mel Tran, mel@…": the name after a dash or a colon, right
    // before the details.
    const set = message.match(
      new RegExp(
        String.raw`(?:\s[-–—]|:)\s+(${TITLE}[\p{Lu}][\p{L}'-]+(?:\s[\p{Lu}][\p{L}'-]+){0,2})\s*,\s*(?=[\w.+-]+@|\+?\d)`,
        "u",
      ),
    );
    if (set && !NOT_NAMES.has(set[1]!.split(/\s+/)[0]!.toLowerCase()))
      return { name: set[1]!.trim() };
  }
  // Typed in lower case, "tom becker, tom@brightdental.com": one or two words right before the
  // details are the name when the e-mail carries one of them, or when two words stand before a comma.
  if (hasContact) {
    const low = message.match(
      /^\s*(?:(?:hi|hello|hey|hola|buenas|ok|okay|ok so|dale|listo|sure|claro)[,!.]?\s+)?([\p{Ll}][\p{L}'-]+(?:\s[\p{Ll}][\p{L}'-]+)?)(?:(,)\s*|\s+)(?=[\w.+-]+@|\+?\d)/u,
    );
    const words = low?.[1]!.split(/\s+/) ?? [];
    const local = (message.match(/([\w.+-]+)@/)?.[1] ?? "").toLowerCase();
    const inMail = words.some(
      (w) => w.length >= 3 && local.includes(w.normalize("NFD").replace(/\p{M}/gu, "")),
    );
    if (
      low &&
      words.every(
        (w) =>
          !NOT_NAMES.has(w) &&
          !/^(es|is|at|en|to|por|via|mail|email|correo|whatsapp|wsp|cel|phone|tel)$/.test(w),
      ) &&
      (inMail || (low[2] && words.length === 2))
    )
      return { name: cap(low[1]!) };
  }
  // An e-mail signature: "Lucia Ferreyra | Gerente Comercial" on a line of its own, the company
  // on the next line.
  if (hasContact) {
    const lines = message.split(/\n/).map((l) => l.trim());
    const at = lines.findIndex((l) =>
      /^(?:(?:Dr|Dra|Mr|Mrs|Ms|Sr|Sra)\.?\s+)?[\p{Lu}][\p{L}'-]+\s[\p{Lu}][\p{L}'-]+(?:\s*[|,–—-].*)?$/u.test(
        l,
      ),
    );
    if (at >= 0 && lines.length > 1) {
      const name = lines[at]!.split(/\s*[|,–—-]\s*/)[0]!;
      const next = lines[at + 1];
      const company = next && /^[\p{Lu}]/u.test(next) && !/@|\d{4}/.test(next) ? next : undefined;
      if (!NOT_NAMES.has(name.split(" ")[0]!.toLowerCase())) return { name, company };
    }
  }
  // "te paso mis datos: Lucia Ferreyra, lu@x.com": a full name right before the details.
  if (hasContact) {
    const named = message.match(
      /(?:^|[:;,]\s*|[.!?]\s+)((?:(?:Dr|Dra|Mr|Mrs|Ms|Sr|Sra)\.?\s+)?[\p{Lu}][\p{L}'-]+\s[\p{Lu}][\p{L}'-]+)\s*(?=[,;–—-]|\s+[\w.+-]+@)/u,
    );
    if (named && !NOT_NAMES.has(named[1]!.split(" ")[0]!.toLowerCase()))
      return {
        name: named[1]!.trim(),
        company: companyIn(message.slice(named.index! + named[0].length)),
      };
  }
  // "reach me at tom@x.co — Tom, Bright Smiles Dental": a signature after the details.
  const signature = message.match(
    /[—–-]\s*((?:(?:Dr|Dra|Mr|Mrs|Ms|Sr|Sra)\.?\s+)?[\p{Lu}][\p{L}'-]+(?:\s[\p{Lu}][\p{L}'-]+)?)\s*(?:,\s*([^,.;\n]{2,60}))?\s*$/u,
  );
  if (hasContact && signature && !NOT_NAMES.has(signature[1]!.toLowerCase()))
    return { name: signature[1]!.trim(), company: signature[2]?.trim() };
  // "escribeme al whatsapp: Jose Gregorio Rivas +58 414 555 2233": a full name right before
  // the number or the e-mail, after a colon or a comma.
  const beforeContact = message.match(
    /[:,]\s*((?:[\p{Lu}][\p{L}'-]+\s){1,2}[\p{Lu}][\p{L}'-]+)\s*[,-]?\s*(?=\+?\d[\d\s-]{6,}|[\w.+-]+@)/u,
  );
  if (
    hasContact &&
    beforeContact &&
    !NOT_NAMES.has(beforeContact[1]!.split(/\s/)[0]!.toLowerCase())
  )
    return { name: beforeContact[1]!.trim() };
  // "a nombre de Efrain Loya, efrain@…", "under the name Jo Tan": the name the booking is under.
  const underName = message.match(
    /\b(?:a nombre de|under the name(?: of)?|in the name of|name is|nombre es)\s+((?:[\p{Lu}][\p{L}'-]+)(?:\s[\p{Lu}][\p{L}'-]+){0,2})/u,
  );
  if (hasContact && underName && !NOT_NAMES.has(underName[1]!.split(/\s/)[0]!.toLowerCase()))
    return { name: underName[1]!.trim() };
  // "Just have someone email me the pricing. Mike, twinfallsgreen@outlook.com": a first name
  // opening the sentence that gives the contact ("…no demo. Tom Barker +44 7700 900123": a full
  // name needs no comma before the number).
  const opensContact = message.match(
    /(?:^|[.!?]\s+)([\p{Lu}][\p{L}'-]+(?:\s*,\s*|\s[\p{Lu}][\p{L}'-]+\s*,?\s*))(?=\+?\d[\d\s-]{6,}|[\w.+-]+@)/u,
  );
  if (
    hasContact &&
    opensContact &&
    !NOT_NAMES.has(opensContact[1]!.split(/\s/)[0]!.toLowerCase()) &&
    !isOurWord(normalize(opensContact[1]!.split(/\s/)[0]!))
  )
    return { name: opensContact[1]!.replace(/[\s,]+$/, "").trim() };
  // "…to j.okafor@meridianfreight.com. Joy Okafor, Procurement": a full name signing off.
  const signOff = message.match(
    /(?:[.!?]\s+|\n\s*)((?:(?:Dr|Dra|Mr|Mrs|Ms|Sr|Sra)\.?\s+)?[\p{Lu}][\p{L}'-]+\s[\p{Lu}][\p{L}'-]+)\s*(?:,\s*([^,.;\n]{2,60}))?\s*[.!]?\s*$/u,
  );
  if (
    hasContact &&
    signOff &&
    !/^(best|kind|warm|many|thanks|thank|regards|saludos|muchas|un|cordiales|atentamente|gracias)$/i.test(
      signOff[1]!.split(/\s/)[0]!,
    )
  )
    return {
      name: signOff[1]!.trim(),
      // "…, Procurement" is a role; "…, Bright Smiles Dental" a company.
      company: ROLE.test(signOff[2] ?? "") ? undefined : signOff[2]?.trim(),
    };
  const company = message.match(
    /\b(?:empresa|company|trabajo en|work at|works at|working at)\s+([A-Z][\w&.-]+(?:\s[A-Z][\w&.-]+)?)/,
  )?.[1];
  return company ? { company } : {};
}

function companyIn(tail: string): string | undefined {
  const m = tail.match(COMPANY);
  if (!m) return undefined;
  const words = m[1]!.trim().split(/\s+/);
  // The clause may go on: "de Clínica Sol y quiero…" keeps "Clínica Sol".
  const stop = words.findIndex((w) =>
    /^(y|and|quiero|queremos|necesito|necesitamos|we|i|need|want|busco|buscamos|para|for|que|who|and)$/i.test(
      w,
    ),
  );
  const kept = words.slice(0, stop === -1 ? 4 : Math.min(stop, 4));
  if (!kept.length || /\S+@\S+/.test(kept.join(" "))) return undefined;
  return cap(kept.join(" "));
}

/** Each word with a capital: "lucia fernandez" → "Lucia Fernandez". */
export const cap = (s: string) =>
  s.replace(/(^|\s)(\p{Ll})/gu, (_, a: string, b: string) => a + b.toUpperCase());
