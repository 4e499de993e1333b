import { bookingWidgetEn } from "../content/en/booking-widget.ts";
import { conversionEn } from "../content/en/conversion.ts";
import { bookingWidgetEs } from "../content/es/booking-widget.ts";
import { conversionEs } from "../content/es/conversion.ts";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { IacodingBenefits } from "../sections/iacoding/benefits.tsx";
import { IacodingBooking } from "../sections/iacoding/booking.tsx";
import { CostComparison } from "../sections/iacoding/cost-comparison.tsx";
import { ExampleApps } from "../sections/iacoding/example-apps.tsx";
import { IacodingHero } from "../sections/iacoding/iacoding-hero.tsx";
import { TermsBar } from "../sections/iacoding/terms-bar.tsx";
import type { Route } from "./+types/iacoding";

export function loader({ request }: Route.LoaderArgs) {
  const { iacoding, scheduling } = forRequest(request, { es: conversionEs, en: conversionEn });
  const booking = forRequest(request, { es: bookingWidgetEs, en: bookingWidgetEn });
  return { ...pageTexts(request, "iacoding"), content: iacoding, scheduling, booking };
}

export const meta = pageMeta();

/** The dark AI-development landing; its layout adds the CTA banner and footer, and room for the bar. */
export default function IacodingPage({ loaderData }: Route.ComponentProps) {
  const { page, content, scheduling, booking } = loaderData;
  return (
    <>
      <IacodingHero page={page} content={content} />
      <CostComparison content={content} />
      <ExampleApps content={content} />
      <IacodingBenefits content={content} />
      <IacodingBooking content={content} scheduling={scheduling} booking={booking} />
      <TermsBar content={content} />
    </>
  );
}
