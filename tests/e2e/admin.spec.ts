import { adminEn } from "../../app/content/en/admin.ts";
import { adminEs } from "../../app/content/es/admin.ts";
import { e2eAdmin, e2eLockoutAdmin } from "../../playwright.config.ts";
import { anonymousPage, saveSettings, signIn } from "./admin-helpers.ts";
import { axeViolations, expect, hydrated, test } from "./fixtures.ts";

const desktopOnly = (name: string, why: string) => test.skip(name !== "desktop", why);

test.describe("admin", () => {
  test("every admin URL leads to the login page when signed out (both languages)", async ({
    page,
  }) => {
    for (const [path, texts, login] of [
      ["/admin", adminEs, "/admin/login"],
      ["/admin/posts/new", adminEs, "/admin/login"],
      ["/admin/posts/1", adminEs, "/admin/login"],
      ["/admin/settings", adminEs, "/admin/login"],
      ["/admin/leads", adminEs, "/admin/login"],
      ["/admin/anything", adminEs, "/admin/login"],
      ["/en/admin", adminEn, "/en/admin/login"],
      ["/en/admin/settings", adminEn, "/en/admin/login"],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${login}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.login.heading);
    }
    const response = await page.request.get("/admin/leads.csv", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/admin/login");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("refuses a wrong password", async ({ page }) => {
    await page.goto("/admin/login");
    await hydrated(page);
    await page.getByLabel(adminEs.login.email).fill(e2eAdmin.email);
    await page.getByLabel(adminEs.login.password).fill("not the password");
    await page.getByRole("button", { name: adminEs.login.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(adminEs.login.invalid);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("refuses state-changing requests without a valid CSRF token", async ({ page, baseURL }) => {
    await signIn(page);
    const form = {
      customCss: "body{display:none}",
      chatWidgetId: "",
      demoBookingUrl: "",
      aiDevBookingUrl: "",
    };
    const missing = await page.request.post("/admin/settings", { form });
    expect(missing.status()).toBe(403);
    const wrong = await page.request.post("/admin/settings", {
      form: { ...form, _csrf: "forged" },
    });
    expect(wrong.status()).toBe(403);
    const foreign = await page.request.post("/admin/settings", {
      form,
      headers: { Origin: "https://evil.example" },
    });
    expect(foreign.status()).toBe(403);
    const logout = await page.request.post("/admin/logout", { form: {}, maxRedirects: 0 });
    expect(logout.status()).toBe(403);
    // Still signed in, and nothing was saved.
    await page.goto("/admin/settings");
    await expect(page.getByLabel(adminEs.settings.customCss)).not.toHaveValue(/display:none/);
    expect(new URL(page.url()).origin).toBe(baseURL);
  });

  test("10 failed logins lock the account for a while, even for the right password", async ({
    page,
  }, info) => {
    desktopOnly(info.project.name, "one account, locked once per run");
    await page.goto("/admin/login");
    await hydrated(page);
    const attempt = async (password: string) => {
      await page.getByLabel(adminEs.login.email).fill(e2eLockoutAdmin.email);
      await page.getByLabel(adminEs.login.password).fill(password);
      await page.getByRole("button", { name: adminEs.login.submit }).click();
    };
    for (let i = 1; i <= 9; i++) {
      await attempt(`wrong password ${i}`);
      await expect(page.getByRole("alert")).toHaveText(adminEs.login.invalid);
    }
    await attempt("wrong password 10");
    await expect(page.getByRole("alert")).toContainText("bloqueada");
    await attempt(e2eLockoutAdmin.password);
    await expect(page.getByRole("alert")).toContainText("bloqueada");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("custom CSS set in the admin applies for anonymous visitors", async ({
    page,
    browser,
  }, info) => {
    desktopOnly(info.project.name, "one site-wide setting: set and checked once per run");
    await signIn(page);
    await saveSettings(page, "footer { border-top: 7px solid rgb(200, 30, 40); }");
    const visitor = await anonymousPage(browser);
    try {
      for (const path of ["/precios", "/en/blog"]) {
        await visitor.page.goto(path);
        await expect(visitor.page.locator("footer").first()).toHaveCSS("border-top-width", "7px");
        await expect(visitor.page.locator("footer").first()).toHaveCSS(
          "border-top-color",
          "rgb(200, 30, 40)",
        );
      }
    } finally {
      await saveSettings(page, "");
      await visitor.close();
    }
    // Refused CSS is explained and not applied.
    await page
      .getByLabel(adminEs.settings.customCss)
      .fill("@import url(https://evil.example/x.css);");
    await page.getByRole("button", { name: adminEs.settings.save }).click();
    await expect(page.getByRole("alert")).toHaveText(adminEs.settings.errors.import);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the admin pages pass axe, in English too", async ({ page }) => {
    await signIn(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/en/admin/posts/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminEn.editor.newHeading);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/en/admin/leads");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminEn.leads.heading);
    expect(await axeViolations(page)).toEqual([]);
    // The "with contact details only" filter: a link in the page's filter navigation.
    const filters = page.getByRole("navigation", { name: adminEn.leads.filterLabel });
    await expect(filters.getByRole("link", { name: adminEn.leads.filters.all })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await filters.getByRole("link", { name: adminEn.leads.filters.contact }).click();
    await expect(page).toHaveURL(/\/en\/admin\/leads\?contact=1$/);
    await expect(page.getByText(adminEn.leads.contactIntro)).toBeVisible();
    await expect(
      filters.getByRole("link", { name: adminEn.leads.filters.contact }),
    ).toHaveAttribute("aria-current", "page");
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/admin/settings");
    expect(await axeViolations(page)).toEqual([]);
  });
});
