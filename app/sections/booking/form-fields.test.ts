import { describe, expect, it } from "vitest";
import { createBookingSchema, fieldErrors } from "../../../server/booking/schema.ts";
import {
  cleaned,
  fieldNames,
  fieldOfError,
  invalidFields,
  type FieldName,
  type FormValues,
} from "./form-fields.ts";

const good: FormValues = {
  name: "Ana Pérez",
  email: "ana@example.com",
  company: "",
  phone: "",
  interest: "",
  message: "",
  consent: true,
};

/** The fields the booking function refuses in what the form sends, each judged on its own. */
function serverRefuses(values: FormValues): FieldName[] {
  const sent = cleaned(values);
  const base = {
    ...good,
    type: "demo",
    start: "2026-11-24T15:00:00.000Z",
    language: "es",
    timezone: "America/Costa_Rica",
  };
  return fieldNames.filter((field) => {
    const result = createBookingSchema.safeParse({ ...base, [field]: sent[field] });
    if (result.success) return false;
    const code = fieldErrors[String(result.error.issues[0]?.path[0])];
    expect(code && fieldOfError(code), field).toBe(field);
    return true;
  });
}

const cases: [string, Partial<FormValues>][] = [
  ["all good", {}],
  ["no name", { name: "   " }],
  ["a 121-character name", { name: "a".repeat(121) }],
  ["a 120-character name", { name: "a".repeat(120) }],
  ["e-mail without @", { email: "ana.example.com" }],
  ["e-mail without a top-level domain", { email: "ana@example" }],
  ["e-mail with spaces around", { email: "  ana@example.com " }],
  ["e-mail with a plus", { email: "ana+demo@mail.example.co" }],
  ["e-mail with two dots", { email: "ana..b@example.com" }],
  ["a phone with letters", { phone: "call me" }],
  ["a short phone", { phone: "12345" }],
  ["an international phone", { phone: "+506 (8888) 88-88" }],
  ["a 2001-character message", { message: "m".repeat(2001) }],
  ["a 121-character company", { company: "c".repeat(121) }],
  ["a 121-character interest", { interest: "i".repeat(121) }],
  ["no consent", { consent: false }],
  ["several at once", { name: "", email: "x", consent: false }],
];

describe("the form's checks", () => {
  for (const [name, change] of cases)
    it(`agree with the booking function: ${name}`, () => {
      const values = { ...good, ...change };
      expect(invalidFields(values).sort()).toEqual(serverRefuses(values).sort());
    });

  it("list the refused fields in the form's order", () => {
    expect(invalidFields({ ...good, consent: false, name: "", phone: "x" })).toEqual([
      "name",
      "phone",
      "consent",
    ]);
  });

  it("map the function's error codes to their fields", () => {
    expect(fieldOfError("invalid_email")).toBe("email");
    expect(fieldOfError("invalid_phone")).toBe("phone");
    expect(fieldOfError("consent_required")).toBe("consent");
    expect(fieldOfError("slot_taken")).toBeUndefined();
    expect(fieldOfError("invalid_timezone")).toBeUndefined();
  });
});
