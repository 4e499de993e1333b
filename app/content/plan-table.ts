/**
 * The rows of the plan comparison: one model that the pricing table, the knowledge centre's
 * table and the sales assistant read, so a row is labelled and valued the same everywhere. The
 * labels are texts (app/content/es/plan-rows.ts and en/); the values come from business.ts only.
 */
import type { Plan } from "./business.ts";
import { formatCount } from "./formatters.ts";

/** The per-plan rows every comparison shows, in their order. */
export const planRowIds = [
  "users",
  "flows",
  "agents",
  "admins",
  "history",
  "onboarding",
  "support",
] as const;
export type PlanRowId = (typeof planRowIds)[number];

/** The words of the plan rows in one language. */
export type PlanRowTexts = {
  labels: Record<PlanRowId, string>;
  /** A limit the plan does not have. */
  notAvailable: string;
  units: Record<"days" | "hours", { one: string; other: string }>;
  support: Record<Plan["support"], string>;
};

/** One plan's value in one row, as the tables show it: "14,000", "N/A", "65 días", "Prioritario". */
export function planCell(plan: Plan, row: PlanRowId, t: PlanRowTexts): string {
  const l = plan.limits;
  const count = (n: number | null) => (n === null ? t.notAvailable : formatCount(n));
  const span = (n: number | null, unit: keyof PlanRowTexts["units"]) =>
    n === null ? t.notAvailable : `${formatCount(n)} ${t.units[unit][n === 1 ? "one" : "other"]}`;
  switch (row) {
    case "users":
      return count(l.activeUsersPerMonth);
    case "flows":
      return count(l.automatedFlows);
    case "agents":
      return count(l.liveChatAgents);
    case "admins":
      return count(l.adminUsers);
    case "history":
      return span(l.chatHistoryDays, "days");
    case "onboarding":
      return span(l.onboardingHours, "hours");
    case "support":
      return t.support[plan.support];
  }
}
