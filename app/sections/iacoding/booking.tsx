import { Section } from "../../components/section.tsx";
import type { ConversionContent } from "../../content/es/conversion.ts";
import {
  SchedulingEmbed,
  type SchedulingTexts,
} from "../../integrations/scheduling/scheduling-embed.tsx";

type Props = { content: ConversionContent["iacoding"]; scheduling: SchedulingTexts };

/** The AI-development booking calendar; the hero's button and links point at its id. */
export function IacodingBooking({ content, scheduling }: Props) {
  return (
    <Section
      id="schedule"
      tone="dark"
      reveal={false}
      headline={{ title: content.scheduleTitle, subtitle: content.scheduleSubtitle }}
    >
      <SchedulingEmbed booking="aiDev" texts={scheduling} className="mx-auto max-w-4xl text-ink" />
    </Section>
  );
}
