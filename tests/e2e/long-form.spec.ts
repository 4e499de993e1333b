import type { Page } from "@playwright/test";
import {
  annualMonthlyUsd,
  billing,
  claims,
  delivery,
  demo,
  formatUsd,
  legalUpdated,
  plans,
  processSteps,
  refund,
  sla,
} from "../../app/content/business.ts";
import { knowledgeEn } from "../../app/content/en/knowledge.ts";
import { refundEn, termsEn } from "../../app/content/en/legal.ts";
import { knowledgeEs } from "../../app/content/es/knowledge.ts";
import { refundEs, termsEs } from "../../app/content/es/legal.ts";
import type { LongFormSource } from "../../app/content/long-form.ts";
import { buildDoc } from "../../app/i18n/long-form.server.ts";
import { routeTable, type Lang } from "../../app/content/routes.ts";
import { siteDefaults } from "../../app/content/site.ts";
import { axeViolations, expect, hydrated, test } from "./fixtures.ts";

/**
 * Knowledge center, terms and refund policy: every figure on them comes from business.ts (the
 * expectations below are computed from it, not copied), the table of contents jumps to each
 * section (also after client-side navigation), headings are in order, and axe finds nothing.
 */

type PageId = "knowledge" | "terms" | "refund";
const sources: Record<PageId, Record<Lang, LongFormSource>> = {
  knowledge: { es: knowledgeEs, en: knowledgeEn },
  terms: { es: termsEs, en: termsEn },
  refund: { es: refundEs, en: refundEn },
};
const updated: Partial<Record<PageId, string>> = {
  terms: legalUpdated.terms,
  refund: legalUpdated.refund,
};
const ids = Object.keys(sources) as PageId[];
const langs: Lang[] = ["es", "en"];

const range = ([a, b]: readonly [number, number]) => (a === b ? `${a}` : `${a}–${b}`);
const thousands = (n: number) => n.toLocaleString("en-US");

/** Every number business.ts and the site config can put on these pages, as the page writes it. */
function allowedNumbers(): Set<string> {
  const values: (string | number)[] = [
    ...plans.flatMap((p) => [
      formatUsd(p.monthlyUsd),
      formatUsd(annualMonthlyUsd(p.monthlyUsd)),
      ...Object.values(p.limits)
        .filter((v): v is number => v !== null)
        .map(thousands),
    ]),
    Math.round(billing.annualDiscount * 100),
    billing.installationFeeUsd,
    billing.perFlowSetupUsd,
    billing.freeTrialDays,
    ...delivery.basicChatbotWeeks,
    ...delivery.complexChatbotWeeks,
    delivery.minSupportAfterLaunchDays,
    ...processSteps.flatMap((s) => (s.duration ? [s.duration.min, s.duration.max] : [])),
    claims.aiDevTimeSavingPct,
    claims.aiDevCostSavingPct,
    ...[...claims.traditionalDevUsd, ...claims.aiDevUsd].map(thousands),
    demo.videoCallMinutes,
    sla.monthlyUptimePct,
    sla.emailSupport.opens.replace(/^0/, ""),
    sla.emailSupport.closes.replace(/^0/, ""),
    ...sla.incidents.highResolvedHours,
    ...sla.incidents.mediumResolvedHours,
    sla.incidents.lowAnsweredHours,
    ...Object.values(refund).filter((v) => typeof v === "number"),
    // Dates (day, year) and the site config's contact details and office hours.
    ...Object.values(legalUpdated).flatMap((d) => d.split("-").map(Number)),
    ...(siteDefaults.phone.match(/\d+/g) ?? []),
    ...[siteDefaults.hours.opens, siteDefaults.hours.closes].map((t) => {
      const [h, m] = t.split(":").map(Number);
      return `${h! % 12 || 12}:${String(m).padStart(2, "0")}`;
    }),
  ];
  return new Set(values.map(String));
}

function pathOf(id: PageId, lang: Lang) {
  return routeTable[id][lang];
}

