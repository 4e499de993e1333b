import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Maximize2, type LucideIcon } from "lucide-react";
import { Suspense, useCallback, useEffect, useState } from "react";
import { lazyWithPreload, whenIdle } from "../../components/lazy.ts";
import { mockupKinds, ProductMockup, type MockupKind } from "../../components/product-mockups.tsx";
import type { PlatformContent } from "../../content/es/platform.ts";
import { useSiteConfig } from "../../config/use-site-config.ts";
import { fill } from "../../i18n/runtime-text.ts";
import { cn } from "../../lib/cn.ts";

/** Time each screenshot stays before the next (docs/product/spec.md §4). */
const AUTOPLAY_MS = 3000;

const ScreenshotDialog = lazyWithPreload(() => import("./screenshot-dialog.tsx"));

type Props = { gallery: PlatformContent["gallery"]; mock: PlatformContent["mock"] };

/**
 * The live carousel, loaded after the page is idle (Embla is ~7 KB gz, see screenshot-carousel.tsx).
 * Five product screenshots (our own mock-ups). Advances every 3 s, pauses while hovered or
 * focused, never moves by itself with reduced motion; a click opens the enlarged view, whose
 * dialog code loads on idle or on first use.
 */
export default function ScreenshotSlides({ gallery, mock }: Props) {
  const site = useSiteConfig();
  const [viewport, embla] = useEmblaCarousel({ loop: true, align: "center" });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [open, setOpen] = useState<MockupKind | null>(null);
  const [dialogMounted, setDialogMounted] = useState(false);

  useEffect(() => whenIdle(() => void ScreenshotDialog.preload()), []);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => void embla.off("select", onSelect);
  }, [embla]);
  useEffect(() => {
    if (!embla || paused || open) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, paused, open]);
  const show = useCallback((kind: MockupKind) => {
    setDialogMounted(true);
    setOpen(kind);
  }, []);

  const title = (kind: MockupKind) => gallery.slides[kind].title;
  return (
    <>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={gallery.label}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setPaused(false)}
        className="relative"
      >
        <div ref={viewport} className="overflow-hidden">
          <div className="flex touch-pan-y">
            {mockupKinds.map((kind, i) => (
              <div
                key={kind}
                role="group"
                aria-roledescription="slide"
                aria-label={fill(gallery.slide, { n: i + 1, total: mockupKinds.length })}
                className="min-w-0 shrink-0 grow-0 basis-[92%] px-2 md:basis-[72%] md:px-4"
              >
                <button
                  type="button"
                  onClick={() => show(kind)}
                  onPointerEnter={() => void ScreenshotDialog.preload()}
                  className={cn(
                    "group relative block w-full overflow-hidden rounded-2xl shadow-xl ring-1 ring-line transition-opacity duration-500",
                    i !== selected && "opacity-50",
                  )}
                >
                  <span className="sr-only">{fill(gallery.enlarge, { title: title(kind) })}</span>
                  <ProductMockup kind={kind} texts={mock} platform={site.platformName} />
                  <span className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-primary shadow">
                    <Maximize2 className="size-4" aria-hidden />
                  </span>
                </button>
                <p className="mt-4 text-center font-semibold">{title(kind)}</p>
                <p className="text-center text-sm text-muted">{gallery.slides[kind].text}</p>
              </div>
            ))}
          </div>
        </div>
        <div className="mt-6 flex items-center justify-center gap-4">
          {arrow(ChevronLeft, gallery.previous, () => embla?.scrollPrev())}
          <div className="flex gap-1">
            {mockupKinds.map((kind, i) => (
              <button
                key={kind}
                type="button"
                aria-current={i === selected ? "true" : undefined}
                onClick={() => embla?.scrollTo(i)}
                className="group inline-flex size-6 items-center justify-center"
              >
                <span
                  className={cn(
                    "block h-2.5 rounded-full transition-all",
                    i === selected
                      ? "w-6 bg-primary"
                      : "w-2.5 bg-slate-400 group-hover:bg-slate-500",
                  )}
                />
                <span className="sr-only">{fill(gallery.goTo, { n: i + 1 })}</span>
              </button>
            ))}
          </div>
          {arrow(ChevronRight, gallery.next, () => embla?.scrollNext())}
        </div>
      </div>
      {dialogMounted && (
        <Suspense fallback={null}>
          <ScreenshotDialog
            kind={open}
            onClose={() => setOpen(null)}
            title={open ? title(open) : ""}
            text={open ? gallery.slides[open].text : ""}
            closeLabel={gallery.close}
            mock={mock}
          />
        </Suspense>
      )}
    </>
  );
}

function arrow(Icon: LucideIcon, label: string, onClick: () => void) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full bg-white shadow ring-1 ring-line hover:bg-primary-soft"
    >
      <Icon className="size-5" aria-hidden />
      <span className="sr-only">{label}</span>
    </button>
  );
}
