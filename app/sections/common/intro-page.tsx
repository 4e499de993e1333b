import type { RouteId } from "../../content/routes.ts";
import { format } from "../../i18n/translate.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { useSiteConfig } from "../../i18n/page.ts";
import { PageHero } from "./page-hero.tsx";

/** A page's own heading and intro from its messages; the hero every page starts with. */
export function IntroHero({ id, children }: { id: RouteId; children?: React.ReactNode }) {
  const { m } = useLanguage();
  const site = useSiteConfig();
  const page = m.pages[id];
  const vars = { platform: site.platformName, company: site.companyName, name: site.assistantName };
  return (
    <PageHero heading={format(page.heading, vars)} intro={format(page.intro, vars) || undefined}>
      {children}
    </PageHero>
  );
}
