import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { ProductMockup, type MockupKind } from "../../components/product-mockups.tsx";
import type { PlatformContent } from "../../content/es/platform.ts";
import { useSiteConfig } from "../../config/use-site-config.ts";

type Props = {
  kind: MockupKind | null;
  onClose: () => void;
  title: string;
  text: string;
  closeLabel: string;
  mock: PlatformContent["mock"];
};

/** The enlarged screenshot, in a modal dialog (loaded on demand, see the carousel). */
export default function ScreenshotDialog({ kind, onClose, title, text, closeLabel, mock }: Props) {
  const site = useSiteConfig();
  return (
    <Dialog.Root open={kind !== null} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(94vw,72rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-4 shadow-2xl sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold sm:text-xl">{title}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted">{text}</Dialog.Description>
            </div>
            <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-surface">
              <X className="size-5" aria-hidden />
              <span className="sr-only">{closeLabel}</span>
            </Dialog.Close>
          </div>
          {kind && (
            <div className="overflow-hidden rounded-2xl ring-1 ring-line">
              <ProductMockup kind={kind} texts={mock} platform={site.platformName} label={title} />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
