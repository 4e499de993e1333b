-- The sales assistant's memory of a conversation (issue 23): topic, needs, lead fields, booking
-- stage, as versioned JSON written with the thread's messages. Read back through a zod schema; a
-- state that does not parse starts the conversation fresh.
ALTER TABLE chat_threads ADD COLUMN state jsonb;
