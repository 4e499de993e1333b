import type { Page } from "@playwright/test";
import {
  annualMonthlyUsd,
  billing,
  channels,
  claims,
  formatUsd,
  plans,
  type Plan,
} from "../../app/content/business.ts";
import { platformEn } from "../../app/content/en/platform.ts";
import { pricingEn } from "../../app/content/en/pricing.ts";
import { servicesEn } from "../../app/content/en/services.ts";
import { platformEs } from "../../app/content/es/platform.ts";
import { pricingEs } from "../../app/content/es/pricing.ts";
import { servicesEs } from "../../app/content/es/services.ts";
import { routeTable, type Lang } from "../../app/content/routes.ts";
import { siteDefaults } from "../../app/content/site.ts";
import { format } from "../../app/i18n/translate.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const content = {
  es: { pricing: pricingEs, platform: platformEs, services: servicesEs },
  en: { pricing: pricingEn, platform: platformEn, services: servicesEn },
};
const platform = siteDefaults.platformName;
const count = (n: number) => n.toLocaleString("en-US");

/** What each comparison row must show for a plan, computed from business.ts. */
function expectedRows(lang: Lang): [string, (p: Plan) => string][] {
  const t = content[lang].pricing.planTable;
  const v = t.values;
  const r = t.planRows;
  const na = (n: number | null) => (n === null ? r.notAvailable : count(n));
  return [
    [r.labels.users, (p) => count(p.limits.activeUsersPerMonth)],
    [r.labels.flows, (p) => count(p.limits.automatedFlows)],
    [t.rows.forms, () => v.unlimited],
    [t.rows.liveChat, () => v.included],
    [t.rows.webhooks, () => v.included],
    [r.labels.agents, (p) => na(p.limits.liveChatAgents)],
    [r.labels.admins, (p) => na(p.limits.adminUsers)],
    [r.labels.history, (p) => `${p.limits.chatHistoryDays} ${r.units.days.other}`],
    [
      r.labels.onboarding,
      (p) => {
        const n = p.limits.onboardingHours;
        return n === null ? r.notAvailable : `${n} ${r.units.hours[n === 1 ? "one" : "other"]}`;
      },
    ],
    [t.rows.integrations, () => channels.join("")],
  ];
}

function row(page: Page, label: string) {
  return page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
}

async function expectPrices(page: Page, lang: Lang, cycle: "monthly" | "annual") {
  const t = content[lang].pricing.planTable;
  const cells = row(page, t.price).getByRole("cell");
  for (const [i, p] of plans.entries()) {
    const amount = cycle === "annual" ? annualMonthlyUsd(p.monthlyUsd) : p.monthlyUsd;
    if (p.monthlyUsd === 0) await expect(cells.nth(i)).toHaveText(t.free);
    else await expect(cells.nth(i)).toContainText(`$${formatUsd(amount)}`);
  }
}

async function expectComparison(page: Page, lang: Lang) {
  const t = content[lang].pricing.planTable;
  const names = page.getByRole("table").getByRole("columnheader");
  for (const [i, p] of plans.entries()) {
    await expect(names.nth(i + 1)).toContainText(t.plans[p.id].name);
  }
  for (const [label, value] of expectedRows(lang)) {
    const cells = row(page, label).getByRole("cell");
    await expect(cells).toHaveCount(plans.length);
    for (const [i, p] of plans.entries()) await expect(cells.nth(i)).toHaveText(value(p));
  }
}

