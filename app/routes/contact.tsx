import { ScheduleButton } from "../components/schedule-button.tsx";
import { bookingWidgetEn } from "../content/en/booking-widget.ts";
import { conversionEn } from "../content/en/conversion.ts";
import { bookingWidgetEs } from "../content/es/booking-widget.ts";
import { conversionEs } from "../content/es/conversion.ts";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { IntroHero } from "../sections/common/intro-page.tsx";
import { ContactBody } from "../sections/contact/contact-body.tsx";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  const { contact, scheduling } = forRequest(request, { es: conversionEs, en: conversionEn });
  const booking = forRequest(request, { es: bookingWidgetEs, en: bookingWidgetEn });
  return { ...pageTexts(request, "contact"), content: contact, scheduling, booking };
}

export const meta = pageMeta();

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <IntroHero page={loaderData.page}>
        <ScheduleButton size="lg" section="agenda" />
      </IntroHero>
      <ContactBody
        content={loaderData.content}
        scheduling={loaderData.scheduling}
        booking={loaderData.booking}
      />
    </>
  );
}
