import { Sparkles } from "lucide-react";
import { cn } from "../lib/cn.ts";

/** "Plan of interest: Elite" / "Chosen service: …", carried over from the link the visitor followed. */
export function InterestBadge({
  label,
  value,
  className,
}: {
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <p
      className={cn(
        "flex items-center gap-2 rounded-xl bg-primary-soft px-4 py-3 text-sm",
        className,
      )}
    >
      <Sparkles className="size-4 shrink-0 text-primary" aria-hidden />
      <span>
        {label}: <strong>{value}</strong>
      </span>
    </p>
  );
}
