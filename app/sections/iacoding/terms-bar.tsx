import { CalendarDays } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { bringIntoView } from "../../components/bring-into-view.ts";
import { toast } from "../../components/toast/store.ts";
import { Button } from "../../components/ui/button.tsx";
import type { ConversionContent } from "../../content/es/conversion.ts";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { useSiteConfig } from "../../config/use-site-config.ts";
import { track } from "../../integrations/analytics.ts";

/** The page's own AI-development booking section (IacodingBooking). */
const BOOKING_SECTION = "schedule";

/**
 * The fixed bottom bar (docs/product/design.md §3, §4): a real terms checkbox. Unchecked, the spec's destructive
 * toast; checked, the analytics event and then, with native booking, the page's own booking
 * section brought into view (focus on its heading), or with an external provider its
 * AI-development booking page in a new tab. The layout reserves the bar's height at the bottom of
 * the page, so the bar never covers content.
 */
export function TermsBar({ content }: { content: ConversionContent["iacoding"] }) {
  const { lang, m } = useLanguage();
  const site = useSiteConfig();
  const [accepted, setAccepted] = useState(false);
  const id = useId();
  const native = site.integrations.schedulingMode === "native";
  const schedule = () => {
    if (!accepted) {
      toast({
        title: content.termsToastTitle,
        description: content.termsToastText,
        variant: "destructive",
      });
      return;
    }
    track("AiDevScheduleClick");
    if (native && bringIntoView(BOOKING_SECTION)) return;
    window.open(site.integrations.aiDevBookingUrl, "_blank", "noopener,noreferrer");
  };
  return (
    <div
      data-bottom-bar=""
      className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-night/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <div className="flex items-center gap-3">
          <input
            id={id}
            type="checkbox"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
            className="size-5 shrink-0 accent-teal-400"
          />
          <label htmlFor={id} className="text-sm text-slate-200">
            {content.termsBefore}
            <Link to={href("terms", lang)} className="font-semibold text-teal-300 underline">
              {content.termsLink}
            </Link>
          </label>
        </div>
        <Button variant="accent" onClick={schedule} className="max-sm:w-full">
          <CalendarDays aria-hidden />
          {content.barButton}
          {!native && <span className="sr-only"> {m.common.newTab}</span>}
        </Button>
      </div>
    </div>
  );
}
