/** Lower case, no accents, punctuation to spaces: how both languages are compared and searched. */
export function normalize(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      // "holaaa", "siii", "graciaaas": a vowel drawn out at a word's end is one vowel.
      .replace(/([aeiou])\1{2,}(?=s?(?![\p{L}]))/gu, "$1")
      // "1,500 people" is fifteen hundred: thousands separators go before commas become spaces.
      .replace(/(\d),(?=\d{3}(?!\d))/g, "$1")
      .replace(/[^\p{L}\p{N}%$.]+/gu, " ")
      .replace(/\.(?!\d)/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

export function words(text: string): string[] {
  const n = normalize(text);
  return n ? n.split(" ") : [];
}