for (const lang of ["es", "en"] as const) {
  const c = content[lang];
  const schedule = routeTable.schedule[lang];

  test.describe(`pricing (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(routeTable.pricing[lang]);
      await hydrated(page);
    });

    test("shows every plan value and the exact prices in both billing cycles", async ({ page }) => {
      const t = c.pricing.planTable;
      await expectComparison(page, lang);
      await expectPrices(page, lang, "monthly");
      const banner = format(t.annualBanner, { installationFee: billing.installationFeeUsd });
      await expect(page.getByText(banner)).toHaveCount(0);

      await page.getByRole("button", { name: t.billing.annual }).click();
      await expect(page.getByRole("button", { name: t.billing.annual })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expectPrices(page, lang, "annual");
      await expect(page.getByText(banner)).toBeVisible();
      await expect(page.getByText(t.annualNote)).toBeVisible();

      await page.getByRole("button", { name: t.billing.monthly }).click();
      await expectPrices(page, lang, "monthly");
      await expect(page.getByText(banner)).toHaveCount(0);

      for (const p of plans) {
        await expect(page.getByRole("link", { name: t.plans[p.id].cta })).toHaveAttribute(
          "href",
          schedule,
        );
      }
      const footnote = format(t.footnotes[1]!, { installationFee: billing.installationFeeUsd });
      await expect(page.getByText(footnote)).toBeVisible();
    });

    test("publishes the plans as JSON-LD offers", async ({ page }) => {
      const json = await page.locator('script[type="application/ld+json"]').textContent();
      const graph = (JSON.parse(json!) as { "@graph": Record<string, unknown>[] })["@graph"];
      const product = graph.find((n) => n["@type"] === "Product") as {
        offers: { price: string; priceCurrency: string }[];
      };
      expect(product.offers.map((o) => [o.price, o.priceCurrency])).toEqual(
        plans.map((p) => [formatUsd(p.monthlyUsd), billing.currency]),
      );
    });

    test("tabs work by keyboard and each panel links where it should", async ({ page }) => {
      const tabs = c.pricing.tabs;
      const first = page.getByRole("tab", { name: format(tabs.agents, { platform }) });
      await expect(first).toHaveAttribute("aria-selected", "true");
      await first.focus();
      await page.keyboard.press("ArrowRight");
      const web = page.getByRole("tab", { name: tabs.web });
      await expect(web).toBeFocused();
      await expect(web).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel");
      await expect(panel).toHaveCount(1);
      await expect(page.getByRole("table")).toBeHidden();
      for (const service of ["chatbot", "videobot"] as const) {
        await expect(
          panel.getByRole("link", { name: c.pricing.webAgents.cards[service].name }),
        ).toHaveAttribute("href", `${schedule}?servicio=${service}`);
      }

      await page.keyboard.press("ArrowRight");
      const other = page.getByRole("tab", { name: tabs.other });
      await expect(other).toHaveAttribute("aria-selected", "true");
      await expect(
        page
          .getByRole("tabpanel")
          .getByRole("link", { name: new RegExp(c.pricing.otherServices.cta) }),
      ).toHaveCount(3);
      await expect(
        page.getByRole("tabpanel").getByRole("link", { name: c.pricing.otherServices.custom }),
      ).toHaveAttribute("href", routeTable.contact[lang]);

      await page.keyboard.press("ArrowRight");
      await expect(first).toBeFocused();
      await page.keyboard.press("End");
      await expect(other).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Home");
      await expect(first).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("table")).toBeVisible();
    });

    test("FAQ: five questions, one open at a time, and the open one closes", async ({ page }) => {
      const items = c.pricing.faq.items;
      expect(items).toHaveLength(5);
      // Opened by keyboard (Enter on the summary), as a keyboard user would.
      const toggle = async (i: number) => {
        await page.locator("summary").filter({ hasText: items[i]!.question }).focus();
        await page.keyboard.press("Enter");
      };
      const answer = (i: number) =>
        page.getByText(items[i]!.answer.split("{")[0]!.trim(), { exact: false });
      await expect(answer(0)).toBeHidden();
      await toggle(0);
      await expect(answer(0)).toBeVisible();
      await toggle(2);
      await expect(answer(2)).toBeVisible();
      await expect(answer(0)).toBeHidden();
      await toggle(2);
      await expect(answer(2)).toBeHidden();
      // The support answer names the plans from business.ts.
      await toggle(1);
      const priority = plans.filter((p) => p.support === "priority");
      for (const p of priority) {
        await expect(page.locator("details[open]")).toContainText(
          c.pricing.planTable.plans[p.id].name,
        );
      }
    });

    test("closing call to action goes to contact and services", async ({ page }) => {
      await expect(page.getByRole("link", { name: c.pricing.closing.contact })).toHaveAttribute(
        "href",
        routeTable.contact[lang],
      );
      await expect(page.getByRole("link", { name: c.pricing.closing.services })).toHaveAttribute(
        "href",
        routeTable.services[lang],
      );
    });
  });

  test.describe(`platform page (${lang})`, () => {
    test("free trial, channels, carousel with enlarged view, monthly plans", async ({ page }) => {
      const p = c.platform;
      await page.goto(routeTable.novachannel[lang]);
      await hydrated(page);
      const trial = page.getByRole("link", {
        name: new RegExp(format(p.hero.freeTrial, { trialDays: billing.freeTrialDays })),
      });
      await expect(trial).toHaveAttribute("href", siteDefaults.integrations.freeTrialUrl);
      await expect(trial).toHaveAttribute("target", "_blank");
      await expect(trial).toHaveAttribute("rel", "noopener noreferrer");
      const channelList = page.locator("#canales");
      for (const ch of channels) await expect(channelList).toContainText(ch);

      // The live carousel arrives when the visitor scrolls near it, then advances by itself.
      const dot = (n: number) => page.getByRole("button", { name: format(p.gallery.goTo, { n }) });
      await expect(dot(1)).toHaveCount(0);
      await page.locator("#capturas").scrollIntoViewIfNeeded();
      await expect(dot(1)).toHaveAttribute("aria-current", "true", { timeout: 10_000 });
      await expect(dot(2)).toHaveAttribute("aria-current", "true", { timeout: 8_000 });

      // Focus inside the carousel pauses it; everything below works by keyboard.
      await dot(1).focus();
      await page.keyboard.press("Enter");
      await expect(dot(1)).toHaveAttribute("aria-current", "true");
      await page.waitForTimeout(600);
      const enlarge = page.getByRole("button", {
        name: format(p.gallery.enlarge, { title: p.gallery.slides.inbox.title }),
      });
      await enlarge.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: p.gallery.slides.inbox.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("img", { name: p.gallery.slides.inbox.title })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await expect(page.getByRole("heading", { name: p.plans.title, exact: true })).toBeVisible();
      await expectPrices(page, lang, "monthly");
      await expectComparison(page, lang);
      await expect(page.getByRole("heading", { name: p.closing.title })).toBeVisible();
    });

    test("the carousel pauses while hovered", async ({ page }, info) => {
      test.skip(info.project.name !== "desktop", "hover needs a pointer");
      const p = c.platform;
      await page.goto(routeTable.novachannel[lang]);
      await hydrated(page);
      const dot = (n: number) => page.getByRole("button", { name: format(p.gallery.goTo, { n }) });
      await page.locator("#capturas").scrollIntoViewIfNeeded();
      await expect(dot(1)).toHaveAttribute("aria-current", "true", { timeout: 10_000 });
      await page.getByRole("region", { name: p.gallery.label }).hover();
      await page.waitForTimeout(4000);
      await expect(dot(1)).toHaveAttribute("aria-current", "true");
    });
  });

  test.describe(`services (${lang})`, () => {
    test("overview: anchors, plans, AI development link and closing banner", async ({ page }) => {
      const o = c.services.overview;
      await page.goto(routeTable.services[lang]);
      await hydrated(page);
      for (const id of ["agente-ia-web", "agentes-ia-novachannel", "ia-contenido"]) {
        await expect(page.locator(`#${id}`)).toHaveCount(1);
      }
      await expect(
        page.locator("#agente-ia-web").getByRole("link", { name: o.webAgent.cta }),
      ).toHaveAttribute("href", routeTable.contact[lang]);
      for (const item of o.content.items) {
        await expect(page.locator("#ia-contenido")).toContainText(item.title);
      }
      await expect(page.getByRole("link", { name: o.development.info })).toHaveAttribute(
        "href",
        routeTable.iacoding[lang],
      );
      await expect(page.getByRole("link", { name: o.closing.button })).toHaveAttribute(
        "href",
        schedule,
      );
      await expectPrices(page, lang, "monthly");

      await page.goto(`${routeTable.services[lang]}#ia-contenido`);
      await expect(page.locator("#ia-contenido")).toBeInViewport();
    });

    test("AI agents page asks for chatbot and videobot quotes", async ({ page }) => {
      const s = c.services;
      await page.goto(routeTable.aiAgents[lang]);
      const quotes = page.getByRole("link", { name: s.aiAgents.quote });
      await expect(quotes.first()).toHaveAttribute("href", `${schedule}?servicio=chatbot`);
      await expect(quotes.nth(1)).toHaveAttribute("href", `${schedule}?servicio=videobot`);
    });

    test("content page lists the three services and the cloning disclaimer", async ({ page }) => {
      const s = c.services;
      await page.goto(routeTable.content[lang]);
      for (const item of s.content.items.list) {
        await expect(page.getByRole("heading", { name: item.title, exact: true })).toBeVisible();
      }
      await expect(page.getByText(s.content.disclaimer.text)).toBeVisible();
      await expect(page.getByRole("link", { name: s.content.disclaimer.link })).toHaveAttribute(
        "href",
        routeTable.terms[lang],
      );
    });

    test("AI development page: three cards, schedule button and the claims", async ({ page }) => {
      const s = c.services;
      await page.goto(routeTable.aiDevelopment[lang]);
      for (const item of s.aiDevelopment.cards.items) {
        await expect(page.getByRole("heading", { name: item.title, exact: true })).toBeVisible();
      }
      await expect(
        page.getByRole("link", { name: s.aiDevelopment.schedule }).first(),
      ).toHaveAttribute("href", schedule);
      const band = page.locator("#ahorro");
      await expect(band).toContainText(`${claims.aiDevTimeSavingPct} %`);
      await expect(band).toContainText(`${claims.aiDevCostSavingPct} %`);
      await expect(band).toContainText(
        `$${count(claims.aiDevUsd[0])} – $${count(claims.aiDevUsd[1])}`,
      );
      await expect(band).toContainText(
        `$${count(claims.traditionalDevUsd[0])} – $${count(claims.traditionalDevUsd[1])}`,
      );
    });

    test("apps page shows the process steps", async ({ page }) => {
      await page.goto(routeTable.apps[lang]);
      for (const step of Object.values(c.services.apps.process.steps)) {
        await expect(page.locator("#proceso")).toContainText(step);
      }
    });

    test("contact center page: channels, services and a contact button", async ({ page }) => {
      const s = c.services;
      await page.goto(routeTable.contactCenter[lang]);
      for (const item of [...s.contactCenter.channels.list, ...s.contactCenter.services.list]) {
        await expect(page.getByRole("heading", { name: item.title, exact: true })).toBeAttached();
      }
      await expect(
        page.getByRole("link", { name: s.contactCenter.contact }).first(),
      ).toHaveAttribute("href", routeTable.contact[lang]);
    });
  });
}
