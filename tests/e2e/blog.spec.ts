import { adminEs } from "../../app/content/es/admin.ts";
import { blogEn } from "../../app/content/en/blog.ts";
import { blogEs } from "../../app/content/es/blog.ts";
import { messages } from "../../app/content/messages.server.ts";
import type { Page } from "@playwright/test";
import { anonymousPage, signIn } from "./admin-helpers.ts";
import { axeViolations, expect, hydrated, test } from "./fixtures.ts";

/** Creates and publishes a post through the admin's editor, with a title per language given. */
async function publishPost(page: Page, slug: string, titles: { es?: string; en?: string }) {
  await page.goto("/admin/posts/new");
  await hydrated(page);
  await page.getByLabel(adminEs.editor.slug).fill(slug);
  for (const [lang, name] of [
    ["es", "Español"],
    ["en", "Inglés"],
  ] as const) {
    const title = titles[lang];
    if (!title) continue;
    await page.getByLabel(`${adminEs.editor.title} (${name})`).fill(title);
    await page.getByLabel(`${adminEs.editor.body} (${name})`).fill(`${title}.`);
  }
  await page.getByLabel(adminEs.editor.published).check();
  await page.getByRole("button", { name: adminEs.editor.save }).click();
  await expect(page.getByRole("status")).toHaveText(adminEs.posts.saved);
}

