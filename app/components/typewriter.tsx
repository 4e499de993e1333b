import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "../lib/cn.ts";
import {
  delayOf,
  initialState,
  nextState,
  nextWholePhrase,
  WHOLE_PHRASE_MS,
  type TypewriterState,
} from "./typewriter-steps.ts";
import { useReducedMotion } from "./use-reduced-motion.ts";

type Props = {
  phrases: readonly string[];
  /** Labels of the pause / resume button (WCAG 2.2.2: moving content can be paused). */
  pauseLabel: string;
  playLabel: string;
  className?: string;
};

const caret = "ml-0.5 inline-block h-[0.95em] w-[3px] translate-y-[0.12em] rounded-full bg-current";

/**
 * A line that types, holds and deletes phrases in turn (docs/product/spec.md §4). Screen readers get the whole
 * current phrase from a visually hidden copy; the animated letters are hidden from them. Every
 * phrase sits invisibly in the same grid cell, so the line is as tall as the longest phrase at
 * any width and the page never moves. With reduced motion whole phrases replace each other.
 */
export function Typewriter({ phrases, pauseLabel, playLabel, className }: Props) {
  const [state, setState] = useState(() => initialState(phrases));
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  const current = useRef(state);

  // One self-scheduling timer: each step sets the next, whatever React is rendering meanwhile.
  useEffect(() => {
    if (paused || phrases.length < 2) return;
    const delay = (s: TypewriterState) => (reduced ? WHOLE_PHRASE_MS : delayOf(s, phrases));
    let id: ReturnType<typeof setTimeout>;
    const step = () => {
      const next = reduced
        ? nextWholePhrase(current.current, phrases)
        : nextState(current.current, phrases);
      current.current = next;
      setState(next);
      id = setTimeout(step, delay(next));
    };
    id = setTimeout(step, delay(current.current));
    return () => clearTimeout(id);
  }, [paused, reduced, phrases]);

  const phrase = phrases[state.index]!;
  const shown = reduced ? phrase : phrase.slice(0, state.length);
  return (
    <p className={cn("flex items-start gap-3", className)}>
      <span className="grid min-w-0">
        <span className="sr-only">{phrase}</span>
        {phrases.map((p) => (
          <span key={p} aria-hidden className="invisible col-start-1 row-start-1">
            {p}
            <span className={caret} />
          </span>
        ))}
        <span aria-hidden data-typewriter="" className="col-start-1 row-start-1">
          {shown}
          <span className={cn(caret, "motion-safe:animate-pulse")} />
        </span>
      </span>
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        className="mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-line bg-white/80 text-muted hover:text-ink"
      >
        {paused ? (
          <Play className="size-3.5" aria-hidden />
        ) : (
          <Pause className="size-3.5" aria-hidden />
        )}
        <span className="sr-only">{paused ? playLabel : pauseLabel}</span>
      </button>
    </p>
  );
}
