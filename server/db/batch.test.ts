import { describe, expect, it } from "vitest";
import { createBatcher } from "./batch.ts";
import { databaseUnavailable } from "./errors.ts";

describe("group commit", () => {
  it("runs concurrent calls as one batch, each getting its own result", async () => {
    const runs: number[][] = [];
    const double = createBatcher<number, number>(async (items) => {
      runs.push(items);
      return items.map((n) => n * 2);
    });
    expect(await Promise.all([1, 2, 3].map(double))).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2, 3]]);
  });

  it("fails only the bad item of a failed batch: the others are retried one by one", async () => {
    const runs: string[][] = [];
    const store = createBatcher<string, string>(async (items) => {
      runs.push(items);
      if (items.includes("bad")) throw Object.assign(new Error("invalid byte"), { code: "22021" });
      return items.map((s) => s.toUpperCase());
    });
    const results = await Promise.allSettled(["a", "bad", "c"].map(store));
    expect(results).toEqual([
      { status: "fulfilled", value: "A" },
      { status: "rejected", reason: expect.objectContaining({ code: "22021" }) },
      { status: "fulfilled", value: "C" },
    ]);
    expect(runs).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
  });

  it("does not retry item by item when the database itself is unavailable", async () => {
    let calls = 0;
    const store = createBatcher<string, string>(async () => {
      calls++;
      throw databaseUnavailable("the database thread ended");
    });
    const results = await Promise.allSettled(["a", "b"].map(store));
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect(calls).toBe(1);
  });
});
