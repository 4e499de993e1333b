import { LongFormBlock } from "../../components/long-form/blocks.tsx";
import { TocList, useActiveSection } from "../../components/long-form/toc.tsx";
import { Section } from "../../components/section.tsx";
import { StaticIsland } from "../../components/static-island.tsx";
import type { DocSection, LongFormDoc } from "../../content/long-form.ts";

function DocPart({ section, level }: { section: DocSection; level: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  const titleId = `${section.id}-title`;
  return (
    <section
      id={section.id}
      aria-labelledby={titleId}
      className={
        level === 2
          ? "mt-14 scroll-mt-2 border-t border-line pt-10 first-of-type:mt-0 first-of-type:border-0 first-of-type:pt-0"
          : "mt-10 scroll-mt-4"
      }
    >
      <Heading
        id={titleId}
        className={
          level === 2
            ? "text-2xl font-extrabold tracking-tight text-ink sm:text-3xl"
            : "text-xl font-bold tracking-tight text-ink"
        }
      >
        {section.heading}
      </Heading>
      {section.blocks.map((block, i) => (
        <LongFormBlock key={i} block={block} />
      ))}
      {section.subsections?.map((sub) => (
        <DocPart key={sub.id} section={sub} level={3} />
      ))}
    </section>
  );
}

/**
 * A long-form document (knowledge center, legal pages): a sticky table of contents beside the
 * text on wide screens, a collapsible one above it on narrow screens. Its only script marks the section being read in the table of contents.
 */
export function LongForm({ doc }: { doc: LongFormDoc }) {
  const active = useActiveSection(doc.sections);
  return (
    <Section reveal={false} className="!pt-8 sm:!pt-12">
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[17rem_minmax(0,1fr)] xl:gap-16">
        <nav aria-label={doc.toc.label} className="hidden lg:block">
          <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto pb-4">
            <p className="px-2 pb-3 text-xs font-semibold tracking-wide text-muted uppercase">
              {doc.toc.label}
            </p>
            <TocList sections={doc.sections} active={active} />
          </div>
        </nav>
        <article className="max-w-3xl min-w-0">
          {/* The document itself is text and anchor links: it keeps its server HTML. */}
          <StaticIsland>
            {doc.updated && (
              <p className="mb-6 text-sm text-muted">
                {doc.updated.label}{" "}
                <time dateTime={doc.updated.iso} className="font-semibold text-ink">
                  {doc.updated.date}
                </time>
              </p>
            )}
            <details className="group mb-10 rounded-xl border border-line bg-surface lg:hidden">
              <summary className="cursor-pointer list-inside px-4 py-3 font-semibold text-ink">
                {doc.toc.toggle}
              </summary>
              <nav aria-label={doc.toc.label} className="border-t border-line px-2 py-3">
                <TocList sections={doc.sections} nested={false} />
              </nav>
            </details>
            {doc.sections.map((section) => (
              <DocPart key={section.id} section={section} level={2} />
            ))}
            {doc.outro && (
              <p className="mt-14 border-t border-line pt-8 leading-7 text-muted">{doc.outro}</p>
            )}
          </StaticIsland>
        </article>
      </div>
    </Section>
  );
}
