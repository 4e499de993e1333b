import type { PlanRowTexts } from "../plan-table.ts";

/** The plan rows' labels and words, as the pricing table, the knowledge centre and the assistant write them. */
export const planRowsEs: PlanRowTexts = {
  labels: {
    users: "Usuarios activos por mes",
    flows: "Bots o flujos automatizados",
    agents: "Agentes de chat en vivo",
    admins: "Usuarios administradores",
    history: "Historial de chat",
    onboarding: "Onboarding de implementación",
    support: "Soporte técnico",
  },
  notAvailable: "N/A",
  units: {
    days: { one: "día", other: "días" },
    hours: { one: "hora", other: "horas" },
  },
  support: { priority: "Prioritario", standard: "Estándar" },
};
