/**
 * The default chat engine: no network, no keys (issue 23, decision 017). A message is split into
 * its questions; each is classified (intent classifier trained at start from the utterances in
 * app/content/assistant) and read for entities; the conversation state resolves follow-ups and
 * drives the sale (qualify → offer free times → ask for contact). Answers are composed from the
 * typed facts; what the facts do not cover is said plainly.
 */
import type { PlanId } from "../../../app/content/business.ts";
import { utterancesEn } from "../../../app/content/assistant/en/utterances.ts";
import { utterancesEs } from "../../../app/content/assistant/es/utterances.ts";
import type { Intent } from "../../../app/content/assistant/intents.ts";
import type { Lang } from "../../../app/content/routes.ts";
import type { SiteConfig } from "../../../app/content/site.ts";
import { trainClassifier, type Classifier } from "./classifier.ts";
import { createComposer, type Composer } from "./compose.ts";
import { extractEntities, type Entities, type Unit } from "./entities.ts";
import { initialState, parseState, type ConversationState } from "./state.ts";
import { normalize } from "./text.ts";
import type { ChatAction, ChatEngine, ChatReply, ChatRequest } from "./types.ts";

/** Probability and lead over the runner-up an intent needs to count. */
const MIN_P = 0.45;
const MIN_MARGIN = 0.2;
/** Parts of one message answered at most. */
const MAX_PARTS = 3;

const NO_DEMO = new Set<Intent>([
  "greeting",
  "goodbye",
  "deny",
  "complaint",
  "offTopic",
  "injection",
]);

const INJECTION =
  /\b(ignore|ignora|olvida|forget|disregard)\b.{0,40}\b(instruc\w*|reglas|rules|prompt|above|anterior\w*|previous)\b|\b(system prompt|prompt del sistema|tu prompt|your prompt|developer mode|modo desarrollador|jailbreak|you are now|ahora eres|act as|actua como|pretend|finge)\b/;
const COMPLAINT =
  /\b(pesim\w*|horrible|terrible|awful|estafa\w*|scam\w*|queja|complaint|reclamo|molest\w*|harto|fed up|upset|decepcionad\w*|disappointed|desastre|ridicul\w*|unacceptable|inaceptable|nadie me (responde|contesta|ayuda)|nobody (answers|replies|helps)|cobraron (dos veces|doble|de mas|mal)|charged (me )?(twice|double|wrong)|(precios|informacion|info|datos) (equivocad\w*|incorrect\w*|erronea\w*|mal)|wrong (info|information|prices?|answers?)|(esta|is) caid[oa]|(is|it s|its) down|perdiendo (ventas|clientes)|losing (sales|customers|money)|(waiting|esperando) (a|una|for a|hace una)? ?(week|semana|days|dias))/;
const FOLLOW_UP =
  /^(y|e|and|what about|how about|also|tambien|entonces|so|ok y|vale y|y el|y la|and the|y si|and if)\b/;
const REFERS = /\b(eso|esa|ese|ahi|alli|that|there|it|this|esto)\b/;
const QUESTION =
  /\?|\b(que|cual|cuanto|como|donde|cuando|quien|tienen|hay|puedo|what|which|how|where|when|who|do|does|can|is|are)\b/;
const COMPARE_CUE =
  /\b(vs|versus|diferencia\w*|difference|compar\w*|mejor|better|o el|or the|entre|between)\b/;
const SPLIT =
  /[?¿!;\n]+|\.\s+|,\s*(?=(y |and |tambien|also|ademas|plus)?\s*(cuanto|que|como|donde|tienen|hay|puedo|what|how|where|do|does|can|is|are)\b)|\s(?:y|and|tambien|also|ademas)\s(?=(cuanto|cuantos|que|como|donde|tienen|hay|puedo|what|how|where|do|does|can|is|are|if|si)\b)/i;

/**
 * Words that name one topic on their own. Used only when the classifier is unsure: a topic still
 * needs this much evidence, one shared everyday word is not enough.
 */
