import type { ReactNode } from "react";
import { track } from "../integrations/analytics.ts";
import { href } from "../i18n/href.ts";
import { useLanguage } from "../i18n/language.tsx";
import { useSiteConfig } from "../i18n/page.ts";
import { cn } from "../lib/cn.ts";
import { buttonVariants } from "./ui/button.tsx";
import type { VariantProps } from "class-variance-authority";

type Props = VariantProps<typeof buttonVariants> & {
  /** Go to the pricing page of this language (full page load) instead of the booking page. */
  toPricing?: boolean;
  className?: string;
  children?: ReactNode;
  onClick?: () => void;
};

/**
 * The shared schedule-demo call to action (spec §2): reports ScheduleButtonClick to the ad pixel
 * when there is one, then opens the external free-demo booking page in a new tab, or goes to pricing.
 * A real link, so it works without scripts, opens in a new tab by keyboard and is crawlable.
 */
export function ScheduleButton({
  toPricing,
  variant = "accent",
  size,
  className,
  children,
  onClick,
}: Props) {
  const { lang, m } = useLanguage();
  const site = useSiteConfig();
  const label = children ?? m.common.scheduleDemo;
  const classes = cn(buttonVariants({ variant, size }), className);
  const report = () => {
    track("ScheduleButtonClick");
    onClick?.();
  };
  if (toPricing) {
    return (
      <a href={href("pricing", lang)} className={classes} onClick={report}>
        {label}
      </a>
    );
  }
  return (
    <a
      href={site.integrations.demoBookingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={classes}
      onClick={report}
    >
      {label}
      <span className="sr-only"> {m.common.newTab}</span>
    </a>
  );
}
