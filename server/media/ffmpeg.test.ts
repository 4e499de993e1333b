/**
 * Audio extraction with the real ffmpeg: its length limit counts decoded samples, so a container
 * whose header understates its length cannot make the server decode more than the limit.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  decodedSeconds,
  probedSeconds,
  understatedMkv,
} from "../../tests/support/video-to-text.ts";
import { extractAudio, findFfmpeg, probe, wavSeconds } from "./ffmpeg.ts";

const dir = mkdtempSync(join(tmpdir(), "ffmpeg-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("extractAudio", () => {
  it("stops at the limit it is given, counting decoded audio rather than the header", async () => {
    const paths = findFfmpeg()!;
    const lying = understatedMkv(dir, 120, 3);
    // The premise: the header says 3 s, the content decodes to 120 s.
    expect(probedSeconds(lying)).toBeCloseTo(3, 0);
    expect((await probe(paths, lying, { timeoutMs: 10_000 })).durationSec).toBeCloseTo(3, 0);
    expect(decodedSeconds(lying)).toBeGreaterThan(119);

    const out = join(dir, "chunks");
    mkdirSync(out);
    const chunks = await extractAudio(paths, lying, out, {
      chunkSec: 30,
      timeoutMs: 10_000,
      maxSec: 10,
    });
    const seconds = wavSeconds(chunks.map((f) => statSync(f).size));
    // Capped just past the limit (so the caller can tell "too long" from "exactly the limit").
    expect(seconds).toBeGreaterThan(10);
    expect(seconds).toBeLessThanOrEqual(11.01);
  });
});
