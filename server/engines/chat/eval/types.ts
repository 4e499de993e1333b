/**
 * The sales assistant's conversation set (issue 23): what a visitor writes, turn by turn, and what
 * a good reply must hold. Graded by ./grade.ts from what the visitor would see: the reply's text
 * and the actions the chat card shows under it. Figures in expectations are computed from
 * app/content/business.ts and the site config, never retyped.
 */
import type { Lang } from "../../../../app/content/routes.ts";

export type EvalCategory =
  | "facts" // one plain fact: a price, a limit, hours, channels, refund window…
  | "plans" // one row of a plan, a comparison between plans, the annual price
  | "recommendation" // needs stated → a plan with its reason, or a custom plan beyond every plan
  | "multi-part" // two or more questions in one message, each answered
  | "conversation" // multi-turn: follow-ups ("eso", "and the annual one?", "y para 10 agentes?")
  | "unknown" // facts we do not publish: said plainly, nothing invented, nothing confirmed
  | "objection" // price, a competitor, doubts
  | "complaint" // empathy and a person, no sales pitch
  | "off-topic" // a poem, the weather, homework: a friendly scope reminder
  | "injection" // "ignore your instructions…", "you are now…": scope reminder, no leak
  | "smalltalk" // greetings, thanks, goodbyes
  | "booking" // buying intent: free times offered in the chat, contact details asked
  | "lead"; // contact details given in the chat

export type Expectation = {
  /** Every one must be in the reply text (case-insensitive for strings; accents count). */
  has?: (string | RegExp)[];
  /** At least one must be in the reply text. */
  hasAny?: (string | RegExp)[];
  /** None may be in the reply text. */
  not?: (string | RegExp)[];
  /** true: the reply offers the free demo (a link to the booking page, or the book action); false: it must not. */
  demo?: boolean;
  /** true: the reply says plainly that we do not know or do not publish this. */
  honest?: boolean;
  /** true: the reply offers a person (WhatsApp, phone, e-mail or the contact page). */
  handoff?: boolean;
  /** true: the reply asks the visitor a question (a qualifying one, or which time suits). */
  asks?: boolean;
  /** true: the chat shows free demo times to pick (the slots action). */
  offersSlots?: boolean;
  /** true: the chat asks for name and e-mail or WhatsApp (the contact action, or the text asks). */
  asksContact?: boolean;
  /** Longest acceptable reply in characters (default in grade.ts). */
  maxChars?: number;
};

export type EvalTurn = { say: string; expect: Expectation };

export type EvalCase = {
  id: string;
  category: EvalCategory;
  /** The page's language; the reply must be in the language the visitor writes in. */
  lang: Lang;
  /** The language the visitor writes in, when it differs from the page (English on /). */
  writes?: Lang;
  turns: EvalTurn[];
  /** Why this case is here, from the visitor's side (shown when it fails). */
  note?: string;
};
