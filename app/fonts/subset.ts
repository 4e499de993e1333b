/**
 * The characters our self-hosted Inter carries (scripts/make-font.ts): Basic Latin, Latin-1
 * (Spanish accents, ñ, ¿, ¡, «», ©) and the punctuation and symbols the texts use. app.css
 * declares the same ranges as the face's `unicode-range`; anything else falls back to the
 * metric-matched local font. A unit test keeps every dictionary inside these ranges.
 */
export const FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x2030, 0x203a], // per mille, primes, single guillemets
  [0x20ac, 0x20ac], // euro
  [0x2122, 0x2122], // trade mark
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
];

/** Weights the site uses (font-normal … font-extrabold): the variable axis is cut to this. */
export const FONT_WEIGHTS = { min: 400, max: 800 } as const;

/** `unicode-range` value for the ranges, e.g. `U+20-7E, U+A0-FF`. */
export function unicodeRange(ranges = FONT_RANGES): string {
  const hex = (n: number) => n.toString(16).toUpperCase();
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
}

export function fontText(ranges = FONT_RANGES): string {
  let text = "";
  for (const [a, b] of ranges) for (let c = a; c <= b; c++) text += String.fromCodePoint(c);
  return text;
}

export function outsideFont(text: string, ranges = FONT_RANGES): string[] {
  const out = new Set<string>();
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x20) continue; // newlines and tabs are never drawn
    if (!ranges.some(([a, b]) => c >= a && c <= b)) out.add(ch);
  }
  return [...out];
}
