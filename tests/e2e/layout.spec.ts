import { siteDefaults } from "../../app/content/site.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const desktopOnly = (name: string) => test.skip(name !== "desktop", "desktop layout");
const mobileOnly = (name: string) => test.skip(name !== "mobile", "mobile layout");

test.describe("language", () => {
  test("the switch goes to the same screen in the other language and back, saving the choice", async ({
    page,
  }, info) => {
    await page.goto("/precios");
    await hydrated(page);
    const header = page.locator("header").first();
    const switchLink =
      info.project.name === "desktop"
        ? header.getByRole("link", { name: "Ver esta página en inglés" })
        : page.locator("footer").getByRole("link", { name: "Ver esta página en inglés" });
    await switchLink.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plans and pricing");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");

    await page.locator("footer").getByRole("link", { name: "View this page in Spanish" }).click();
    await expect(page).toHaveURL(/\/precios$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Planes y precios");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("es");
  });

  test("the switch keeps the query string", async ({ page }) => {
    await page.goto("/agenda?servicio=chatbot");
    await hydrated(page);
    await page.locator("footer").getByRole("link", { name: "Ver esta página en inglés" }).click();
    await expect(page).toHaveURL(/\/schedule\?servicio=chatbot$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a visitor who chose English lands on /en from /", async ({ page }) => {
    await page.goto("/en");
    await page.evaluate(() => localStorage.setItem("language", "en"));
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("any stored value other than en counts as Spanish", async ({ page }) => {
    await page.goto("/en");
    await page.evaluate(() => localStorage.setItem("language", "fr"));
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});

test.describe("header", () => {
  test("is transparent at the top and white with a shadow after 20 px", async ({ page }) => {
    await page.goto("/servicios");
    await hydrated(page);
    const header = page.locator("body > header, header").first();
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 15));
    await page.waitForTimeout(300);
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(header).not.toHaveCSS("box-shadow", "none");
  });

  test("is absent on /iacoding, which still ends with the CTA banner and the footer", async ({
    page,
  }) => {
    await page.goto("/iacoding");
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toHaveCount(0);
    await expect(page.locator("#cta-banner-title")).toHaveCount(1);
    await expect(page.locator("footer")).toHaveCount(1);
  });

  test("desktop: Home, Services dropdown, Pricing, Contact, language, schedule and Contact buttons", async ({
    page,
  }, info) => {
    desktopOnly(info.project.name);
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Navegación principal" });
    await expect(nav.getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Precios" })).toHaveAttribute("href", "/precios");
    await expect(nav.getByRole("link", { name: "Contacto" })).toHaveAttribute("href", "/contacto");
    const header = page.locator("header").first();
    await expect(header.getByRole("link", { name: /Agendar Demo Gratis/ })).toBeVisible();
    await expect(header.getByRole("link", { name: "Contáctanos" })).toHaveAttribute(
      "href",
      "/contacto",
    );

    const services = nav.getByRole("button", { name: "Servicios" });
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const entries = nav.getByRole("listitem").getByRole("link");
    await expect(
      nav.getByRole("link", { name: /NovaChannel: plataforma multicanal/ }),
    ).toContainText("Destacado");
    for (const [name, path] of [
      ["Contact Center", "/servicios/contact-center"],
      ["Agentes IA", "/servicios/agentes-ia"],
      ["Generación de Contenido", "/servicios/contenido"],
      ["Desarrollo IA", "/servicios/desarrollo-ia"],
    ]) {
      await expect(entries.filter({ hasText: name }).first()).toHaveAttribute("href", path!);
    }
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();

    await services.click();
    await nav.getByRole("link", { name: /Desarrollo IA/ }).click();
    await expect(page).toHaveURL(/\/servicios\/desarrollo-ia$/);
    await expect(services).toHaveAttribute("aria-expanded", "false");
    // After a navigation the menu's links are rendered by the app, no longer the served HTML.
    await services.click();
    await nav.getByRole("link", { name: /Agentes IA/ }).click();
    await expect(page).toHaveURL(/\/servicios\/agentes-ia$/);
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("mobile: the menu lists every entry, is a modal dialog and closes when a link is chosen", async ({
    page,
  }, info) => {
    mobileOnly(info.project.name);
    await page.goto("/en");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Mobile menu" });
    await expect(dialog).toBeVisible();
    for (const name of [
      "Home",
      "Services",
      "Pricing",
      "Blog",
      "Contact",
      "Contact Center",
      "AI Agents",
      "Content Generation",
      "AI Development",
    ]) {
      await expect(
        dialog
          .getByRole("link", { name, exact: true })
          .or(dialog.getByRole("link", { name: new RegExp(name) }))
          .first(),
      ).toBeVisible();
    }
    await expect(dialog.getByRole("link", { name: /Book a demo/ })).toHaveAttribute(
      "href",
      "/schedule",
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    await dialog.getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe("CTA banner and footer", () => {
  test("the free-demo banner is on every page but contact", async ({ page }) => {
    for (const path of ["/", "/precios", "/en/knowledge", "/schedule"]) {
      await page.goto(path);
      await expect(page.locator("#cta-banner-title")).toHaveCount(1);
    }
    for (const path of ["/contacto", "/contact"]) {
      await page.goto(path);
      await expect(page.locator("#cta-banner-title")).toHaveCount(0);
    }
  });

  test("the banner fades in once when it becomes visible", async ({ page }, info) => {
    desktopOnly(info.project.name);
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto("/precios");
    await hydrated(page);
    const banner = page.locator("#cta-banner-title").locator("xpath=ancestor::*[@data-reveal][1]");
    await expect(banner).not.toHaveAttribute("data-visible", "");
    await expect(banner).toHaveCSS("opacity", "0");
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toHaveAttribute("data-visible", "");
    await expect(banner).toHaveCSS("opacity", "1");
  });

  test("with reduced motion nothing is hidden waiting for an animation", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", baseURL });
    const page = await context.newPage();
    await page.goto("/precios");
    const banner = page.locator("#cta-banner-title").locator("xpath=ancestor::*[@data-reveal][1]");
    await expect(banner).toHaveCSS("opacity", "1");
    await context.close();
  });

  test("footer: blurb, four social links, services, company and legal links, language, schedule, year", async ({
    page,
  }) => {
    await page.goto("/en/knowledge");
    const footer = page.locator("footer");
    for (const name of ["Facebook", "Instagram", "TikTok", "YouTube"]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("target", "_blank");
    }
    await expect(footer.getByRole("link", { name: "Terms and conditions" })).toHaveAttribute(
      "href",
      "/terms-conditions",
    );
    await expect(footer.getByRole("link", { name: "Refund policy" })).toHaveAttribute(
      "href",
      "/refund-policy",
    );
    await expect(footer.getByRole("link", { name: /Contact Center/ })).toHaveAttribute(
      "href",
      "/services/contact-center",
    );
    await expect(footer.getByRole("link", { name: "View this page in Spanish" })).toHaveAttribute(
      "href",
      "/knowledge",
    );
    await expect(footer.getByRole("link", { name: /Book a Free Demo/ })).toBeVisible();
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} ${siteDefaults.companyName}. All rights reserved.`,
    );
  });
});

test.describe("route discovery", () => {
  // react-router.config.ts asks for every route in the first manifest (docs/decisions/023): a
  // lazy patch re-renders the whole page after hydration, which timing guards cannot see.
  test("the first manifest holds every route: hovering and following links fetches no patch", async ({
    page,
  }) => {
    const patches: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/__manifest")) patches.push(r.url());
    });
    await page.goto("/");
    await hydrated(page);
    await page.waitForTimeout(500);
    const pricing = page.locator('a[href="/precios"]:visible').first();
    await pricing.hover();
    await pricing.click();
    await expect(page).toHaveURL(/\/precios$/);
    await expect(page.locator("h1")).toBeVisible();
    expect(patches).toEqual([]);
  });
});

test.describe("schedule-demo button", () => {
  // Every button and mode: schedule-buttons.spec.ts. This is the one without any pixel at all.
  test("without a pixel the click still goes to our booking page", async ({ page }) => {
    await page.goto("/en");
    await hydrated(page);
    await page
      .getByRole("main")
      .getByRole("link", { name: /Book a Free Demo/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the spec's screen, and the buttons work", async ({
    page,
  }) => {
    const response = await page.goto("/no-existe?x=1");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
    await expect(
      page.getByText("Lo sentimos, no pudimos encontrar la página que estás buscando:"),
    ).toContainText("/no-existe");
    await expect(page.getByRole("link", { name: "Ir al inicio" })).toHaveAttribute("href", "/");
    await hydrated(page);
    const [reload] = await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("button", { name: "Recargar página" }).click(),
    ]);
    void reload;
    await expect(page).toHaveURL(/\/no-existe\?x=1$/);
  });

  test("under /en it speaks English", async ({ page }) => {
    const response = await page.goto("/en/nothing-here");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });
});
