/**
 * Test media made on the fly with ffmpeg from Debian's `pocketsphinx-testdata`: real recorded
 * speech (LibriVox clips) with its known transcript, muxed into MP4 with a video track. Nothing
 * binary is committed.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const LIBRIVOX_DIR = "/usr/share/pocketsphinx/test/data/librivox";

/** Clip id → reference transcript, from the package's `transcription` file. */
export function librivoxTranscripts(): Map<string, string> {
  const lines = readFileSync(join(LIBRIVOX_DIR, "transcription"), "utf8").trim().split("\n");
  return new Map(
    lines.map((line) => {
      const [, text, id] = /^<s>(.*)<\/s>\s*\((.+)\)$/.exec(line.trim())!;
      return [id!, text!.trim()];
    }),
  );
}

function ffmpeg(args: string[]) {
  execFileSync("ffmpeg", ["-nostdin", "-hide_banner", "-v", "error", "-y", ...args]);
}

/**
 * An MP4 (H.264 + AAC, moov first) of the given LibriVox clips one after the other, over a
 * plain coloured picture. Returns its path and the reference text.
 */
export function speechVideo(dir: string, clipIds: string[], name = "speech.mp4") {
  const all = librivoxTranscripts();
  const list = join(dir, `${name}.txt`);
  writeFileSync(list, clipIds.map((id) => `file '${join(LIBRIVOX_DIR, `${id}.wav`)}'`).join("\n"));
  const out = join(dir, name);
  // prettier-ignore
  ffmpeg([
    "-f", "lavfi", "-i", "color=c=0x0a6e6e:s=320x240:r=10",
    "-f", "concat", "-safe", "0", "-i", list,
    "-shortest", "-map", "0:v", "-map", "1:a",
    "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p",
    "-c:a", "aac", "-b:a", "64k", "-movflags", "+faststart", out,
  ]);
  return { path: out, reference: clipIds.map((id) => all.get(id)!).join(" ") };
}

/** A short MP4 with a picture and no audio track. */
export function silentVideo(dir: string) {
  const out = join(dir, "no-audio.mp4");
  // prettier-ignore
  ffmpeg(["-f", "lavfi", "-i", "color=c=red:s=160x120:r=10", "-t", "1", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", out]);
  return out;
}

/** The first `fraction` of a file's bytes, as a truncated download would leave it. */
export function truncated(path: string, dir: string, fraction = 0.6) {
  const bytes = readFileSync(path);
  const out = join(dir, "truncated.mp4");
  writeFileSync(out, bytes.subarray(0, Math.floor(bytes.length * fraction)));
  return out;
}

export const SHORT_CLIP = "sense_and_sensibility_01_austen_64kb-0880";
export const ALL_CLIPS = [
  "sense_and_sensibility_01_austen_64kb-0870",
  "sense_and_sensibility_01_austen_64kb-0880",
  "sense_and_sensibility_01_austen_64kb-0890",
  "sense_and_sensibility_01_austen_64kb-0920",
  "sense_and_sensibility_01_austen_64kb-0930",
];