test.describe("blog", () => {
  test("a post created in both languages is public on /blog and /en/blog, keeps its views when edited, and goes when deleted", async ({
    page,
    browser,
  }, info) => {
    test.slow();
    const slug = `e2e-${info.project.name}-${Date.now().toString(36)}`;
    const es = { title: `Agentes IA ${slug}`, excerpt: "Cómo un agente atiende 24/7." };
    const en = { title: `AI agents ${slug}`, excerpt: "How an agent answers 24/7." };

    await signIn(page);
    await page.getByRole("link", { name: adminEs.posts.create }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminEs.editor.newHeading);
    await page.getByLabel(adminEs.editor.slug).fill(slug);
    await page.getByLabel(`${adminEs.editor.title} (Español)`).fill(es.title);
    await page.getByLabel(`${adminEs.editor.excerpt} (Español)`).fill(es.excerpt);
    await page
      .getByLabel(`${adminEs.editor.body} (Español)`)
      .fill("## Por qué\n\nRespuestas **al instante**.");
    await page.getByLabel(`${adminEs.editor.title} (Inglés)`).fill(en.title);
    await page.getByLabel(`${adminEs.editor.excerpt} (Inglés)`).fill(en.excerpt);
    await page.getByLabel(`${adminEs.editor.body} (Inglés)`).fill("## Why\n\nAnswers **at once**.");
    await page.getByLabel(adminEs.editor.tags).fill("ia, agentes");
    await page.getByLabel(adminEs.editor.cover).setInputFiles("public/icon-512.png");
    await page.getByLabel(adminEs.editor.published).check();
    await page.getByRole("button", { name: adminEs.editor.preview }).click();
    const preview = page.getByRole("region", { name: adminEs.editor.previewHeading });
    await expect(preview.getByRole("strong").first()).toHaveText("al instante");
    await page.getByRole("button", { name: adminEs.editor.save }).click();
    await expect(page.getByRole("status")).toHaveText(adminEs.posts.saved);
    const row = page.getByRole("row", { name: new RegExp(es.title) });
    await expect(row).toBeVisible();

    // An anonymous visitor, in another browser context, finds it in both languages.
    const visitor = await anonymousPage(browser);
    try {
      for (const [list, texts, post] of [
        ["/blog", es, blogEs],
        ["/en/blog", en, blogEn],
      ] as const) {
        await visitor.page.goto(list);
        await visitor.page.getByRole("link", { name: texts.title }).click();
        await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
        await expect(visitor.page).toHaveTitle(`${texts.title} | NovaFlow AI`);
        await expect(visitor.page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          texts.excerpt,
        );
        await expect(visitor.page.locator('meta[property="og:image"]')).toHaveAttribute(
          "content",
          /\/media\/blog\/\w+\.png$/,
        );
        await expect(visitor.page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
        await expect(visitor.page.getByRole("list", { name: post.tags })).toContainText("agentes");
        expect(
          await visitor.page.locator('script[type="application/ld+json"]').allTextContents(),
        ).toEqual(expect.arrayContaining([expect.stringContaining('"@type":"Article"')]));
      }
    } finally {
      await visitor.close();
    }

    // One visitor, one day: one view. Editing keeps it.
    await page.reload();
    await expect(row.getByRole("cell").nth(3)).toHaveText("1");
    await row.getByRole("link", { name: new RegExp(adminEs.posts.edit) }).click();
    await expect(page.getByText("Visitas: 1")).toBeVisible();
    await page.getByLabel(`${adminEs.editor.title} (Español)`).fill(`${es.title} (editado)`);
    await page.getByRole("button", { name: adminEs.editor.save }).click();
    const edited = page.getByRole("row", { name: new RegExp(`${es.title} \\(editado\\)`) });
    await expect(edited.getByRole("cell").nth(3)).toHaveText("1");

    // Delete, with confirmation.
    await edited.getByRole("button", { name: new RegExp(adminEs.posts.delete) }).click();
    const dialog = page.getByRole("alertdialog", { name: adminEs.posts.confirmTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: adminEs.posts.confirm }).click();
    await expect(page.getByRole("status")).toHaveText(adminEs.posts.deleted);
    await expect(page.getByRole("row", { name: new RegExp(slug) })).toHaveCount(0);
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
    expect((await page.request.get(`/en/blog/${slug}`)).status()).toBe(404);
  });

  test("public blog pages pass axe with a post, in both languages; the mobile menu's Blog leads to /blog", async ({
    page,
    browser,
  }, info) => {
    test.slow();
    const slug = `axe-${info.project.name}-${Date.now().toString(36)}`;
    await signIn(page);
    await page.goto("/admin/posts/new");
    await hydrated(page);
    await page.getByLabel(adminEs.editor.slug).fill(slug);
    await page.getByLabel(`${adminEs.editor.title} (Español)`).fill(`Solo en español ${slug}`);
    await page
      .getByLabel(`${adminEs.editor.body} (Español)`)
      .fill("Texto con [un enlace](/precios).");
    await page.getByLabel(adminEs.editor.published).check();
    await page.getByRole("button", { name: adminEs.editor.save }).click();
    await expect(page.getByRole("status")).toHaveText(adminEs.posts.saved);

    const visitor = await anonymousPage(browser);
    try {
      const v = visitor.page;
      await v.goto("/blog");
      await expect(v.getByRole("heading", { level: 1 })).toHaveText(messages.es.pages.blog.heading);
      expect(await axeViolations(v)).toEqual([]);
      await v.goto(`/blog/${slug}`);
      await expect(v.getByRole("heading", { level: 1 })).toHaveText(`Solo en español ${slug}`);
      // Only one language: no hreflang alternates.
      await expect(v.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
      expect(await axeViolations(v)).toEqual([]);
      expect((await v.request.get(`/en/blog/${slug}`)).status()).toBe(404);
      await v.goto("/en/blog");
      await expect(v.getByRole("heading", { level: 1 })).toHaveText(messages.en.pages.blog.heading);
      await expect(v.getByRole("link", { name: new RegExp(slug) })).toHaveCount(0);
      expect(await axeViolations(v)).toEqual([]);
    } finally {
      await visitor.close();
    }

    if (info.project.name === "mobile") {
      await page.goto("/precios");
      await hydrated(page);
      await page.getByRole("button", { name: messages.es.common.openMenu }).click();
      await page.getByRole("dialog").getByRole("link", { name: messages.es.nav.blog }).click();
      await expect(page).toHaveURL(/\/blog$/);
    }
  });

  test("the language switch of a post leads to its twin, or to the other blog when it has none", async ({
    page,
    browser,
  }, info) => {
    test.slow();
    const id = `${info.project.name}-${Date.now().toString(36)}`;
    const esOnly = { slug: `solo-es-${id}`, es: `Solo en español ${id}` };
    const enOnly = { slug: `only-en-${id}`, en: `English only ${id}` };
    const both = { slug: `both-${id}`, es: `Ambos idiomas ${id}`, en: `Both languages ${id}` };
    await signIn(page);
    for (const post of [esOnly, enOnly, both]) await publishPost(page, post.slug, post);

    const visitor = await anonymousPage(browser);
    try {
      const v = visitor.page;
      // The header's switch on desktop, the footer's on mobile (the header's is in the menu).
      const follow = async (from: string, label: string, to: string, heading: string) => {
        await v.goto(from);
        await hydrated(v);
        const area = info.project.name === "desktop" ? v.locator("header") : v.locator("footer");
        const link = area.first().getByRole("link", { name: label });
        await expect(link).toHaveAttribute("href", to);
        await link.click();
        await expect(v).toHaveURL(new RegExp(`${to}$`));
        await expect(v.getByRole("heading", { level: 1 })).toHaveText(heading);
        expect((await v.request.get(to)).status(), to).toBe(200);
      };
      const toEn = messages.es.common.switchLanguageLabel;
      const toEs = messages.en.common.switchLanguageLabel;
      await follow(`/blog/${esOnly.slug}`, toEn, "/en/blog", messages.en.pages.blog.heading);
      await follow(`/en/blog/${enOnly.slug}`, toEs, "/blog", messages.es.pages.blog.heading);
      await follow(`/blog/${both.slug}`, toEn, `/en/blog/${both.slug}`, both.en);
      await follow(`/en/blog/${both.slug}`, toEs, `/blog/${both.slug}`, both.es);
      // Consistent with the hreflang alternates: none on a one-language post, both on the twins.
      await expect(v.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        new RegExp(`/en/blog/${both.slug}$`),
      );
      await v.goto(`/en/blog/${enOnly.slug}`);
      await expect(v.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  });
});
