import { Suspense, useEffect, useRef, useState } from "react";
import { lazyWithPreload, whenNear } from "../../components/lazy.ts";
import { toast } from "../../components/toast/store.ts";
import type { BookingWidgetTexts } from "../../content/es/booking-widget.ts";
import { useSiteConfig } from "../../config/use-site-config.ts";
import {
  SchedulingEmbed,
  type SchedulingTexts,
} from "../../integrations/scheduling/scheduling-embed.tsx";
import { loadRuntimeIntegrations } from "../../integrations/runtime.ts";
import { cn } from "../../lib/cn.ts";
import { BookingSkeleton } from "./booking-skeleton.tsx";
import type { BookingWidgetProps as WidgetProps } from "./booking-widget.tsx";

// The widget (calendar, zones, form) is its own chunk: the pages' first JavaScript stays as it was.
const BookingWidget = lazyWithPreload<WidgetProps>(() =>
  import("./booking-widget.tsx").then((m) => ({ default: m.BookingWidget })),
);

type Props = {
  type: "demo" | "ai-development";
  texts: BookingWidgetTexts;
  scheduling: SchedulingTexts;
  /** For the provider's embed (embed/link modes): the plan or service, as a note. */
  note?: string;
  /** For the native form: what the visitor is interested in, prefilled. */
  interest?: string;
  /** The section's background; the widget is a light card on either. */
  tone?: "light" | "dark";
  className?: string;
};

/**
 * Where a page takes bookings. `native` (the default): our own widget, loaded when the area
 * nears the viewport, in a box that already has the widget's height, so nothing moves while it
 * and its free times load. `embed` and `link`: the provider's embed, exactly as before.
 */
export function BookingArea({ type, texts, scheduling, note, interest, tone, className }: Props) {
  const mode = useSiteConfig().integrations.schedulingMode;
  if (mode !== "native")
    return (
      <SchedulingEmbed
        booking={type === "demo" ? "demo" : "aiDev"}
        texts={scheduling}
        note={note}
        className={className}
      />
    );
  return (
    <NativeBooking
      type={type}
      texts={texts}
      loading={scheduling.loading}
      interest={interest}
      tone={tone}
      className={className}
    />
  );
}

function NativeBooking(props: {
  type: Props["type"];
  texts: BookingWidgetTexts;
  loading: string;
  interest?: string;
  tone?: Props["tone"];
  className?: string;
}) {
  const { texts } = props;
  const place = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"waiting" | "ready" | "failed">("waiting");

  useEffect(() => {
    const node = place.current;
    if (!node) return;
    let active = true;
    const stop = whenNear(node, () => {
      // The live mode comes first: a server set to the provider must not load our widget.
      void loadRuntimeIntegrations()
        .then((live) => {
          if (live?.booking?.mode && live.booking.mode !== "native") return;
          return BookingWidget.preload().then(() => active && setState("ready"));
        })
        .catch(() => {
          if (!active) return;
          setState("failed");
          const { errorTitle, error } = texts.picker;
          toast({ title: errorTitle, description: error, variant: "destructive" });
        });
    });
    return () => {
      active = false;
      stop();
    };
    // The texts follow the language; a new language is a new page and a new mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      ref={place}
      data-booking={state}
      className={cn(
        "rounded-2xl border bg-white p-4 text-ink sm:p-6",
        props.tone === "dark" ? "border-white/15 shadow-2xl shadow-black/40" : "border-line",
        props.className,
      )}
    >
      <div className="@container">
        <div className="min-h-[55.5rem] @2xl:min-h-[30.5rem]">
          {state === "ready" ? (
            <Suspense fallback={<BookingSkeleton loading={props.loading} />}>
              <BookingWidget type={props.type} texts={props.texts} interest={props.interest} />
            </Suspense>
          ) : (
            <BookingSkeleton
              loading={props.loading}
              failed={state === "failed" ? props.texts.picker : undefined}
            />
          )}
        </div>
      </div>
    </div>
  );
}
