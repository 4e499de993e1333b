import { bookingErrors } from "../booking.ts";
import type { ChatTexts } from "../es/chat.ts";
import { bookingWidgetEn } from "./booking-widget.ts";

const form = bookingWidgetEn.form;
const errors = bookingErrors.en;

export const chatEn: ChatTexts = {
  subtitle: "AI Sales Assistant",
  online: "Online",
  greeting:
    "Hi! I'm {assistant}, your sales assistant. Ask me about plans, prices, channels or services, or book a free demo of about {chatMinutes} minutes. How can I help?",
  logLabel: "Conversation with {assistant}",
  you: "You",
  inputLabel: "Write your message to {assistant}",
  placeholder: "Type your message…",
  hint: "Enter to send, Shift + Enter for a new line.",
  send: "Send message",
  thinking: "Thinking",
  thinkingTagline: "Automating • Innovating • Growing",
  schedule: "Book a Free Demo",
  errorTitle: "Error",
  errorText: "The message could not be sent. Please try again.",

  slotsLabel: "Free times for your free demo",
  slotsZone: bookingWidgetEn.picker.timesIn,
  moreTimes: "See more times",
  pickTime: "Pick a day and time",

  formTitle: "Your details",
  formName: form.name,
  formEmail: form.email,
  formPhone: "WhatsApp or phone (optional)",
  formCompany: "Company (optional)",
  consentBefore: form.consentBefore,
  consentLink: form.consentLink,
  consentAfter: " and to be contacted about my request.",
  privacyAnchor: form.privacyAnchor,
  honeypot: form.honeypot,
  formBook: "Book the demo",
  formSend: "Send my details",
  formSending: "Sending…",
  fixFields: form.fixFields,
  errorName: errors.invalid_name,
  errorEmail: errors.invalid_email,
  errorPhone: errors.invalid_phone,
  errorCompany: errors.invalid_company,
  errorConsent: errors.consent_required,

  bookedTitle: "Demo booked",
  bookedZone: "{zone} time",
  bookedLink: "See the confirmation",

  handoffTitle: "Talk to a person",
  handoffWhatsapp: bookingWidgetEn.picker.whatsapp,
  handoffPhone: "Call {phone}",
  handoffEmail: "Write to {email}",
};
