import type { ReactNode } from "react";

type Props = { heading: ReactNode; intro?: string; children?: ReactNode };

/** Top of an inner page: the page's one h1, its intro and optional actions. Never animated (LCP). */
export function PageHero({ heading, intro, children }: Props) {
  return (
    <section className="bg-gradient-to-b from-primary-soft to-white pt-28 pb-14 sm:pt-36 sm:pb-20">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {heading}
        </h1>
        {intro && (
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted sm:text-xl">
            {intro}
          </p>
        )}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}
