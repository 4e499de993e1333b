/**
 * A small intent classifier trained at start (decision 017): multinomial logistic regression over
 * sparse features of the normalized text — whole words, word pairs and the character trigrams of
 * each word (so "cuanto", "cuanro" and "cuánto" share most of their evidence). Training on ~5,000
 * utterances takes about half a second; a prediction is a few thousand additions.
 */
import { conceptPairs, concepts, shorthand } from "../../../app/content/assistant/concepts.ts";
import { normalize } from "./text.ts";

export type Prediction<L extends string> = { label: L; p: number }[];

export type Classifier<L extends string> = {
  /**
   * Labels by probability, highest first; `known` = share of the message's words seen in training;
   * `supports(label)`: whether a content word of the message (not a function word) is one of the
   * label's own words, or most of its letters are (a typo). A topic needs that evidence: "quiero"
   * or "cual es el" alone say nothing about what is asked.
   */
  predict(text: string): {
    ranked: Prediction<L>;
    known: number;
    supports(label: L): boolean;
    /** Content words no utterance has, nor a word one or two typos away: what we know nothing of. */
    unknownWords(): string[];
  };
};

/** Function words of both languages: they shape a question but name no topic. */
export const FUNCTION_WORDS = new Set(
  `el la los las un una unos unas de del que q k y e o u a al en es son era por pa para con sin como cual cuales me te se mi mis tu tus su sus lo le les ya si no muy mas pero quiero queria quisiera necesito ocupo tengo tenemos tienen tiene tienes hay puedo puede pueden puedes ser esta estan este esto eso esa ese esos hola buenas ok okay dale bueno pues entonces tambien vale oye nos nosotros ustedes usted yo vos che mae wey porfa por favor the a an of and or in on at to for with is are was be been it its this that those these i im you we were they my your our me us do does did can could would will should what whats which who want wanna need have has get got so please pls just also about there here hi hey hello thanks yes yeah no not any some if then than m s re ve ll d t`.split(
    " ",
  ),
);

const trigrams = (w: string) => {
  const padded = `<${w}>`;
  const out: string[] = [];
  for (let j = 0; j + 3 <= padded.length; j++) out.push(padded.slice(j, j + 3));
  return out;
};

const conceptOf = new Map<string, string>();
for (const [concept, list] of Object.entries(concepts))
  for (const w of list) conceptOf.set(w, concept);
const conceptOfPair = new Map<string, string>();
for (const [concept, list] of Object.entries(conceptPairs))
  for (const pair of list) conceptOfPair.set(pair, concept);

// A Map, not the object: looking a visitor's word up as an object key costs a trip to V8's
// string table each time, and an inherited key ("constructor") is no shorthand.
const shorthandOf = new Map(Object.entries(shorthand));

/**
 * The words of a normalized text with chat shorthand spelled out ("q" → "que", "u" → "you"), at
 * most the first 40 (all the classifier reads).
 */
function spelledOut(normalized: string): string[] {
  const out: string[] = [];
  for (const w of normalized.split(" ")) {
    if (!w) continue;
    const long = shorthandOf.get(w);
    if (long === undefined) out.push(w);
    else for (const part of long.split(" ")) out.push(part);
    if (out.length >= 40) break;
  }
  return out.length > 40 ? out.slice(0, 40) : out;
}

// Eight passes answer the conversation set as twenty did (dev 1294 of 1364 either way) at 40 %
// of the training time, which grows with every phrase added.
const EPOCHS = 8;
/** A concept weighs like a content word: evidence of the topic, not proof of it. */
const CONCEPT_WEIGHT = 0.8;
const L2 = 1e-4;

/** The concepts a normalized text names (price, channel, meeting…): what of ours it is about. */
export function conceptsIn(normalized: string): string[] {
  return conceptsOf(spelledOut(normalized));
}

/** The concepts named by words already spelled out. */
function conceptsOf(words: string[]): string[] {
  const named = new Set<string>();
  words.forEach((w, i) => {
    const concept =
      conceptOf.get(w) ?? (i > 0 ? conceptOfPair.get(`${words[i - 1]} ${w}`) : undefined);
    if (concept) named.add(concept);
  });
  return [...named];
}

/** Feature names of a normalized text. Word features weigh more than their trigrams. */
export function features(normalized: string): Map<string, number> {
  const { weights, norm } = weighedFeatures(normalized);
  for (const [k, v] of weights) weights.set(k, v / norm);
  return weights;
}