const LEXICON: [Intent, RegExp][] = [
  ["sla", /\b(sla|uptime|incidents?|incidentes?|disponibilidad|availability|downtime|caidas?)\b/],
  ["refund", /\b(reembolsos?|refunds?|devolucion\w*|money back)\b/],
  ["contentGen", /\b(clonacion|clonar|clone|cloning|avatar\w*|voice|voz)\b/],
  ["transcription", /\b(transcri\w*|subtitul\w*|subtitles?)\b/],
  [
    "payment",
    /\b(tarjetas?|paypal|transferencia|credit cards?|wire transfer|metodos de pago|payment methods?)\b/,
  ],
  ["taxes", /\b(iva|vat|impuestos?|tax|taxes|facturas?|invoices?|moneda|currency)\b/],
  ["trial", /\b(trial|prueba gratis|prueba gratuita)\b/],
  ["fees", /\b(instalacion|installation|setup fee|setup)\b/],
  ["contactCenter", /\b(call center|contact center|telemarketing|cobranza|collections)\b/],
  ["aiDev", /\b(apps?|aplicacion\w*|software|iacoding)\b/],
  ["offices", /\b(oficinas?|offices?|ubicados|located)\b/],
  ["planChange", /\b(upgrade|downgrade|cambiar de plan|change plans?|switch plans?)\b/],
  ["compliance", /\b(seguridad|security|encrypt\w*|encripta\w*|privacidad|privacy)\b/],
];
const PRICE_FAMILY = new Set<Intent>(["prices", "annual", "planFeatures", "compare"]);

export type LocalEngine = ChatEngine & {
  /** The reply without the function around it (tests, evaluation). */
  answer(request: Omit<ChatRequest, "signal">): ChatReply;
  /** How long training took at start, in milliseconds. */
  trainingMs: number;
};

export function createLocalEngine(site: SiteConfig): LocalEngine {
  const started = performance.now();
  const examples: { text: string; label: Intent }[] = [];
  for (const set of [utterancesEs, utterancesEn])
    for (const [label, list] of Object.entries(set) as [Intent, string[]][])
      for (const text of list) examples.push({ text, label });
  const classifier = trainClassifier(examples);
  const composers: Record<Lang, Composer> = {
    es: createComposer(site, "es"),
    en: createComposer(site, "en"),
  };
  const trainingMs = performance.now() - started;

  function answer({ message, lang, state: given }: Omit<ChatRequest, "signal">): ChatReply {
    const c = composers[lang];
    const state: ConversationState = structuredClone(given ? parseState(given) : initialState());
    state.turns += 1;
    const text = normalize(message);
    const entities = extractEntities(message);
    const previousTopic = state.topic;
    remember(state, entities);

    const parts = understand(classifier, message, text, entities, state);
    const out = compose(c, parts, entities, state, text, previousTopic);
    state.lastKind = out.kind;
    if (out.topic) state.topic = out.topic;
    return { text: out.text, actions: out.actions, state };
  }

  return {
    name: "local",
    answer,
    trainingMs,
    async reply(request) {
      return answer(request);
    },
  };
}

function remember(state: ConversationState, e: Entities) {
  if (e.email) state.lead.email = e.email;
  if (e.phone) state.lead.phone = e.phone;
  if (e.name) state.lead.name = e.name;
  if (e.company) state.lead.company = e.company;
  for (const [u, n] of Object.entries(e.quantities) as [Unit, number][]) state.needs[u] = n;
  if (e.teamSize !== undefined) state.needs.teamSize = e.teamSize;
  if (e.channels.length)
    state.needs.channels = [...new Set([...(state.needs.channels ?? []), ...e.channels])];
  if (e.industry) state.needs.industry = e.industry;
  if (e.plans.length === 1) state.plan = e.plans[0];
  if (e.plans.length >= 2) state.compared = e.plans.slice(0, 2) as PlanId[];
  if (e.annual) state.annual = true;
}

