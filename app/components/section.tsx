import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { Reveal } from "./reveal.tsx";
import { StaticIsland } from "./static-island.tsx";

export type Headline = { eyebrow?: string; title: string; subtitle?: string };

type Props = {
  id?: string;
  headline?: Headline;
  tone?: "plain" | "muted" | "dark";
  /** Above-the-fold sections pass false: they must not wait for scripts to appear, nor be skipped. */
  reveal?: boolean;
  /**
   * Sections whose content has no handlers or effects pass false: the first load keeps their
   * server HTML instead of hydrating it (StaticIsland). Their links still navigate in the app.
   */
  hydrate?: boolean;
  className?: string;
  children?: ReactNode;
};

/** The one wrapper every page section uses: anchor id, spacing, tone and headline shape. */
export function Section({
  id,
  headline,
  tone = "plain",
  reveal = true,
  hydrate = true,
  className,
  children,
}: Props) {
  const Body = hydrate ? "div" : StaticIsland;
  const titleId = id && headline ? `${id}-title` : undefined;
  const body = (
    <Body className="mx-auto max-w-7xl px-4 sm:px-6">
      {headline && (
        <header className="mx-auto mb-12 max-w-3xl text-center">
          {headline.eyebrow && (
            <p
              className={cn(
                "text-sm font-semibold tracking-wide uppercase",
                tone === "dark" ? "text-teal-300" : "text-primary",
              )}
            >
              {headline.eyebrow}
            </p>
          )}
          <h2 id={titleId} className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {headline.title}
          </h2>
          {headline.subtitle && (
            <p className={cn("mt-4 text-lg", tone === "dark" ? "text-slate-300" : "text-muted")}>
              {headline.subtitle}
            </p>
          )}
        </header>
      )}
      {children}
    </Body>
  );
  const classes = cn(
    "scroll-mt-20 py-16 sm:py-24",
    reveal && "render-when-near",
    tone === "muted" && "bg-surface",
    tone === "dark" && "bg-night text-white",
    className,
  );
  return (
    <section id={id} aria-labelledby={titleId} className={classes}>
      {reveal ? <Reveal>{body}</Reveal> : body}
    </section>
  );
}
