/**
 * A small iCalendar reader for tests: unfolds lines, splits name, parameters and value (quoted
 * parameter values may hold ':' and ';') and unescapes TEXT. Strict where the writer could go
 * wrong: bare LF or CR, and a component that does not close, throw.
 */
export type IcsComponent = {
  props: Record<string, string>;
  params: Record<string, Record<string, string>>;
};
export type ParsedIcs = IcsComponent & { events: IcsComponent[] };

function unescape(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

function splitLine(line: string) {
  let i = 0;
  let inQuote = false;
  const head: string[] = [""];
  for (; i < line.length; i++) {
    const c = line[i]!;
    if (c === '"') inQuote = !inQuote;
    else if (!inQuote && c === ":") break;
    else if (!inQuote && c === ";") {
      head.push("");
      continue;
    }
    head[head.length - 1] += c;
  }
  if (i === line.length) throw new Error(`no value in line: ${line}`);
  const [name, ...rawParams] = head;
  const params: Record<string, string> = {};
  for (const p of rawParams) {
    const eq = p.indexOf("=");
    params[p.slice(0, eq)] = p.slice(eq + 1).replace(/^"(.*)"$/, "$1");
  }
  return { name: name!, params, value: line.slice(i + 1) };
}

export function parseIcs(text: string): ParsedIcs {
  if (/[^\r]\n|\r[^\n]/.test(text)) throw new Error("line ends must be CRLF");
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  if (lines.at(-1) === "") lines.pop();
  const calendar: ParsedIcs = { props: {}, params: {}, events: [] };
  const stack: string[] = [];
  let target: IcsComponent = calendar;
  for (const line of lines) {
    const { name, params, value } = splitLine(line);
    if (name === "BEGIN") {
      stack.push(value);
      if (value === "VEVENT") {
        target = { props: {}, params: {} };
        calendar.events.push(target);
      }
      continue;
    }
    if (name === "END") {
      if (stack.pop() !== value) throw new Error(`unbalanced END:${value}`);
      target = calendar;
      continue;
    }
    target.props[name] = unescape(value);
    target.params[name] = params;
  }
  if (stack.length > 0) throw new Error(`unclosed ${stack.join(", ")}`);
  return calendar;
}
