import { conversionEn } from "../content/en/conversion.ts";
import { conversionEs } from "../content/es/conversion.ts";
import { pageMeta } from "../i18n/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { IacodingBenefits } from "../sections/iacoding/benefits.tsx";
import { IacodingBooking } from "../sections/iacoding/booking.tsx";
import { CostComparison } from "../sections/iacoding/cost-comparison.tsx";
import { ExampleApps } from "../sections/iacoding/example-apps.tsx";
import { IacodingHero } from "../sections/iacoding/iacoding-hero.tsx";
import { LegalLine } from "../sections/iacoding/legal-line.tsx";
import { TermsBar } from "../sections/iacoding/terms-bar.tsx";
import type { Route } from "./+types/iacoding";

export function loader({ request }: Route.LoaderArgs) {
  const { iacoding, scheduling } = forRequest(request, { es: conversionEs, en: conversionEn });
  return { ...pageTexts(request, "iacoding"), content: iacoding, scheduling };
}

export const meta = pageMeta();

/** The dark AI-development landing; its bottom padding keeps the fixed bar off the content. */
export default function IacodingPage({ loaderData }: Route.ComponentProps) {
  const { page, content, scheduling } = loaderData;
  return (
    <div className="pb-36 sm:pb-24">
      <IacodingHero page={page} content={content} />
      <CostComparison content={content} />
      <ExampleApps content={content} />
      <IacodingBenefits content={content} />
      <IacodingBooking content={content} scheduling={scheduling} />
      <LegalLine content={content} />
      <TermsBar content={content} />
    </div>
  );
}
