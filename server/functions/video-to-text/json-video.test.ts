import { describe, expect, it } from "vitest";
import { createJsonVideoReader, JsonVideoError } from "./json-video.ts";

/** Feeds the text in pieces of `size` characters and returns the decoded video and fields. */
function read(text: string, size: number) {
  const reader = createJsonVideoReader();
  const parts: Buffer[] = [];
  for (let i = 0; i < text.length; i += size) parts.push(...reader.push(text.slice(i, i + size)));
  return { video: Buffer.concat(parts), ...reader.end() };
}

const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7) % 256));

describe("streaming JSON video reader", () => {
  it("decodes the base64 video whatever the chunk boundaries, keeping the other fields", () => {
    const json = JSON.stringify({
      fileName: "clip ñ.mp4",
      videoBase64: bytes.toString("base64"),
      lang: "en",
    });
    for (const size of [1, 3, 7, 64, json.length]) {
      const out = read(json, size);
      expect(out.video.equals(bytes), `chunk ${size}`).toBe(true);
      expect(out.fields).toEqual({ fileName: "clip ñ.mp4", lang: "en" });
      expect(out.hasVideo).toBe(true);
    }
  });

  it("accepts a data URL prefix, escaped slashes, line breaks and unpadded base64", () => {
    const b64 = bytes.subarray(0, 100).toString("base64");
    const wrapped = `data:video/mp4;base64,${b64.slice(0, 40)}\\n${b64.slice(40).replace(/\//g, "\\/")}`;
    expect(read(`{"videoBase64":"${wrapped}"}`, 5).video.equals(bytes.subarray(0, 100))).toBe(true);
    const unpadded = bytes.subarray(0, 10).toString("base64").replace(/=+$/, "");
    expect(read(`{"videoBase64":"${unpadded}"}`, 4).video.equals(bytes.subarray(0, 10))).toBe(true);
  });

  it("skips unknown fields and literals", () => {
    const out = read('{"a": 1, "b": true, "videoBase64": "AAAA", "c": null}', 2);
    expect(out.video.equals(Buffer.from([0, 0, 0]))).toBe(true);
  });

  it.each([
    ['{"videoBase64":"AA$A"}', "bad_base64"],
    ['{"videoBase64":"AA=A"}', "bad_base64"],
    ['{"videoBase64":"A"}', "bad_base64"],
    ['{"videoBase64":"AAAA"', "bad_request"],
    ["[1]", "bad_request"],
    ['{"videoBase64":{"x":1}}', "bad_request"],
    ['{"videoBase64":"AAAA"} x', "bad_request"],
    [`{"fileName":"${"x".repeat(2000)}","videoBase64":"AAAA"}`, "bad_request"],
  ])("refuses %s", (json, code) => {
    let error: unknown;
    try {
      read(json, 3);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(JsonVideoError);
    expect((error as JsonVideoError).code).toBe(code);
  });

  it("reports a JSON object without a video", () => {
    expect(read('{"fileName":"a.mp4"}', 4).hasVideo).toBe(false);
  });
});
