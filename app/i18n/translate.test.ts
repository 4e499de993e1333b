import { describe, expect, it } from "vitest";
import { messages } from "../content/messages.server.ts";
import { format, translate } from "./translate.ts";

describe("translate", () => {
  it("looks dotted keys up in the dictionary of the language", () => {
    expect(translate(messages.es, "nav.pricing")).toBe("Precios");
    expect(translate(messages.en, "nav.pricing")).toBe("Pricing");
  });

  it("shows an unknown key as the key itself (docs/product/spec.md §3)", () => {
    expect(translate(messages.es, "nav.nothing")).toBe("nav.nothing");
    expect(translate(messages.es, "nav")).toBe("nav");
    expect(translate(messages.es, "")).toBe("");
  });
});

describe("format", () => {
  it("fills placeholders and leaves unknown ones as they are", () => {
    expect(format("© {year} {company}", { year: 2026, company: "ACME" })).toBe("© 2026 ACME");
    expect(format("Hola {name}", {})).toBe("Hola {name}");
  });
});
