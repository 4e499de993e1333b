import { useEffect, useState } from "react";
import type { DocSection } from "../../content/long-form.ts";

const linkClass =
  "block rounded-md px-2 hover:bg-primary-soft hover:text-primary aria-[current=location]:bg-primary-soft aria-[current=location]:text-primary";

/** How far below the top of the window a heading counts as reached (the fixed header and a bit). */
const READING_LINE_PX = 140;

/**
 * The id of the section being read: the last section or subsection, in page order, whose heading
 * has scrolled up to the reading line. Undefined until scripts run (so the server HTML and the
 * first client render agree) and while the reader is still above the first heading.
 */
export function useActiveSection(sections: DocSection[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = sections.flatMap((s) => [s.id, ...(s.subsections ?? []).map((x) => x.id)]).join(" ");
  useEffect(() => {
    const ids = key.split(" ");
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | undefined;
      for (const id of ids) {
        const heading = document.getElementById(`${id}-title`);
        if (heading && heading.getBoundingClientRect().top <= READING_LINE_PX) current = id;
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [key]);
  return active;
}

function TocLink({
  section,
  active,
  sub,
}: {
  section: DocSection;
  active?: string;
  sub?: boolean;
}) {
  return (
    <a
      href={`#${section.id}`}
      aria-current={section.id === active ? "location" : undefined}
      className={`${linkClass} ${sub ? "py-1 text-slate-600" : "py-1.5 text-slate-700"}`}
    >
      {section.heading}
    </a>
  );
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
  return (
    <ol className="grid gap-1 text-sm">
      {sections.map((s) => (
        <li key={s.id}>
          <TocLink section={s} active={active} />
          {nested && s.subsections && s.subsections.length > 0 && (
            <ol className="mt-1 ml-3 grid gap-0.5 border-l border-line pl-2">
              {s.subsections.map((sub) => (
                <li key={sub.id}>
                  <TocLink section={sub} active={active} sub />
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}
