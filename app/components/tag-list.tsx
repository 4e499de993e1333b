import { cn } from "../lib/cn.ts";

/** A post's tags as a labelled list of chips (nothing when there are none). */
export function TagList({
  tags,
  label,
  className,
}: {
  tags: string[];
  label: string;
  className?: string;
}) {
  if (!tags.length) return null;
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
