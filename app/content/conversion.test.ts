import { describe, expect, it } from "vitest";
import { expectParity } from "../../tests/support/parity.ts";
import { conversionEn } from "./en/conversion.ts";
import { consentEn } from "./en/consent.ts";
import { conversionEs } from "./es/conversion.ts";
import { consentEs } from "./es/consent.ts";

describe("conversion and consent texts", () => {
  for (const [name, es, en] of [
    ["conversion", conversionEs, conversionEn],
    ["consent", consentEs, consentEn],
  ] as const) {
    it(`${name}: English has exactly the Spanish keys, none empty, same placeholders`, () => {
      expectParity(es, en);
    });
  }

  it("keeps the spec's exact wording for the calendar error, the terms toast and the hours", () => {
    expect(conversionEs.scheduling.error).toBe(
      "Error al cargar el calendario. Por favor, recarga la página.",
    );
    expect(conversionEn.scheduling.error).toBe(
      "Error loading the calendar. Please refresh the page.",
    );
    expect(conversionEs.iacoding.termsToastTitle).toBe("Términos y Condiciones");
    expect(conversionEs.iacoding.termsToastText).toBe(
      "Por favor, acepta nuestros términos y condiciones para continuar.",
    );
    expect(conversionEn.iacoding.termsToastTitle).toBe("Terms and Conditions");
    expect(conversionEn.iacoding.termsToastText).toBe(
      "Please accept our terms and conditions to continue.",
    );
    expect(conversionEs.contact.widgetTitle).toBe("Agenda una Reunión");
    expect(conversionEn.contact.widgetTitle).toBe("Schedule a Meeting");
    expect(conversionEs.contact.hoursText).toBe("Lunes - Viernes: 8:00 AM - 5:00 PM");
    expect(conversionEs.welcome.avatarText).toBe(
      "Haz clic en {assistant} y comienza a hablarle. Te responderá con su voz.",
    );
    expect(conversionEs.iacoding.apps).toHaveLength(6);
  });
});
