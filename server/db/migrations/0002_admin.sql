-- The owner's admin (issue 9): accounts, server-side sessions, blog posts and their images,
-- per-visitor daily view marks, and site settings edited at run time.
CREATE TABLE admin_users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Only a SHA-256 of the session token is stored: a leaked table opens no session.
CREATE TABLE admin_sessions (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX admin_sessions_expires_idx ON admin_sessions (expires_at);

-- Uploaded cover images, addressed by a hash of their bytes (immutable URLs).
CREATE TABLE blog_images (
  id text PRIMARY KEY,
  content_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The spec's id rule: next id = highest + 1 (1 when empty), assigned by the application.
-- A language "exists" for a post when its title is not empty.
CREATE TABLE blog_posts (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title_es text NOT NULL DEFAULT '',
  title_en text NOT NULL DEFAULT '',
  excerpt_es text NOT NULL DEFAULT '',
  excerpt_en text NOT NULL DEFAULT '',
  body_es text NOT NULL DEFAULT '',
  body_en text NOT NULL DEFAULT '',
  tags text[] NOT NULL DEFAULT '{}',
  cover_image_id text REFERENCES blog_images (id) ON DELETE SET NULL,
  published boolean NOT NULL DEFAULT false,
  published_at timestamptz,
  views integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX blog_posts_published_idx ON blog_posts (published, published_at DESC);

-- One row per post, day and visitor (a salted hash of IP + user agent): a view counts once a day.
CREATE TABLE blog_post_views (
  post_id integer NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  day date NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (post_id, day, visitor)
);

CREATE TABLE site_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
