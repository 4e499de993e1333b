import type { PlanRowTexts } from "../plan-table.ts";

export const planRowsEn: PlanRowTexts = {
  labels: {
    users: "Active users per month",
    flows: "Automated bots or flows",
    agents: "Live-chat agents",
    admins: "Admin users",
    history: "Chat history",
    onboarding: "Implementation onboarding",
    support: "Technical support",
  },
  notAvailable: "N/A",
  units: {
    days: { one: "day", other: "days" },
    hours: { one: "hour", other: "hours" },
  },
  support: { priority: "Priority", standard: "Standard" },
};
