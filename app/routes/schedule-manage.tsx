import { meetingTypeNames } from "../content/booking.ts";
import { bookingManageEn } from "../content/en/booking-manage.ts";
import { bookingWidgetEn } from "../content/en/booking-widget.ts";
import { bookingManageEs } from "../content/es/booking-manage.ts";
import { bookingWidgetEs } from "../content/es/booking-widget.ts";
import { pageMeta } from "../seo/meta.ts";
import { forRequest, pageTexts } from "../i18n/page-texts.server.ts";
import { ManageBooking } from "../sections/booking-manage/manage-booking.tsx";
import { IntroHero } from "../sections/common/intro-page.tsx";
import type { Route } from "./+types/schedule-manage";

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageTexts(request, "scheduleManage"),
    texts: forRequest(request, { es: bookingManageEs, en: bookingManageEn }),
    pickerTexts: forRequest(request, { es: bookingWidgetEs, en: bookingWidgetEn }).picker,
    meetingNames: forRequest(request, meetingTypeNames),
  };
}

// A private page: its address carries the key to someone's booking.
export const meta = pageMeta({ noindex: true });

export default function ScheduleManagePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <IntroHero page={loaderData.page} />
      <ManageBooking
        texts={loaderData.texts}
        pickerTexts={loaderData.pickerTexts}
        meetingNames={loaderData.meetingNames}
      />
    </>
  );
}
