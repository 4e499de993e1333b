import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Section } from "../../components/section.tsx";
import { InterestBadge } from "../../components/interest-badge.tsx";
import { useQueryChoice } from "../../components/use-query-param.ts";
import type { BookingWidgetTexts } from "../../content/es/booking-widget.ts";
import type { ConversionContent } from "../../content/es/conversion.ts";
import { useSiteConfig } from "../../config/use-site-config.ts";
import { fill } from "../../i18n/runtime-text.ts";
import type { SchedulingTexts } from "../../integrations/scheduling/scheduling-embed.tsx";
import { SocialLinks } from "../../components/social-links.tsx";
import { BookingArea } from "../booking/booking-area.tsx";

type Props = {
  content: ConversionContent["contact"];
  scheduling: SchedulingTexts;
  booking: BookingWidgetTexts;
};

/** The meeting calendar and the contact card side by side; `?plan=` shows the plan of interest. */
export function ContactBody({ content, scheduling, booking }: Props) {
  const site = useSiteConfig();
  const plan = useQueryChoice("plan", content.plans);
  return (
    <Section id="agenda" reveal={false} className="pt-0 sm:pt-0">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <h2 id="agenda-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {content.widgetTitle}
          </h2>
          <p className="mt-2 text-muted">{content.widgetText}</p>
          <BookingArea
            type="demo"
            texts={booking}
            scheduling={scheduling}
            note={plan && fill(content.planNote, { plan })}
            interest={plan && fill(content.planNote, { plan })}
            className="mt-6"
          />
        </div>
        <aside
          aria-labelledby="contact-card-title"
          className="h-fit rounded-2xl border border-line bg-surface p-6 sm:p-8"
        >
          <h2 id="contact-card-title" className="text-xl font-bold">
            {content.cardTitle}
          </h2>
          {plan && <InterestBadge label={content.planOfInterest} value={plan} className="mt-4" />}
          <dl className="mt-6 grid gap-6">
            <Item icon={<MapPin />} term={content.offices}>
              <ul className="grid gap-1">
                {site.offices.map((o) => (
                  <li key={o.city}>
                    {o.city}, {o.region}
                  </li>
                ))}
              </ul>
            </Item>
            <Item icon={<Phone />} term={content.phone}>
              <a
                href={site.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={content.phoneLabel}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {site.phone}
              </a>
            </Item>
            <Item icon={<Mail />} term={content.email}>
              <a
                href={`mailto:${site.email}`}
                className="font-medium break-all text-primary underline-offset-4 hover:underline"
              >
                {site.email}
              </a>
            </Item>
            <Item icon={<Clock />} term={content.hours}>
              {content.hoursText}
            </Item>
          </dl>
          <h3 className="mt-8 text-sm font-semibold tracking-wide text-muted uppercase">
            {content.social}
          </h3>
          <SocialLinks className="mt-3 text-ink" />
        </aside>
      </div>
    </Section>
  );
}

function Item({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-semibold">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-primary shadow-sm [&_svg]:size-5"
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-1 pl-13 text-sm text-muted">{children}</dd>
    </div>
  );
}