async function headingLevels(page: Page) {
  return page
    .getByRole("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((els) => els.map((el) => Number(el.tagName.slice(1))));
}

/** The visible table of contents: the sidebar on wide screens, the opened toggle on phones. */
async function openToc(page: Page, source: LongFormSource) {
  const toggle = page.getByText(source.toc.toggle, { exact: true });
  if (await toggle.isVisible()) {
    await toggle.click();
  }
  const toc = page.getByRole("navigation", { name: source.toc.label });
  await expect(toc).toBeVisible();
  return toc;
}

for (const id of ids) {
  for (const lang of langs) {
    const path = pathOf(id, lang);
    const source = sources[id][lang];
    const doc = buildDoc(source, lang, siteDefaults, updated[id]);

    test.describe(`${path}`, () => {
      test("headings are in order: one h1, then h2 sections with h3 subsections", async ({
        page,
      }) => {
        await page.goto(path);
        const levels = await headingLevels(page);
        expect(levels[0]).toBe(1);
        expect(levels.filter((l) => l === 1)).toHaveLength(1);
        levels.slice(1).forEach((level, i) => {
          expect(level, `heading ${i + 2} after h${levels[i]}`).toBeLessThanOrEqual(levels[i]! + 1);
        });
        const main = page.getByRole("main");
        for (const section of doc.sections) {
          await expect(
            main.getByRole("heading", { level: 2, name: section.heading, exact: true }),
          ).toHaveCount(1);
        }
      });

      test("every number shown comes from business.ts or the site config", async ({ page }) => {
        await page.goto(path);
        const text = await page.getByRole("main").innerText();
        const numbers = text.match(/\d+(?:[.,:]\d+)*/g) ?? [];
        expect(numbers.length).toBeGreaterThan(0);
        const allowed = allowedNumbers();
        expect(numbers.filter((n) => !allowed.has(n))).toEqual([]);
      });

      test("the table of contents jumps to every section", async ({ page }, info) => {
        await page.goto(path);
        await hydrated(page);
        const toc = await openToc(page, source);
        for (const section of doc.sections) {
          await toc.getByRole("link", { name: section.heading, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
          await expect(page.locator(`#${section.id}-title`)).toBeInViewport();
          if (info.project.name === "desktop") {
            // The sidebar marks the section being read.
            await expect(toc.locator('[aria-current="location"]')).toHaveAttribute(
              "href",
              `#${section.id}`,
            );
          }
        }
      });

      test("is accessible with the table of contents open, and describes itself in JSON-LD", async ({
        page,
      }) => {
        await page.goto(path);
        await hydrated(page);
        await openToc(page, source);
        expect(await axeViolations(page)).toEqual([]);
        const ld = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
        ) as { "@graph": { "@type": string; dateModified?: string; inLanguage?: string }[] };
        const webPage = ld["@graph"].find((n) => n["@type"] === "WebPage");
        expect(webPage?.inLanguage).toBe(lang);
        expect(webPage?.dateModified).toBe(updated[id]);
        expect(ld["@graph"].some((n) => n["@type"] === "BreadcrumbList")).toBe(true);
      });
    });
  }
}

const locales: Record<Lang, string> = { es: "es", en: "en-US" };
const longDate = (iso: string, lang: Lang) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(locales[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
  });

for (const lang of langs) {
  test.describe(`figures (${lang})`, () => {
    test("terms: last updated date, SLA uptime, support hours and incident times", async ({
      page,
    }) => {
      await page.goto(pathOf("terms", lang));
      await expect(page.locator(`time[datetime="${legalUpdated.terms}"]`)).toHaveText(
        longDate(legalUpdated.terms, lang),
      );
      const slaSection = page.locator("#sla");
      await expect(slaSection).toContainText(`${sla.monthlyUptimePct} %`);
      await expect(slaSection).toContainText(
        `${sla.emailSupport.opens.replace(/^0/, "")} ${lang === "es" ? "a" : "to"} ${sla.emailSupport.closes}`,
      );
      await expect(slaSection).toContainText(sla.emailSupport.city);
      const rows = slaSection.getByRole("table").getByRole("row");
      await expect(rows.nth(1)).toContainText(range(sla.incidents.highResolvedHours));
      await expect(rows.nth(2)).toContainText(range(sla.incidents.mediumResolvedHours));
      await expect(rows.nth(3)).toContainText(`${sla.incidents.lowAnsweredHours}`);
      const refunds = page.locator(`#${lang === "es" ? "reembolsos" : "refunds"}`);
      await expect(refunds).toContainText(`${refund.unresolvedFailureCalendarDays}`);
      await expect(refunds).toContainText(`${refund.duplicateChargeReportCalendarDays}`);
      const contact = page.locator(`#${lang === "es" ? "contacto-oficial" : "official-contact"}`);
      await expect(contact.getByRole("link", { name: siteDefaults.email })).toHaveAttribute(
        "href",
        `mailto:${siteDefaults.email}`,
      );
      await expect(contact.getByRole("link", { name: siteDefaults.phone })).toHaveAttribute(
        "href",
        siteDefaults.whatsappUrl,
      );
      for (const office of siteDefaults.offices) await expect(contact).toContainText(office.city);
    });

    test("refund policy: last updated date and every window", async ({ page }) => {
      await page.goto(pathOf("refund", lang));
      await expect(page.locator(`time[datetime="${legalUpdated.refund}"]`)).toHaveText(
        longDate(legalUpdated.refund, lang),
      );
      const days = lang === "es" ? "días naturales" : "calendar days";
      const businessDays = lang === "es" ? "días hábiles" : "business days";
      const main = page.getByRole("main");
      const failure = main.locator(`#${lang === "es" ? "falla-tecnica" : "technical-failure"}`);
      await expect(failure).toContainText(`${refund.unresolvedFailureCalendarDays} ${days}`);
      const duplicate = main.locator(`#${lang === "es" ? "cobro-duplicado" : "duplicate-charge"}`);
      await expect(duplicate).toContainText(`${refund.duplicateChargeReportCalendarDays} ${days}`);
      const request = main.locator(`#${lang === "es" ? "como-solicitar" : "how-to-request"}`);
      await expect(request).toContainText(`${refund.requestWindowCalendarDays} ${days}`);
      const review = main.locator(`#${lang === "es" ? "evaluacion" : "review"}`);
      await expect(review).toContainText(`${refund.evaluationBusinessDays} ${businessDays}`);
    });

    test("knowledge center: plan prices and limits, step durations, SLA", async ({ page }) => {
      await page.goto(pathOf("knowledge", lang));
      const main = page.getByRole("main");
      const planTable = main.locator(`#${lang === "es" ? "planes" : "plans"}`).getByRole("table");
      const row = (i: number) => planTable.getByRole("row").nth(i).getByRole("cell");
      const paid = plans.filter((p) => p.monthlyUsd > 0);
      for (const [i, plan] of plans.entries()) {
        if (plan.monthlyUsd === 0) continue;
        await expect(row(1).nth(i)).toHaveText(`$${formatUsd(plan.monthlyUsd)}`);
        await expect(row(2).nth(i)).toHaveText(`$${formatUsd(annualMonthlyUsd(plan.monthlyUsd))}`);
        await expect(row(3).nth(i)).toHaveText(thousands(plan.limits.activeUsersPerMonth));
        await expect(row(4).nth(i)).toHaveText(`${plan.limits.automatedFlows}`);
      }
      expect(paid.length).toBeGreaterThan(0);
      await expect(main).toContainText(`${billing.freeTrialDays}`);
      await expect(main).toContainText(`${Math.round(billing.annualDiscount * 100)} %`);

      const steps = main
        .locator(`#${lang === "es" ? "implementacion" : "implementation"}`)
        .getByRole("table")
        .getByRole("row");
      for (const [i, step] of processSteps.entries()) {
        if (step.duration) {
          await expect(
            steps
              .nth(i + 1)
              .getByRole("cell")
              .first(),
          ).toContainText(range([step.duration.min, step.duration.max]));
        }
      }
      const support = main.locator(`#${lang === "es" ? "soporte-tecnico" : "technical-support"}`);
      await expect(support).toContainText(`${sla.monthlyUptimePct} %`);
      await expect(support.getByRole("table")).toContainText(
        range(sla.incidents.highResolvedHours),
      );
    });
  });
}

test.describe("anchors after client-side navigation", () => {
  test("from the footer to the terms, then the table of contents to the SLA", async ({ page }) => {
    await page.goto("/en");

    await hydrated(page);
    await page.locator("footer").getByRole("link", { name: "Terms and conditions" }).click();
    await expect(page).toHaveURL(/\/terms-conditions$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and conditions");
    const toc = await openToc(page, termsEn);
    await toc.getByRole("link", { name: "Service level agreement (SLA)" }).click();
    await expect(page).toHaveURL(/#sla$/);
    await expect(page.locator("#sla-title")).toBeInViewport();
  });

  test("a link to another page's section lands on that section", async ({ page }) => {
    await page.goto("/knowledge");
    await hydrated(page);
    await page.getByRole("link", { name: "Acuerdo de nivel de servicio completo" }).click();
    await expect(page).toHaveURL(/\/terminos-condiciones#sla$/);
    await expect(page.locator("#sla-title")).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL(/\/knowledge$/);
  });

  test("a direct visit to an anchor opens at that section", async ({ page }) => {
    await page.goto("/politica-reembolso#cobro-duplicado");
    await expect(page.locator("#cobro-duplicado-title")).toBeInViewport();
  });
});
