-- Leads (docs/product/design.md §5): the contact details the sales assistant captured in a
-- conversation, with what the visitor said they need and a score (server/leads/). One lead per
-- conversation: the unique thread_id makes a second capture on the same thread an update, never a
-- second row, however many processes capture at once. A lead always has a way to reach the visitor
-- (e-mail or WhatsApp / phone). Its conversation is kept by retention (server/jobs/retention.ts);
-- one deleted by hand leaves the lead behind with thread_id NULL, as a cancelled-and-deleted
-- booking leaves booking_id.
CREATE TABLE leads (
  id uuid PRIMARY KEY,
  thread_id uuid UNIQUE REFERENCES chat_threads (id) ON DELETE SET NULL,
  name text NOT NULL,
  email text,
  -- WhatsApp or phone, normalised: an optional leading + and 7 to 20 digits.
  phone text,
  company text,
  -- A short text or a service / plan id.
  interest text,
  -- What the visitor told (team size, agents, users, channels, monthly conversations, industry,
  -- plan): known keys only, bounded by server/leads/schema.ts; the CHECK is the last guard.
  needs jsonb NOT NULL DEFAULT '{}',
  -- 0 to 100, from what we know (server/leads/score.ts); recomputed on every update.
  score integer NOT NULL DEFAULT 0,
  language text NOT NULL,
  -- A demo booked in the chat.
  booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
  -- Where the lead came from: 'chat' (the sales assistant).
  source text NOT NULL DEFAULT 'chat',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (email IS NOT NULL OR phone IS NOT NULL),
  CHECK (score BETWEEN 0 AND 100),
  CHECK (language IN ('es', 'en')),
  CHECK (jsonb_typeof(needs) = 'object' AND octet_length(needs::text) <= 4096)
);

-- The admin's "with contact details only" list and its pages: newest lead first.
CREATE INDEX leads_created_idx ON leads (created_at DESC, id DESC);
-- The lead of a booking (and the foreign key's SET NULL when a booking row is deleted).
CREATE INDEX leads_booking_idx ON leads (booking_id) WHERE booking_id IS NOT NULL;
