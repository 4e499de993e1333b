import { useId } from "react";
import { ContactLinks } from "../../../components/contact-links.tsx";
import type { ChatTexts } from "../../../content/es/chat.ts";

/** The ways to reach a person (the `handoff` action): WhatsApp, phone and e-mail from the config. */
export function HandoffLinks({ texts }: { texts: ChatTexts }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="w-full max-w-sm text-sm">
      <p id={id} className="text-xs font-semibold text-muted">
        {texts.handoffTitle}
      </p>
      <ContactLinks
        className="grid"
        breakEmail
        ways={[
          { way: "whatsapp", label: texts.handoffWhatsapp },
          { way: "phone", label: texts.handoffPhone },
          { way: "email", label: texts.handoffEmail },
        ]}
      />
    </div>
  );
}
