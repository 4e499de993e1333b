import { pino, type Logger } from "pino";
import { logError } from "./log-error.ts";

export type { Logger };

/** Longest a log line waits in the buffer when traffic is low. */
const FLUSH_MS = 250;

/**
 * Structured JSON logs on stdout; one line a request, with its id. Written asynchronously in
 * blocks of 4 KB (or every 250 ms), so under load a write carries tens of lines instead of one
 * syscall per request; pino flushes what is left synchronously when the process exits.
 */
export function createLogger(
  level: string,
  /** Where lines go (tests); stdout, buffered, by default. */
  destination?: pino.DestinationStream,
): Logger {
  if (level === "silent") return pino({ level });
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      // Errors without the statement, parameters or values a visitor sent (./log-error.ts).
      serializers: { err: logError },
    },
    destination ?? bufferedStdout(),
  );
}

function bufferedStdout(): pino.DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), FLUSH_MS).unref();
  return destination;
}
