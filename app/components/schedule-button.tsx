import type { VariantProps } from "class-variance-authority";
import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import type { ConversionContent } from "../content/es/conversion.ts";
import { href } from "../i18n/href.ts";
import { useLanguage } from "../i18n/language.tsx";
import { useSiteConfig } from "../config/use-site-config.ts";
import { track } from "../integrations/analytics.ts";
import { cn } from "../lib/cn.ts";
import { bringIntoView, isPlainClick } from "./bring-into-view.ts";
import { buttonVariants } from "./ui/button.tsx";

type Props = VariantProps<typeof buttonVariants> & {
  /**
   * The id of this page's own booking section (the /contacto band): with native booking the
   * button brings it into view instead of loading the booking page.
   */
  section?: string;
  /** The service the page is about, shown and noted on the booking page (`?servicio=`). */
  interest?: keyof ConversionContent["schedule"]["services"];
  className?: string;
  children?: ReactNode;
  onClick?: () => void;
};

/**
 * The shared schedule-demo call to action (docs/product/spec.md §2, docs/product/design.md §3). It reports ScheduleButtonClick to
 * the pixel and analytics first (synchronously, so before anything navigates), then:
 * - native booking (the default): our booking page, in the same tab;
 * - `embed` / `link` (SCHEDULING_MODE): the provider's booking page in a new tab, as the spec has it.
 * Prerendered pages carry the native link; after hydration the server's live mode decides.
 * Always a real link, so it works without scripts and is crawlable.
 */
export function ScheduleButton({
  section,
  interest,
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
  if (site.integrations.schedulingMode !== "native") {
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
  if (section) {
    const toSection = (event: MouseEvent) => {
      report();
      if (isPlainClick(event) && bringIntoView(section)) event.preventDefault();
    };
    return (
      <a href={`#${section}`} className={classes} onClick={toSection}>
        {label}
      </a>
    );
  }
  const query = interest ? `?${new URLSearchParams({ servicio: interest })}` : "";
  return (
    <Link to={href("schedule", lang) + query} className={classes} onClick={report}>
      {label}
    </Link>
  );
}
