/**
 * The booking form's fields and the checks the browser makes before sending, the same limits the
 * booking function enforces (server/booking/schema.ts; a test holds the two together), so the
 * visitor hears about a mistake at once and beside its field.
 */

export const fieldNames = [
  "name",
  "email",
  "company",
  "phone",
  "interest",
  "message",
  "consent",
] as const;
export type FieldName = (typeof fieldNames)[number];

export type FormValues = {
  name: string;
  email: string;
  company: string;
  phone: string;
  interest: string;
  message: string;
  consent: boolean;
};

export const limits = {
  name: 120,
  email: 254,
  company: 120,
  phone: 40,
  interest: 120,
  message: 2000,
} as const;

/** zod's e-mail pattern (z.email()), which the function applies. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE = /^\+?[\d\s().-]{6,40}$/;

/** What is sent: text trimmed, as the function stores it. */
export function cleaned(values: FormValues): FormValues {
  return {
    ...values,
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    phone: values.phone.trim(),
    interest: values.interest.trim(),
    message: values.message.trim(),
  };
}

/** The fields the function would refuse, in the form's order. */
export function invalidFields(values: FormValues): FieldName[] {
  const v = cleaned(values);
  const bad: Record<FieldName, boolean> = {
    name: v.name.length === 0 || v.name.length > limits.name,
    email: v.email.length > limits.email || !EMAIL.test(v.email),
    company: v.company.length > limits.company,
    phone: v.phone !== "" && !PHONE.test(v.phone),
    interest: v.interest.length > limits.interest,
    message: v.message.length > limits.message,
    consent: !v.consent,
  };
  return fieldNames.filter((f) => bad[f]);
}

/** The field a refusal of the function is about (its error codes name them), if any. */
export function fieldOfError(code: string): FieldName | undefined {
  if (code === "consent_required") return "consent";
  const field = code.startsWith("invalid_") ? code.slice("invalid_".length) : "";
  return (fieldNames as readonly string[]).includes(field) ? (field as FieldName) : undefined;
}
