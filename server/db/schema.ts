/**
 * The typed view of the database, for Drizzle. The SQL in ./migrations is the source of truth;
 * keep this file in step with it (db.test.ts checks every column exists).
 */
import {
  bigint,
  jsonb,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { LeadNeeds } from "../leads/schema.ts";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

export const chatThreads = pgTable("chat_threads", {
  id: uuid("id").primaryKey(),
  language: text("language").$type<"es" | "en">().notNull(),
  engine: text("engine").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** The assistant's conversation state (server/engines/chat/state.ts), validated when read. */
  state: jsonb("state"),
});

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => chatThreads.id, { onDelete: "cascade" }),
    role: text("role").$type<"user" | "assistant">().notNull(),
    content: text("content").notNull(),
    language: text("language").$type<"es" | "en">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_thread_idx").on(t.threadId, t.id)],
);

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

export const adminUsers = pgTable("admin_users", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const adminSessions = pgTable("admin_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
});

export const adminLoginFailures = pgTable(
  "admin_login_failures",
  {
    account: text("account").notNull(),
    address: text("address").notNull(),
    attempts: integer("attempts").notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.account, t.address] }),
    index("admin_login_failures_updated_idx").on(t.updatedAt),
  ],
);

export const blogImages = pgTable("blog_images", {
  id: text("id").primaryKey(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  data: bytea("data").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const blogPosts = pgTable("blog_posts", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  titleEs: text("title_es").notNull().default(""),
  titleEn: text("title_en").notNull().default(""),
  excerptEs: text("excerpt_es").notNull().default(""),
  excerptEn: text("excerpt_en").notNull().default(""),
  bodyEs: text("body_es").notNull().default(""),
  bodyEn: text("body_en").notNull().default(""),
  tags: text("tags").array().notNull().default([]),
  coverImageId: text("cover_image_id").references(() => blogImages.id, { onDelete: "set null" }),
  published: boolean("published").notNull().default(false),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  views: integer("views").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const blogPostViews = pgTable(
  "blog_post_views",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day, t.visitor] })],
);

export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const outboxEvents = pgTable("outbox_events", {
  id: uuid("id").primaryKey(),
  type: text("type").notNull(),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const outboxDeliveries = pgTable("outbox_deliveries", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  eventId: uuid("event_id")
    .notNull()
    .references(() => outboxEvents.id, { onDelete: "cascade" }),
  channel: text("channel").$type<"email:visitor" | "email:owner" | "webhook">().notNull(),
  status: text("status").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  lastError: text("last_error"),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const bookings = pgTable("bookings", {
  id: uuid("id").primaryKey(),
  type: text("type").$type<"demo" | "ai-development">().notNull(),
  startAt: timestamp("start_at", { withTimezone: true }).notNull(),
  endAt: timestamp("end_at", { withTimezone: true }).notNull(),
  seat: integer("seat").notNull(),
  capacity: integer("capacity").notNull(),
  status: text("status").$type<"confirmed" | "cancelled">().notNull().default("confirmed"),
  name: text("name").notNull(),
  email: text("email").notNull(),
  company: text("company"),
  phone: text("phone"),
  interest: text("interest"),
  message: text("message"),
  language: text("language").$type<"es" | "en">().notNull(),
  timezone: text("timezone").notNull(),
  manageTokenHash: text("manage_token_hash").notNull().unique(),
  sequence: integer("sequence").notNull().default(0),
  reminderEventId: uuid("reminder_event_id"),
  cancelReason: text("cancel_reason"),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    threadId: uuid("thread_id")
      .unique()
      .references(() => chatThreads.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    interest: text("interest"),
    needs: jsonb("needs").$type<LeadNeeds>().notNull().default({}),
    score: integer("score").notNull().default(0),
    language: text("language").$type<"es" | "en">().notNull(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    source: text("source").$type<"chat">().notNull().default("chat"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("leads_created_idx").on(t.createdAt.desc(), t.id.desc())],
);

/** Every table, for Drizzle's relational API and db.test.ts's column check: keep it last. */
export const schema = {
  chatThreads,
  chatMessages,
  rateLimits,
  adminUsers,
  adminSessions,
  adminLoginFailures,
  blogImages,
  blogPosts,
  blogPostViews,
  siteSettings,
  outboxEvents,
  outboxDeliveries,
  bookings,
  leads,
};
