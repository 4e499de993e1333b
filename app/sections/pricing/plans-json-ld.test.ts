import { describe, expect, it } from "vitest";
import { annualMonthlyUsd, formatUsd, plans } from "../../content/business.ts";
import { pricingEs } from "../../content/es/pricing.ts";
import { plansStructuredData } from "./plans-json-ld.tsx";

describe("plans structured data", () => {
  it("lists one USD Offer per plan with its monthly and annual price per month", () => {
    const data = plansStructuredData(pricingEs.planTable, "NovaChannel", "https://x.test/precios");
    const offers = data.offers as {
      name: string;
      price: string;
      priceCurrency: string;
      priceSpecification: { price: string }[];
    }[];
    expect(offers.map((o) => o.name)).toEqual(
      plans.map((p) => `NovaChannel ${pricingEs.planTable.plans[p.id].name}`),
    );
    offers.forEach((offer, i) => {
      const plan = plans[i]!;
      expect(offer.priceCurrency).toBe("USD");
      expect(offer.price).toBe(formatUsd(plan.monthlyUsd));
      expect(offer.priceSpecification.map((s) => s.price)).toEqual([
        formatUsd(plan.monthlyUsd),
        formatUsd(annualMonthlyUsd(plan.monthlyUsd)),
      ]);
    });
  });
});
