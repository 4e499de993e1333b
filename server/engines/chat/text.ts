/** Texts already normalized: one reply normalizes the same clauses many times (bounded). */
const normalized = new Map<string, string>();
const NORMALIZED_KEPT = 20_000;

/** Lower case, no accents, punctuation to spaces: how both languages are compared and searched. */
export function normalize(text: string): string {
  const known = normalized.get(text);
  if (known !== undefined) return known;
  const out = normalizeOnce(text);
  if (normalized.size >= NORMALIZED_KEPT) normalized.clear();
  normalized.set(text, out);
  return out;
}

function normalizeOnce(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      // "holaaa", "siii", "graciaaas": a vowel drawn out at a word's end is one vowel.
      .replace(/([aeiou])\1{2,}(?=s?(?![\p{L}]))/gu, "$1")
      // "1,500 people" is fifteen hundred: thousands separators go before commas become spaces.
      .replace(/(\d),(?=\d{3}(?!\d))/g, "$1")
      // ("do y'all build them…": Southern "you all", not the Spanish "y" that joins two clauses.)
      .replace(/\b(?:y|ya)['’]all\b/g, "you all")
      .replace(/[^\p{L}\p{N}%$.]+/gu, " ")
      .replace(/\.(?!\d)/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * The clauses of a message that end in "?" ("hola. cuanto sale? y el anual?" gives both
 * questions), without the "?"-less tail. Split, not matched: a regex scan for them is
 * quadratic on a message with no "?".
 */
export function questionClauses(message: string): string[] {
  if (!message.includes("?")) return [];
  return message.split(/(?<=[.!?¿¡\n])/).filter((clause) => clause.endsWith("?"));
}

export function words(text: string): string[] {
  const n = normalize(text);
  return n ? n.split(" ") : [];
}
