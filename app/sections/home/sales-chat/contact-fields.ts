/**
 * The chat's contact form checked in the browser with the rules the assistant-chat function
 * applies (server/functions/assistant-chat/booking-steps.ts), which are the booking form's
 * (../../booking/form-fields.ts): a name; an e-mail, which a booking needs for its invitation and
 * a lead may replace with a phone; the phone and company within the booking form's limits; consent.
 */
import { invalidFields } from "../../booking/form-fields.ts";
import type { ContactFields } from "./ask.ts";

export const contactFieldNames = ["name", "email", "phone", "company", "consent"] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  consent: boolean;
};

export const emptyContact: ContactValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  consent: false,
};

/** Whether the e-mail must be given: always for a booking, for a lead when there is no phone. */
export const emailRequired = (values: ContactValues, booking: boolean) =>
  booking || values.phone.trim() === "";

/** The fields the function would refuse, in the form's order. */
export function contactProblems(values: ContactValues, booking: boolean): ContactFieldName[] {
  const bad = new Set(invalidFields({ ...values, interest: "", message: "" }));
  if (values.email.trim() === "" && !emailRequired(values, booking)) bad.delete("email");
  return contactFieldNames.filter((f) => bad.has(f));
}

/** What is sent: trimmed, empty optional fields left out (the function refuses an empty e-mail). */
export function contactBody(values: ContactValues, website: string): ContactFields {
  const v = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
  };
  return {
    name: v.name,
    ...(v.email ? { email: v.email } : {}),
    ...(v.phone ? { phone: v.phone } : {}),
    ...(v.company ? { company: v.company } : {}),
    consent: true,
    website,
  };
}

/** The visitor's bubble for the form: "Ana Pérez · ana@example.com". */
export const contactSummary = (body: ContactFields) =>
  `${body.name} · ${body.email ?? body.phone ?? ""}`;

/** The form field a refusal of the function names, if it is one of ours. */
export const contactFieldOf = (field: string | undefined): ContactFieldName | undefined =>
  (contactFieldNames as readonly string[]).includes(field ?? "")
    ? (field as ContactFieldName)
    : undefined;
