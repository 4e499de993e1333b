import type { PlanRowTexts } from "./plan-table.ts";
import type { RouteId } from "./routes.ts";

/**
 * Long-form documents (knowledge center, terms, refund policy) as typed data: sections with an
 * anchor id, a heading and blocks. Texts hold `{placeholders}`; the server fills them from
 * business.ts and the site config (see long-form.server.ts), so no figure is typed in prose.
 */

/** What the page renders. */
export type Block =
  | { type: "p"; text: string }
  | { type: "ul" | "ol"; items: string[] }
  | { type: "dl"; items: { term: string; detail: string; href?: string }[] }
  | { type: "table"; caption: string; head: string[]; rows: string[][] }
  | { type: "note"; text: string }
  | { type: "links"; items: { label: string; href: string }[] };

/** Blocks built on the server from business data (plans, steps, SLA incidents, contacts). */
export type DataBlock = { type: "data"; source: "plans" | "steps" | "incidents" | "contacts" };

/** An internal link written in content: a page by route id, optionally to one of its anchors. */
export type RouteLinkBlock = {
  type: "routeLinks";
  items: { label: string; to: RouteId; hash?: string }[];
};

export type SourceBlock = Block | DataBlock | RouteLinkBlock;

export type DocSection<B = Block> = {
  /** Anchor id, unique in the page; also the TOC link target. */
  id: string;
  heading: string;
  blocks: B[];
  subsections?: DocSection<B>[];
};

/** Labels for the data blocks; each language writes its own. */
export type DataLabels = {
  units: Record<"days" | "weeks" | "hours", { one: string; other: string }>;
  weekdays: Record<string, string>;
  ongoing: string;
  notAvailable: string;
  free: string;
  plans: {
    caption: string;
    names: Record<"diamante" | "elite" | "starter" | "demo", string>;
    head: { feature: string };
    rows: { monthly: string; annual: string };
    /** The rows every plan comparison shares (app/content/plan-table.ts). */
    planRows: PlanRowTexts;
  };
  steps: {
    caption: string;
    head: { step: string; duration: string; what: string };
    names: Record<"evaluation" | "design" | "implementation" | "training" | "monitoring", string>;
    what: Record<"evaluation" | "design" | "implementation" | "training" | "monitoring", string>;
  };
  incidents: {
    caption: string;
    head: { priority: string; example: string; target: string };
    rows: Record<"high" | "medium" | "low", { name: string; example: string; target: string }>;
  };
  contacts: {
    email: string;
    phone: string;
    offices: string;
    hours: string;
    hoursValue: string;
    social: string;
  };
};

/** A whole long-form page in one language, as written. */
export type LongFormSource = {
  /** Shown under the h1. */
  intro: string;
  /** Table of contents: its label and the mobile toggle's text. */
  toc: { label: string; toggle: string };
  /** "Last updated" label, legal pages only; the date comes from business.ts (legalUpdated). */
  updated?: string;
  /** Closing line after the last section. */
  outro?: string;
  sections: DocSection<SourceBlock>[];
  data: DataLabels;
};

/** What the page component receives: every placeholder filled, every data block built. */
export type LongFormDoc = {
  intro: string;
  toc: { label: string; toggle: string };
  updated?: { label: string; date: string; iso: string };
  outro?: string;
  sections: DocSection[];
};

/** Fills `{name}` in every string of a value, keeping its shape. */
export function fillAll<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === "string") return fill(value) as T;
  if (Array.isArray(value)) return value.map((v) => fillAll(v, fill)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, fill)])) as T;
  }
  return value;
}
