/**
 * The leads CSV: one row per message, each with its conversation and, when the visitor left
 * them, the lead's contact details, interest, needs (JSON), score and booking id (empty
 * otherwise). UTF-8 with BOM so spreadsheets read accents, every field quoted, cells a
 * spreadsheet would run as a formula neutralised with a leading apostrophe. Streamed: threads are
 * read in keyset pages and their messages in bounded slices, so neither the database (one array
 * parameter per query, never one parameter per thread) nor this process holds the whole export,
 * whatever the number of conversations (issue 21, finding 5). Filtered to those with contact
 * details, as the admin list is, it follows that list's order (newest lead first) and keeps a
 * lead whose conversation is gone (or empty) as one row without a message.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { csvStream } from "./csv-stream.ts";
import type { LeadFilter } from "./leads.ts";

export const CSV_HEADER = [
  "lead",
  "language",
  "started",
  "name",
  "email",
  "phone",
  "company",
  "interest",
  "needs",
  "score",
  "booking",
  "message_time",
  "role",
  "message",
];

/** Threads per keyset page, and messages per query. */
const THREADS_PER_PAGE = 500;
const MESSAGES_PER_QUERY = 1000;

/**
 * Characters a spreadsheet treats as the start of a formula, with their full-width and small
 * forms (NFKC maps those to ASCII, and some spreadsheets do the same before evaluating), the
 * minus sign, and tab/CR, which other programs strip before reading the cell.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Leading characters a spreadsheet may skip before it looks for a formula. */
const LEADING_BLANKS = /^[\s\u200b-\u200d\u2060\ufeff]+/;

function looksLikeFormula(value: string): boolean {
  if (FORMULA_START.test(value)) return true;
  const first = [...value.replace(LEADING_BLANKS, "").slice(0, 2)][0] ?? "";
  return first === "\u2212" || FORMULA_START.test(first.normalize("NFKC"));
}

