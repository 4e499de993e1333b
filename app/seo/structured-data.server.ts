import type {
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  Offer,
  Organization,
  Product,
  Thing,
  UnitPriceSpecification,
  WebPage,
  WebSite,
} from "schema-dts";
import { annualMonthlyUsd, billing, formatUsd, plans } from "../content/business.ts";
import type { PlanTableTexts } from "../content/es/pricing.ts";
import { messages } from "../content/messages.server.ts";
import { languages, routeIds, routeTable, type Lang, type RouteId } from "../content/routes.ts";
import type { SiteConfig } from "../content/site.ts";
import { href } from "../i18n/href.ts";

/**
 * schema.org descriptions of the pages (docs/decisions/012-seo.md), built on the server from the
 * typed content and business.ts, and emitted by pageMeta() as one `application/ld+json` script.
 * Every page: its WebPage; every page but home: its BreadcrumbList; home and contact: the full
 * Organization and WebSite, which other pages point to by `@id`.
 */
export type JsonLd = { "@context": "https://schema.org"; "@graph": Thing[] };

type Ctx = { id: RouteId; lang: Lang; site: SiteConfig; params?: Record<string, string> };

const ids = (site: SiteConfig) => ({
  organization: `${site.siteUrl}/#organization`,
  website: `${site.siteUrl}/#website`,
});

/** The company: offices, contact points and social profiles, all from the site config. */
export function organization(site: SiteConfig, lang: Lang): Organization {
  return {
    "@type": "Organization",
    "@id": ids(site).organization,
    name: site.companyName,
    url: site.siteUrl + href("home", lang),
    logo: `${site.siteUrl}/icon-512.png`,
    email: site.email,
    telephone: site.phone,
    location: site.offices.map((office) => ({
      "@type": "Place",
      name: `${site.companyName} ${office.city}`,
      address: {
        "@type": "PostalAddress",
        addressLocality: office.city,
        addressRegion: office.region,
        addressCountry: office.country,
      },
    })),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer support",
        telephone: site.phone,
        email: site.email,
        url: site.whatsappUrl,
        availableLanguage: languages.map((l) => l),
        hoursAvailable: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: dayNames(site.hours.days),
          opens: site.hours.opens,
          closes: site.hours.closes,
        },
      },
    ],
    sameAs: Object.values(site.social),
  };
}

const week = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** "Mo-Fr" → Monday … Friday (schema.org day names). */
function dayNames(range: string): DayOfWeek[] {
  const [from, to = from] = range.split("-").map((d) => week.findIndex((w) => w.startsWith(d!)));
  return week.slice(from, to! + 1) satisfies DayOfWeek[];
}

export function webSite(site: SiteConfig, lang: Lang): WebSite {
  return {
    "@type": "WebSite",
    "@id": ids(site).website,
    url: site.siteUrl + href("home", lang),
    name: site.companyName,
    inLanguage: languages.map((l) => l),
    publisher: { "@id": ids(site).organization },
  };
}

/** The page a route id is under, from the URL table: /servicios/apps is under /servicios. */
export function parentOf(id: RouteId): RouteId | undefined {
  const path = routeTable[id].es;
  const candidates = routeIds.filter((other) => {
    const p = routeTable[other].es;
    return other !== id && p !== "/" && path.startsWith(`${p}/`);
  });
  return candidates.sort((a, b) => routeTable[b].es.length - routeTable[a].es.length)[0];
}

