import type { Page } from "@playwright/test";
import { pricingEn } from "../../app/content/en/pricing.ts";
import { pricingEs } from "../../app/content/es/pricing.ts";
import { inSitemap, type Lang } from "../../app/content/routes.ts";
import { siteDefaults } from "../../app/content/site.ts";
import { allPages, expect, hydrated, test } from "./fixtures.ts";

type Node = Record<string, unknown> & { "@type": string };
type Offer = { price: string; priceSpecification: { price: string }[] };

const planTable = { es: pricingEs.planTable, en: pricingEn.planTable };

async function graphOf(page: Page): Promise<Node[]> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  return (JSON.parse((await scripts.textContent())!) as { "@graph": Node[] })["@graph"];
}

/** The price cells of the plan comparison, in plan order. */
const priceCells = (page: Page, lang: Lang) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: planTable[lang].price, exact: true }) })
    .getByRole("cell");

async function expectPricesShown(page: Page, lang: Lang, prices: string[]) {
  const cells = priceCells(page, lang);
  await expect(cells).toHaveCount(prices.length);
  for (const [i, price] of prices.entries()) {
    if (Number(price) === 0) await expect(cells.nth(i)).toHaveText(planTable[lang].free);
    else await expect(cells.nth(i)).toContainText(`$${price}`);
  }
}

/** What crawlers read does not depend on the viewport: one project is enough. */
const desktopOnly = (project: string) => test.skip(project !== "desktop", "viewport-independent");

for (const { id, lang, path } of allPages) {
  test(`${path} (${id}, ${lang}): share image, robots and JSON-LD match the page`, async ({
    page,
  }, info) => {
    desktopOnly(info.project.name);
    await page.goto(path);
    const url = siteDefaults.siteUrl + path;

    // Share image: absolute, declared 1200×630 PNG, and served as exactly that.
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toMatch(new RegExp(`^${siteDefaults.siteUrl}/assets/og/.+\\.png$`));
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image!);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
      "content",
      "1200",
    );
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute(
      "content",
      "630",
    );
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      "content",
      await page.title(),
    );
    const res = await page.request.get(new URL(image!).pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    const png = await res.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    // Pages left out of the sitemap are the noindex ones, and only those.
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(
      inSitemap(id) ? 0 : 1,
    );

    const graph = await graphOf(page);
    const webPage = graph.find((n) => n["@type"] === "WebPage");
    expect(webPage).toMatchObject({ "@id": url, inLanguage: lang });
    const crumbs = graph.find((n) => n["@type"] === "BreadcrumbList");
    if (id === "home") expect(crumbs).toBeUndefined();
    else expect((crumbs!.itemListElement as { item: string }[]).at(-1)!.item).toBe(url);

    // FAQPage: the same questions the page shows, in the same order.
    const faq = graph.find((n) => n["@type"] === "FAQPage");
    const shown = page.locator("details[name] > summary");
    if (faq) {
      const questions = (faq.mainEntity as { name: string }[]).map((q) => q.name);
      await expect(shown).toHaveText(questions);
    } else if (id === "home" || id === "pricing")
      throw new Error(`${path} shows an FAQ without FAQPage`);

    // Offers: the prices the comparison table shows, monthly and (on pricing) annual.
    const product = graph.find((n) => n["@type"] === "Product");
    if (id === "pricing" || id === "novachannel") {
      const offers = product!.offers as Offer[];
      await expectPricesShown(
        page,
        lang,
        offers.map((o) => o.price),
      );
      if (id === "pricing") {
        await hydrated(page);
        await page.getByRole("button", { name: planTable[lang].billing.annual }).click();
        await expectPricesShown(
          page,
          lang,
          offers.map((o) => o.priceSpecification[1]!.price),
        );
      }
    } else expect(product).toBeUndefined();

    // The company's contact details in the graph are the ones the page shows.
    const org = graph.find((n) => n["@type"] === "Organization");
    if (id === "contact") {
      await expect(page.getByText(String(org!.email)).first()).toBeVisible();
      await expect(page.getByText(String(org!.telephone)).first()).toBeVisible();
    }
  });
}

test("the sitemap lists every indexable page with its alternates", async ({ page }, info) => {
  desktopOnly(info.project.name);
  const xml = await (await page.request.get("/sitemap.xml")).text();
  for (const { id, path } of allPages) {
    const loc = `<loc>${siteDefaults.siteUrl}${path}</loc>`;
    if (inSitemap(id)) expect(xml).toContain(loc);
    else expect(xml).not.toContain(loc);
  }
  // Every fixed page names its three alternates (blog posts other tests wrote in one language
  // only have none, by design, so they are left out here).
  const fixed = new Set(allPages.map(({ path }) => `${siteDefaults.siteUrl}${path}`));
  const blocks = xml.split("<url>").slice(1);
  const pageBlocks = blocks.filter((b) => fixed.has(b.match(/<loc>(.*?)<\/loc>/)![1]!));
  expect(pageBlocks.length).toBe(allPages.filter(({ id }) => inSitemap(id)).length);
  for (const block of pageBlocks)
    for (const hreflang of ["es", "en", "x-default"])
      expect(block.match(new RegExp(`hreflang="${hreflang}"`, "g"))).toHaveLength(1);
});
