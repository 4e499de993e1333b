import { CalendarDays, ExternalLink, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "../../components/toast/store.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import { useLanguage } from "../../i18n/language.tsx";
import { useSiteConfig } from "../../config/use-site-config.ts";
import { cn } from "../../lib/cn.ts";
import { delay, loadScript } from "../load-script.ts";
import { loadRuntimeIntegrations } from "../runtime.ts";
import {
  EMBED_CLASS,
  initWidget,
  RETRY_DELAY_MS,
  SCRIPT_DELAY_MS,
  widgetAppeared,
  withNote,
} from "./provider.ts";

export type SchedulingTexts = {
  loading: string;
  errorTitle: string;
  error: string;
  failedTitle: string;
  offTitle: string;
  fallbackText: string;
  fallbackLink: string;
  weekdays: string[];
};

type Props = {
  /** Which booking: the free demo, or the AI-development meeting (/iacoding). */
  booking: "demo" | "aiDev";
  texts: SchedulingTexts;
  /** Plan or service of interest, passed to the provider as a note. */
  note?: string;
  className?: string;
};

type State = "loading" | "ready" | "failed" | "off";

async function loadWithRetry(src: string) {
  try {
    await loadScript(src);
  } catch {
    await delay(RETRY_DELAY_MS);
    await loadScript(src);
  }
}

/**
 * The scheduling provider's inline widget (docs/product/design.md §3): no page reload, the script is loaded once
 * per page ~300 ms after mount and the widget re-initialised on every mount, so it works on first
 * render and after client-side navigation. On failure: the spec's error toast and a visible link
 * to the booking page. The 700 px it reserves never changes, so nothing below it jumps.
 */
export function SchedulingEmbed({ booking, texts, note, className }: Props) {
  const { lang } = useLanguage();
  const site = useSiteConfig();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>("loading");
  const [path, setPath] = useState<string>();
  const bookingUrl = withNote(
    booking === "demo" ? site.integrations.demoBookingUrl : site.integrations.aiDevBookingUrl,
    note,
  );

  useEffect(() => {
    let active = true;
    const node = container.current;
    (async () => {
      const config = await loadRuntimeIntegrations();
      const { scriptUrl, demoPath, aiDevPath } = config?.scheduling ?? {};
      if (!active) return;
      if (!scriptUrl || !node) return setState("off");
      node.dataset.path = withNote(booking === "demo" ? demoPath! : aiDevPath!, note);
      setPath(node.dataset.path);
      await delay(SCRIPT_DELAY_MS);
      if (!active) return;
      try {
        await loadWithRetry(scriptUrl);
        if (!active) return;
        if (!initWidget(node) || !(await widgetAppeared(node))) throw new Error("no widget");
        if (active) setState("ready");
      } catch {
        if (!active) return;
        setState("failed");
        toast({ title: texts.errorTitle, description: texts.error, variant: "destructive" });
      }
    })();
    return () => {
      active = false;
    };
    // The texts follow the language; a new language is a new page and a new mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [booking, note, lang]);

  const fallback = state === "failed" || state === "off";
  return (
    <div
      className={cn(
        "relative min-h-[700px] overflow-hidden rounded-2xl border border-line bg-white",
        className,
      )}
      data-state={state}
    >
      <div ref={container} className={cn(EMBED_CLASS, "min-h-[700px] w-full")} data-path={path} />
      {state !== "ready" && (
        <div className="absolute inset-0 flex flex-col">
          <CalendarSketch weekdays={texts.weekdays} />
          <div className="absolute inset-0 flex items-center justify-center bg-white/60 p-6">
            {fallback ? (
              <div className="max-w-sm rounded-2xl border border-line bg-white p-6 text-center shadow-lg">
                <CalendarDays className="mx-auto size-10 text-primary" aria-hidden />
                <p className="mt-4 text-lg font-bold">
                  {state === "failed" ? texts.failedTitle : texts.offTitle}
                </p>
                <p className="mt-2 text-sm text-muted">{texts.fallbackText}</p>
                <a
                  href={bookingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(buttonVariants({ variant: "accent" }), "mt-5")}
                >
                  {texts.fallbackLink}
                  <ExternalLink aria-hidden />
                </a>
              </div>
            ) : (
              <p role="status" className="flex items-center gap-2 text-sm font-medium text-muted">
                <LoaderCircle
                  className="size-5 animate-spin motion-reduce:animate-none"
                  aria-hidden
                />
                {texts.loading}
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** Our own drawing of a month view, behind the loading state and the fallback. */
function CalendarSketch({ weekdays }: { weekdays: string[] }) {
  const days = Array.from({ length: 35 }, (_, i) => i);
  return (
    <div aria-hidden className="mx-auto flex w-full max-w-2xl flex-1 flex-col p-6 sm:p-10">
      <div className="mb-8 flex items-center justify-between">
        <div className="h-5 w-36 rounded-full bg-slate-200" />
        <div className="flex gap-2">
          <div className="size-8 rounded-full bg-slate-100" />
          <div className="size-8 rounded-full bg-slate-100" />
        </div>
      </div>
      <div className="grid grid-cols-7 gap-2 text-center text-xs font-semibold text-slate-400">
        {weekdays.map((d, i) => (
          <span key={i} className="pb-2">
            {d}
          </span>
        ))}
        {days.map((d) => (
          <span
            key={d}
            className={cn(
              "h-10 rounded-lg sm:h-14",
              d % 7 > 4 ? "bg-slate-50" : d % 4 === 1 ? "bg-primary-soft" : "bg-slate-100",
            )}
          />
        ))}
      </div>
      <div className="mt-8 grid gap-2 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-10 rounded-lg border border-slate-200" />
        ))}
      </div>
    </div>
  );
}
