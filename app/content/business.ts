/**
 * Business facts, language-neutral, in exactly one place (docs/product/spec.md §9). The pricing, platform and
 * services pages, the knowledge center, the legal pages and the sales assistant all read them
 * from here; their wording in each language lives in the content files beside this one.
 */

export type PlanId = "diamante" | "elite" | "starter" | "demo";

export type Plan = {
  id: PlanId;
  /** US dollars per month, billed monthly; 0 = free. */
  monthlyUsd: number;
  limits: {
    activeUsersPerMonth: number;
    automatedFlows: number;
    /** null = not available on this plan ("N/A"). */
    liveChatAgents: number | null;
    adminUsers: number | null;
    chatHistoryDays: number;
    onboardingHours: number | null;
  };
  /** Technical support level (pricing FAQ). */
  support: "priority" | "standard";
  /** Highlighted in the comparison. */
  featured?: boolean;
};

export const plans: Plan[] = [
  {
    id: "diamante",
    monthlyUsd: 99,
    support: "priority",
    limits: {
      activeUsersPerMonth: 14_000,
      automatedFlows: 20,
      liveChatAgents: 5,
      adminUsers: 3,
      chatHistoryDays: 65,
      onboardingHours: 1,
    },
  },
  {
    id: "elite",
    monthlyUsd: 60,
    support: "priority",
    featured: true,
    limits: {
      activeUsersPerMonth: 5_000,
      automatedFlows: 15,
      liveChatAgents: 3,
      adminUsers: 2,
      chatHistoryDays: 65,
      onboardingHours: 1,
    },
  },
  {
    id: "starter",
    monthlyUsd: 49,
    support: "standard",
    limits: {
      activeUsersPerMonth: 3_000,
      automatedFlows: 10,
      liveChatAgents: 2,
      adminUsers: 1,
      chatHistoryDays: 65,
      onboardingHours: null,
    },
  },
  {
    id: "demo",
    monthlyUsd: 0,
    support: "standard",
    limits: {
      activeUsersPerMonth: 50,
      automatedFlows: 5,
      liveChatAgents: null,
      adminUsers: null,
      chatHistoryDays: 15,
      onboardingHours: null,
    },
  },
];

/** Features every plan includes (comparison rows that read "included" or "unlimited" in all). */
export const includedInAllPlans = {
  formsAndBlocks: "unlimited",
  omnichannelLiveChat: true,
  webhooksAndApi: true,
} as const;

/** The platform's channels, in the spec's order. */
export const channels = ["WhatsApp", "Telegram", "Instagram", "Facebook", "Web", "SMS"] as const;
export type Channel = (typeof channels)[number];

export const billing = {
  currency: "USD",
  /** Annual billing: price per month is 15 % lower. */
  annualDiscount: 0.15,
  /** One-time installation fee, only when implementation help is needed; free on the annual plan. */
  installationFeeUsd: 100,
  /** Setup plus creation of each automated flow; free on the annual plan. */
  perFlowSetupUsd: 100,
  freeTrialDays: 14,
  /** Prices exclude taxes and third-party AI API costs; local-currency invoicing by contact. */
  taxesIncluded: false,
  aiApiCostsIncluded: false,
} as const;

/**
 * Price per month when billed annually: the monthly price less the annual discount, in cents
 * (99 → 84.15, 60 → 51.00, 49 → 41.65, 0 → 0).
 */
export function annualMonthlyUsd(
  monthlyUsd: number,
  discount: number = billing.annualDiscount,
): number {
  return Math.round(monthlyUsd * (1 - discount) * 100) / 100;
}

