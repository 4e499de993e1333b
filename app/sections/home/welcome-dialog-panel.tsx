import { X } from "lucide-react";
import { useState } from "react";
import { Dialog } from "radix-ui";
import { CheckList } from "../../components/check-list.tsx";
import { ScheduleButton } from "../../components/schedule-button.tsx";
import { toast } from "../../components/toast/store.ts";
import type { HomeView } from "../../i18n/home.server.ts";
import { useLanguage } from "../../i18n/language.tsx";
import welcomeArt from "./welcome-art.svg?raw";

// Inline rather than an <img>: the dialog opens once the page is idle, and an image in it would
// become the first visit's largest contentful paint, seconds after the page itself had painted.
const art = welcomeArt.replace("<svg ", '<svg preserveAspectRatio="xMidYMid slice" ');

type Props = {
  content: HomeView["welcome"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The welcome dialog itself, loaded on demand: a Radix modal (labelled, focus trapped, Escape
 * closes, focus returns to where it was). Its demo button (ScheduleButton: our booking page, or
 * the provider's in a new tab) thanks the visitor with a toast and closes the dialog.
 */
export default function WelcomeDialogPanel({ content, open, onOpenChange }: Props) {
  const { m } = useLanguage();
  // The dialog has no trigger: on close, focus goes back to wherever it was when it opened.
  const [returnTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const thank = () => {
    toast({ title: content.thanksTitle, description: content.thanksText });
    // After the link's own click handling (a new tab, or the client-side navigation it starts,
    // which ends after this), not during it: closing unmounts the link.
    setTimeout(() => onOpenChange(false), 0);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo?.isConnected) returnTo.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white shadow-2xl"
        >
          <div
            aria-hidden
            className="h-40 w-full overflow-hidden rounded-t-3xl [&>svg]:size-full"
            dangerouslySetInnerHTML={{ __html: art }}
          />
          <div className="p-6 sm:p-8">
            <Dialog.Title className="text-2xl font-extrabold tracking-tight">
              {content.title}
            </Dialog.Title>
            <Dialog.Description className="mt-3 text-muted">{content.text}</Dialog.Description>
            <CheckList
              items={content.points}
              className="mt-5 gap-2.5"
              itemClassName="text-sm font-medium"
            />
            <div className="mt-7 grid gap-2">
              <ScheduleButton size="lg" className="w-full" onClick={thank}>
                {content.demo}
              </ScheduleButton>
              <Dialog.Close className="h-11 rounded-full text-sm font-semibold text-muted hover:bg-surface hover:text-ink">
                {content.later}
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Close className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm hover:bg-white">
            <X className="size-5" aria-hidden />
            <span className="sr-only">{m.common.close}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
