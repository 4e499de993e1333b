import { useEffect, useRef, useState } from "react";
import { cn } from "../lib/cn.ts";

type Props = { src: string; name: string; size?: number; className?: string };

/**
 * A person's picture; when the image fails to load it shows the first letter of the name instead
 * (docs/product/spec.md §3). A failure that happened before hydration is caught on mount from the element's state.
 */
export function Avatar({ src, name, size = 56, className }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);
  const box = cn("inline-flex shrink-0 overflow-hidden rounded-full", className);
  if (failed) {
    return (
      <span
        aria-hidden
        data-avatar-fallback=""
        style={{ width: size, height: size }}
        className={cn(box, "items-center justify-center bg-primary text-xl font-bold text-white")}
      >
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn(box, "bg-primary-soft object-cover")}
    />
  );
}