export function planById(id: PlanId): Plan {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** Prices are written by formatUsd (formatters.ts); re-exported here, beside the prices it writes. */
export { formatUsd } from "./formatters.ts";

/** Delivery times and support after launch (docs/product/spec.md §9). Ranges are [min, max]. */
export const delivery = {
  basicChatbotWeeks: [1, 2],
  complexChatbotWeeks: [4, 8],
  minSupportAfterLaunchDays: 30,
} as const;

/** The implementation process, in order (docs/product/spec.md §9); `null` duration = ongoing. */
export const processSteps = [
  { id: "evaluation", duration: { min: 1, max: 2, unit: "days" } },
  { id: "design", duration: { min: 2, max: 3, unit: "days" } },
  { id: "implementation", duration: { min: 1, max: 4, unit: "weeks" } },
  { id: "training", duration: { min: 1, max: 1, unit: "weeks" } },
  { id: "monitoring", duration: null },
] as const;

/** Marketing claims (docs/product/spec.md §9), quoted exactly wherever they appear. */
export const claims = {
  aiDevTimeSavingPct: 70,
  aiDevCostSavingPct: 60,
  traditionalDevUsd: [15_000, 40_000],
  aiDevUsd: [1_500, 15_000],
  conversionRisePct: 35,
  operatingTimeCutPct: 60,
} as const;

/** Demo lengths: the chat card speaks of about 15 minutes, marketing pages of a 30-minute call. */
export const demo = { chatCardMinutes: 15, videoCallMinutes: 30 } as const;

/** Service level agreement (terms, knowledge center). */
export const sla = {
  monthlyUptimePct: 99.5,
  emailSupport: {
    days: "Mo-Fr",
    opens: "09:00",
    closes: "17:00",
    timeZone: "America/New_York",
    city: "Miami",
  },
  /** Business hours: high and medium priority are resolved within the range, low is answered within. */
  incidents: { highResolvedHours: [4, 8], mediumResolvedHours: [24, 48], lowAnsweredHours: 72 },
} as const;

/** Refund policy (docs/product/spec.md §9). */
export const refund = {
  salesFinal: true,
  /** A proven technical failure still unresolved this many calendar days after formal notice. */
  unresolvedFailureCalendarDays: 30,
  /** A verified duplicate charge reported within this many calendar days. */
  duplicateChargeReportCalendarDays: 7,
  /** Requests are filed within this many calendar days of the event. */
  requestWindowCalendarDays: 7,
  /** Requests are evaluated within up to this many business days. */
  evaluationBusinessDays: 30,
} as const;

/** Dates the legal texts were last updated (ISO). */
export const legalUpdated = { terms: "2025-05-02", refund: "2025-05-02" } as const;

/** Payment methods (pricing FAQ): major credit cards and bank transfer; local options in Costa Rica. */
export const payment = {
  methods: ["creditCard", "bankTransfer"],
  localOptionsCountry: "CR",
} as const;

/** Video-to-text limit, enforced by the page and the server. */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;

/** The meetings a visitor can book on our own site (native booking, docs/product/design.md §4). */
export const meetingTypes = ["demo", "ai-development"] as const;
export type MeetingType = (typeof meetingTypes)[number];

export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";

/**
 * When one meeting type can be booked. Hours are wall-clock times ("HH:MM", 24-hour) in
 * `timezone`; a day may hold several ranges or none. The owner's edits in the admin are stored in
 * the database and override these defaults without a rebuild.
 */
export type MeetingAvailability = {
  timezone: string;
  weeklyHours: Record<Weekday, { start: string; end: string }[]>;
  slotMinutes: number;
  /** Free time kept between two meetings. */
  bufferMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  /** Whole days (YYYY-MM-DD, in `timezone`) with no meetings: holidays, closures. */
  blackoutDates: string[];
  /** Meetings that may share one time. */
  capacity: number;
};

const officeHours = [{ start: "08:00", end: "17:00" }];

/** Monday to Friday 08:00–17:00 in San José, as the contact hours say; 30-minute meetings. */
const defaultAvailability: MeetingAvailability = {
  timezone: "America/Costa_Rica",
  weeklyHours: {
    mon: officeHours,
    tue: officeHours,
    wed: officeHours,
    thu: officeHours,
    fri: officeHours,
    sat: [],
    sun: [],
  },
  slotMinutes: 30,
  bufferMinutes: 0,
  minNoticeMinutes: 4 * 60,
  horizonDays: 30,
  blackoutDates: [],
  capacity: 1,
};

export const bookingDefaults: Record<MeetingType, MeetingAvailability> = {
  demo: defaultAvailability,
  "ai-development": defaultAvailability,
};
