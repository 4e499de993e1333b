import { Section } from "../../components/section.tsx";
import type { BookingWidgetTexts } from "../../content/es/booking-widget.ts";
import type { ConversionContent } from "../../content/es/conversion.ts";
import type { SchedulingTexts } from "../../integrations/scheduling/scheduling-embed.tsx";
import { BookingArea } from "../booking/booking-area.tsx";

type Props = {
  content: ConversionContent["iacoding"];
  scheduling: SchedulingTexts;
  booking: BookingWidgetTexts;
};

/** The AI-development booking calendar; the hero's button and links point at its id. */
export function IacodingBooking({ content, scheduling, booking }: Props) {
  return (
    <Section
      id="schedule"
      tone="dark"
      reveal={false}
      headline={{ title: content.scheduleTitle, subtitle: content.scheduleSubtitle }}
    >
      <BookingArea
        type="ai-development"
        texts={booking}
        scheduling={scheduling}
        interest={booking.iacodingInterest}
        tone="dark"
        className="mx-auto max-w-4xl text-ink"
      />
    </Section>
  );
}
