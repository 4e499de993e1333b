/**
 * The real words (Spanish and English word lists, development dependencies) that are one edit
 * from a word of ours: the speller's list of words to leave alone. Used by the generator and by
 * the test that checks the generated list is current; the engine reads only the generated file.
 */
import { createRequire } from "node:module";
import { MIN_LENGTH, neighbourIndex, spellerWords } from "./spelling.ts";
import { normalize } from "./text.ts";

export function realWordsNearOurs(): string[] {
  const require = createRequire(import.meta.url);
  const lists: string[][] = [
    require("an-array-of-spanish-words/index.json"),
    require("an-array-of-english-words/index.json"),
    // The lists have no proper names: "germany" is not a typo of "german", nor "liberia" of
    // "libreria". Countries and languages come from the runtime's own names, in both languages.
    ...(["es", "en"] as const).flatMap((lang) =>
      (["region", "language"] as const).map((type) => {
        const names = new Intl.DisplayNames([lang], { type, fallback: "none" });
        const letters = "abcdefghijklmnopqrstuvwxyz";
        const codes = [...letters].flatMap((a) => [...letters].map((b) => a + b));
        return codes.flatMap(
          (code) => names.of(type === "region" ? code.toUpperCase() : code) ?? [],
        );
      }),
    ),
    // Verbs of Latin American Spanish the Spanish list lacks: "que el bot agende citas".
    ["agende", "agenden", "agendes", "agendamos", "agendemos", "agendo"],
  ];
  const ours = spellerWords();
  const neighbours = neighbourIndex(ours.keys());
  const out = new Set<string>();
  for (const list of lists)
    // ("Costa Rica", "Nueva Zelanda": each of their words is a place too.)
    for (const raw of list)
      for (const w of normalize(raw).split(" "))
        if (w.length >= MIN_LENGTH && !ours.has(w) && /^\p{L}+$/u.test(w) && neighbours(w).length)
          out.add(w);
  return [...out].sort();
}
