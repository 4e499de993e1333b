-- Leads read by last activity (admin pages, the streamed CSV's keyset pages) and the retention
-- job deletes by it (issue 21, finding 5): one index serves all three, scanned either way.
CREATE INDEX chat_threads_updated_idx ON chat_threads (updated_at, id);
