import { annualMonthlyUsd, billing, formatUsd, plans } from "../../content/business.ts";
import type { PlanTableTexts } from "../../content/es/pricing.ts";

/** schema.org Product with one Offer per plan (monthly price, and the annual price per month). */
export function plansStructuredData(
  texts: PlanTableTexts,
  platformName: string,
  pageUrl: string,
): Record<string, unknown> {
  const perMonth = (price: number, months: number) => ({
    "@type": "UnitPriceSpecification",
    price: formatUsd(price),
    priceCurrency: billing.currency,
    referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
    billingDuration: { "@type": "QuantitativeValue", value: months, unitCode: "MON" },
  });
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: platformName,
    url: pageUrl,
    offers: plans.map((p) => ({
      "@type": "Offer",
      name: `${platformName} ${texts.plans[p.id].name}`,
      description: texts.plans[p.id].audience,
      price: formatUsd(p.monthlyUsd),
      priceCurrency: billing.currency,
      url: pageUrl,
      priceSpecification: [perMonth(p.monthlyUsd, 1), perMonth(annualMonthlyUsd(p.monthlyUsd), 12)],
    })),
  };
}

/** Structured data as an inline JSON-LD script; `<` is escaped so the data cannot close it. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
