import { ArrowRight, CalendarCheck, Mail, MessageSquareText, Video } from "lucide-react";
import { Section } from "../../components/section.tsx";
import type { ConversionContent } from "../../content/es/conversion.ts";
import { ButtonLink } from "../../components/button-link.tsx";

const icons = [Mail, MessageSquareText, Video];

/** The booking confirmation: what happens next, and where to go meanwhile. */
export function NextSteps({ content }: { content: ConversionContent["confirmation"] }) {
  return (
    <Section
      id="next"
      headline={{ title: content.nextTitle }}
      reveal={false}
      className="pt-0 sm:pt-0"
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {content.steps.map((step, i) => {
          const Icon = icons[i] ?? CalendarCheck;
          return (
            <li key={step.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <span className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="text-sm font-semibold text-muted">{i + 1}</span>
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted">{step.text}</p>
            </li>
          );
        })}
      </ol>
      <div className="mt-12 rounded-2xl bg-surface p-6 text-center sm:p-8">
        <h3 className="text-lg font-bold">{content.meanwhile}</h3>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <ButtonLink to="novachannel" variant="primary">
            {content.platform}
            <ArrowRight aria-hidden />
          </ButtonLink>
          <ButtonLink to="services" variant="outline">
            {content.services}
          </ButtonLink>
          <ButtonLink to="home" variant="ghost">
            {content.home}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
