import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks React Router's module preloads `fetchpriority="low"` in the HTML stream. The page is
 * rendered on the server and readable without scripts, so on a slow phone link the stylesheet,
 * the font and the first paint should get the bandwidth before ~130 KB of hydration code; the
 * preloads still start at once, in parallel, so nothing waits on a chain of imports.
 * (`<Scripts>` offers no prop for it, hence the rewrite.)
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  // The end of a chunk that could be the start of a tag split across two chunks.
  let carry = "";
  const rewrite = (text: string) => text.replaceAll(PRELOAD, LOW);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const keep = partialTagLength(text);
      carry = text.slice(text.length - keep);
      callback(null, rewrite(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}

/** Length of the longest suffix of `text` that is a proper prefix of the preload tag. */
function partialTagLength(text: string): number {
  for (let n = Math.min(PRELOAD.length - 1, text.length); n > 0; n--)
    if (PRELOAD.startsWith(text.slice(text.length - n))) return n;
  return 0;
}
