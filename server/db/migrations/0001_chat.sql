-- Conversations of the sales assistant (issue 3) and the shared rate-limit counters.
CREATE TABLE chat_threads (
  id uuid PRIMARY KEY,
  language text NOT NULL CHECK (language IN ('es', 'en')),
  engine text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  thread_id uuid NOT NULL REFERENCES chat_threads (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL,
  language text NOT NULL CHECK (language IN ('es', 'en')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX chat_messages_thread_idx ON chat_messages (thread_id, id);

-- One fixed window per key: a process-independent counter (docs/product/design.md §5: shared
-- state lives here).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
