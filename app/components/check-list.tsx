import { Check } from "lucide-react";
import { cn } from "../lib/cn.ts";

/** A list of short points, each behind a check mark in a soft brand-coloured circle. */
export function CheckList({
  items,
  className,
  itemClassName,
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ul className={cn("grid gap-3", className)}>
      {items.map((item) => (
        <li key={item} className={cn("flex items-start gap-3", itemClassName)}>
          <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Check className="size-3.5" aria-hidden />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
