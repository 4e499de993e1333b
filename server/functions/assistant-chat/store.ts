/** Threads and messages of the sales assistant, in the shared database. */
import { desc, eq, sql } from "drizzle-orm";
import type { Lang } from "../../../app/content/routes.ts";
import { createBatcher } from "../../db/batch.ts";
import type { Database } from "../../db/client.ts";
import { chatMessages, chatThreads } from "../../db/schema.ts";
import { parseState, type ConversationState } from "../../engines/chat/state.ts";
import type { ChatTurn } from "../../engines/chat/types.ts";

export type StoredMessage = ChatTurn & { language: Lang; at: Date };

/** Turns of context handed to the engine. */
export const HISTORY_TURNS = 10;

/** `state` undefined: the thread's stored state is kept as it is. */
type ThreadRecord = { id: string; language: Lang; engine: string; state?: ConversationState };
type Write = { thread: ThreadRecord; messages: StoredMessage[] };
type ThreadState = { language: Lang; history: ChatTurn[]; state?: ConversationState };

export function createChatStore(
  db: Database,
  {
    historyTurns = HISTORY_TURNS,
  }: {
    /**
     * Turns of history `thread` reads (default HISTORY_TURNS). 0 for an engine that reads only
     * the state (the local one): the thread's row alone is one index lookup, where its last turns
     * are ten more rows to read, copy across the database thread and map, every reply.
     */
    historyTurns?: number;
  } = {},
) {
  // Group commit (server/db/batch.ts): concurrent replies share one statement each way.
  const write = createBatcher<Write, void>((batch) => writeBatch(db, batch).then(() => []));
  const read = createBatcher<string, ThreadState | undefined>((ids) =>
    historyTurns > 0 ? readThreads(db, ids, historyTurns) : readThreadRows(db, ids),
  );

  return {
    /**
     * The thread's language, its last turns (oldest first; none when the store reads no history)
     * and the assistant's state (a stored state that does not parse comes back fresh), or
     * undefined if unknown.
     */
    thread: (id: string): Promise<ThreadState | undefined> => read(id),

    /**
     * Creates or touches the thread and appends messages. Resolves once they are stored. Writes
     * that arrive while one is in flight are grouped into the next statement (group commit):
     * PGlite runs one statement at a time, so under load this is what keeps replies fast.
     */
    append: (thread: ThreadRecord, messages: StoredMessage[]): Promise<void> =>
      write({ thread, messages }),

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

const param = (values: unknown[]) => sql.param(values);

/**
 * Threads upserted (one row per id: the last write wins) and all messages, in one statement whose
 * parameters are ten arrays whatever the batch size (unnest), so PostgreSQL parses and plans it
 * the same way every time.
 */
async function writeBatch(db: Database, batch: Write[]) {
  const threads = new Map<string, { thread: ThreadRecord; first: string; last: string }>();
  const m = { thread: [] as string[], role: [] as string[], content: [] as string[] };
  const mLang: string[] = [];
  const mAt: string[] = [];
  for (const { thread, messages } of batch) {
    const first = (messages[0]?.at ?? new Date()).toISOString();
    const last = messages.at(-1)?.at.toISOString() ?? first;
    threads.set(thread.id, { thread, first: threads.get(thread.id)?.first ?? first, last });
    for (const msg of messages) {
      m.thread.push(thread.id);
      m.role.push(msg.role);
      m.content.push(msg.content);
      mLang.push(msg.language);
      mAt.push(msg.at.toISOString());
    }
  }
  const t = [...threads.values()];
  const states = t.map((x) => (x.thread.state ? JSON.stringify(x.thread.state) : null));
  await db.execute(sql`
    WITH t AS (
      INSERT INTO chat_threads (id, language, engine, created_at, updated_at, state)
      SELECT u.id, u.language, u.engine, u.created_at, u.updated_at, u.state::jsonb
      FROM unnest(${param(t.map((x) => x.thread.id))}::uuid[],
        ${param(t.map((x) => x.thread.language))}::text[], ${param(t.map((x) => x.thread.engine))}::text[],
        ${param(t.map((x) => x.first))}::timestamptz[], ${param(t.map((x) => x.last))}::timestamptz[],
        ${param(states)}::text[]) AS u(id, language, engine, created_at, updated_at, state)
      ON CONFLICT (id) DO UPDATE SET updated_at = excluded.updated_at, language = excluded.language,
        state = COALESCE(excluded.state, chat_threads.state)
    )
    INSERT INTO chat_messages (thread_id, role, content, language, created_at)
    SELECT v.thread_id, v.role, v.content, v.language, v.at
    FROM unnest(${param(m.thread)}::uuid[], ${param(m.role)}::text[], ${param(m.content)}::text[],
      ${param(mLang)}::text[], ${param(mAt)}::timestamptz[])
      WITH ORDINALITY AS v(thread_id, role, content, language, at, ord)
    ORDER BY v.ord`);
}

/**
 * Language and last turns of each asked thread, in one statement. Built with the query builder,
 * which fetches rows as arrays: on the database thread that is less to build and copy per row.
 */
async function readThreads(
  db: Database,
  ids: string[],
  historyTurns: number,
): Promise<(ThreadState | undefined)[]> {
  const recent = db
    .select({ id: chatMessages.id, role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.threadId, chatThreads.id))
    .orderBy(desc(chatMessages.id))
    .limit(historyTurns)
    .as("h");
  const rows = await db
    .select({
      id: chatThreads.id,
      language: chatThreads.language,
      state: chatThreads.state,
      role: recent.role,
      content: recent.content,
    })
    .from(chatThreads)
    .leftJoinLateral(recent, sql`true`)
    .where(sql`${chatThreads.id} = ANY(${param([...new Set(ids)])}::uuid[])`)
    .orderBy(chatThreads.id, recent.id);
  const found = new Map<string, ThreadState>();
  for (const row of rows) {
    const thread = found.get(row.id) ?? {
      language: row.language,
      history: [],
      state: row.state === null ? undefined : parseState(row.state),
    };
    if (row.role && row.content !== null)
      thread.history.push({ role: row.role, content: row.content });
    found.set(row.id, thread);
  }
  return ids.map((id) => found.get(id));
}

/** Language and state of each asked thread, without its messages, in one statement. */
async function readThreadRows(db: Database, ids: string[]): Promise<(ThreadState | undefined)[]> {
  const rows = await db
    .select({ id: chatThreads.id, language: chatThreads.language, state: chatThreads.state })
    .from(chatThreads)
    .where(sql`${chatThreads.id} = ANY(${param([...new Set(ids)])}::uuid[])`);
  const found = new Map<string, ThreadState>();
  for (const row of rows)
    found.set(row.id, {
      language: row.language,
      history: [],
      state: row.state === null ? undefined : parseState(row.state),
    });
  return ids.map((id) => found.get(id));
}
