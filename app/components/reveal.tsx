import { useEffect, useRef, type ComponentProps } from "react";
import { onceIntersecting } from "./lazy.ts";

/** Fades its content in once, when at least 10 % of it is first visible (docs/product/spec.md §2, §9). */
export function Reveal({
  as: Tag = "div",
  ...props
}: ComponentProps<"div"> & { as?: "div" | "section" }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const show = () => node.setAttribute("data-visible", "");
    const stop = onceIntersecting(node, show, { threshold: 0.1 });
    if (!stop) show();
    return stop;
  }, []);
  return <Tag ref={ref} data-reveal="" {...props} />;
}
