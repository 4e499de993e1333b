import { LoaderCircle } from "lucide-react";
import type { SlotPickerTexts } from "../../content/es/booking-widget.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { cn } from "../../lib/cn.ts";
import { ContactOptions } from "../../components/contact-links.tsx";

/**
 * The widget's outline while its code loads: our own drawing of a month and a day's times, in
 * the widget's layout. If the code cannot load, the contact options instead of the times.
 */
export function BookingSkeleton({
  loading,
  failed,
}: {
  loading: string;
  failed?: SlotPickerTexts;
}) {
  const { lang } = useLanguage();
  return (
    <div className="grid gap-6 @2xl:grid-cols-[minmax(0,21rem)_minmax(0,1fr)]">
      <div aria-hidden>
        <div className="flex h-11 items-center justify-between">
          <div className="size-11 rounded-full bg-slate-100" />
          <div className="h-5 w-36 rounded-full bg-slate-200" />
          <div className="size-11 rounded-full bg-slate-100" />
        </div>
        <div className="mt-4 grid grid-cols-7 gap-1">
          {Array.from({ length: 42 }, (_, i) => (
            <div
              key={i}
              className={cn(
                "h-11 rounded-lg",
                i % 7 > 4 ? "bg-slate-50" : i % 3 === 1 ? "bg-primary-soft" : "bg-slate-100",
              )}
            />
          ))}
        </div>
      </div>
      <div>
        <div aria-hidden className="flex h-11 items-center">
          <div className="h-5 w-48 rounded-full bg-slate-200" />
        </div>
        {failed ? (
          <div className="mt-3 rounded-xl border border-line bg-surface p-4">
            <p className="font-bold">{failed.failedTitle}</p>
            <div className="mt-1">
              <ContactOptions texts={failed} lang={lang} />
            </div>
          </div>
        ) : (
          <p role="status" className="mt-3 flex items-center gap-2 text-sm text-muted">
            <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
            {loading}
          </p>
        )}
      </div>
    </div>
  );
}