/** Home › parent pages › this page; names are the pages' short titles. */
export function breadcrumbs(
  { id, lang, site, params = {} }: Ctx,
  name: string,
  titleOf: (id: RouteId) => string,
): BreadcrumbList {
  const trail: { name: string; url: string }[] = [];
  for (let p = parentOf(id); p; p = parentOf(p)) {
    trail.unshift({ name: titleOf(p), url: site.siteUrl + href(p, lang) });
  }
  const url = site.siteUrl + href(id, lang, params);
  const items = [
    { name: messages[lang].nav.home, url: site.siteUrl + href("home", lang) },
    ...trail,
    { name, url },
  ];
  return {
    "@type": "BreadcrumbList",
    "@id": `${url}#breadcrumb`,
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** Questions and answers exactly as the page shows them. */
export function faqPage(url: string, items: { question: string; answer: string }[]): FAQPage {
  return {
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** The platform as a Product with one USD Offer per plan: the monthly price, and the annual per month. */
export function planOffers(texts: PlanTableTexts, site: SiteConfig, pageUrl: string): Product {
  const perMonth = (price: number, months: number): UnitPriceSpecification => ({
    "@type": "UnitPriceSpecification",
    price: formatUsd(price),
    priceCurrency: billing.currency,
    referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
    billingDuration: { "@type": "QuantitativeValue", value: months, unitCode: "MON" },
  });
  return {
    "@type": "Product",
    "@id": `${pageUrl}#product`,
    name: site.platformName,
    url: pageUrl,
    brand: { "@id": ids(site).organization },
    offers: plans.map((p): Offer => ({
      "@type": "Offer",
      name: `${site.platformName} ${texts.plans[p.id].name}`,
      description: texts.plans[p.id].audience,
      price: formatUsd(p.monthlyUsd),
      priceCurrency: billing.currency,
      url: pageUrl,
      priceSpecification: [perMonth(p.monthlyUsd, 1), perMonth(annualMonthlyUsd(p.monthlyUsd), 12)],
    })),
  };
}

/** Pages that describe the company in full (the others point to it by `@id`). */
const describesCompany = new Set<RouteId>(["home", "contact"]);

type PageGraph = Ctx & {
  name: string;
  description: string;
  titleOf: (id: RouteId) => string;
};

/** The base graph of a page; loaders add what the page shows (FAQPage, Product) with withNodes(). */
export function pageJsonLd(ctx: PageGraph): JsonLd {
  const { id, lang, site, params, name, description } = ctx;
  const url = site.siteUrl + href(id, lang, params);
  const graph: Thing[] = [];
  if (describesCompany.has(id)) graph.push(organization(site, lang), webSite(site, lang));
  graph.push({
    "@type": "WebPage",
    "@id": url,
    url,
    name,
    description,
    inLanguage: lang,
    isPartOf: { "@id": ids(site).website },
    publisher: { "@id": ids(site).organization },
    ...(id === "home" ? {} : { breadcrumb: { "@id": `${url}#breadcrumb` } }),
  } as WebPage);
  if (id !== "home") graph.push(breadcrumbs(ctx, name, ctx.titleOf));
  return { "@context": "https://schema.org", "@graph": graph };
}

/** The graph with more nodes (what this page shows: its FAQ, its offers). */
export function withNodes(jsonLd: JsonLd, ...nodes: Thing[]): JsonLd {
  return { ...jsonLd, "@graph": [...jsonLd["@graph"], ...nodes] };
}

/** The page URL a graph describes (its WebPage `@id`). */
export function pageUrlOf(jsonLd: JsonLd): string {
  const page = jsonLd["@graph"].find(
    (n) => typeof n === "object" && (n as { "@type"?: string })["@type"] === "WebPage",
  ) as { "@id": string } | undefined;
  if (!page) throw new Error("pageUrlOf: no WebPage node");
  return page["@id"];
}

/** The graph with more properties on its WebPage node (e.g. dateModified). */
export function withWebPage(jsonLd: JsonLd, props: Partial<Exclude<WebPage, string>>): JsonLd {
  return {
    ...jsonLd,
    "@graph": jsonLd["@graph"].map((node) =>
      typeof node === "object" && (node as { "@type"?: string })["@type"] === "WebPage"
        ? ({ ...node, ...props } as Thing)
        : node,
    ),
  };
}