/** The intents of a message, in the order they appear, each with its own entities. */
function understand(
  classifier: Classifier<Intent>,
  message: string,
  text: string,
  e: Entities,
  state: ConversationState,
): Intent[] {
  if (INJECTION.test(text)) return ["injection"];
  const found: Intent[] = [];
  const add = (i: Intent) => {
    if (!found.includes(i)) found.push(i);
  };
  const segments = message
    .split(SPLIT)
    .filter((s): s is string => typeof s === "string" && normalize(s).split(" ").length >= 1)
    .map((s) => s.trim())
    .filter((s) => normalize(s).length > 1 && !/^(y|and|tambien|also|ademas|plus)$/i.test(s));
  const whole = classifier.predict(message);
  const confident = (r: ReturnType<Classifier<Intent>["predict"]>) => {
    const [a, b] = r.ranked;
    return a && a.p >= MIN_P && a.p - (b?.p ?? 0) >= MIN_MARGIN && r.known >= 0.34
      ? a.label
      : undefined;
  };
  if (segments.length > 1)
    for (const s of segments) {
      const label = confident(classifier.predict(s));
      if (label) add(label);
    }
  const top = confident(whole);
  if (!found.length && top) add(top);
  if (!found.length) {
    // Unsure: a price-family intent backed by a plan or the annual cue, else a topic's own word.
    const best = whole.ranked[0]!;
    if (PRICE_FAMILY.has(best.label) && best.p >= 0.25 && (e.plans.length || e.annual))
      add(best.label);
    else {
      const hit = LEXICON.find(([, re]) => re.test(text));
      if (hit) add(hit[0]);
    }
  }

  // Evidence from entities the classifier may not weigh enough.
  if (COMPLAINT.test(text) && !found.includes("complaint")) found.unshift("complaint");
  if (e.compliance && !found.includes("compliance")) add("compliance");
  if (e.plans.length >= 2 && COMPARE_CUE.test(text) && !found.includes("compare")) {
    const i = found.indexOf("prices");
    if (i >= 0) found.splice(i, 1);
    add("compare");
  }
  const hasNeeds = Object.keys(e.quantities).length > 0 || e.teamSize !== undefined;
  if (hasNeeds && !found.some((i) => i === "recommend" || i === "planFeatures")) {
    for (const weak of ["planChange", "affirm", "prices", "human", "contactCenter"] as Intent[]) {
      const i = found.indexOf(weak);
      if (i >= 0 && !(weak === "prices" && e.plans.length)) found.splice(i, 1);
    }
    add("recommend");
  }
  // Follow-ups: "¿y anual?", "and for 10 agents?", "y eso cuánto cuesta?".
  if (!found.length && state.topic && (FOLLOW_UP.test(text) || REFERS.test(text))) {
    if (e.plans.length || e.annual) add(e.annual ? "annual" : "prices");
    else if (e.rows.length) add("planFeatures");
    else add(state.topic);
  }
  if (!found.length && (e.plans.length || e.annual) && text.split(" ").length <= 6)
    add(e.annual ? "annual" : "prices");
  if (!found.length && e.channels.length && text.split(" ").length <= 8) add("channels");
  return found.slice(0, MAX_PARTS);
}

type Out = { text: string; actions: ChatAction[]; kind: string; topic?: Intent };

