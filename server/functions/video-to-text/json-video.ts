/**
 * A streaming reader for the spec's JSON form `{ "videoBase64": "...", "fileName": "..." }`:
 * the base64 text is decoded as it arrives, so memory stays at one network chunk however large
 * the video (a 100 MiB video is 133 MiB of base64). Only a flat object is accepted; other
 * string fields are kept up to 1 KiB, unknown fields are skipped.
 */
export class JsonVideoError extends Error {
  code: "bad_request" | "bad_base64";
  constructor(code: "bad_request" | "bad_base64", detail: string) {
    super(detail);
    this.name = "JsonVideoError";
    this.code = code;
  }
}

const VIDEO_KEY = "videoBase64";
const MAX_FIELD = 1024;
const BASE64 = /^[A-Za-z0-9+/]*$/;

type State =
  | "start"
  | "key-or-end"
  | "key"
  | "colon"
  | "value"
  | "string"
  | "literal"
  | "comma-or-end"
  | "done";

export function createJsonVideoReader() {
  let state: State = "start";
  let key = "";
  let text = "";
  let escape = false;
  let unicode = "";
  let inVideo = false;
  let sawVideo = false;
  // Base64 decoding state.
  let carry = "";
  let padding = 0;
  let prefix: string | undefined = "";
  const fields: Record<string, string> = {};

  const bad = (detail: string) => new JsonVideoError("bad_request", detail);
  const badBase64 = (detail: string) => new JsonVideoError("bad_base64", detail);

  /** Feeds base64 characters (no quotes, escapes resolved); returns whole decoded bytes. */
  function base64(chars: string, out: Buffer[]) {
    if (prefix !== undefined) {
      // An optional data URL prefix ("data:video/mp4;base64,") as FileReader produces it.
      prefix += chars;
      const maybeData = prefix.length < 5 ? "data:".startsWith(prefix) : prefix.startsWith("data:");
      if (!maybeData) {
        chars = prefix;
        prefix = undefined;
      } else {
        const comma = prefix.indexOf(",");
        if (comma < 0) {
          if (prefix.length > 200) throw badBase64("data URL prefix too long");
          return;
        }
        chars = prefix.slice(comma + 1);
        prefix = undefined;
      }
    }
    let clean = chars.replace(/[\r\n\t ]+/g, "");
    const pad = clean.indexOf("=");
    if (padding > 0 && clean.replace(/=/g, "").length > 0) throw badBase64("data after padding");
    if (pad >= 0) {
      const tail = clean.slice(pad);
      if (!/^=+$/.test(tail)) throw badBase64("data after padding");
      padding += tail.length;
      if (padding > 2) throw badBase64("too much padding");
      clean = clean.slice(0, pad);
    }
    if (!BASE64.test(clean)) throw badBase64("character outside base64");
    carry += clean;
    const whole = carry.length - (carry.length % 4);
    if (whole > 0) {
      out.push(Buffer.from(carry.slice(0, whole), "base64"));
      carry = carry.slice(whole);
    }
  }

  function finishVideo(out: Buffer[]) {
    if (prefix !== undefined && prefix.length > 0) {
      if (prefix.startsWith("data:")) throw badBase64("data URL without data");
      const rest = prefix;
      prefix = undefined;
      base64(rest, out);
    }
    if (carry.length % 4 === 1) throw badBase64("truncated base64");
    if (padding > 0 && (carry.length + padding) % 4 !== 0) throw badBase64("bad padding");
    if (carry.length > 0) out.push(Buffer.from(carry, "base64"));
    carry = "";
  }

  function endString(out: Buffer[]) {
    if (inVideo) {
      finishVideo(out);
      inVideo = false;
      sawVideo = true;
    } else if (state === "string") {
      fields[key] = text;
    }
  }

  return {
    /** Feeds decoded text; returns the video bytes completed by it (possibly none). */
    push(chunk: string): Buffer[] {
      const out: Buffer[] = [];
      let i = 0;
      while (i < chunk.length) {
        if (state === "string" || state === "key") {
          if (escape || unicode) {
            const ch = chunk[i++]!;
            if (unicode) {
              unicode += ch;
              if (unicode.length === 5) {
                const code = Number.parseInt(unicode.slice(1), 16);
                if (Number.isNaN(code)) throw bad("bad unicode escape");
                if (inVideo) throw badBase64("character outside base64");
                text += String.fromCharCode(code);
                unicode = "";
              }
              continue;
            }
            escape = false;
            const map: Record<string, string> = {
              n: "\n",
              r: "\r",
              t: "\t",
              b: "\b",
              f: "\f",
              "/": "/",
              "\\": "\\",
              '"': '"',
            };
            if (ch === "u") {
              unicode = "u";
              continue;
            }
            const value = map[ch];
            if (value === undefined) throw bad("bad escape");
            if (inVideo) base64(value, out);
            else text += value;
            if (!inVideo && text.length > MAX_FIELD) throw bad("field too long");
            continue;
          }
          // Bulk: up to the next quote or backslash.
          let end = i;
          while (end < chunk.length && chunk[end] !== '"' && chunk[end] !== "\\") end++;
          const piece = chunk.slice(i, end);
          if (inVideo) base64(piece, out);
          else {
            text += piece;
            if (text.length > MAX_FIELD) throw bad("field too long");
          }
          i = end;
          if (i >= chunk.length) break;
          const ch = chunk[i++]!;
          if (ch === "\\") {
            escape = true;
            continue;
          }
          // Closing quote.
          if (state === "key") {
            key = text;
            state = "colon";
          } else {
            endString(out);
            state = "comma-or-end";
          }
          continue;
        }
        const ch = chunk[i]!;
        if (ch === " " || ch === "\n" || ch === "\r" || ch === "\t") {
          if (state === "literal") state = "comma-or-end";
          i++;
          continue;
        }
        switch (state) {
          case "start":
            if (ch !== "{") throw bad("not a JSON object");
            state = "key-or-end";
            break;
          case "key-or-end":
            if (ch === "}") state = "done";
            else if (ch === '"') {
              state = "key";
              text = "";
            } else throw bad("expected a key");
            break;
          case "colon":
            if (ch !== ":") throw bad("expected a colon");
            state = "value";
            break;
          case "value":
            if (ch === '"') {
              state = "string";
              text = "";
              if (key === VIDEO_KEY) {
                if (sawVideo) throw bad("two videos");
                inVideo = true;
              }
            } else if (/[-0-9tfn]/.test(ch) && key !== VIDEO_KEY) state = "literal";
            else throw bad("unsupported value");
            break;
          case "literal":
            if (ch === ",") state = "key-or-end";
            else if (ch === "}") state = "done";
            else if (!/[-+.0-9a-zA-Z]/.test(ch)) throw bad("bad literal");
            break;
          case "comma-or-end":
            if (ch === ",") state = "key-or-end";
            else if (ch === "}") state = "done";
            else throw bad("expected a comma");
            break;
          case "done":
            throw bad("data after the object");
        }
        i++;
      }
      return out;
    },
    /** The other string fields; throws when the JSON is incomplete or had no video. */
    end(): { fields: Record<string, string>; hasVideo: boolean } {
      if (state !== "done") throw bad(state === "start" ? "empty body" : "incomplete JSON");
      return { fields, hasVideo: sawVideo };
    },
  };
}
