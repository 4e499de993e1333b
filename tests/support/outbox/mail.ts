/**
 * Reading what a real SMTP server received, for tests: a minimal MIME reader (headers with
 * encoded words, nested multiparts, base64 and quoted-printable bodies) and an smtp-server that
 * keeps every message, with optional authentication and per-recipient refusals.
 */
import { SMTPServer } from "smtp-server";

export type MimePart = {
  headers: Record<string, string>;
  body: string;
  parts: MimePart[];
};

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([\w-]+)\?([bBqQ])\?([^?]*)\?=/g, (_, _charset, enc: string, text: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
        "latin1",
      ).toString("utf8");
    default:
      return body;
  }
}

export function parseMime(raw: string): MimePart {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const rest = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const chunks = rest.split(`--${boundary}`).slice(1, -1);
    return {
      headers,
      body: "",
      parts: chunks.map((chunk) => parseMime(chunk.replace(/^\r\n/, "").replace(/\r\n$/, ""))),
    };
  }
  return { headers, body: decodeBody(rest, headers["content-transfer-encoding"]), parts: [] };
}

/** Every leaf part, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

export type Received = { from: string; to: string[]; raw: string; mail: MimePart };

export async function startSmtpServer(
  options: {
    user?: string;
    pass?: string;
    refuse?: (rcpt: string) => string | undefined;
    port?: number;
  } = {},
) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: options.user ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true,
    authOptional: !options.user,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass)
        callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (refusal) {
        const error = new Error(refusal) as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          mail: parseMime(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    port,
    received,
    url: options.user
      ? `smtp://${options.user}:${options.pass}@127.0.0.1:${port}`
      : `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
