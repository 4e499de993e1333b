import { describe, expect, it } from "vitest";
import {
  contactBody,
  contactFieldOf,
  contactProblems,
  contactSummary,
  emptyContact,
} from "./contact-fields.ts";

const ana = { ...emptyContact, name: "Ana Pérez", email: "ana@example.com", consent: true };

describe("chat contact form checks", () => {
  it("asks for a name, a valid e-mail and consent", () => {
    expect(contactProblems(emptyContact, true)).toEqual(["name", "email", "consent"]);
    expect(contactProblems({ ...ana, email: "ana@example" }, true)).toEqual(["email"]);
    expect(contactProblems(ana, true)).toEqual([]);
  });

  it("needs the e-mail for a booking, and accepts a phone instead for a lead", () => {
    const byPhone = { ...ana, email: "", phone: "+506 8888 7777" };
    expect(contactProblems(byPhone, true)).toEqual(["email"]);
    expect(contactProblems(byPhone, false)).toEqual([]);
    expect(contactProblems({ ...byPhone, phone: "" }, false)).toEqual(["email"]);
    // A typed e-mail is checked even when it could have been left out.
    expect(contactProblems({ ...byPhone, email: "nope" }, false)).toEqual(["email"]);
  });

  it("keeps the booking form's limits for phone and company", () => {
    expect(contactProblems({ ...ana, phone: "call me" }, true)).toEqual(["phone"]);
    expect(contactProblems({ ...ana, company: "x".repeat(121) }, true)).toEqual(["company"]);
  });

  it("sends trimmed values without empty optional fields, and says them in one line", () => {
    const body = contactBody({ ...ana, name: "  Ana Pérez ", company: " " }, "");
    expect(body).toEqual({
      name: "Ana Pérez",
      email: "ana@example.com",
      consent: true,
      website: "",
    });
    expect(contactSummary(body)).toBe("Ana Pérez · ana@example.com");
    const lead = contactBody({ ...ana, email: "", phone: "+506 8888 7777" }, "");
    expect(contactSummary(lead)).toBe("Ana Pérez · +506 8888 7777");
  });

  it("knows which refusals name one of its fields", () => {
    expect(contactFieldOf("email")).toBe("email");
    expect(contactFieldOf("website")).toBeUndefined();
    expect(contactFieldOf(undefined)).toBeUndefined();
  });
});
