/** Threads and messages of the sales assistant, in the shared database. */
import { desc, eq, sql } from "drizzle-orm";
import type { Lang } from "../../../app/content/routes.ts";
import type { Database } from "../../db/client.ts";
import { chatMessages, chatThreads } from "../../db/schema.ts";
import type { ChatTurn } from "../../engines/chat/types.ts";

export type StoredMessage = ChatTurn & { language: Lang; at: Date };

/** Turns of context handed to the engine. */
export const HISTORY_TURNS = 10;

type ThreadRecord = { id: string; language: Lang; engine: string };
type PendingWrite = {
  thread: ThreadRecord;
  messages: StoredMessage[];
  resolve: () => void;
  reject: (error: unknown) => void;
};

/** Most writes grouped into one statement (well under PostgreSQL's 65,535 parameters). */
const MAX_BATCH = 200;

export function createChatStore(db: Database) {
  let queue: PendingWrite[] = [];
  let flushing = false;

  async function flush() {
    flushing = true;
    while (queue.length) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      try {
        await writeBatch(db, batch);
        for (const w of batch) w.resolve();
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    flushing = false;
  }

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

    /**
     * Creates or touches the thread and appends messages. Resolves once they are stored. Writes
     * that arrive while one is in flight are grouped into the next statement (group commit):
     * PGlite runs one statement at a time, so under load this is what keeps replies fast.
     */
    append(thread: ThreadRecord, messages: StoredMessage[]): Promise<void> {
      return new Promise((resolve, reject) => {
        queue.push({ thread, messages, resolve, reject });
        if (!flushing) void flush();
      });
    },

    /** Every message of a thread, oldest first (tests, admin). */
    async messages(id: string): Promise<StoredMessage[]> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.threadId, id))
        .orderBy(chatMessages.id);
      return rows.map((r) => ({
        role: r.role,
        content: r.content,
        language: r.language,
        at: r.createdAt,
      }));
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;

/** Threads upserted (one row per id: the last write wins) and all messages, in one statement. */
async function writeBatch(db: Database, batch: PendingWrite[]) {
  const threads = new Map<string, { thread: ThreadRecord; first: Date; last: Date }>();
  for (const { thread, messages } of batch) {
    const first = messages[0]?.at ?? new Date();
    const last = messages.at(-1)?.at ?? first;
    const seen = threads.get(thread.id);
    threads.set(thread.id, { thread, first: seen?.first ?? first, last });
  }
  const threadRows = sql.join(
    [...threads.values()].map(
      ({ thread, first, last }) =>
        sql`(${thread.id}::uuid, ${thread.language}::text, ${thread.engine}::text, ${first.toISOString()}::timestamptz, ${last.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  let ord = 0;
  const messageRows = sql.join(
    batch.flatMap(({ thread, messages }) =>
      messages.map(
        (m) =>
          sql`(${thread.id}::uuid, ${m.role}::text, ${m.content}::text, ${m.language}::text, ${m.at.toISOString()}::timestamptz, ${ord++}::int)`,
      ),
    ),
    sql`, `,
  );
  await db.execute(sql`
    WITH t AS (
      INSERT INTO chat_threads (id, language, engine, created_at, updated_at)
      VALUES ${threadRows}
      ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at, language = excluded.language
    )
    INSERT INTO chat_messages (thread_id, role, content, language, created_at)
    SELECT v.thread_id, v.role, v.content, v.language, v.at
    FROM (VALUES ${messageRows}) AS v(thread_id, role, content, language, at, ord)
    ORDER BY v.ord`);
}
