import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

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
