-- The notification outbox (docs/product/design.md §5): an event is written in the same transaction
-- as what it announces (a booking, a lead), with one delivery per channel. A worker claims due
-- deliveries with FOR UPDATE SKIP LOCKED, so several processes never send the same one twice, and
-- retries with backoff; nothing here is ever deleted by delivery, so the admin can see what was
-- sent.
CREATE TABLE outbox_events (
  id uuid PRIMARY KEY,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id uuid NOT NULL REFERENCES outbox_events (id) ON DELETE CASCADE,
  -- 'email:visitor', 'email:owner' or 'webhook'
  channel text NOT NULL,
  -- 'pending' (waiting or retrying), 'sent', 'failed' (gave up; the admin can retry)
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- A claim: until then no other worker takes it; a crashed worker's claim runs out.
  claimed_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, channel)
);

CREATE INDEX outbox_deliveries_due_idx ON outbox_deliveries (next_attempt_at) WHERE status = 'pending';