/** The features' weights before they are scaled to unit length, and the length to scale by. */
function weighedFeatures(normalized: string): { weights: Map<string, number>; norm: number } {
  const out = new Map<string, number>();
  const words = spelledOut(normalized);
  const add = (f: string, v: number) => out.set(f, (out.get(f) ?? 0) + v);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // Function words weigh less: the topic is in the content words.
    const fw = FUNCTION_WORDS.has(w);
    add(`w:${w}`, fw ? 0.4 : 1);
    if (i > 0) add(`b:${words[i - 1]}_${w}`, fw && FUNCTION_WORDS.has(words[i - 1]!) ? 0.3 : 0.7);
    if (w.length >= 4) {
      const padded = `<${w}>`;
      for (let j = 0; j + 3 <= padded.length; j++) add(`c:${padded.slice(j, j + 3)}`, 0.25);
    }
  }
  // A concept counts once however many of its words a message has: it is one piece of evidence.
  for (const concept of conceptsOf(words)) add(`k:${concept}`, CONCEPT_WEIGHT);
  // Unit length, so a long message does not get more confident just by being long.
  let norm = 0;
  for (const v of out.values()) norm += v * v;
  return { weights: out, norm: Math.sqrt(norm) || 1 };
}

/**
 * Every feature name any classifier was trained on, numbered once for all of them. Finding a name
 * in a table of tens of thousands is the costly part of a prediction: a message's names are
 * looked up here once, and each classifier finds its own weights by that number.
 */
const featureIds = new Map<string, number>();

function featureId(name: string): number {
  let id = featureIds.get(name);
  if (id === undefined) {
    featureIds.set(name, (id = featureIds.size));
    // (A text read before this name had a number holds it as unknown: read it again.)
    lastRead = undefined;
  }
  return id;
}

/** A text's features as numbers (-1: a name no classifier was trained on) and their values. */
type ReadFeatures = { ids: number[]; values: number[] };

/**
 * The features of the last text a classifier read. The intent classifier and the complaint
 * detector read the same message one after the other, so it is taken apart once. (Only read,
 * never handed out: nothing can change it.)
 */
let lastRead: (ReadFeatures & { normalized: string }) | undefined;

function sharedFeatures(normalized: string): ReadFeatures {
  if (lastRead?.normalized !== normalized) {
    const { weights, norm } = weighedFeatures(normalized);
    const ids: number[] = [];
    const values: number[] = [];
    for (const [name, v] of weights) {
      ids.push(featureIds.get(name) ?? -1);
      values.push(v / norm);
    }
    lastRead = { normalized, ids, values };
  }
  return lastRead;
}

/**
 * Labels with their probabilities, highest first, ties in label order (as a stable sort would
 * give). An insertion sort: for a few dozen labels it is about twice as fast as Array#sort with a
 * comparator, and every prediction pays for it.
 */
function byProbability<L extends string>(labels: L[], p: ArrayLike<number>): Prediction<L> {
  const ranked: Prediction<L> = labels.map((label, k) => ({ label, p: p[k]! }));
  for (let i = 1; i < ranked.length; i++) {
    const item = ranked[i]!;
    let at = i;
    for (; at > 0 && ranked[at - 1]!.p < item.p; at--) ranked[at] = ranked[at - 1]!;
    ranked[at] = item;
  }
  return ranked;
}

