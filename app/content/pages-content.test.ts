import { describe, it } from "vitest";
import { expectParity } from "../../tests/support/parity.ts";
import { platformEn } from "./en/platform.ts";
import { pricingEn } from "./en/pricing.ts";
import { servicesEn } from "./en/services.ts";
import { platformEs } from "./es/platform.ts";
import { pricingEs } from "./es/pricing.ts";
import { servicesEs } from "./es/services.ts";

describe.each([
  ["pricing", pricingEs, pricingEn],
  ["platform", platformEs, platformEn],
  ["services", servicesEs, servicesEn],
])("%s content", (_name, es, en) => {
  it("has the same keys, list lengths and placeholders in Spanish and English, and no empty text", () => {
    expectParity(es, en);
  });
});
