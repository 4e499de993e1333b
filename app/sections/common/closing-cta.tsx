import type { ReactNode } from "react";
import { Section } from "../../components/section.tsx";

/**
 * A page's own closing call to action, above the site-wide demo banner: a title, a line of text
 * and the page's buttons (given by the route, so each page picks its targets).
 */
export function ClosingCta({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Section id={id}>
      <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-primary-soft via-white to-amber-50 px-6 py-12 text-center ring-1 ring-line sm:px-12 sm:py-16">
        <h2
          id={`${id}-title`}
          className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </Section>
  );
}