export function trainClassifier<L extends string>(
  examples: { text: string; label: L }[],
  {
    epochs = EPOCHS,
    featureCache,
  }: {
    epochs?: number;
    /** Features already computed for a normalized text (two classifiers trained on the same phrases). */
    featureCache?: Map<string, Map<string, number>>;
  } = {},
): Classifier<L> {
  const labels = [...new Set(examples.map((e) => e.label))];
  const labelIndex = new Map(labels.map((l, i) => [l, i]));
  const vocabulary = new Set<string>();
  const ownWords = new Map<L, Set<string>>();
  const ownGrams = new Map<L, Set<string>>();
  const data = examples.map((e) => {
    const text = normalize(e.text);
    const own = ownWords.get(e.label) ?? new Set<string>();
    const grams = ownGrams.get(e.label) ?? new Set<string>();
    ownWords.set(e.label, own);
    ownGrams.set(e.label, grams);
    for (const w of text.split(" ")) {
      // (A word this intent already has brought its trigrams then.)
      if (own.has(w)) continue;
      vocabulary.add(w);
      own.add(w);
      if (w.length >= 4) for (const g of trigrams(w)) grams.add(g);
    }
    const f = featureCache?.get(text) ?? features(text);
    featureCache?.set(text, f);
    const idx = new Int32Array(f.size);
    const val = new Float64Array(f.size);
    let n = 0;
    for (const [name, v] of f) {
      // (The feature's id for now: its row of weights is given below.)
      idx[n] = featureId(name);
      val[n++] = v;
    }
    return { idx, val, y: labelIndex.get(e.label)! };
  });
  const byLength = new Map<number, string[]>();
  for (const w of vocabulary) {
    const same = byLength.get(w.length);
    if (same) same.push(w);
    else byLength.set(w.length, [w]);
  }
  // Each feature this classifier was trained on has a row of weights, in the order first met.
  // (Ids numbered after this training, by a classifier trained later, are none of this one's.)
  const rowOf = new Int32Array(featureIds.size).fill(-1);
  let rows = 0;
  for (const d of data)
    for (let n = 0; n < d.idx.length; n++) {
      const id = d.idx[n]!;
      if (rowOf[id]! < 0) rowOf[id] = rows++;
      d.idx[n] = rowOf[id]!;
    }
  const K = labels.length;
  const W = new Float64Array(rows * K);
  const bias = new Float64Array(K);
  const scores = new Float64Array(K);

  const score = (idx: ArrayLike<number>, val: ArrayLike<number>) => {
    scores.set(bias);
    for (let n = 0; n < idx.length; n++) {
      const base = idx[n]! * K;
      const v = val[n]!;
      for (let k = 0; k < K; k++) scores[k]! += W[base + k]! * v;
    }
    let max = -Infinity;
    for (let k = 0; k < K; k++) max = Math.max(max, scores[k]!);
    let sum = 0;
    for (let k = 0; k < K; k++) sum += scores[k] = Math.exp(scores[k]! - max);
    for (let k = 0; k < K; k++) scores[k]! /= sum;
    return scores;
  };

  // An intent with many more examples than the others would win every doubtful message on its
  // numbers alone: each example weighs the typical intent's count over its own intent's.
  const perLabel = new Array<number>(K).fill(0);
  for (const d of data) perLabel[d.y]! += 1;
  const typical = [...perLabel].sort((a, b) => a - b)[Math.floor(K / 2)]!;
  const weightOf = perLabel.map((n) => Math.min(1, typical / n));
  // Plain SGD in a fixed shuffled order (deterministic: same training, same answers).
  const order = data.map((_, i) => i);
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const rate = 2 / (1 + epoch * 0.15);
    for (const at of order) {
      const d = data[at]!;
      const p = score(d.idx, d.val);
      for (let k = 0; k < K; k++) {
        const g = (p[k]! - (k === d.y ? 1 : 0)) * weightOf[d.y]!;
        // Labels the example already rules out barely move: skipping them keeps training fast.
        if (g > -1e-3 && g < 1e-3) continue;
        bias[k]! -= rate * g * 0.1;
        for (let n = 0; n < d.idx.length; n++) {
          const w = d.idx[n]! * K + k;
          W[w]! -= rate * (g * d.val[n]! + L2 * W[w]!);
        }
      }
    }
  }

  // Whether a word is one no phrase has, nor one a typo or two away. The vocabulary is fixed once
  // trained, so each word's answer is kept: the scan over similar-length words is the costly part.
  const unknown = new Map<string, boolean>();
  const isUnknown = (w: string) => {
    if (w.length < 4 || vocabulary.has(w) || /\d/.test(w)) return false;
    let none = unknown.get(w);
    if (none === undefined) {
      const max = w.length >= 6 ? 2 : 1;
      none = true;
      scan: for (let n = w.length - max; n <= w.length + max; n++)
        for (const v of byLength.get(n) ?? [])
          if (near(v, w, max)) {
            none = false;
            break scan;
          }
      // Bounded: visitors' typos are endless, memory is not.
      if (unknown.size >= 20_000) unknown.clear();
      unknown.set(w, none);
    }
    return none;
  };

  return {
    predict(text) {
      const normalized = normalize(text);
      const words = normalized.split(" ").filter(Boolean);
      const known = words.length ? words.filter((w) => vocabulary.has(w)).length / words.length : 0;
      const { ids, values } = sharedFeatures(normalized);
      const idx: number[] = [];
      const val: number[] = [];
      for (let at = 0; at < ids.length; at++) {
        const id = ids[at]!;
        const i = id >= 0 && id < rowOf.length ? rowOf[id]! : -1;
        if (i < 0) continue;
        idx.push(i);
        val.push(values[at]!);
      }
      const ranked = byProbability(labels, score(idx, val));
      const content = words.filter((w) => !FUNCTION_WORDS.has(w) && !/^\d/.test(w));
      const supports = (label: L) => {
        if (!content.length) return true;
        const own = ownWords.get(label);
        const grams = ownGrams.get(label);
        return content.some((w) => {
          if (own?.has(w)) return true;
          if (w.length < 5 || !grams) return false;
          const g = trigrams(w);
          return g.filter((x) => grams.has(x)).length / g.length >= 0.6;
        });
      };
      const unknownWords = () => content.filter(isUnknown);
      return { ranked, known, supports, unknownWords };
    },
  };
}

/** Whether two words are at most `max` edits apart (Levenshtein, with an early stop). */
function near(a: string, b: string, max: number): boolean {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return false;
    prev = row;
  }
  return prev[b.length]! <= max;
}
