-- Native demo booking (issue 22, docs/product/design.md §4). A booking holds one seat of its time;
-- the partial unique index lets a (type, start, seat) be held by one confirmed booking only and the
-- CHECK keeps the seat under the capacity recorded with it, so no concurrency, in one process or
-- many sharing one PostgreSQL, can put more bookings in a time than it holds. Cancelling frees the
-- seat (the row stays, status 'cancelled'); rescheduling moves the row.
CREATE TABLE bookings (
  id uuid PRIMARY KEY,
  -- 'demo' or 'ai-development'
  type text NOT NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  seat integer NOT NULL,
  capacity integer NOT NULL,
  -- 'confirmed' or 'cancelled'
  status text NOT NULL DEFAULT 'confirmed',
  name text NOT NULL,
  email text NOT NULL,
  company text,
  phone text,
  interest text,
  message text,
  -- The visitor's language and zone: their e-mails and calendar files use them.
  language text NOT NULL,
  timezone text NOT NULL,
  -- sha256 of the manage link's token; the token itself is never stored.
  manage_token_hash text NOT NULL UNIQUE,
  -- The calendar file's SEQUENCE: raised on every change, so calendars replace the old one.
  sequence integer NOT NULL DEFAULT 0,
  -- The pending 24-hour reminder, withdrawn when the booking moves or is cancelled.
  reminder_event_id uuid,
  cancel_reason text,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type IN ('demo', 'ai-development')),
  CHECK (status IN ('confirmed', 'cancelled')),
  CHECK (end_at > start_at),
  CHECK (seat >= 0 AND seat < capacity)
);

CREATE UNIQUE INDEX bookings_seat_idx ON bookings (type, start_at, seat) WHERE status = 'confirmed';
-- The per-e-mail limit counts future bookings of one address.
CREATE INDEX bookings_email_idx ON bookings (lower(email), start_at) WHERE status = 'confirmed';
-- The admin's lists: upcoming, past, cancelled.
CREATE INDEX bookings_start_idx ON bookings (start_at, id);
