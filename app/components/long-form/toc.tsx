import { useEffect, useState } from "react";
import type { DocSection } from "../../content/long-form.ts";

const linkClass =
  "block rounded-md px-2 hover:bg-primary-soft hover:text-primary aria-[current=location]:bg-primary-soft aria-[current=location]:font-semibold aria-[current=location]:text-primary";

/**
 * The id of the section being read: the last one (sections and subsections, in page order) that
 * crosses the upper part of the viewport. Undefined until scripts run, so the server HTML and the
 * first client render agree.
 */
export function useActiveSection(sections: DocSection[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = sections.flatMap((s) => [s.id, ...(s.subsections ?? []).map((x) => x.id)]).join(" ");
  useEffect(() => {
    const nodes = key
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((n): n is HTMLElement => n !== null);
    if (!("IntersectionObserver" in window) || nodes.length === 0) return;
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) inBand.add(e.target.id);
          else inBand.delete(e.target.id);
        }
        const current = nodes.filter((n) => inBand.has(n.id)).at(-1);
        if (current) setActive(current.id);
      },
      // Below the fixed header, above the lower 60 % of the screen.
      { rootMargin: "-80px 0px -60% 0px" },
    );
    nodes.forEach((n) => observer.observe(n));
    return () => observer.disconnect();
  }, [key]);
  return active;
}

/** Anchor links to every section and its subsections (plain links: they work without scripts). */
export function TocList({
  sections,
  active,
  nested = true,
}: {
  sections: DocSection[];
  active?: string;
  nested?: boolean;
}) {
  const current = (id: string) => (id === active ? ("location" as const) : undefined);
  return (
    <ol className="grid gap-1 text-sm">
      {sections.map((s) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            aria-current={current(s.id)}
            className={`${linkClass} py-1.5 text-slate-700`}
          >
            {s.heading}
          </a>
          {nested && s.subsections && s.subsections.length > 0 && (
            <ol className="mt-1 ml-3 grid gap-0.5 border-l border-line pl-2">
              {s.subsections.map((sub) => (
                <li key={sub.id}>
                  <a
                    href={`#${sub.id}`}
                    aria-current={current(sub.id)}
                    className={`${linkClass} py-1 text-slate-600`}
                  >
                    {sub.heading}
                  </a>
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}
