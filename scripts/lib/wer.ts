/** Word error rate: word-level edit distance over the reference length, after normalising. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/<\/?s>/g, " ")
    .replace(/[^a-z0-9' ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w === "mr" ? "mister" : w === "mrs" ? "missus" : w));
}

export function wordErrorRate(reference: string, hypothesis: string): number {
  const ref = normaliseWords(reference);
  const hyp = normaliseWords(hypothesis);
  if (ref.length === 0) return hyp.length === 0 ? 0 : 1;
  let prev = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const row = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const same = ref[i - 1] === hyp[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + same);
    }
    prev = row;
  }
  return prev[hyp.length]! / ref.length;
}
