import { messages } from "../../app/content/messages.server.ts";
import { siteDefaults } from "../../app/content/site.ts";
import { format } from "../../app/i18n/translate.ts";
import { allPages, axeViolations, expect, test } from "./fixtures.ts";

const vars = {
  platform: siteDefaults.platformName,
  company: siteDefaults.companyName,
  name: siteDefaults.assistantName,
};

for (const { id, lang, path } of allPages) {
  test(`${path} (${id}, ${lang}) serves its own content and is accessible`, async ({
    page,
  }, info) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);

    const text = messages[lang].pages[id];
    await expect(page).toHaveTitle(`${format(text.title, vars)} | ${siteDefaults.productName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(format(text.heading, vars));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      siteDefaults.siteUrl + path,
    );
    for (const hreflang of ["es", "en", "x-default"]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
    }
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);

    expect(await axeViolations(page)).toEqual([]);

    if (info.project.name === "mobile") {
      await page.setViewportSize({ width: 360, height: 780 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "horizontal overflow at 360 px").toBeLessThanOrEqual(0);
    }
  });
}
