import { pino, type Logger } from "pino";

export type { Logger };

/**
 * Structured JSON logs on stdout; one line a request, with its id. Written asynchronously
 * (lines that arrive while a write is in flight go out together), so logging never blocks a
 * request on the terminal or pipe; pino flushes what is left synchronously when the process exits.
 */
export function createLogger(level: string): Logger {
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    level === "silent" ? undefined : pino.destination({ dest: 1, sync: false }),
  );
}
