/**
 * Visitors' typos put right before a message is read: "statrer", "dimaante", "agenets",
 * "incldue". The classifier's trigrams forgive some, but the rules that read plans, units and cues
 * match whole words, so one swapped pair of letters could cost the whole answer. A word no
 * phrase of ours has is replaced by the word of ours a single edit away (a letter added, dropped,
 * changed, or two neighbours swapped); when several are, the most used one wins.
 *
 * A real word is never "corrected" into another ("tours" is not "hours", "perdon" not
 * "person"): the Spanish and English words one edit from ours are listed in ./real-words.ts,
 * generated from two word lists by `npm run assistant:real-words` (a test says when it is stale).
 */
import { complaintsEn } from "../../../app/content/assistant/en/complaints.ts";
import { utterancesEn } from "../../../app/content/assistant/en/utterances.ts";
import { complaintsEs } from "../../../app/content/assistant/es/complaints.ts";
import { utterancesEs } from "../../../app/content/assistant/es/utterances.ts";
import { concepts } from "../../../app/content/assistant/concepts.ts";
import * as cues from "./cues.ts";
import { REAL_WORDS } from "./real-words.ts";
import { normalize } from "./text.ts";

export type Speller = { correct(message: string): string };

/** Our plans' names, which visitors capitalise: a typo of one is still the plan. */
const PLAN_NAMES = new Set(["starter", "elite", "diamond", "diamante"]);
/** How often a word of ours is used for a typo after "en"/"in" to be it rather than a place. */
const COMMON = 2;

/** Shorter words have too many neighbours: "caso", "casa" and "cosa" are all real. */
export const MIN_LENGTH = 5;
/**
 * Words right after these are the visitor's name, city, company or address, not a typo of ours:
 * "soy Anibal", "en merida yucatan", "puerto montt", "paola arroba gmail".
 */
const OWN_NAME_BEFORE =
  /(?:^|[^\p{L}])(?:soy|llamo|nombre es|name is|i'?m|this is|it'?s|habla|parte de|atte|regards|cheers|en|in|from|desde|near|cerca de|puerto|port|lago|lake|san|santa|arroba|at|punto)(?:\s+(?!(?:el|la|los|las|lo|the|un|una|a|an|mi|my|our|nuestr[oa]s?|su|sus|your|tu)\b)\p{L}+)?\s*[,:]?\s*$/iu;

let counted: ReadonlyMap<string, number> | undefined;
/**
 * The words of every phrase the engine learns from, with how often each is used: the words of
 * ours a typo is read as. Counted once, for the speller and the name reading alike.
 */
export function ourWords(): ReadonlyMap<string, number> {
  return (counted ??= countOurWords());
}

function countOurWords(): Map<string, number> {
  const frequency = new Map<string, number>();
  const phrases = [
    ...Object.values(utterancesEs).flat(),
    ...Object.values(utterancesEn).flat(),
    ...complaintsEs,
    ...complaintsEn,
    ...Object.values(concepts).flat(),
  ];
  // A word only ever written with a capital in our phrases is a name ("soy Kevin"), not ours.
  for (const phrase of phrases)
    for (const token of phrase.split(/[^\p{L}\p{M}\d]+/u)) {
      const w = normalize(token);
      if (w && !/\d/.test(w) && !/^\p{Lu}/u.test(token))
        frequency.set(w, (frequency.get(w) ?? 0) + 1);
    }
  return frequency;
}

let spelled: ReadonlyMap<string, number> | undefined;
/**
 * The words a typo is read as: our phrases' words, and the whole words the rules read
 * ("zendesk", "migrar", "portugues"), each used once. (Stems, "nuestr[oa]s?" or "demora\w*", are
 * not whole words.) Only the phrases' words count for the name reading: a cue may list a city.
 */
export function spellerWords(): ReadonlyMap<string, number> {
  if (spelled) return spelled;
  const frequency = new Map(ourWords());
  for (const cue of Object.values(cues))
    if (cue instanceof RegExp)
      for (const [, word] of cue.source.matchAll(/(?<=^|[|(\s])([a-z]{5,})(?=$|[|)\s]|\\b)/g))
        if (!frequency.has(word!)) frequency.set(word!, 1);
  return (spelled = frequency);
}

