/**
 * How an error is written to the log: its type, code and first message line, short, and where it
 * was thrown. Never what a visitor sent: drizzle's "Failed query" message carries the statement
 * and every parameter (chat text, e-mails; one line once reached 2.4 MB), and PostgreSQL quotes
 * the offending value in its messages and details. Those are dropped or blanked here, for every
 * `err` the logger writes (./logger.ts).
 */
const MAX_MESSAGE = 200;
const MAX_FRAMES = 8;

type Logged = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  stack?: string;
  cause?: Logged;
};

function firstLine(text: string): string {
  const line = text.split("\n", 1)[0] ?? "";
  return line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE)}…` : line;
}

export function logError(error: unknown, depth = 0): Logged {
  if (!(error instanceof Error)) return { type: typeof error, message: firstLine(String(error)) };
  const fields = error as Error & { code?: unknown; constraint?: unknown; cause?: unknown };
  const code = typeof fields.code === "string" ? fields.code : undefined;
  let message = error.message;
  // drizzle: "Failed query: <sql>\nparams: <values>" — the cause says what went wrong.
  if (message.startsWith("Failed query")) message = "Failed query";
  // A database's message quotes the value it refused (`invalid input syntax …: "<value>"`).
  else if (code && /^[0-9A-Z]{5}$/.test(code)) message = message.replace(/"[^"]*"/g, '"…"');
  const frames = error.stack
    ?.split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, MAX_FRAMES)
    .join("\n");
  return {
    type: error.name,
    message: firstLine(message),
    ...(code && { code }),
    ...(typeof fields.constraint === "string" && { constraint: fields.constraint }),
    // Where it was thrown; a cause's frames are the driver's and add length, not information.
    ...(frames && depth === 0 && { stack: frames }),
    ...(fields.cause !== undefined && depth < 3 && { cause: logError(fields.cause, depth + 1) }),
  };
}
