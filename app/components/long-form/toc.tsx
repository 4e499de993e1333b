import type { DocSection } from "../../content/long-form.ts";
import { cn } from "../../lib/cn.ts";

/** Anchor links to every section and its subsections (plain links: they work without scripts). */
export function TocList({ sections, nested = true }: { sections: DocSection[]; nested?: boolean }) {
  return (
    <ol className="grid gap-1 text-sm">
      {sections.map((s) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="block rounded-md px-2 py-1.5 text-slate-700 hover:bg-primary-soft hover:text-primary"
          >
            {s.heading}
          </a>
          {nested && s.subsections && s.subsections.length > 0 && (
            <ol className={cn("mt-1 ml-3 grid gap-0.5 border-l border-line pl-2")}>
              {s.subsections.map((sub) => (
                <li key={sub.id}>
                  <a
                    href={`#${sub.id}`}
                    className="block rounded-md px-2 py-1 text-slate-600 hover:bg-primary-soft hover:text-primary"
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
