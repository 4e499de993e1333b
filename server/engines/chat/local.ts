/**
 * The default chat engine: no network, no keys. Intents first (a plan's price, greeting, thanks,
 * booking a demo, asking for a person), then full-text search (MiniSearch) over the knowledge
 * documents of the visitor's language; an honest "I don't know" with the demo offer otherwise.
 * Context inside a thread: a follow-up without a plan ("¿y anual?") is about the last plan named.
 */
import MiniSearch from "minisearch";
import type { PlanId } from "../../../app/content/business.ts";
import type { Lang } from "../../../app/content/routes.ts";
import type { SiteConfig } from "../../../app/content/site.ts";
import { knowledgeEn } from "./knowledge/en.ts";
import { knowledgeEs } from "./knowledge/es.ts";
import type { Knowledge, KnowledgeDoc } from "./knowledge/facts.ts";
import { normalize } from "./text.ts";
import type { ChatEngine, ChatRequest, ChatTurn } from "./types.ts";

const PLAN_PATTERNS: [PlanId, RegExp][] = [
  ["diamante", /\b(diamante|diamond)\b/],
  ["elite", /\belite\b/],
  ["starter", /\bstarter\b/],
  ["demo", /\b(plan (demo|gratis|gratuito)|demo plan|free plan)\b/],
];
const PRICE =
  /\b(precios?|cuanto|cuesta|cuestan|costo|costos|vale|tarifas?|prices?|pricing|cost|costs|how much|anual|anualmente|al ano|por ano|yearly|annual|annually|per year|a year|mensual|monthly|per month|a month|plan|planes|plans)\b/;
const ANNUAL = /\b(anual|anualmente|al ano|por ano|yearly|annual|annually|per year|a year)\b/;
/** Questions that name a plan but ask about something its answer does not cover. */
const NOT_PLAN =
  /\b(reembolso|refund|pago|payment|impuestos?|taxes?|canales|channels?|whatsapp|cambiar|change|upgrade)\b/;
const GREETING =
  /^(hola|buenas|buenos dias|buenas tardes|buenas noches|saludos|hi|hello|hey|good morning|good afternoon|good evening)\b/;
const THANKS = /\b(gracias|muchas gracias|thanks|thank you|thx|genial|perfecto|great)\b/;
const HUMAN =
  /\b(hablar|comunicarme|conversar|talk|speak|chat)( con| to| with)( un| una| a)? (humano|persona|asesor|ejecutivo|vendedor|alguien|human|person|someone|representative|agent)\b|\b(persona real|real person)\b/;
const BOOK = /\b(agendar|reservar|book|schedule)\b/;
const DEMO =
  /\b(agendar|agenda|reservar|reunion|cita|demostracion|book|booking|schedule|meeting|appointment|demo)\b/;

const STOP: Record<Lang, Set<string>> = {
  es: new Set(
    "el la los las un una unos unas de del que y o en es son por para con como cual cuales su sus mi mis me te se lo le les al tienen tiene tienes hay hacen puedo puedes ustedes usted yo nos nuestro quiero quisiera saber".split(
      " ",
    ),
  ),
  en: new Set(
    "the a an of and or in is are for with how what which does do you your we our can could i me my to it is there be have has about want would like know".split(
      " ",
    ),
  ),
};
/** A search hit below this score is not an answer. */
const MIN_SCORE = 4;

export function createLocalEngine(
  site: SiteConfig,
): ChatEngine & { answer(req: Omit<ChatRequest, "signal">): string } {
  const knowledge: Record<Lang, Knowledge> = { es: knowledgeEs(site), en: knowledgeEn(site) };
  const indexes = { es: buildIndex(knowledge.es), en: buildIndex(knowledge.en) };

  function answer({ message, lang, history }: Omit<ChatRequest, "signal">): string {
    const k = knowledge[lang];
    const text = normalize(message);
    const withOffer = (body: string) => `${body}\n\n${k.demoOffer}`;

    const plan = findPlan(text);
    const priceQuestion = PRICE.test(text);
    if (plan && !NOT_PLAN.test(text)) return withOffer(k.planAnswer(plan, ANNUAL.test(text)));
    if (!plan && priceQuestion && isFollowUp(text)) {
      const earlier = lastPlan(history);
      if (earlier) return withOffer(k.planAnswer(earlier, ANNUAL.test(text)));
    }
    if (HUMAN.test(text)) return k.human;
    const hits = indexes[lang].search(searchTerms(text, STOP[lang]), {
      boost: { title: 2, keywords: 3 },
      prefix: (t) => t.length > 3,
      fuzzy: (t) => (t.length > 5 ? 0.2 : false),
    });
    const hit = hits[0] && hits[0].score >= MIN_SCORE ? hits[0] : undefined;
    // "Hola" alone greets back; "Hola, ¿qué canales tienen?" is a question.
    const bare = text.split(" ").length <= 3;
    if (GREETING.test(text) && !priceQuestion && (bare || !hit)) return k.greeting;
    if (THANKS.test(text) && !priceQuestion && (bare || !hit)) return k.thanks;
    if (hit) {
      const doc = k.docs.find((d) => d.id === hit.id)!;
      if (doc.id === "demoInfo" || (BOOK.test(text) && !priceQuestion)) return k.demo;
      return doc.demo ? withOffer(doc.text) : doc.text;
    }
    if (DEMO.test(text)) return k.demo;
    if (priceQuestion) return withOffer(k.plansOverview);
    return k.unknown;
  }

  return {
    name: "local",
    answer,
    async reply(request) {
      return answer(request);
    },
  };
}

function buildIndex(k: Knowledge) {
  const stop = STOP[k.lang];
  const index = new MiniSearch<KnowledgeDoc>({
    fields: ["title", "keywords", "text"],
    processTerm: (term) => {
      const t = normalize(term);
      return t && !stop.has(t) ? t : null;
    },
  });
  index.addAll(k.docs);
  return index;
}

/**
 * What is searched: the first distinct words, each cut short. A question has a handful; a
 * 2,000-character message of distinct long words would otherwise cost the fuzzy search many
 * times a normal reply's CPU.
 */
export const MAX_SEARCH_TERMS = 16;
const MAX_TERM_LENGTH = 24;

export function searchTerms(text: string, stop: Set<string>): string {
  const terms = new Set<string>();
  for (const word of text.split(" ")) {
    if (terms.size >= MAX_SEARCH_TERMS) break;
    if (word && !stop.has(word)) terms.add(word.slice(0, MAX_TERM_LENGTH));
  }
  return [...terms].join(" ");
}

function findPlan(text: string): PlanId | undefined {
  return PLAN_PATTERNS.find(([, re]) => re.test(text))?.[0];
}

/** "¿y anual?", "and per year?", "¿y al año?": short, no subject of its own. */
function isFollowUp(text: string): boolean {
  return text.split(" ").length <= 6;
}

function lastPlan(history: ChatTurn[]): PlanId | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role !== "user") continue;
    const plan = findPlan(normalize(turn.content));
    if (plan) return plan;
  }
  return undefined;
}
