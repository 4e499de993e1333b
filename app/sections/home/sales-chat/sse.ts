/**
 * A reader of server-sent events (the WHATWG "text/event-stream" format) for bytes that arrive
 * in pieces of any size: a piece may end inside a line, inside a "\r\n" or inside a multi-byte
 * character. Only what the chat needs: `event`, `data` (lines joined with "\n"), comments
 * ignored, `id` and `retry` ignored, an event without `data` not dispatched.
 */
export type SseEvent = { event: string; data: string };

export function createSseParser() {
  const decoder = new TextDecoder();
  let buffer = "";
  let started = false;
  // A "\r" ended the last piece: a "\n" opening the next one belongs to it.
  let afterCr = false;
  let event = "";
  let data: string[] = [];

  function line(text: string, out: SseEvent[]) {
    if (text === "") {
      if (data.length) out.push({ event: event || "message", data: data.join("\n") });
      event = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }

  function lines(text: string, out: SseEvent[]) {
    buffer += text;
    if (!started && buffer.length) {
      started = true;
      if (buffer.startsWith("\uFEFF")) buffer = buffer.slice(1);
    }
    if (afterCr && buffer.startsWith("\n")) buffer = buffer.slice(1);
    afterCr = false;
    let end: number;
    while ((end = buffer.search(/[\r\n]/)) >= 0) {
      const cr = buffer[end] === "\r";
      // A "\r" as the last character may be half of a "\r\n" still on its way.
      const crlf = cr && buffer[end + 1] === "\n";
      line(buffer.slice(0, end), out);
      buffer = buffer.slice(end + (crlf ? 2 : 1));
      if (cr && !crlf && buffer === "") afterCr = true;
    }
  }

  return {
    /** The events completed by this piece, in order. */
    push(chunk: Uint8Array | string): SseEvent[] {
      const out: SseEvent[] = [];
      lines(typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }), out);
      return out;
    },
    /** The stream ended: an event not closed by a blank line is dropped, as the format says. */
    end(): SseEvent[] {
      const out: SseEvent[] = [];
      lines(decoder.decode(), out);
      buffer = "";
      return out;
    },
  };
}
