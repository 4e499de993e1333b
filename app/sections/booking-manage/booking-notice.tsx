import { CalendarX, SearchX, WifiOff, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import type { BookingManageTexts } from "../../content/es/booking-manage.ts";
import { fill } from "../../i18n/runtime-text.ts";
import type { BookingView } from "./booking-api.ts";
import type { BookingState } from "./use-booking.ts";
import { NO_TOKEN_PROBE } from "./use-booking-token.ts";

type Props = { icon: LucideIcon; title: string; text: string; children?: ReactNode };

/** A state of the booking box without a booking: no link, an unknown one, a failed load. */
export function BookingNotice({ icon: Icon, title, text, children }: Props) {
  return (
    <div className="flex flex-col items-center px-2 py-6 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon className="size-6" aria-hidden />
      </span>
      <h2 className="mt-4 text-xl font-bold">{title}</h2>
      <p className="mt-2 max-w-xl text-muted">{text}</p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

/** While the booking loads: the box keeps its size, says what it is doing, shows its shape. */
export function BookingSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="animate-pulse motion-reduce:animate-none">
        <div className="h-8 w-40 rounded-lg bg-line" />
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i}>
              <div className="h-4 w-20 rounded bg-line/70" />
              <div className="mt-2 h-5 w-48 max-w-full rounded bg-line" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * The booking box before there is a booking to show (the confirmation and manage pages): loading,
 * no link (`noToken`: what that page tells), an unknown link, a failed load with a retry. `book`,
 * the call to book, goes under the first two.
 */
export function BookingPending(props: {
  state: Exclude<BookingState, { phase: "ready" }>;
  texts: Pick<BookingManageTexts, "loading" | "notFound" | "failed">;
  noToken: { icon: LucideIcon; title: string; text: string };
  retry: () => void;
  book: ReactNode;
}) {
  const { state, texts } = props;
  const noToken = (
    <BookingNotice icon={props.noToken.icon} title={props.noToken.title} text={props.noToken.text}>
      {props.book}
    </BookingNotice>
  );
  switch (state.phase) {
    case "loading":
      // The prerendered HTML cannot know the token: both shapes are there, and the probe picks
      // one before the first paint (app.css, `[data-booking-token]`).
      return (
        <>
          <script dangerouslySetInnerHTML={{ __html: NO_TOKEN_PROBE }} />
          <div className="booking-loading">
            <BookingSkeleton label={texts.loading} />
          </div>
          <div className="booking-no-token hidden">{noToken}</div>
        </>
      );
    case "no-token":
      return noToken;
    case "not-found":
      return (
        <BookingNotice icon={SearchX} title={texts.notFound.title} text={texts.notFound.text}>
          {props.book}
        </BookingNotice>
      );
    case "failed":
      return (
        <BookingNotice icon={WifiOff} title={texts.failed.title} text={state.message}>
          <Button variant="outline" onClick={props.retry}>
            {texts.failed.retry}
          </Button>
        </BookingNotice>
      );
  }
}

/** A cancelled booking: the reason when one was given, and the call to book again. */
export function CancelledNotice(props: {
  booking: BookingView;
  texts: BookingManageTexts["cancelled"];
  children: ReactNode;
}) {
  const { booking, texts } = props;
  return (
    <BookingNotice
      icon={CalendarX}
      title={texts.title}
      text={
        booking.cancelReason ? fill(texts.reason, { reason: booking.cancelReason }) : texts.text
      }
    >
      {props.children}
    </BookingNotice>
  );
}
