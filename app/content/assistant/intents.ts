/**
 * What a visitor can mean, as the sales assistant's classifier knows it (issue 23). Each intent is
 * trained from the utterance lists in ./es/utterances.ts and ./en/utterances.ts (how visitors type:
 * no accents, slang, typos) and answered by the server's composer from business.ts.
 */
export const intents = [
  "greeting",
  "thanks",
  "goodbye",
  "affirm",
  "deny",
  "prices",
  "planFeatures",
  "compare",
  "recommend",
  "annual",
  "fees",
  "trial",
  "channels",
  "integrations",
  "platform",
  "services",
  "chatbots",
  "contentGen",
  "aiDev",
  "contactCenter",
  "transcription",
  "delivery",
  "process",
  "sla",
  "support",
  "refund",
  "payment",
  "taxes",
  "planChange",
  "offices",
  "hours",
  "contact",
  "human",
  "book",
  "demoInfo",
  "results",
  "compliance",
  "unpublished",
  "objectionPrice",
  "objectionTrust",
  "objectionComplex",
  "objectionDecision",
  "objectionCommitment",
  "objectionDiy",
  "popular",
  "competitor",
  "complaint",
  "offTopic",
  "injection",
  "about",
] as const;

export type Intent = (typeof intents)[number];

/** At least 15 utterances per intent, in the way visitors of that page write. */
export type Utterances = Record<Intent, string[]>;
