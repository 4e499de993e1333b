import { meetingTypeNames } from "../content/booking.ts";
import { bookingManageEn } from "../content/en/booking-manage.ts";
import { conversionEn } from "../content/en/conversion.ts";
import { bookingManageEs } from "../content/es/booking-manage.ts";
import { conversionEs } from "../content/es/conversion.ts";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { ConfirmationBooking } from "../sections/booking-manage/confirmation-booking.tsx";
import { IntroHero } from "../sections/common/intro-page.tsx";
import { NextSteps } from "../sections/schedule/next-steps.tsx";
import type { Route } from "./+types/schedule-confirmation";

export function loader({ request }: Route.LoaderArgs) {
  const content = forRequest(request, { es: conversionEs, en: conversionEn }).confirmation;
  return {
    ...pageTexts(request, "scheduleConfirmation"),
    content,
    texts: forRequest(request, { es: bookingManageEs, en: bookingManageEn }),
    meetingNames: forRequest(request, meetingTypeNames),
  };
}

export const meta = pageMeta({ noindex: true });

export default function ScheduleConfirmationPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <IntroHero page={loaderData.page} />
      <ConfirmationBooking texts={loaderData.texts} meetingNames={loaderData.meetingNames} />
      <NextSteps content={loaderData.content} />
    </>
  );
}
