import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "../../app/config/site-config.server.ts";
import { hasFixedPath, languages, routeIds } from "../../app/content/routes.ts";
import { siteDefaults } from "../../app/content/site.ts";
import { filledPageTexts } from "../../app/i18n/page-texts.server.ts";
import {
  allShareImageSources,
  shareImage,
  shareImageSource,
} from "../../app/seo/share-image.server.ts";
import { pngSize, renderShareImage } from "./share-image.ts";

describe("share images", () => {
  it("draws a 1200×630 PNG of a page's title, small enough to share", async () => {
    const png = await renderShareImage(shareImageSource("novachannel", "es", siteDefaults));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeLessThan(60 * 1024);
  });

  it("has one image per page with a fixed URL and language, named after what it shows", () => {
    const sources = allShareImageSources(siteDefaults);
    expect(sources).toHaveLength(routeIds.filter(hasFixedPath).length * languages.length);
    expect(new Set(sources.map((s) => s.path)).size).toBe(sources.length);
    for (const s of sources) {
      expect(s.title).toBe(filledPageTexts(s.id, s.lang, siteDefaults).title);
      expect(s.path).toMatch(new RegExp(`^/assets/og/${s.id}-${s.lang}-[0-9a-f]{10}\\.png$`));
    }
    const renamed = loadSiteConfig({ COMPANY_NAME: "Otra Marca" });
    expect(shareImageSource("pricing", "es", renamed).path).not.toBe(
      shareImageSource("pricing", "es", siteDefaults).path,
    );
  });

  it("is absolute on SITE_URL, and a page without a fixed URL uses its fallback's", () => {
    const site = loadSiteConfig({ SITE_URL: "https://www.example.test/" });
    const image = shareImage("pricing", "en", site);
    expect(image).toEqual({
      url: `https://www.example.test${shareImageSource("pricing", "en", site).path}`,
      width: 1200,
      height: 630,
      type: "image/png",
      alt: `Pricing and plans | ${site.companyName}`,
    });
    expect(shareImage("blogPost", "en", site)).toEqual(shareImage("blog", "en", site));
  });
});
