import type { ReactNode } from "react";
import type { PageTexts } from "../../i18n/page-texts.server.ts";
import { useSiteConfig } from "../../config/use-site-config.ts";
import { format } from "../../i18n/translate.ts";
import { PageHero } from "./page-hero.tsx";

/** A page's own heading and intro (from its loader); the hero every inner page starts with. */
export function IntroHero({ page, children }: { page: PageTexts; children?: ReactNode }) {
  const site = useSiteConfig();
  const vars = { platform: site.platformName, company: site.companyName, name: site.assistantName };
  return (
    <PageHero heading={format(page.heading, vars)} intro={format(page.intro, vars) || undefined}>
      {children}
    </PageHero>
  );
}
