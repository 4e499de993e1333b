import { useEffect, useRef, type ComponentProps } from "react";

/** Fades its content in once, when at least 10 % of it is first visible (spec §2, §9). */
export function Reveal({
  as: Tag = "div",
  ...props
}: ComponentProps<"div"> & { as?: "div" | "section" }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || !("IntersectionObserver" in window)) {
      node?.setAttribute("data-visible", "");
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          node.setAttribute("data-visible", "");
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return <Tag ref={ref} data-reveal="" {...props} />;
}
