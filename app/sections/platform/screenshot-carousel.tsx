import { Suspense, useEffect, useRef, useState } from "react";
import { lazyWithPreload, whenNear } from "../../components/lazy.ts";
import { ProductMockup } from "../../components/product-mockups.tsx";
import { Section } from "../../components/section.tsx";
import type { PlatformContent } from "../../content/es/platform.ts";
import { useSiteConfig } from "../../config/use-site-config.ts";

const ScreenshotSlides = lazyWithPreload(() => import("./screenshot-slides.tsx"));

type Props = { id: string; gallery: PlatformContent["gallery"]; mock: PlatformContent["mock"] };

/**
 * The screenshot carousel section. The carousel library would push the page over its 140 KB
 * initial-JS budget, so the served HTML shows the first screenshot statically, in the carousel's
 * place and size, and the live carousel replaces it when the visitor scrolls near it (rendering
 * its five mockups earlier would only compete with the first screen's hydration).
 */
export function ScreenshotCarousel({ id, gallery, mock }: Props) {
  const site = useSiteConfig();
  const [live, setLive] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      place.current
        ? whenNear(place.current, () => void ScreenshotSlides.preload().then(() => setLive(true)))
        : undefined,
    [],
  );
  const first = gallery.slides.inbox;
  const still = (
    <div ref={place} className="relative">
      <div className="flex justify-center overflow-hidden">
        <div className="min-w-0 shrink-0 grow-0 basis-[92%] px-2 md:basis-[72%] md:px-4">
          <div className="overflow-hidden rounded-2xl shadow-xl ring-1 ring-line">
            <ProductMockup
              kind="inbox"
              texts={mock}
              platform={site.platformName}
              label={first.title}
            />
          </div>
          <p className="mt-4 text-center font-semibold">{first.title}</p>
          <p className="text-center text-sm text-muted">{first.text}</p>
        </div>
      </div>
      <div className="mt-6 h-11" />
    </div>
  );
  return (
    <Section id={id} headline={{ title: gallery.title, subtitle: gallery.subtitle }} tone="muted">
      {live ? (
        <Suspense fallback={still}>
          <ScreenshotSlides gallery={gallery} mock={mock} />
        </Suspense>
      ) : (
        still
      )}
    </Section>
  );
}
