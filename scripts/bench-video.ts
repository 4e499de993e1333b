/**
 * `npm run bench:video [-- --url http://host:port] [--json]`: makes a ~100 MB MP4 (noise picture,
 * LibriVox speech looped; kept in .tmp/), uploads it to the server and prints the server's peak
 * RSS growth and the time of each stage (upload, extract, recognise; from Server-Timing).
 * Without --url it starts the server itself on BENCH_PORT (4512) over the existing build, so it
 * can sample the process's memory; with --url only the timings are printed.
 * Target: RSS growth of the server process ≤ 64 MB while it receives and processes the video.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ALL_CLIPS, LIBRIVOX_DIR, librivoxTranscripts } from "../tests/support/speech-media.ts";
import { wordErrorRate } from "./lib/wer.ts";

const root = join(import.meta.dirname, "..");
const args = process.argv.slice(2);
const urlArg = args.includes("--url") ? args[args.indexOf("--url") + 1] : undefined;
const withJson = args.includes("--json");
const TARGET_MB = 64;

function makeVideo(): string {
  const dir = join(root, ".tmp");
  mkdirSync(dir, { recursive: true });
  const out = join(dir, "bench-100mb.mp4");
  if (existsSync(out)) return out;
  const list = join(dir, "bench-clips.txt");
  const speech = join(dir, "bench-speech.wav");
  writeFileSync(list, ALL_CLIPS.map((c) => `file '${join(LIBRIVOX_DIR, `${c}.wav`)}'`).join("\n"));
  execFileSync("ffmpeg", [
    "-nostdin",
    "-v",
    "error",
    "-y",
    "-f",
    "concat",
    "-safe",
    "0",
    "-i",
    list,
    "-c",
    "copy",
    speech,
  ]);
  // prettier-ignore
  execFileSync("ffmpeg", [
    "-nostdin", "-v", "error", "-y",
    "-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", "320x240", "-r", "25", "-i", "/dev/urandom",
    "-stream_loop", "-1", "-i", speech,
    "-t", "60", "-fs", "99000000", "-map", "0:v", "-map", "1:a",
    "-c:v", "mpeg4", "-q:v", "2", "-c:a", "aac", "-b:a", "64k", out,
  ]);
  return out;
}

/** RSS of a process and of it plus its children, in bytes (Linux /proc). */
function rss(pid: number): { self: number; tree: number } {
  const read = (p: number) => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, "utf8"));
      return m ? Number(m[1]) * 1024 : 0;
    } catch {
      return 0;
    }
  };
  const children = (p: number): number[] => {
    try {
      return readdirSync(`/proc/${p}/task`).flatMap((t) =>
        readFileSync(`/proc/${p}/task/${t}/children`, "utf8")
          .trim()
          .split(/\s+/)
          .filter(Boolean)
          .map(Number),
      );
    } catch {
      return [];
    }
  };
  const all = (p: number): number[] => [p, ...children(p).flatMap(all)];
  const self = read(pid);
  return { self, tree: all(pid).reduce((sum, p) => sum + read(p), 0) };
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 200));
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
  }
  child.kill();
  throw new Error("server did not start (run `npm run build` first)");
}

type Result = { status: number; body: string; timing: Record<string, number>; totalMs: number };

/** Streams the file to the function as multipart or as JSON base64, never holding it whole. */
function upload(base: string, file: string, form: "multipart" | "json"): Promise<Result> {
  const size = statSync(file).size;
  const boundary = "----bench";
  const head =
    form === "multipart"
      ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`
      : '{"fileName":"bench.mp4","videoBase64":"';
  const tail = form === "multipart" ? `\r\n--${boundary}--\r\n` : '"}';
  const bodyLength =
    Buffer.byteLength(head) +
    (form === "multipart" ? size : Math.ceil(size / 3) * 4) +
    Buffer.byteLength(tail);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/functions/v1/video-to-text?lang=en`,
      {
        method: "POST",
        headers: {
          "Content-Type":
            form === "multipart" ? `multipart/form-data; boundary=${boundary}` : "application/json",
          "Content-Length": bodyLength,
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (d: string) => (body += d));
        res.on("end", () => {
          const timing = Object.fromEntries(
            String(res.headers["server-timing"] ?? "")
              .split(",")
              .map((p) => /(\w+);dur=(\d+)/.exec(p))
              .filter((m) => m !== null)
              .map((m) => [m[1]!, Number(m[2])]),
          );
          resolve({ status: res.statusCode!, body, timing, totalMs: performance.now() - started });
        });
      },
    );
    req.on("error", reject);
    req.write(head);
    let carry = Buffer.alloc(0);
    const base64 = new Transform({
      transform(chunk: Buffer, _enc, done) {
        const data = Buffer.concat([carry, chunk]);
        const whole = data.length - (data.length % 3);
        carry = data.subarray(whole);
        done(null, data.subarray(0, whole).toString("base64"));
      },
      flush(done) {
        done(null, carry.toString("base64"));
      },
    });
    const source = createReadStream(file, { highWaterMark: 256 * 1024 });
    const streams = form === "multipart" ? [source] : [source, base64];
    pipeline([...streams, req] as unknown as [NodeJS.ReadableStream, NodeJS.WritableStream], {
      end: false,
    })
      .then(() => req.end(tail))
      .catch(reject);
  });
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const file = makeVideo();
const port = Number(process.env.BENCH_PORT ?? 4512);
const server = urlArg ? undefined : await startServer(port);
const base = urlArg ?? `http://127.0.0.1:${port}`;
const reference = [...librivoxTranscripts().values()].join(" ");
console.log(`video: ${file} (${mb(statSync(file).size)} MiB)`);
try {
  for (const form of withJson ? (["multipart", "json"] as const) : (["multipart"] as const)) {
    if (server) await new Promise((r) => setTimeout(r, 500));
    const baseline = server ? rss(server.pid!) : undefined;
    let peak = baseline ?? { self: 0, tree: 0 };
    const sampler = server
      ? setInterval(() => {
          const now = rss(server.pid!);
          peak = { self: Math.max(peak.self, now.self), tree: Math.max(peak.tree, now.tree) };
        }, 50)
      : undefined;
    const result = await upload(base, file, form);
    clearInterval(sampler);
    const reply = JSON.parse(result.body) as { text?: string; durationSec?: number };
    console.log(`\n${form}: HTTP ${result.status}, total ${(result.totalMs / 1000).toFixed(1)} s`);
    console.log(
      `  stages: upload ${result.timing.upload} ms, extract ${result.timing.extract} ms, recognise ${result.timing.recognise} ms (audio ${reply.durationSec} s)`,
    );
    if (reply.text) {
      // The audio is the five LibriVox clips looped: score the first pass only.
      const words = reference.split(/\s+/).length;
      const firstPass = reply.text.split(/\s+/).slice(0, words).join(" ");
      console.log(`  WER of the first loop: ${wordErrorRate(reference, firstPass).toFixed(3)}`);
    } else console.log(`  reply: ${result.body.slice(0, 300)}`);
    if (baseline) {
      const growth = peak.self - baseline.self;
      console.log(
        `  server RSS: baseline ${mb(baseline.self)} MiB, peak ${mb(peak.self)} MiB, growth ${mb(growth)} MiB (target ≤ ${TARGET_MB}) ${growth <= TARGET_MB * 1024 * 1024 ? "OK" : "OVER"}`,
      );
      console.log(`  peak RSS with ffmpeg/pocketsphinx children: ${mb(peak.tree)} MiB`);
    }
  }
} finally {
  server?.kill("SIGTERM");
}
