/**
 * Leads: the sales assistant's stored conversations, newest first, and their CSV export
 * (UTF-8 with BOM so spreadsheets read accents; every field quoted; cells that a spreadsheet would
 * run as a formula are neutralised with a leading apostrophe).
 */
import { count, desc, inArray, asc } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { chatMessages, chatThreads } from "../db/schema.ts";

export type Lead = {
  id: string;
  language: "es" | "en";
  createdAt: string;
  updatedAt: string;
  messages: { role: "user" | "assistant"; content: string; at: string }[];
};

export function createLeadStore(db: Database) {
  async function withMessages(threads: (typeof chatThreads.$inferSelect)[]): Promise<Lead[]> {
    if (!threads.length) return [];
    const rows = await db
      .select()
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.threadId,
          threads.map((t) => t.id),
        ),
      )
      .orderBy(asc(chatMessages.id));
    return threads.map((t) => ({
      id: t.id,
      language: t.language,
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
      messages: rows
        .filter((m) => m.threadId === t.id)
        .map((m) => ({ role: m.role, content: m.content, at: m.createdAt.toISOString() })),
    }));
  }

  return {
    async page(page: number, perPage: number) {
      const [total] = await db.select({ n: count() }).from(chatThreads);
      const threads = await db
        .select()
        .from(chatThreads)
        .orderBy(desc(chatThreads.updatedAt), desc(chatThreads.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { leads: await withMessages(threads), total: Number(total?.n ?? 0) };
    },

    /** Every message of every lead, one row each, newest lead first. */
    async csv(): Promise<string> {
      const threads = await db.select().from(chatThreads).orderBy(desc(chatThreads.updatedAt));
      const leads = await withMessages(threads);
      const rows = [["lead", "language", "started", "message_time", "role", "message"]];
      for (const lead of leads)
        for (const m of lead.messages)
          rows.push([lead.id, lead.language, lead.createdAt, m.at, m.role, m.content]);
      return toCsv(rows);
    },
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;

/** A cell a spreadsheet would evaluate (=, +, -, @, tab, CR) gets a leading apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(rows: string[][]): string {
  return "\uFEFF" + rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
