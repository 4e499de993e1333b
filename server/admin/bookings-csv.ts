/**
 * The bookings CSV, latest meeting first, with the leads export's quoting and formula
 * neutralisation (./leads-csv.ts). Streamed in keyset pages on (start_at, id): start times are
 * whole milliseconds, so the cursor survives a round trip through a JS Date. A booking moved while
 * the export runs may be listed at its old time or its new one (or both): the next export is exact.
 */
import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { bookings } from "../db/schema.ts";
import { csvRow } from "./leads-csv.ts";
import { csvStream } from "./csv-stream.ts";

export const BOOKINGS_CSV_HEADER = [
  "id",
  "type",
  "status",
  "start_utc",
  "end_utc",
  "name",
  "email",
  "company",
  "phone",
  "interest",
  "message",
  "language",
  "visitor_timezone",
  "created_utc",
  "cancelled_utc",
  "cancel_reason",
];

const PER_PAGE = 500;

type Row = typeof bookings.$inferSelect;

async function page(db: Database, after: Row | undefined): Promise<Row[]> {
  return db
    .select()
    .from(bookings)
    .where(
      after
        ? or(
            lt(bookings.startAt, after.startAt),
            and(eq(bookings.startAt, after.startAt), lt(bookings.id, after.id)),
          )
        : undefined,
    )
    .orderBy(desc(bookings.startAt), desc(bookings.id))
    .limit(PER_PAGE);
}

const line = (b: Row) =>
  csvRow([
    b.id,
    b.type,
    b.status,
    b.startAt.toISOString(),
    b.endAt.toISOString(),
    b.name,
    b.email,
    b.company ?? "",
    b.phone ?? "",
    b.interest ?? "",
    b.message ?? "",
    b.language,
    b.timezone,
    b.createdAt.toISOString(),
    b.cancelledAt?.toISOString() ?? "",
    b.cancelReason ?? "",
  ]);

export async function* bookingsCsvChunks(db: Database): AsyncGenerator<string> {
  yield "\uFEFF" + csvRow(BOOKINGS_CSV_HEADER);
  let after: Row | undefined;
  for (;;) {
    const rows = await page(db, after);
    if (rows.length) yield rows.map(line).join("");
    if (rows.length < PER_PAGE) return;
    after = rows.at(-1);
  }
}

export function bookingsCsvStream(db: Database): ReadableStream<Uint8Array> {
  return csvStream(bookingsCsvChunks(db));
}
