import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testTargets, useTestDb } from "../tests/support/test-db.ts";
import { createLogger } from "./logger.ts";

describe.each(testTargets())("error logs on $name", (target) => {
  const db = useTestDb(target, { reset: false });

  it("carry the code and a short message, never the statement, its parameters or the refused value", async () => {
    const lines: string[] = [];
    const logger = createLogger(
      "info",
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const secret = "maria@example.com wrote " + "a long private message ".repeat(5000);
    const failures = [
      db.db.execute(sql`SELECT ${secret}::text, 'x'::int`),
      db.db.execute(sql`SELECT ${"secret-value"}::uuid`),
    ];
    for (const failure of failures) {
      const error = await failure.catch((e: unknown) => e);
      logger.error({ err: error }, "request failed");
    }
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.length).toBeLessThan(4000);
      expect(line).not.toMatch(/maria@example\.com|private message|secret-value|SELECT/);
      expect(JSON.parse(line)).toMatchObject({
        level: 50,
        err: { message: "Failed query", cause: { code: "22P02", message: expect.any(String) } },
      });
    }
  });
});
