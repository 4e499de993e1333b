/** English texts of the native booking widget; same shape as the Spanish ones. */
import { bookingErrors, meetingTypeNames } from "../booking.ts";
import type { BookingWidgetTexts } from "../es/booking-widget.ts";
import { conversionEn } from "./conversion.ts";

const errors = bookingErrors.en;

export const bookingWidgetEn: BookingWidgetTexts = {
  picker: {
    previousMonth: "Previous month",
    nextMonth: "Next month",
    loadingTimes: "Looking for free times…",
    chooseDay: "Pick a day with free times in the calendar.",
    noTimesDay: "This day has no free times left. Pick another day.",
    noTimesMonth: "No free times left this month. Look at the next month.",
    timesIn: "Times in {zone}",
    timeZone: "Your time zone",
    businessZone: "Our business hours are in {zone}.",
    errorTitle: conversionEn.scheduling.errorTitle,
    error: conversionEn.scheduling.error,
    failedTitle: "We could not load the free times",
    noneTitle: "No free times right now",
    contactText: "Write to us and we will find a time for your meeting together.",
    whatsapp: "Message us on WhatsApp",
    email: "Send an e-mail",
    contactPage: "See every way to reach us",
    retry: "Try again",
  },
  summary: {
    title: "Your meeting",
    duration: "{minutes} minutes · {meeting}",
    change: "Change day and time",
  },
  form: {
    title: "Your details",
    requiredNote: "Fields marked * are required.",
    name: "Name",
    email: "E-mail",
    company: "Company",
    phone: "Phone or WhatsApp",
    phoneHint: "Optional. With your country code, for example +1 305 555 0100.",
    interest: "What you are interested in",
    message: "Message",
    messageHint: "Optional. Tell us about your business or what you want to achieve.",
    consentBefore: "I accept the ",
    consentLink: "privacy policy",
    consentAfter: " and to be contacted about this meeting.",
    privacyAnchor: "privacy",
    honeypot: "Leave this field empty",
    submit: "Confirm meeting",
    submitting: "Booking…",
    fixFields: "Please check these fields: {fields}.",
    network: "We could not send your booking. Check your connection and try again.",
    fieldErrors: {
      name: errors.invalid_name,
      email: errors.invalid_email,
      company: errors.invalid_company,
      phone: errors.invalid_phone,
      interest: errors.invalid_interest,
      message: errors.invalid_message,
      consent: errors.consent_required,
    },
  },
  meetingNames: meetingTypeNames.en,
  iacodingInterest: "AI development",
};
