import { describe, expect, it } from "vitest";
import { normalisePhone, parseLeadInput } from "./schema.ts";

const THREAD = "5a1e0000-0000-4000-8000-000000000001";

describe("lead input", () => {
  it.each([
    ["+506 8888-0000", "+50688880000"],
    ["+1 (555) 010-9999", "+15550109999"],
    ["0034 600 111 222", "+34600111222"],
    ["8888 0000", "88880000"],
    ["88.88.00.00", "88880000"],
    ["1234567", "1234567"],
  ])("normalises the phone %j to %j", (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it.each(["123456", "1".repeat(21), "+506 8888 0000 ext 2", "++506 8888 0000", "506+8888000", ""])(
    "refuses the phone %j",
    (typed) => {
      expect(normalisePhone(typed)).toBeUndefined();
    },
  );

  it("trims text, treats empty and null optional fields as absent, and drops unknown needs", () => {
    const parsed = parseLeadInput({
      threadId: THREAD,
      name: "  Ana\n Pérez ",
      email: " ana@example.com ",
      phone: "",
      company: null,
      interest: "  ",
      needs: { agents: 2, channels: [" WhatsApp ", "whatsapp", "Web"], favouriteColour: "teal" },
      language: "en",
      bookingId: "",
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        threadId: THREAD,
        name: "Ana Pérez",
        email: "ana@example.com",
        needs: { agents: 2, channels: ["WhatsApp", "Web"] },
        language: "en",
      },
    });
  });

  it("answers with the first refused field, as a result", () => {
    expect(parseLeadInput(null)).toEqual({ ok: false, reason: "invalid_input" });
    expect(parseLeadInput({ threadId: THREAD, name: "Ana", language: "es" })).toEqual({
      ok: false,
      reason: "missing_contact",
    });
    expect(parseLeadInput({ threadId: THREAD, name: "Ana", email: "x", language: "es" })).toEqual({
      ok: false,
      reason: "invalid_email",
    });
    expect(
      parseLeadInput({
        threadId: THREAD,
        name: "Ana",
        phone: "+506 8888 0000",
        needs: { monthlyConversations: 1e12 },
        language: "es",
      }),
    ).toEqual({ ok: false, reason: "invalid_needs" });
  });
});