/** Whether a normalized word is one our phrases use: "precio", "dale", "fine" are not names. */
export function isOurWord(word: string): boolean {
  return ourWords().has(word);
}

/** The word with each of its letters dropped in turn, and itself: one edit meets in this set. */
const deletions = (w: string) => {
  const out = new Set([w]);
  for (let i = 0; i < w.length; i++) out.add(w.slice(0, i) + w.slice(i + 1));
  return out;
};

/** An index of words by their deletions: a word's one-edit neighbours share one of them. */
export function neighbourIndex(words: Iterable<string>): (w: string) => string[] {
  const byDeletion = new Map<string, string[]>();
  for (const w of words) {
    if (w.length < MIN_LENGTH - 1) continue;
    for (const d of deletions(w)) {
      const list = byDeletion.get(d);
      if (list) list.push(w);
      else byDeletion.set(d, [w]);
    }
  }
  return (w) => {
    const out = new Set<string>();
    for (const d of deletions(w))
      for (const v of byDeletion.get(d) ?? []) if (oneEdit(w, v)) out.add(v);
    return [...out];
  };
}

export function createSpeller(): Speller {
  const frequency = spellerWords();
  const real = new Set(REAL_WORDS.split(" "));
  const neighbours = neighbourIndex(frequency.keys());
  const fixed = new Map<string, string | null>();
  const fix = (w: string): string | null => {
    let best = fixed.get(w);
    if (best !== undefined) return best;
    best = null;
    // "pagarlo", "vernos", "dejarla": a verb of ours with a pronoun on, which no list spells.
    const clitic = w.match(/^(\p{L}{2,}?)(?:me|te|se|lo|la|le|los|las|les|nos)$/u);
    if (!clitic || !(frequency.has(clitic[1]!) || real.has(clitic[1]!)))
      for (const v of neighbours(w))
        if (best === null || frequency.get(v)! > frequency.get(best)!) best = v;
    // Bounded: visitors' typos are endless, memory is not.
    if (fixed.size >= 20_000) fixed.clear();
    fixed.set(w, best);
    return best;
  };
  return {
    correct(message) {
      // ("thabo mokoena, thabo.mokoena@gmail.com": a word the visitor's address spells is theirs.)
      const inAddress = new Set(
        (message.match(/[\w.+-]+(?=@)/g) ?? []).flatMap((l) => l.toLowerCase().split(/[^a-z]+/)),
      );
      return message.replace(/\p{L}[\p{L}\p{M}]*/gu, (token, at: number) => {
        const word = normalize(token);
        if (word.length < MIN_LENGTH || frequency.has(word) || real.has(word)) return token;
        if (inAddress.has(word)) return token;
        // E-mails, links, handles and "stoke-on-trent" are the visitor's; a capital is a name.
        const start = Math.max(message.lastIndexOf(" ", at), message.lastIndexOf("\n", at)) + 1;
        const end = message.slice(at).search(/\s|$/) + at;
        if (/[@/\d_-]|\p{L}\.\p{L}/u.test(message.slice(start, end))) return token;
        const fixedWord = fix(word);
        // ("what's the total for Diaomnd": a plan's name, capitalised as names are.)
        if (/^\p{Lu}/u.test(token))
          return fixedWord && PLAN_NAMES.has(fixedWord) ? fixedWord : token;
        const before = message.slice(Math.max(0, at - 30), at);
        if (OWN_NAME_BEFORE.test(before)) {
          // "en merida" is a place, however near "medida"; "en agetnes", "en porutgues" are
          // words of ours with two letters swapped, a slip no place name makes.
          const placeOnly = !OWN_NAME_BEFORE.test(before.replace(/\b(en|in)\s*$/i, ""));
          const swapped =
            fixedWord !== null &&
            fixedWord.length === word.length &&
            [...fixedWord].sort().join() === [...word].sort().join() &&
            (frequency.get(fixedWord) ?? 0) >= COMMON;
          if (!(placeOnly && swapped)) return token;
        }
        return fixedWord ?? token;
      });
    },
  };
}

/** Whether two different words are one edit apart, a swap of neighbours counting as one. */
export function oneEdit(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length === b.length) {
    let i = 0;
    while (a[i] === b[i]) i++;
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length - short.length !== 1) return false;
  let i = 0;
  while (short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}
