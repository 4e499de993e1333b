/**
 * Words nothing of ours uses: a question that carries one ("do you have a status page?", "is
 * there a grace period?") is about something we do not publish, even when the rest of it leans
 * on a topic we answer. Ours are the phrases the engine learns from, the words its rules read,
 * and every reply and fact it can say, in both languages.
 */
import { knowledgeEn } from "../../../app/content/assistant/en/knowledge.ts";
import { dataLabelsEn } from "../../../app/content/en/knowledge.ts";
import { dataLabelsEs } from "../../../app/content/es/knowledge.ts";
import { repliesEn } from "../../../app/content/assistant/en/replies.ts";
import { knowledgeEs } from "../../../app/content/assistant/es/knowledge.ts";
import { repliesEs } from "../../../app/content/assistant/es/replies.ts";
import { siteDefaults } from "../../../app/content/site.ts";
import { spellerWords } from "./spelling.ts";
import { normalize, questionClauses } from "./text.ts";

/** Shorter words are too often the visitor's own (a trade, a town) or an inflection of ours. */
const MIN_LENGTH = 8;
/** Person and tense endings that make "devolveis" or "aceptais" a verb of ours in another form. */
const VERB_ENDINGS = ["ais", "eis", "is", "amos", "emos", "imos", "ando", "iendo"];
/**
 * The English ending that makes "guaranteeing" a word of ours in another form. (Only "-ing":
 * with "-ed" and "-s" too, words whose stem is ours but whose meaning is not stopped counting.)
 */
const ENGLISH_ENDINGS = ["ing"];
/** Pronouns joined to an infinitive ("clonarle", "configurarlo", "mandarmelo"): the verb is ours. */
const CLITICS = /(?<=[aei]r)(se|me|te|nos)?(lo|la|le|los|las|les|se|me|te|nos)$/;

/** "y si fueramos 4?": the conditional's own verbs, a supposition rather than a subject. */
const IF_WE_WERE = [
  "fueramos",
  "fuesemos",
  "seriamos",
  "estuvieramos",
  "estariamos",
  "tuvieramos",
  "tendriamos",
  "hubieramos",
  "pudieramos",
  "quisieramos",
];

let vocabulary: { words: Set<string>; prefixes: Set<string> } | undefined;

/** Built once per process: start-up calls it so the first reply does not pay for it. */
export function ourVocabulary() {
  if (vocabulary) return vocabulary;
  const said = JSON.stringify([
    repliesEs,
    repliesEn,
    knowledgeEs(siteDefaults),
    knowledgeEn(siteDefaults),
    // The knowledge page's labels the replies are composed from (the incident priorities' examples).
    dataLabelsEs,
    dataLabelsEn,
  ]);
  const words = new Set([...spellerWords().keys(), ...normalize(said).split(" "), ...IF_WE_WERE]);
  const prefixes = new Set<string>();
  for (const w of words) for (let n = 5; n < w.length; n++) prefixes.add(w.slice(0, n));
  return (vocabulary = { words, prefixes });
}

/**
 * The words of the message's questions (the clauses ending in "?") that nothing of ours uses.
 * A capitalised word is a name (a town, a visa, a brand of theirs), never counted.
 */
export function unknownWordsAsked(message: string): string[] {
  const { words, prefixes } = ourVocabulary();
  const questions = questionClauses(message);
  if (!questions.length) return [];
  const names = new Set(
    [...message.matchAll(/(?<=\S\s+)\p{Lu}\p{L}+/gu)].map((m) => normalize(m[0])),
  );
  return normalize(questions.join(" "))
    .split(" ")
    .filter(
      (w) =>
        w.length >= MIN_LENGTH &&
        !/\d/.test(w) &&
        !words.has(w) &&
        !names.has(w) &&
        !words.has(w.replace(CLITICS, "")) &&
        !VERB_ENDINGS.some((end) => w.endsWith(end) && prefixes.has(w.slice(0, -end.length))) &&
        !ENGLISH_ENDINGS.some((end) => {
          const stem = w.slice(0, -end.length);
          return w.endsWith(end) && (words.has(stem) || words.has(`${stem}e`));
        }),
    );
}
