import { pino, type Logger } from "pino";

export type { Logger };

/** Longest a log line waits in the buffer when traffic is low. */
const FLUSH_MS = 250;

/**
 * Structured JSON logs on stdout; one line a request, with its id. Written asynchronously in
 * blocks of 4 KB (or every 250 ms), so under load a write carries tens of lines instead of one
 * syscall per request; pino flushes what is left synchronously when the process exits.
 */
export function createLogger(level: string): Logger {
  if (level === "silent") return pino({ level });
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), FLUSH_MS).unref();
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}
