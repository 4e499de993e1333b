import { describe, expect, it } from "vitest";
import { expectParity } from "../../tests/support/parity.ts";
import { bookingWidgetEn } from "./en/booking-widget.ts";
import { termsEn } from "./en/legal.ts";
import { bookingWidgetEs } from "./es/booking-widget.ts";
import { termsEs } from "./es/legal.ts";

describe("booking widget texts", () => {
  it("English has exactly the Spanish keys, none empty, same placeholders", () => {
    expectParity(bookingWidgetEs, bookingWidgetEn);
  });

  it("links the consent to the privacy section of the terms page in each language", () => {
    const ids = (terms: typeof termsEs) => terms.sections.map((s) => s.id);
    expect(ids(termsEs)).toContain(bookingWidgetEs.form.privacyAnchor);
    expect(ids(termsEn)).toContain(bookingWidgetEn.form.privacyAnchor);
    const privacy = termsEs.sections.find((s) => s.id === bookingWidgetEs.form.privacyAnchor);
    expect(privacy?.heading).toMatch(/privacidad/i);
    const privacyEn = termsEn.sections.find((s) => s.id === bookingWidgetEn.form.privacyAnchor);
    expect(privacyEn?.heading).toMatch(/privacy/i);
  });

  it("keeps the spec's calendar error toast word for word", () => {
    expect(bookingWidgetEs.picker.error).toBe(
      "Error al cargar el calendario. Por favor, recarga la página.",
    );
    expect(bookingWidgetEn.picker.error).toBe(
      "Error loading the calendar. Please refresh the page.",
    );
  });
});
