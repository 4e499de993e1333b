import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/** The list the site's cards stand in: one column on phones, `columns` from tablets up. */
export function CardGrid({
  columns,
  className,
  children,
}: {
  columns?: keyof typeof columnClasses;
  /** Extra classes, e.g. the list's own breakpoints when no `columns` preset fits. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul className={cn("grid gap-6", columns && columnClasses[columns], className)}>{children}</ul>
  );
}

/** White cards on light sections; the dark pages (/iacoding) have their own, smaller ones. */
const looks = {
  light: {
    card: "flex flex-col rounded-3xl border border-line bg-white shadow-sm",
    badge: "inline-flex size-12 rounded-2xl bg-primary-soft text-primary",
    icon: "size-6",
    title: "mt-5 text-xl font-bold",
  },
  dark: {
    card: "rounded-2xl border border-white/10 bg-night-soft",
    badge: "flex size-11 rounded-xl bg-teal-400/15 text-teal-300",
    icon: "size-5",
    title: "mt-4 font-bold",
  },
};

/**
 * One card of a `CardGrid`: its icon, its title (h3, under the section's h2) and what the caller
 * puts below. `className` adds the padding and any hover effect, which differ between grids.
 */
export function IconCard({
  icon: Icon,
  title,
  tone = "light",
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone?: keyof typeof looks;
  className?: string;
  children?: ReactNode;
}) {
  const look = looks[tone];
  return (
    <li className={cn(look.card, className)}>
      <span className={cn("items-center justify-center", look.badge)}>
        <Icon className={look.icon} aria-hidden />
      </span>
      <h3 className={look.title}>{title}</h3>
      {children}
    </li>
  );
}
