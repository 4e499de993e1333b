/**
 * Leads: the sales assistant's stored conversations, newest first, a page at a time for the admin
 * and as a streamed CSV (leads-csv.ts). Every query is bounded: a page asks for its threads' first
 * messages with one array parameter, however many conversations there are.
 */
import { count, desc, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { chatThreads } from "../db/schema.ts";
import { leadsCsvStream } from "./leads-csv.ts";

/** Messages of one lead shown on the admin page; the CSV has them all. */
export const MESSAGES_SHOWN = 100;

export type Lead = {
  id: string;
  language: "es" | "en";
  createdAt: string;
  updatedAt: string;
  /** Every message of the conversation, of which `messages` are the first. */
  messageCount: number;
  messages: { role: "user" | "assistant"; content: string; at: string }[];
};

type MessageRow = {
  thread_id: string;
  role: "user" | "assistant";
  content: string;
  at: string;
  total: number;
};

export function createLeadStore(db: Database) {
  /** The first MESSAGES_SHOWN messages of each thread and its message count, in one statement. */
  async function firstMessages(ids: string[]): Promise<MessageRow[]> {
    const result = await db.execute(sql`
      SELECT b.thread_id::text AS thread_id, m.role, m.content,
        to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
        n.total::int AS total
      FROM unnest(${sql.param(ids)}::uuid[]) AS b(thread_id)
        CROSS JOIN LATERAL (
          SELECT count(*) AS total FROM chat_messages c WHERE c.thread_id = b.thread_id
        ) n
        CROSS JOIN LATERAL (
          SELECT id, role, content, created_at FROM chat_messages c
          WHERE c.thread_id = b.thread_id ORDER BY id LIMIT ${MESSAGES_SHOWN}
        ) m
      ORDER BY b.thread_id, m.id`);
    return (result as unknown as { rows: MessageRow[] }).rows;
  }

  return {
    /** One page of leads, newest activity first; past the last page, no query for rows. */
    async page(page: number, perPage: number): Promise<{ leads: Lead[]; total: number }> {
      const [row] = await db.select({ n: count() }).from(chatThreads);
      const total = Number(row?.n ?? 0);
      const offset = (page - 1) * perPage;
      if (offset >= total) return { leads: [], total };
      const threads = await db
        .select()
        .from(chatThreads)
        .orderBy(desc(chatThreads.updatedAt), desc(chatThreads.id))
        .limit(perPage)
        .offset(offset);
      const messages = await firstMessages(threads.map((t) => t.id));
      const leads = threads.map((t): Lead => {
        const own = messages.filter((m) => m.thread_id === t.id);
        return {
          id: t.id,
          language: t.language,
          createdAt: t.createdAt.toISOString(),
          updatedAt: t.updatedAt.toISOString(),
          messageCount: own[0]?.total ?? 0,
          messages: own.map((m) => ({ role: m.role, content: m.content, at: m.at })),
        };
      });
      return { leads, total };
    },

    /** Every message of every lead as CSV, one row each, newest lead first, streamed. */
    csv: (): ReadableStream<Uint8Array> => leadsCsvStream(db),
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
