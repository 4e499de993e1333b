import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * How tall a loaded booking is on each page and width (measured in both languages): while it
 * loads the box keeps that height, so the prerendered page, which cannot know the booking, does
 * not move when it arrives. A notice instead of a booking (no link, unknown link) takes its own
 * smaller height.
 */
const reserved = {
  confirmation: "min-h-[60rem] sm:min-h-[51rem] md:min-h-[48rem] lg:min-h-[34rem]",
  manage: "min-h-[60rem] sm:min-h-[51rem] md:min-h-[48rem] lg:min-h-[30.5rem]",
};

type Props = { children: ReactNode; reserve?: keyof typeof reserved };

/** The card the booking shows in. */
export function BookingBox({ children, reserve }: Props) {
  return (
    <div
      className={cn(
        "mx-auto max-w-5xl rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8",
        reserve && ["booking-reserve", reserved[reserve]],
      )}
    >
      {children}
    </div>
  );
}
