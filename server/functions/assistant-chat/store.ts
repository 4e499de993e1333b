/** Threads and messages of the sales assistant, in the shared database. */
import { desc, eq, sql } from "drizzle-orm";
import type { Lang } from "../../../app/content/routes.ts";
import type { Database } from "../../db/client.ts";
import { chatMessages, chatThreads } from "../../db/schema.ts";
import type { ChatTurn } from "../../engines/chat/types.ts";

export type StoredMessage = ChatTurn & { language: Lang; at: Date };

/** Turns of context handed to the engine. */
export const HISTORY_TURNS = 10;

export function createChatStore(db: Database) {
  return {
    /** The thread's language and its last turns (oldest first), or undefined if unknown. */
    async thread(id: string): Promise<{ language: Lang; history: ChatTurn[] } | undefined> {
      const [thread] = await db
        .select({ language: chatThreads.language })
        .from(chatThreads)
        .where(eq(chatThreads.id, id));
      if (!thread) return undefined;
      const rows = await db
        .select({ role: chatMessages.role, content: chatMessages.content })
        .from(chatMessages)
        .where(eq(chatMessages.threadId, id))
        .orderBy(desc(chatMessages.id))
        .limit(HISTORY_TURNS);
      return { language: thread.language, history: rows.reverse() };
    },

    /** Creates or touches the thread and appends messages, in one atomic statement. */
    async append(thread: { id: string; language: Lang; engine: string }, messages: StoredMessage[]) {
      const values = sql.join(
        messages.map(
          (m) =>
            sql`(${m.role}::text, ${m.content}::text, ${m.language}::text, ${m.at.toISOString()}::timestamptz, ${messages.indexOf(m)}::int)`,
        ),
        sql`, `,
      );
      const updated = messages.at(-1)?.at ?? new Date();
      await db.execute(sql`
        WITH t AS (
          INSERT INTO chat_threads (id, language, engine, created_at, updated_at)
          VALUES (${thread.id}::uuid, ${thread.language}, ${thread.engine}, ${messages[0]?.at.toISOString() ?? updated.toISOString()}::timestamptz, ${updated.toISOString()}::timestamptz)
          ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at, language = excluded.language
          RETURNING id
        )
        INSERT INTO chat_messages (thread_id, role, content, language, created_at)
        SELECT t.id, v.role, v.content, v.language, v.at
        FROM t, (VALUES ${values}) AS v(role, content, language, at, ord)
        ORDER BY v.ord`);
    },

    /** Every message of a thread, oldest first (tests, admin). */
    async messages(id: string): Promise<StoredMessage[]> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.threadId, id))
        .orderBy(chatMessages.id);
      return rows.map((r) => ({ role: r.role, content: r.content, language: r.language, at: r.createdAt }));
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
