import { describe, expect, it } from "vitest";
import { createSseParser, type SseEvent } from "./sse.ts";

const encoder = new TextEncoder();

/** Feeds `bytes` cut at `cuts` (byte offsets) and collects every event. */
function parse(bytes: Uint8Array, cuts: number[]): SseEvent[] {
  const parser = createSseParser();
  const out: SseEvent[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    out.push(...parser.push(bytes.slice(from, cut)));
    from = cut;
  }
  return [...out, ...parser.end()];
}

const stream = [
  ": a comment the server may send to keep the connection open",
  "event: delta",
  'data: {"text":"¡Hola! Soy Sofía 👋 "}',
  "",
  "event: reset",
  "data: {}",
  "",
  "event: delta",
  'data: {"text":"Diamante cuesta 99.00 USD"}',
  "",
  "event: done",
  'data: {"threadId":"t","message":"línea 1',
  'data: línea 2"}',
  "",
  "",
].join("\n");

const expected: SseEvent[] = [
  { event: "delta", data: '{"text":"¡Hola! Soy Sofía 👋 "}' },
  { event: "reset", data: "{}" },
  { event: "delta", data: '{"text":"Diamante cuesta 99.00 USD"}' },
  { event: "done", data: '{"threadId":"t","message":"línea 1\nlínea 2"}' },
];

describe("server-sent events parser", () => {
  it("reads a whole stream in one piece", () => {
    expect(parse(encoder.encode(stream), [])).toEqual(expected);
  });

  it("reads the same events whatever byte the stream is cut at, even inside a character", () => {
    const bytes = encoder.encode(stream);
    for (let cut = 1; cut < bytes.length; cut++)
      expect(parse(bytes, [cut]), `cut at ${cut}`).toEqual(expected);
  });

  it("reads the same events from pieces of one byte and of random sizes", () => {
    const bytes = encoder.encode(stream);
    expect(
      parse(
        bytes,
        Array.from({ length: bytes.length - 1 }, (_, i) => i + 1),
      ),
    ).toEqual(expected);
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 200; round++) {
      const cuts = [
        ...new Set(Array.from({ length: 12 }, () => Math.floor(random() * bytes.length))),
      ]
        .filter((c) => c > 0)
        .sort((a, b) => a - b);
      expect(parse(bytes, cuts), cuts.join(",")).toEqual(expected);
    }
  });

  it("accepts \\r\\n and \\r line ends, also when a piece ends between \\r and \\n", () => {
    for (const eol of ["\r\n", "\r"]) {
      const bytes = encoder.encode(stream.replaceAll("\n", eol));
      for (let cut = 1; cut < bytes.length; cut++)
        expect(parse(bytes, [cut]), `${JSON.stringify(eol)} cut at ${cut}`).toEqual(expected);
    }
  });

  it("follows the format's field rules", () => {
    const text = [
      "\uFEFFdata:no space",
      "",
      "event:named",
      "data",
      "id: 4",
      "retry: 1000",
      "",
      "event: ignored without data",
      "",
      "data: half an event at the end is dropped",
    ].join("\n");
    const parser = createSseParser();
    expect([...parser.push(text), ...parser.end()]).toEqual([
      { event: "message", data: "no space" },
      { event: "named", data: "" },
    ]);
  });
});
