-- Admin accounts and sessions, hardened (issue 21).

-- Sign-in attempts per e-mail and client address, counted before the password is checked (so
-- concurrent guesses cannot overshoot the limit) and forgotten on success. A lock stops guessing
-- from one address without locking the owner out everywhere; e-mails without an account are
-- counted and locked the same way, so no answer tells which accounts exist.
CREATE TABLE admin_login_failures (
  -- SHA-256 of the normalised e-mail, and the caller's key for the client address (a hash too).
  account text NOT NULL,
  address text NOT NULL,
  attempts integer NOT NULL,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (account, address)
);

CREATE INDEX admin_login_failures_updated_idx ON admin_login_failures (updated_at);

-- The account-wide lock it replaces let anyone lock the owner out.
ALTER TABLE admin_users DROP COLUMN failed_logins, DROP COLUMN locked_until;

-- Idle timeout: a session unused for ADMIN_IDLE_MINUTES ends.
ALTER TABLE admin_sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
