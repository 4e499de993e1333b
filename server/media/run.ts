import { spawn } from "node:child_process";

export type RunResult = { code: number | null; stdout: string; stderr: string; timedOut: boolean };

/** Kept of each output stream: enough for a transcript chunk or an error line, never unbounded. */
const MAX_OUTPUT = 1024 * 1024;

/**
 * Runs a program without a shell, collecting its output. The process is killed when the time
 * limit passes (`timedOut`) or the signal aborts (the promise then rejects with the reason).
 */
export function run(
  command: string,
  args: string[],
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    options.signal?.throwIfAborted();
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      if (stdout.length < MAX_OUTPUT) stdout += d;
    });
    child.stderr.setEncoding("utf8").on("data", (d: string) => {
      if (stderr.length < MAX_OUTPUT) stderr += d;
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, options.timeoutMs);
    const onAbort = () => child.kill("SIGKILL");
    options.signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
    };
    child.on("error", (error) => {
      done();
      reject(error);
    });
    child.on("close", (code) => {
      done();
      if (options.signal?.aborted) reject(options.signal.reason);
      else resolve({ code, stdout, stderr, timedOut });
    });
  });
}
