/**
 * Leads: the sales assistant's stored conversations with, when the visitor left them, their
 * contact details (server/leads/: the lead, its score and the booking made in the chat), a page
 * at a time for the admin and as a streamed CSV (leads-csv.ts). Every query is bounded: a page
 * asks for its threads' first messages with one array parameter, however many conversations
 * there are.
 *
 * Two lists: every conversation, latest activity first; or, filtered to those with contact
 * details, the leads themselves, newest lead first (leads_created_idx), including a lead whose
 * conversation was deleted by hand.
 */
import { count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { bookings, chatThreads, leads } from "../db/schema.ts";
import type { LeadNeeds } from "../leads/schema.ts";
import { leadsCsvStream } from "./leads-csv.ts";

/** Messages of one lead shown on the admin page; the CSV has them all. */
export const MESSAGES_SHOWN = 100;

/** What the visitor left in the conversation (server/leads/store.ts). */
export type LeadContact = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  interest: string | null;
  needs: LeadNeeds;
  score: number;
  createdAt: string;
  updatedAt: string;
  /** The demo booked in the chat, if it still exists. */
  booking: {
    id: string;
    type: "demo" | "ai-development";
    start: string;
    status: "confirmed" | "cancelled";
  } | null;
};

export type Lead = {
  /** The conversation's id; a lead whose conversation is gone has the lead's own id. */
  id: string;
  language: "es" | "en";
  createdAt: string;
  updatedAt: string;
  /** Every message of the conversation, of which `messages` are the first. */
  messageCount: number;
  messages: { role: "user" | "assistant"; content: string; at: string }[];
  contact: LeadContact | null;
  /** False for a lead whose conversation was deleted. */
  hasConversation: boolean;
};

export type LeadFilter = { contactOnly: boolean };

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

  const selection = {
    thread: chatThreads,
    lead: leads,
    booking: {
      id: bookings.id,
      type: bookings.type,
      start: bookings.startAt,
      status: bookings.status,
    },
  };

  /** One page's rows: conversations (and their leads) or leads (and their conversations). */
  function rows(filter: LeadFilter, perPage: number, offset: number) {
    const query = filter.contactOnly
      ? db
          .select(selection)
          .from(leads)
          .leftJoin(chatThreads, eq(chatThreads.id, leads.threadId))
          .leftJoin(bookings, eq(bookings.id, leads.bookingId))
          .orderBy(desc(leads.createdAt), desc(leads.id))
      : db
          .select(selection)
          .from(chatThreads)
          .leftJoin(leads, eq(leads.threadId, chatThreads.id))
          .leftJoin(bookings, eq(bookings.id, leads.bookingId))
          .orderBy(desc(chatThreads.updatedAt), desc(chatThreads.id));
    return query.limit(perPage).offset(offset);
  }

  return {
    /**
     * One page of leads: every conversation, latest activity first, or (`contactOnly`) those
     * with contact details, newest lead first. Past the last page, no query for rows.
     */
    async page(
      page: number,
      perPage: number,
      filter: LeadFilter = { contactOnly: false },
    ): Promise<{ leads: Lead[]; total: number }> {
      const [row] = await db.select({ n: count() }).from(filter.contactOnly ? leads : chatThreads);
      const total = Number(row?.n ?? 0);
      const offset = (page - 1) * perPage;
      if (offset >= total) return { leads: [], total };
      const found = await rows(filter, perPage, offset);
      const threadIds = found.flatMap((r) => (r.thread ? [r.thread.id] : []));
      const messages = threadIds.length ? await firstMessages(threadIds) : [];
      const result = found.map(({ thread, lead, booking }): Lead => {
        const own = thread ? messages.filter((m) => m.thread_id === thread.id) : [];
        const contact: LeadContact | null = lead && {
          id: lead.id,
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          company: lead.company,
          interest: lead.interest,
          needs: lead.needs,
          score: lead.score,
          createdAt: lead.createdAt.toISOString(),
          updatedAt: lead.updatedAt.toISOString(),
          booking: booking && { ...booking, start: booking.start.toISOString() },
        };
        return {
          id: thread?.id ?? lead!.id,
          language: thread?.language ?? lead!.language,
          createdAt: (thread?.createdAt ?? lead!.createdAt).toISOString(),
          updatedAt: (thread?.updatedAt ?? lead!.updatedAt).toISOString(),
          messageCount: own[0]?.total ?? 0,
          messages: own.map((m) => ({ role: m.role, content: m.content, at: m.at })),
          contact,
          hasConversation: Boolean(thread),
        };
      });
      return { leads: result, total };
    },

    /** Every message of every conversation (or lead) as CSV, one row each, in page order, streamed. */
    csv: (filter?: LeadFilter): ReadableStream<Uint8Array> => leadsCsvStream(db, filter),
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
