import type { ConsentTexts } from "../es/consent.ts";

export const consentEn: ConsentTexts = {
  title: "Your privacy",
  text: "We use third-party tools to measure visits and ads and for the chat, only if you agree. You can change your choice at any time.",
  policy: "Learn more",
  acceptAll: "Accept all",
  rejectAll: "Reject all",
  choose: "Choose",
  save: "Save choices",
  analytics: "Analytics and advertising",
  analyticsText: "Tells us which pages help and measures our ads.",
  chat: "Third-party chat",
  chatText: "Our provider's live-chat widget.",
  necessary:
    "We only use necessary storage (language and notices seen); there is nothing to choose.",
  footerLink: "Privacy preferences",
  saved: "Preferences saved",
};