/** One field: quoted, quotes doubled, a formula-looking value behind an apostrophe. */
export function csvCell(value: string): string {
  const safe = looksLikeFormula(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvRow = (fields: string[]) => fields.map(csvCell).join(",") + "\r\n";

export function toCsv(rows: string[][]): string {
  return "\uFEFF" + rows.map(csvRow).join("");
}

type ThreadRow = {
  /** The conversation's id; a lead's own when its conversation is gone. */
  id: string;
  language: string;
  started: string;
  /** The keyset: the conversation's last activity, or the lead's creation when filtered. */
  cursor: string;
  key: string;
  /** The lead's columns, "" when the conversation has none: name to booking in CSV_HEADER. */
  contact: string[];
};
type MessageRow = { pos: number; id: string; role: string; content: string; at: string };

/** Timestamps as text: the cursor keeps PostgreSQL's microseconds, which a JS Date would lose. */
const iso = (column: string, precision: "MS" | "US") =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.${precision}"Z"')`);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The next page of threads, newest activity first, after `after` (by updated_at, then id), each
 * with its lead (leads.thread_id is unique: one row per thread, found by its index).
 */
function threadPage(db: Database, after: ThreadRow | undefined) {
  const where = after
    ? sql`WHERE (t.updated_at, t.id) < (${after.cursor}::timestamptz, ${after.key}::uuid)`
    : sql``;
  return db.execute(sql`
    SELECT t.id::text AS id, t.language, ${iso("t.created_at", "MS")} AS started,
      ${iso("t.updated_at", "US")} AS cursor, t.id::text AS key, ${LEAD_COLUMNS} AS contact
    FROM chat_threads t LEFT JOIN leads l ON l.thread_id = t.id ${where}
    ORDER BY t.updated_at DESC, t.id DESC
    LIMIT ${THREADS_PER_PAGE}`);
}

/** The next page of leads, newest first (by created_at, then id), each with its conversation. */
function leadPage(db: Database, after: ThreadRow | undefined) {
  const where = after
    ? sql`WHERE (l.created_at, l.id) < (${after.cursor}::timestamptz, ${after.key}::uuid)`
    : sql``;
  return db.execute(sql`
    SELECT COALESCE(t.id, l.id)::text AS id, COALESCE(t.language, l.language) AS language,
      ${iso("COALESCE(t.created_at, l.created_at)", "MS")} AS started,
      ${iso("l.created_at", "US")} AS cursor, l.id::text AS key, ${LEAD_COLUMNS} AS contact
    FROM leads l LEFT JOIN chat_threads t ON t.id = l.thread_id ${where}
    ORDER BY l.created_at DESC, l.id DESC
    LIMIT ${THREADS_PER_PAGE}`);
}

const LEAD_COLUMNS = sql.raw(
  "ARRAY[l.name, l.email, l.phone, l.company, l.interest, NULLIF(l.needs::text, '{}'), l.score::text, l.booking_id::text]",
);

async function pageOf(db: Database, filter: LeadFilter, after: ThreadRow | undefined) {
  const result = await (filter.contactOnly ? leadPage : threadPage)(db, after);
  return rowsOf<Omit<ThreadRow, "contact"> & { contact: (string | null)[] }>(result).map((t) => ({
    ...t,
    contact: t.contact.map((value) => value ?? ""),
  }));
}

const messageColumns = sql.raw(
  `m.id::text AS id, m.role, m.content, to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at`,
);

/**
 * Messages of `ids` (a page of threads, in export order), thread by thread and oldest first, at
 * most MESSAGES_PER_QUERY at a time. When a slice ends inside a thread, the rest of that thread is
 * read by its index alone before the remaining threads are asked for again.
 */
async function* messagesOf(db: Database, ids: string[]): AsyncGenerator<MessageRow[]> {
  let from = 0;
  let afterId: string | undefined;
  while (from < ids.length) {
    const rows =
      afterId === undefined
        ? rowsOf<MessageRow>(
            await db.execute(sql`
              SELECT (b.pos + ${from - 1})::int AS pos, ${messageColumns}
              FROM unnest(${sql.param(ids.slice(from))}::uuid[]) WITH ORDINALITY AS b(thread_id, pos)
                JOIN chat_messages m ON m.thread_id = b.thread_id
              ORDER BY b.pos, m.id
              LIMIT ${MESSAGES_PER_QUERY}`),
          )
        : rowsOf<MessageRow>(
            await db.execute(sql`
              SELECT ${from}::int AS pos, ${messageColumns}
              FROM chat_messages m
              WHERE m.thread_id = ${ids[from]}::uuid AND m.id > ${afterId}::bigint
              ORDER BY m.id
              LIMIT ${MESSAGES_PER_QUERY}`),
          );
    if (rows.length) yield rows;
    const last = rows.at(-1);
    if (rows.length < MESSAGES_PER_QUERY || !last) {
      from = afterId === undefined ? ids.length : from + 1;
      afterId = undefined;
    } else {
      from = Number(last.pos);
      afterId = last.id;
    }
  }
}

/**
 * The CSV text in pieces: header first, then every message of every conversation (or, filtered,
 * of every lead), in the admin list's order. A conversation that gets a new message while the
 * export runs moves ahead of the cursor and may be missing from this file (it is in the next
 * one); nothing is ever repeated.
 */
export async function* leadsCsvChunks(
  db: Database,
  filter: LeadFilter = { contactOnly: false },
): AsyncGenerator<string> {
  yield "\uFEFF" + csvRow(CSV_HEADER);
  let after: ThreadRow | undefined;
  for (;;) {
    const threads = await pageOf(db, filter, after);
    if (!threads.length) return;
    // A lead without a message (its conversation gone or empty) still gets its row.
    let next = 0;
    const leadsUpTo = (pos: number) => {
      let rows = "";
      for (; next < pos; next++) {
        const t = threads[next]!;
        if (t.contact[0]) rows += csvRow([t.id, t.language, t.started, ...t.contact, "", "", ""]);
      }
      return rows;
    };
    for await (const rows of messagesOf(
      db,
      threads.map((t) => t.id),
    )) {
      let chunk = "";
      for (const m of rows) {
        if (m.pos >= next) {
          chunk += leadsUpTo(m.pos);
          next = m.pos + 1;
        }
        const t = threads[m.pos]!;
        chunk += csvRow([t.id, t.language, t.started, ...t.contact, m.at, m.role, m.content]);
      }
      yield chunk;
    }
    const rest = leadsUpTo(threads.length);
    if (rest) yield rest;
    if (threads.length < THREADS_PER_PAGE) return;
    after = threads.at(-1);
  }
}

export function leadsCsvStream(db: Database, filter?: LeadFilter): ReadableStream<Uint8Array> {
  return csvStream(leadsCsvChunks(db, filter));
}
