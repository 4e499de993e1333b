import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { annualMonthlyUsd, billing, formatUsd, plans } from "../content/business.ts";
import { homeContent } from "../i18n/home.server.ts";
import { isPrerendered, parseRouteKey, type Lang, type RouteId } from "../content/routes.ts";
import { siteDefaults } from "../content/site.ts";
import { href } from "../i18n/href.ts";
import { parentOf } from "./structured-data.server.ts";

type Node = Record<string, unknown> & { "@type": string };
type Entry = { id?: string; file: string; children?: Entry[] };

const flatten = (entries: Entry[]): Entry[] =>
  entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);

/** Every prerendered page of the real route config, with its module's loader. */
const pages = flatten(routes as Entry[]).flatMap((entry) => {
  const key = entry.id && parseRouteKey(entry.id);
  return key && isPrerendered(key.id) ? [{ ...key, file: entry.file }] : [];
});

async function jsonLdOf(id: RouteId, lang: Lang, file: string) {
  const mod = (await import(/* @vite-ignore */ `../${file}`)) as {
    loader: (args: { request: Request; params: object; context: object }) => unknown;
  };
  const url = siteDefaults.siteUrl + href(id, lang);
  const data = (await mod.loader({ request: new Request(url), params: {}, context: {} })) as {
    jsonLd: unknown;
    /** The pricing page's content, whose FAQ the page shows and its JSON-LD repeats. */
    content?: { faq?: { items: { question: string; answer: string }[] } };
  };
  // What the page emits is what survives JSON: parse it back as a crawler would.
  const parsed = JSON.parse(JSON.stringify(data.jsonLd)) as {
    "@context": string;
    "@graph": Node[];
  };
  return { url, data, parsed };
}

const ofType = (graph: Node[], type: string) => graph.filter((n) => n["@type"] === type);

describe("JSON-LD of every page", () => {
  it("covers every prerendered page in both languages", () => {
    expect(pages.length).toBeGreaterThanOrEqual(36);
  });

  for (const { id, lang, file } of pages) {
    it(`${id} (${lang}) parses and has the required properties`, async () => {
      const { url, data, parsed } = await jsonLdOf(id, lang, file);
      expect(parsed["@context"]).toBe("https://schema.org");
      const graph = parsed["@graph"];
      for (const node of graph) expect(typeof node["@type"], JSON.stringify(node)).toBe("string");

      const [page] = ofType(graph, "WebPage");
      expect(page).toMatchObject({ "@id": url, url, inLanguage: lang });
      expect(String(page!.name).length).toBeGreaterThan(0);
      expect(String(page!.description).length).toBeGreaterThanOrEqual(70);

      const crumbs = ofType(graph, "BreadcrumbList");
      if (id === "home") expect(crumbs).toEqual([]);
      else {
        const items = crumbs[0]!.itemListElement as {
          position: number;
          item: string;
          name: string;
        }[];
        expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
        expect(items[0]!.item).toBe(siteDefaults.siteUrl + href("home", lang));
        expect(items.at(-1)).toMatchObject({ item: url, name: page!.name });
        const parent = parentOf(id);
        expect(items).toHaveLength(parent ? 3 : 2);
        if (parent) expect(items[1]!.item).toBe(siteDefaults.siteUrl + href(parent, lang));
      }

      if (id === "home" || id === "contact") {
        const [org] = ofType(graph, "Organization");
        expect(org).toMatchObject({
          name: siteDefaults.companyName,
          email: siteDefaults.email,
          sameAs: Object.values(siteDefaults.social),
        });
        expect(String(org!.logo)).toMatch(/^http.*\.png$/);
        const places = org!.location as { address: Record<string, string> }[];
        expect(places.map((p) => p.address)).toEqual(
          siteDefaults.offices.map((o) => ({
            "@type": "PostalAddress",
            addressLocality: o.city,
            addressRegion: o.region,
            addressCountry: o.country,
          })),
        );
        expect(org!.contactPoint).toEqual([
          expect.objectContaining({
            telephone: siteDefaults.phone,
            email: siteDefaults.email,
            availableLanguage: ["es", "en"],
          }),
        ]);
        expect(ofType(graph, "WebSite")[0]).toMatchObject({ name: siteDefaults.companyName });
      }

      const faqs = ofType(graph, "FAQPage");
      const shown =
        id === "home"
          ? homeContent(lang, siteDefaults).faq.items
          : id === "pricing"
            ? data.content!.faq!.items
            : [];
      if (shown.length === 0) expect(faqs).toEqual([]);
      else
        expect(faqs[0]!.mainEntity).toEqual(
          shown.map((q) => ({
            "@type": "Question",
            name: q.question,
            acceptedAnswer: { "@type": "Answer", text: q.answer },
          })),
        );

      const products = ofType(graph, "Product");
      if (id === "pricing" || id === "novachannel") {
        const offers = products[0]!.offers as {
          price: string;
          priceCurrency: string;
          priceSpecification: { price: string; billingDuration: { value: number } }[];
        }[];
        expect(offers.map((o) => [o.price, o.priceCurrency])).toEqual(
          plans.map((p) => [formatUsd(p.monthlyUsd), billing.currency]),
        );
        offers.forEach((o, i) => {
          const monthly = plans[i]!.monthlyUsd;
          expect(o.priceSpecification.map((s) => [s.price, s.billingDuration.value])).toEqual([
            [formatUsd(monthly), 1],
            [formatUsd(annualMonthlyUsd(monthly)), 12],
          ]);
        });
      } else expect(products).toEqual([]);
    });
  }
});
