/**
 * The admin behind a real nginx that terminates TLS (issue 21, finding 4): the browser speaks
 * https and sends `Origin: https://…`, the server sees plain http from the proxy. Every admin form
 * must still work, and the session cookie must be Secure.
 */
import { adminEs } from "../../app/content/es/admin.ts";
import { E2E_PORT, e2eAdmin } from "../../playwright.config.ts";
import { saveSettings, signIn } from "./admin-helpers.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { missingProxyTools, startBehindProxy, type ProxiedSite } from "./tls-proxy.ts";

const serverPort = E2E_PORT + 8;
const proxyPort = E2E_PORT + 9;
const siteUrl = `https://localhost:${proxyPort}`;

test.use({ baseURL: siteUrl, ignoreHTTPSErrors: true });

test.describe("the admin behind an HTTPS-terminating nginx", () => {
  let site: ProxiedSite | undefined;

  test.beforeAll(async ({ browserName }, info) => {
    test.skip(
      info.project.name !== "desktop" || browserName !== "chromium",
      "one proxy and server per run: the viewport changes nothing here",
    );
    const missing = missingProxyTools();
    test.skip(missing !== undefined, missing);
    // A fresh PGlite database and its migrations first: slow on a loaded machine.
    test.setTimeout(180_000);
    site = await startBehindProxy({
      serverPort,
      proxyPort,
      env: {
        SITE_URL: siteUrl,
        // "1" is one proxy in front, and "on" where TRUST_PROXY is a plain switch.
        TRUST_PROXY: "1",
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
      },
    });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("signs in over https, saves a setting, sees it saved and signs out", async ({ page }) => {
    await signIn(page);
    expect(new URL(page.url()).origin).toBe(siteUrl);
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === "nf_admin");
    expect(session, "session cookie").toBeDefined();
    expect(session!.secure, "session cookie is Secure behind https").toBe(true);
    expect(session!.httpOnly).toBe(true);

    const css = "footer { border-top: 3px solid rgb(10, 120, 60); }";
    await saveSettings(page, css);
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel(adminEs.settings.customCss)).toHaveValue(css);
    expect(await (await page.request.get("/custom.css")).text()).toBe(css);

    await page.getByRole("button", { name: adminEs.nav.logout }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.context().cookies()).some((c) => c.name === "nf_admin")).toBe(false);
    await page.goto("/admin/settings");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
