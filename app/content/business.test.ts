import { describe, expect, it } from "vitest";
import { annualMonthlyUsd, formatUsd, planById, plans } from "./business.ts";

describe("annual price", () => {
  it("is the monthly price less 15 %, to the cent, as the spec's table says", () => {
    const table = plans.map((p) => [
      p.id,
      formatUsd(p.monthlyUsd),
      formatUsd(annualMonthlyUsd(p.monthlyUsd)),
    ]);
    expect(table).toEqual([
      ["diamante", "99.00", "84.15"],
      ["elite", "60.00", "51.00"],
      ["starter", "49.00", "41.65"],
      ["demo", "0.00", "0.00"],
    ]);
  });

  it("rounds half-cents rather than truncating", () => {
    expect(annualMonthlyUsd(10.01)).toBe(8.51);
    expect(annualMonthlyUsd(100, 0.2)).toBe(80);
  });
});

describe("plans", () => {
  it("hold the spec's comparison values", () => {
    expect(planById("diamante").limits).toEqual({
      activeUsersPerMonth: 14000,
      automatedFlows: 20,
      liveChatAgents: 5,
      adminUsers: 3,
      chatHistoryDays: 65,
      onboardingHours: 1,
    });
    expect(planById("demo").limits.chatHistoryDays).toBe(15);
    expect(() => planById("gold" as never)).toThrow();
  });
});
