import type { ReactNode } from "react";
import { Section } from "../../components/section.tsx";
import { cn } from "../../lib/cn.ts";

/** The home page closes on the dark card with its two glows; inner pages on the light one. */
const looks = {
  light: {
    section: undefined,
    card: "rounded-[2rem] bg-gradient-to-br from-primary-soft via-white to-amber-50 ring-1 ring-line",
    body: "relative",
    text: "text-muted",
  },
  dark: {
    section: "py-16 sm:py-20",
    card: "rounded-3xl bg-night text-white",
    body: "relative mx-auto max-w-2xl",
    text: "text-slate-300",
  },
};

/**
 * A page's own closing call to action, above the site-wide demo banner: a title, a line of text
 * and the page's buttons (given by the route, so each page picks its targets).
 */
export function ClosingCta({
  id,
  title,
  text,
  tone = "light",
  children,
}: {
  id: string;
  title: string;
  text: string;
  tone?: keyof typeof looks;
  children: ReactNode;
}) {
  const look = looks[tone];
  return (
    <Section id={id} className={look.section}>
      <div
        className={cn(
          "relative overflow-hidden px-6 py-12 text-center sm:px-12 sm:py-16",
          look.card,
        )}
      >
        {tone === "dark" && (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(20,184,166,0.25),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(191,78,15,0.2),transparent_50%)]"
          />
        )}
        <div className={look.body}>
          <h2
            id={`${id}-title`}
            className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          <p className={cn("mx-auto mt-4 max-w-2xl text-lg", look.text)}>{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        </div>
      </div>
    </Section>
  );
}
