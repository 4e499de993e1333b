import { Check, Maximize2 } from "lucide-react";
import { Suspense, useState } from "react";
import { lazyWithPreload } from "../../components/lazy.ts";
import { AppMockup, type AppMockupKind } from "../../components/illustrations/app-mockup.tsx";
import { Section } from "../../components/section.tsx";
import type { ConversionContent } from "../../content/es/conversion.ts";
import { useLanguage } from "../../i18n/language.tsx";
import { fill } from "../../i18n/runtime-text.ts";

const ImagePreviewDialog = lazyWithPreload(
  () => import("../../components/image-preview-dialog.tsx"),
);

type App = ConversionContent["iacoding"]["apps"][number];

/** Six example apps; clicking an image opens it enlarged in a dialog (fetched on demand). */
export function ExampleApps({ content }: { content: ConversionContent["iacoding"] }) {
  const { m } = useLanguage();
  const [preview, setPreview] = useState<App>();
  const [open, setOpen] = useState(false);
  return (
    <Section
      id="apps"
      tone="dark"
      headline={{ title: content.appsTitle, subtitle: content.appsSubtitle }}
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {content.apps.map((app) => (
          <li
            key={app.id}
            className="flex flex-col overflow-hidden rounded-2xl border border-white/10 bg-night-soft"
          >
            <button
              type="button"
              onPointerEnter={() => void ImagePreviewDialog.preload()}
              onFocus={() => void ImagePreviewDialog.preload()}
              onClick={() => {
                setPreview(app);
                setOpen(true);
              }}
              className="group relative block"
            >
              <AppMockup kind={app.id as AppMockupKind} aria-hidden className="w-full" />
              <span className="sr-only">{fill(content.enlarge, { title: app.title })}</span>
              <span
                aria-hidden
                className="absolute right-3 bottom-3 rounded-full bg-black/60 p-2 text-white opacity-80 group-hover:opacity-100"
              >
                <Maximize2 className="size-4" />
              </span>
            </button>
            <div className="flex grow flex-col p-6">
              <h3 className="text-lg font-bold">{app.title}</h3>
              <p className="mt-2 text-sm text-slate-300">{app.description}</p>
              <p className="sr-only">{content.featuresLabel}</p>
              <ul className="mt-4 grid gap-2">
                {app.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-sm text-slate-200">
                    <Check className="size-4 shrink-0 text-teal-300" aria-hidden />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      {preview && (
        <Suspense fallback={null}>
          <ImagePreviewDialog
            open={open}
            onOpenChange={setOpen}
            title={fill(content.previewOf, { title: preview.title })}
            closeLabel={m.common.close}
          >
            <AppMockup
              kind={preview.id as AppMockupKind}
              role="img"
              aria-label={preview.title}
              className="w-full"
            />
          </ImagePreviewDialog>
        </Suspense>
      )}
    </Section>
  );
}
