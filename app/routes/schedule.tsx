import { bookingWidgetEn } from "../content/en/booking-widget.ts";
import { conversionEn } from "../content/en/conversion.ts";
import { bookingWidgetEs } from "../content/es/booking-widget.ts";
import { conversionEs } from "../content/es/conversion.ts";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { IntroHero } from "../sections/common/intro-page.tsx";
import { ScheduleBody } from "../sections/schedule/schedule-body.tsx";
import type { Route } from "./+types/schedule";

export function loader({ request }: Route.LoaderArgs) {
  const { schedule, scheduling } = forRequest(request, { es: conversionEs, en: conversionEn });
  const booking = forRequest(request, { es: bookingWidgetEs, en: bookingWidgetEn });
  return { ...pageTexts(request, "schedule"), content: schedule, scheduling, booking };
}

export const meta = pageMeta();

export default function SchedulePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <IntroHero page={loaderData.page} />
      <ScheduleBody
        content={loaderData.content}
        scheduling={loaderData.scheduling}
        booking={loaderData.booking}
      />
    </>
  );
}
