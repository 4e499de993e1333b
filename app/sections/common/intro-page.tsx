import type { ReactNode } from "react";
import type { PageTexts } from "../../i18n/page-texts.server.ts";
import { PageHero } from "./page-hero.tsx";

/**
 * A page's own heading and intro (from its loader, final: filledPageTexts); the hero every inner
 * page starts with.
 */
export function IntroHero({ page, children }: { page: PageTexts; children?: ReactNode }) {
  return (
    <PageHero heading={page.heading} intro={page.intro || undefined}>
      {children}
    </PageHero>
  );
}