function compose(
  c: Composer,
  intents: Intent[],
  e: Entities,
  state: ConversationState,
  text: string,
  previousTopic: Intent | undefined,
): Out {
  const { t, f } = c;
  const actions: ChatAction[] = [];
  const addAction = (a: ChatAction) => {
    if (!actions.some((x) => x.type === a.type)) actions.push(a);
  };

  // Booking steps come first: contact details given, a time picked, a yes to the offer.
  const gaveContact = Boolean(e.email || e.phone);
  if (gaveContact || (e.name && state.stage === "picked-slot")) {
    const lead = state.lead;
    if (!lead.name) {
      addAction({ type: "contact" });
      return { text: t.askMissingName, actions, kind: "contact" };
    }
    if (!lead.email && !lead.phone) {
      addAction({ type: "contact" });
      return { text: f(t.askMissingEmail, { name: lead.name }), actions, kind: "contact" };
    }
    const contact = [lead.email, lead.phone].filter(Boolean).join(", ");
    const withSlot = state.slot && state.stage === "picked-slot";
    state.stage = "contact-given";
    const thanks = withSlot
      ? f(t.contactGivenSlot, { name: lead.name, slot: state.slot!.text, contact })
      : f(t.contactGiven, { name: lead.name, contact });
    // Details given with a question ("…, quiero info del plan Elite"): the answer comes too.
    const asked = intents.filter((i) => !NO_DEMO.has(i) && i !== "affirm" && i !== "book");
    const extra = asked.length ? answerParts(c, asked, e, state, text, previousTopic).text : "";
    return { text: extra ? `${thanks} ${extra}` : thanks, actions, kind: "contact-given" };
  }
  const offered = state.stage === "offered-slots";
  if (e.pick && (offered || (e.pick.day && e.pick.time)) && !intents.includes("complaint")) {
    state.slot = { text: [e.pick.day, e.pick.time].filter(Boolean).join(" ") || e.pick.text };
    state.stage = "picked-slot";
    addAction({ type: "contact" });
    return { text: f(t.askContact, { slot: state.slot.text }), actions, kind: "contact" };
  }
  const wantsSlots =
    intents.includes("book") ||
    (intents[0] === "affirm" && (state.lastKind === "offer" || state.offers > 0 || offered));
  if (wantsSlots && !intents.some((i) => i === "complaint" || i === "injection")) {
    const again = offered;
    state.stage = "offered-slots";
    addAction({ type: "slots" });
    addAction({ type: "book" });
    const body = again ? f(t.slotsAgain) : f(t.slots[state.offers % t.slots.length]!);
    state.offers += 1;
    state.lastOfferTurn = state.turns;
    const others = intents.filter((i) => i !== "book" && i !== "affirm");
    const extra = others.length ? answerParts(c, others, e, state, text, previousTopic) : undefined;
    return {
      text: extra ? `${extra.text} ${body}` : body,
      actions,
      kind: "slots",
      topic: "book",
    };
  }

  if (!intents.length) {
    // Nothing understood: honest when it is a question, else ask what they need.
    const isQuestion = QUESTION.test(text) && text.split(" ").length >= 3;
    const body = isQuestion ? f(t.unknown) : t.followUpUnknown;
    return withDemo(c, { text: body, actions, kind: "unknown" }, state, isQuestion);
  }
  const parts = answerParts(c, intents, e, state, text, previousTopic);
  const out: Out = { text: parts.text, actions, kind: parts.kind, topic: parts.topic };
  if (intents.includes("complaint")) {
    addAction({ type: "handoff" });
    return { text: f(t.complaint), actions, kind: "complaint" };
  }
  if (intents.includes("human")) addAction({ type: "handoff" });
  const sales = intents.some((i) => !NO_DEMO.has(i));
  return sales ? withDemo(c, out, state, true) : out;
}

/** Appends the demo: the book action always, the sentence unless offered on the previous turn. */
function withDemo(c: Composer, out: Out, state: ConversationState, sales: boolean): Out {
  if (!sales) return out;
  if (!out.actions.some((a) => a.type === "book")) out.actions.push({ type: "book" });
  if (state.lastOfferTurn === state.turns - 1 && state.turns > 1) return out;
  const offer = c.demoOffer(state);
  state.offers += 1;
  state.lastOfferTurn = state.turns;
  // A question the reply asks stays last.
  const ask = out.text.match(/\s(¿[^?]*\?|[A-Z][^.?!]*\?)$/);
  const text = ask ? `${out.text.slice(0, ask.index)} ${offer} ${ask[1]}` : `${out.text} ${offer}`;
  return { ...out, text: text.trim(), kind: out.kind };
}

