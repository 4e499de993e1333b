import type { ChatTexts } from "../es/chat.ts";

export const chatEn: ChatTexts = {
  subtitle: "AI Sales Assistant",
  online: "Online",
  greeting:
    "Hi! I'm {name}, your sales assistant. Ask me about plans, prices, channels or services, or book a free demo of about {minutes} minutes. How can I help?",
  logLabel: "Conversation with {name}",
  you: "You",
  inputLabel: "Write your message to {name}",
  placeholder: "Type your message…",
  hint: "Enter to send, Shift + Enter for a new line.",
  send: "Send message",
  thinking: "Thinking",
  thinkingTagline: "Automating • Innovating • Growing",
  schedule: "Book a Free Demo",
  errorTitle: "Error",
  errorText: "The message could not be sent. Please try again.",
};
