import { describe, expect, it } from "vitest";
import { planById } from "./business.ts";
import { planRowsEn } from "./en/plan-rows.ts";
import { planRowsEs } from "./es/plan-rows.ts";
import { planCell, planRowIds } from "./plan-table.ts";
import { expectParity } from "../../tests/support/parity.ts";

describe("plan rows", () => {
  it("have the same rows and words in Spanish and English", () => {
    expectParity(planRowsEs, planRowsEn);
    expect(Object.keys(planRowsEs.labels)).toEqual([...planRowIds]);
  });

  it("value each plan from business.ts, as the tables show it", () => {
    const diamante = planById("diamante");
    const demo = planById("demo");
    expect(planCell(diamante, "users", planRowsEs)).toBe(
      diamante.limits.activeUsersPerMonth.toLocaleString("en-US"),
    );
    expect(planCell(demo, "agents", planRowsEn)).toBe(
      demo.limits.liveChatAgents === null ? "N/A" : String(demo.limits.liveChatAgents),
    );
    expect(planCell(diamante, "history", planRowsEs)).toBe(
      `${diamante.limits.chatHistoryDays} días`,
    );
    expect(planCell(diamante, "support", planRowsEn)).toBe("Priority");
  });
});
