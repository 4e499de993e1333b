import { CheckCircle2 } from "lucide-react";
import { Section } from "../../components/section.tsx";
import { InterestBadge } from "../../components/interest-badge.tsx";
import { useQueryChoice } from "../../components/use-query-param.ts";
import type { BookingWidgetTexts } from "../../content/es/booking-widget.ts";
import type { ConversionContent } from "../../content/es/conversion.ts";
import { fill } from "../../i18n/runtime-text.ts";
import type { SchedulingTexts } from "../../integrations/scheduling/scheduling-embed.tsx";
import { BookingArea } from "../booking/booking-area.tsx";

type Props = {
  content: ConversionContent["schedule"];
  scheduling: SchedulingTexts;
  booking: BookingWidgetTexts;
};

/** What the demo includes beside the booking widget; `?servicio=` shows the chosen service. */
export function ScheduleBody({ content, scheduling, booking }: Props) {
  const service = useQueryChoice("servicio", content.services);
  return (
    <Section id="calendario" reveal={false} className="pt-0 sm:pt-0">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <aside aria-labelledby="expect-title" className="h-fit rounded-2xl bg-surface p-6 sm:p-8">
          {service && (
            <InterestBadge label={content.chosenService} value={service} className="mb-6" />
          )}
          <h2 id="expect-title" className="text-xl font-bold">
            {content.expectTitle}
          </h2>
          <ul className="mt-5 grid gap-4">
            {content.expect.map((line) => (
              <li key={line} className="flex gap-3 text-sm text-muted">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                {line}
              </li>
            ))}
          </ul>
        </aside>
        <div>
          <h2 className="sr-only">{content.widgetTitle}</h2>
          <BookingArea
            type="demo"
            texts={booking}
            scheduling={scheduling}
            note={service && fill(content.serviceNote, { service })}
            interest={service}
          />
        </div>
      </div>
    </Section>
  );
}
