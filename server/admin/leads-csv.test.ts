import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { chatMessages, chatThreads, leads } from "../db/schema.ts";
import { testTargets, useTestDb } from "../../tests/support/test-db.ts";
import { serverEnvSchema } from "../env.ts";
import { createServices, type Services } from "../services.ts";
import { createTestApp } from "../../tests/support/test-app.ts";
import { csvCell, toCsv } from "./leads-csv.ts";
import { signedInAdmin } from "../../tests/support/test-admin.ts";

describe("CSV export", () => {
  it("starts with a UTF-8 BOM, quotes every field and doubles quotes", () => {
    const csv = toCsv([
      ["a", "b"],
      ['say "hi"', "línea\nnueva, coma"],
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1)).toBe('"a","b"\r\n"say ""hi""","línea\nnueva, coma"\r\n');
  });

  it.each(["=1+1", "+34 600", "-2", "@SUM(A1)", "\tx", "\rx"])(
    "neutralises a cell a spreadsheet would evaluate: %j",
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`);
    },
  );

  it.each([
    "＝1+1", // full-width equals sign, U+FF1D
    "＋34 600", // full-width plus
    "－2", // full-width hyphen-minus
    "＠SUM(A1)", // full-width commercial at
    "﹦1+1", // small equals sign, U+FE66
    "﹢1", // small plus sign
    "﹣1", // small hyphen-minus
    "﹫x", // small commercial at
    "−2", // minus sign, U+2212
    " =1+1",
    "   +1",
    "\u00a0=1+1", // no-break space
    "\u3000=1+1", // ideographic space
    "\u200b=1+1", // zero-width space
    "\ufeff=1+1",
    "\n=1+1",
  ])("neutralises a look-alike or a formula behind whitespace: %j", (value) => {
    expect(csvCell(value)).toBe(`"'${value}"`);
  });

  it.each(["Hola, ¿precio?", "1 = 1", "a+b", " hola", "e-mail", "50 € + IVA"])(
    "leaves ordinary text alone: %j",
    (value) => {
      expect(csvCell(value)).toBe(`"${value}"`);
    },
  );
});

const CONVERSATIONS = 100_000;
const NO_LEAD = Array.from({ length: 8 }, () => "");

/** A full collection, so the heap measured is what is still held, not garbage not yet swept. */
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** The seeded conversation number `i` as its uuid: 32 hex digits, so uuid order is number order. */
const uuidOf = (i: number) =>
  i
    .toString(16)
    .padStart(32, "0")
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");
const STARTED = Date.UTC(2025, 5, 1);
const startedOf = (i: number) => new Date(STARTED + i * 1000).toISOString();
const textOf = (i: number, role: string) =>
  `${role} ${i}: ${"¿Cuánto cuesta el plan con WhatsApp y CRM? ".repeat(4)}`;

/**
 * One statement: conversation i was started at STARTED + i s and last touched at a time shared by
 * groups of three and carrying microseconds (ties across every page boundary, timestamps finer
 * than a JavaScript Date), with a visitor message and the assistant's answer.
 */
const SEED = sql.raw(`
  WITH t AS (
    INSERT INTO chat_threads (id, language, engine, created_at, updated_at)
    SELECT lpad(to_hex(i), 32, '0')::uuid, CASE WHEN i % 2 = 0 THEN 'es' ELSE 'en' END, 'local',
      timestamptz '2025-06-01T00:00:00Z' + i * interval '1 second',
      timestamptz '2026-01-01T00:00:00.123456Z' - (i / 3) * interval '1.000001 second'
    FROM generate_series(1, ${CONVERSATIONS}) AS i
  )
  INSERT INTO chat_messages (thread_id, role, content, language, created_at)
  SELECT lpad(to_hex(i), 32, '0')::uuid, r.role,
    r.role || ' ' || i || ': ' || repeat('¿Cuánto cuesta el plan con WhatsApp y CRM? ', 4), 'es',
    timestamptz '2025-06-01T00:00:00Z' + (i + r.n) * interval '1 second'
  FROM generate_series(1, ${CONVERSATIONS}) AS i
    CROSS JOIN (VALUES (0, 'user'), (1, 'assistant')) AS r(n, role)
  ORDER BY i, r.n`);

/** Conversation numbers in export order: newest activity first, ties by id, newest first. */
function* exportOrder() {
  for (let group = 0; group * 3 <= CONVERSATIONS; group++)
    for (let i = Math.min(group * 3 + 2, CONVERSATIONS); i >= Math.max(group * 3, 1); i--) yield i;
}

describe.each(testTargets())("leads on $name", (target) => {
  const db = useTestDb(target);
  let services: Services;
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    services = createServices(db.db, serverEnvSchema.parse({}));
    app = await createTestApp({ services: Promise.resolve(services) });
  }, 180_000);

  it(`streams the CSV of ${CONVERSATIONS} conversations, every message once and in order, in bounded memory`, async () => {
    const seedStart = performance.now();
    await db.db.execute(SEED);
    const seedMs = performance.now() - seedStart;
    const admin = await signedInAdmin(app, services);

    collectGarbage();
    const baseline = process.memoryUsage();
    const start = performance.now();
    const res = await admin.get("/admin/leads.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const firstByteMs = performance.now() - start;

    const expected = exportOrder();
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    let pending = "";
    let rows = 0;
    let bytes = 0;
    let chunks = 0;
    let peakHeap = 0;
    let peakRss = 0;
    let mismatch: string | undefined;
    let current = 0;
    const check = (line: string) => {
      if (rows === 0) {
        expect(line).toBe(
          '\uFEFF"lead","language","started","name","email","phone","company","interest","needs","score","booking","message_time","role","message"',
        );
        rows++;
        return;
      }
      const role = rows % 2 === 1 ? "user" : "assistant";
      if (role === "user") current = expected.next().value ?? -1;
      const i = current;
      const at = new Date(STARTED + i * 1000 + (role === "user" ? 0 : 1000)).toISOString();
      // No lead in these conversations: its eight columns are empty.
      const want = [
        uuidOf(i),
        i % 2 === 0 ? "es" : "en",
        startedOf(i),
        ...NO_LEAD,
        at,
        role,
        textOf(i, role),
      ]
        .map((v) => `"${v}"`)
        .join(",");
      if (line !== want && !mismatch) mismatch = `row ${rows}: ${line} ≠ ${want}`;
      rows++;
    };
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      bytes += value.byteLength;
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split("\r\n");
      pending = lines.pop()!;
      for (const line of lines) check(line);
      if (chunks % 25 === 0) {
        collectGarbage();
        const memory = process.memoryUsage();
        peakHeap = Math.max(peakHeap, memory.heapUsed - baseline.heapUsed);
        peakRss = Math.max(peakRss, memory.rss - baseline.rss);
      }
    }
    const totalMs = performance.now() - start;
    expect(pending).toBe("");
    expect(mismatch).toBeUndefined();
    expect(rows).toBe(1 + 2 * CONVERSATIONS);
    expect(expected.next().done).toBe(true);
    // Streamed in many pieces, and the heap never held more than a small fraction of the file.
    expect(chunks).toBeGreaterThan(100);
    expect(peakHeap).toBeLessThan(bytes / 8);
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    console.info(
      `[${target.name}] seed ${Math.round(seedMs)} ms; CSV ${mb(bytes)}, ${rows} lines, ${chunks} chunks; ` +
        `first byte ${Math.round(firstByteMs)} ms, total ${Math.round(totalMs)} ms; ` +
        `peak heap growth ${mb(peakHeap)}, peak RSS growth ${mb(peakRss)}`,
    );
    // The admin page reads the same rows: the last page of 20 answers, one past it is 404.
    const pages = Math.ceil(CONVERSATIONS / 20);
    const last = await admin.get(`/admin/leads?page=${pages}`);
    expect(last.status).toBe(200);
    // The oldest activity is last: conversations 99,981 to 100,000.
    const html = await last.text();
    expect(html.includes(textOf(CONVERSATIONS, "user"))).toBe(true);
    expect(html.includes(textOf(99_980, "user"))).toBe(false);
    expect((await admin.get(`/admin/leads?page=${pages + 1}`)).status).toBe(404);
  }, 600_000);

  it("answers 404 for page numbers that are not pages, without reaching the database out of range", async () => {
    const admin = await signedInAdmin(app, services);
    const thread = "00000000-0000-4000-8000-000000000001";
    await db.db.insert(chatThreads).values({ id: thread, language: "es", engine: "local" });
    await db.db
      .insert(chatMessages)
      .values({ threadId: thread, role: "user", content: "Hola", language: "es" });
    for (const bad of [
      "1e9",
      "-1",
      "0",
      "999999999999",
      "99999999999999999999",
      "1.5",
      "x",
      "01",
    ]) {
      const res = await admin.get(`/admin/leads?page=${bad}`);
      expect(res.status, bad).toBe(404);
    }
    expect((await admin.get("/admin/leads?page=2")).status).toBe(404);
    const first = await admin.get("/admin/leads?page=1");
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Hola");
    expect((await admin.get("/en/admin/leads")).status).toBe(200);
  });

  it("exports only the conversations with contact details when the list is filtered, newest lead first, a lead without its conversation included", async () => {
    const admin = await signedInAdmin(app, services);
    const [anonymous, older, newer] = [
      "00000000-0000-4000-8000-0000000000a1",
      "00000000-0000-4000-8000-0000000000a2",
      "00000000-0000-4000-8000-0000000000a3",
    ];
    for (const id of [anonymous, older, newer]) {
      await db.db.insert(chatThreads).values({ id, language: "es", engine: "local" });
      await db.db
        .insert(chatMessages)
        .values({ threadId: id, role: "user", content: `mensaje de ${id}`, language: "es" });
    }
    const lead = (id: string, threadId: string | null, name: string, at: string) => ({
      id,
      threadId,
      name,
      email: `${name.toLowerCase()}@example.com`,
      language: "es" as const,
      score: 40,
      createdAt: new Date(at),
    });
    await db.db
      .insert(leads)
      .values([
        lead("00000000-0000-4000-8000-0000000000b1", older, "Ana", "2026-03-01T10:00:00Z"),
        lead("00000000-0000-4000-8000-0000000000b2", newer, "Luis", "2026-03-02T10:00:00Z"),
        lead("00000000-0000-4000-8000-0000000000b3", null, "Sin", "2026-02-01T10:00:00Z"),
      ]);

    const res = await admin.get("/admin/leads.csv?contact=1");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/filename="leads-contact-/);
    const lines = (await res.text()).trimEnd().split("\r\n").slice(1);
    // Name is the fourth column, the message the last: one row per message, the orphan bare.
    expect(lines.map((l) => [l.split(",")[3], l.split(",").at(-1)])).toEqual([
      ['"Luis"', `"mensaje de ${newer}"`],
      ['"Ana"', `"mensaje de ${older}"`],
      ['"Sin"', '""'],
    ]);
    const every = (await (await admin.get("/admin/leads.csv")).text()).trimEnd().split("\r\n");
    expect(every.some((l) => l.includes(`mensaje de ${anonymous}`))).toBe(true);
    expect((await admin.get("/admin/leads.csv?contact=yes")).status).toBe(404);
    // The export button of the filtered list asks for the filtered file.
    const page = await (await admin.get("/admin/leads?contact=1")).text();
    expect(page).toContain('href="/admin/leads.csv?contact=1"');
  });

  it("shows at most the first messages of a long conversation on the page; the CSV has them all", async () => {
    const admin = await signedInAdmin(app, services);
    const thread = "00000000-0000-4000-8000-000000000002";
    await db.db.insert(chatThreads).values({ id: thread, language: "en", engine: "local" });
    await db.db.execute(sql`
      INSERT INTO chat_messages (thread_id, role, content, language)
      SELECT ${thread}::uuid, 'user', 'message ' || n || '.', 'en' FROM generate_series(1, 2500) AS n
      ORDER BY n`);
    const page = await services.leads.page(1, 20);
    expect(page.total).toBe(1);
    expect(page.leads[0]!.messageCount).toBe(2500);
    expect(page.leads[0]!.messages.map((m) => m.content).slice(0, 2)).toEqual([
      "message 1.",
      "message 2.",
    ]);
    expect(page.leads[0]!.messages.length).toBeLessThanOrEqual(100);
    const html = await (await admin.get("/en/admin/leads")).text();
    expect(html).toContain("2500 messages");
    expect(html).not.toContain("message 2500.");
    const csv = await (await admin.get("/admin/leads.csv")).text();
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2501);
    expect(lines.slice(1).map((l) => /"message (\d+)\."$/.exec(l)?.[1])).toEqual(
      Array.from({ length: 2500 }, (_, i) => String(i + 1)),
    );
  });
});
