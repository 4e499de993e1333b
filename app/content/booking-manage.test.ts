import { describe, expect, it } from "vitest";
import { expectParity } from "../../tests/support/parity.ts";
import { bookingManageEn } from "./en/booking-manage.ts";
import { bookingManageEs } from "./es/booking-manage.ts";
import { messages } from "./messages.server.ts";

describe("booking confirmation and manage texts", () => {
  it("English has exactly the Spanish keys, none empty, with the same placeholders", () => {
    expectParity(bookingManageEs, bookingManageEn);
  });

  it("the manage page has its own title, heading and intro in both languages", () => {
    for (const lang of ["es", "en"] as const) {
      const page = messages[lang].pages.scheduleManage;
      for (const value of Object.values(page)) expect(value.trim()).not.toBe("");
      expect(page.title).not.toBe(messages[lang].pages.scheduleConfirmation.title);
    }
  });
});