function answerParts(
  c: Composer,
  intents: Intent[],
  e: Entities,
  state: ConversationState,
  text: string,
  previousTopic: Intent | undefined,
): { text: string; kind: string; topic?: Intent } {
  const texts: string[] = [];
  let question: string | undefined;
  for (const intent of intents) {
    const part = answerOne(c, intent, e, state, text, previousTopic);
    if (part.text) texts.push(part.text);
    if (part.ask && !question) question = part.ask;
  }
  const main = intents.find((i) => i !== "greeting" && i !== "thanks") ?? intents[0];
  const joined = texts.join(" ");
  return {
    text: question ? `${joined} ${question}` : joined,
    kind: main ?? "unknown",
    topic: main,
  };
}

function answerOne(
  c: Composer,
  intent: Intent,
  e: Entities,
  state: ConversationState,
  text: string,
  previousTopic: Intent | undefined,
): { text: string; ask?: string } {
  const { t, f } = c;
  const plansAsked = e.plans.length ? e.plans : state.plan ? [state.plan] : [];
  const qualify = (): string | undefined => {
    const n = state.needs;
    const hasTeam = n.agents !== undefined || n.teamSize !== undefined;
    const hasVolume = n.users !== undefined;
    if (hasTeam && hasVolume) return undefined;
    const kind = !hasTeam && !hasVolume ? "both" : hasTeam ? "volume" : "team";
    if (state.asked.includes(kind) || state.asked.length >= 2) return undefined;
    state.asked.push(kind);
    return kind === "both"
      ? t.recommend.ask
      : kind === "volume"
        ? t.recommend.askVolume
        : t.recommend.askTeam;
  };
  switch (intent) {
    case "greeting":
      return { text: f(t.greeting[state.turns > 1 ? 1 : 0]!) };
    case "thanks":
      return { text: t.thanks };
    case "goodbye":
      return { text: t.goodbye };
    case "deny":
      return { text: t.deny };
    case "affirm":
      return { text: f(t.recommend.ask) };
    case "prices": {
      if (
        e.plans.length ||
        (plansAsked.length && !/\b(planes|plans|precios|prices)\b/.test(text))
      ) {
        const parts = plansAsked.slice(0, 2).map((id) => c.price(id, e.annual));
        if (e.channels.length)
          parts.push(f(t.recommend.channelsFit, { channels: c.list(e.channels) }));
        return { text: parts.join(" ") };
      }
      const parts = [c.allPrices(e.annual || (state.annual ?? false))];
      if (e.channels.length)
        parts.push(f(t.recommend.channelsFit, { channels: c.list(e.channels) }));
      return { text: parts.join(" "), ask: qualify() };
    }
    case "annual": {
      if (plansAsked.length)
        return {
          text: plansAsked
            .slice(0, 2)
            .map((id) => c.price(id, true))
            .join(" "),
        };
      if (/\b(descuento|discount|ahorro|save|conviene|worth)\b/.test(text))
        return { text: f(t.annualInfo) };
      return { text: c.allPrices(true) };
    }
    case "planFeatures": {
      const rows = e.rows.filter((r) => r !== "support" || e.rows.length === 1);
      if (plansAsked.length && rows.length)
        return {
          text: plansAsked
            .slice(0, 2)
            .map((id) => c.planRows(id, rows))
            .join(" "),
        };
      if (rows.length)
        return {
          text: rows
            .slice(0, 2)
            .map((r) => c.rowAll(r))
            .join(" "),
        };
      if (plansAsked.length) return { text: c.planCard(plansAsked[0]!) };
      return {
        text: `${c.allPrices(false)} ${f(t.recommend.channelsFit, { channels: t.rows.included })}`,
      };
    }
    case "compare": {
      const pair =
        e.plans.length >= 2
          ? e.plans
          : state.compared && !e.plans.length
            ? state.compared
            : plansAsked.length
              ? [plansAsked[0]!, plansAsked[0] === "elite" ? "diamante" : "elite"]
              : ["elite", "diamante"];
      state.compared = [pair[0]!, pair[1]!] as PlanId[];
      return { text: c.compare(pair[0]! as PlanId, pair[1]! as PlanId) };
    }
    case "recommend": {
      const n = state.needs;
      const needs: Partial<Record<Unit, number>> = {};
      if (n.agents !== undefined) needs.agents = n.agents;
      else if (n.teamSize !== undefined) needs.agents = n.teamSize;
      if (n.users !== undefined) needs.users = n.users;
      if (n.admins !== undefined) needs.admins = n.admins;
      if (n.flows !== undefined) needs.flows = n.flows;
      const parts: string[] = [];
      if (Object.keys(needs).length) {
        const r = c.recommend(needs);
        if (r.plan) state.plan = r.plan;
        state.stage = state.stage === "browsing" ? "qualified" : state.stage;
        parts.push(r.text);
        if (e.channels.length)
          parts.push(f(t.recommend.channelsFit, { channels: c.list(e.channels) }));
        return { text: parts.join(" ") };
      }
      if (n.industry || e.channels.length) parts.push(f(t.recommend.industry));
      return { text: parts.join(" "), ask: qualify() ?? f(t.recommend.askVolume) };
    }
    case "fees":
      return { text: f(t.fees) };
    case "trial":
      return { text: f(t.trial) };
    case "channels": {
      if (e.otherChannel) return { text: f(t.channelUnknown, { channel: cap(e.otherChannel) }) };
      if (e.channels.length === 1) return { text: f(t.channelYes, { channel: e.channels[0]! }) };
      return { text: f(t.channels) };
    }
    case "integrations":
      if (e.tool) return { text: f(t.integrationNamed, { tool: cap(e.tool) }) };
      return { text: f(t.integrations) };
    case "platform":
      return { text: docText(c, "platform") };
    case "services":
      return { text: f(t.services) };
    case "chatbots":
      return {
        text: /\b(cuanto|precio|cost|price|how much|cobran|sale)\b/.test(text)
          ? f(t.chatbotsPrice)
          : f(t.chatbots),
      };
    case "contentGen":
    case "aiDev":
    case "contactCenter":
    case "transcription":
    case "process":
      return { text: docText(c, intent) };
    case "delivery":
      return { text: f(t.delivery) };
    case "sla":
      return { text: docText(c, "sla") };
    case "support":
      if (plansAsked.length && e.plans.length)
        return {
          text: c.planRows(plansAsked[0]!, ["support"]),
        };
      return { text: f(t.support) };
    case "refund":
    case "payment":
    case "taxes":
      return { text: docText(c, intent) };
    case "planChange":
      return { text: f(t.planChange) };
    case "offices":
      if (e.place) return { text: f(t.officeNotThere, { place: cap(e.place) }) };
      return { text: f(t.offices) };
    case "hours":
      return { text: f(t.hours) };
    case "contact":
      return { text: f(t.contact) };
    case "human":
      return { text: f(t.human) };
    case "book":
      return { text: "" };
    case "demoInfo":
      return { text: f(t.demoInfo) };
    case "results":
      return { text: f(t.results) };
    case "compliance":
      return {
        text: f(t.compliance, { standard: e.compliance ?? t.complianceGeneric }),
      };
    case "unpublished":
      return { text: f(t.unknown) };
    case "objectionPrice":
      return { text: f(t.objectionPrice) };
    case "competitor":
      return { text: f(t.competitor) };
    case "complaint":
      return { text: f(t.complaint) };
    case "offTopic":
      return { text: f(t.offTopic) };
    case "injection":
      return { text: f(t.injection) };
    case "about":
      return { text: f(t.about) };
  }
  void previousTopic;
  return { text: f(t.unknown) };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const DOC_IDS: Partial<Record<Intent, string>> = {
  contentGen: "content",
  aiDev: "aiDevelopment",
  contactCenter: "contactCenter",
  transcription: "transcription",
  process: "process",
  sla: "sla",
  refund: "refund",
  payment: "payment",
  taxes: "taxes",
  platform: "platform",
};

/** Topics whose answer is the knowledge document as written (short, already figure-exact). */
function docText(c: Composer, intent: Intent): string {
  return c.doc(DOC_IDS[intent] ?? intent);
}
