import { useEffect } from "react";
import { ScheduleButton } from "../../../components/schedule-button.tsx";
import type { ChatTexts } from "../../../content/es/chat.ts";
import type { Lang } from "../../../content/routes.ts";
import type { AskOutcome, ChatSlot, ContactFields } from "./ask.ts";
import { BookingBox } from "./booking-box.tsx";
import { ContactForm } from "./contact-form.tsx";
import { HandoffLinks } from "./handoff-links.tsx";
import { SlotButtons } from "./slot-buttons.tsx";
import type { ChatMessage } from "./use-chat.ts";

export type ReplyExtrasProps = {
  message: ChatMessage;
  /** The conversation's newest reply: only its times, form and booking link can be used. */
  latest: boolean;
  loading: boolean;
  /** A time is picked: the contact form books it. */
  picked: boolean;
  texts: ChatTexts;
  lang: Lang;
  timeZone: string;
  onPick: (slot: ChatSlot, label: string) => void;
  onContact: (contact: ContactFields, summary: string) => Promise<AskOutcome | undefined>;
  /** Shown (this part loads after the reply): the card keeps the reply in view. */
  onShown: () => void;
};

/**
 * What the card shows under a reply for its actions (issue 23, item 6): the meeting booked, the
 * ways to reach a person, and on the newest reply the free times, the contact form and the
 * booking page. Loaded on demand (the home page's script budget): most visitors never book here.
 */
export default function ReplyExtras(props: ReplyExtrasProps) {
  const { message, latest, texts, lang, onShown } = props;
  const has = (type: string) => message.actions?.some((a) => a.type === type) ?? false;
  useEffect(onShown, [onShown]);
  const slots = latest && has("slots") && message.slots?.length ? message.slots : undefined;
  const contact = message.actions?.find((a) => a.type === "contact");
  const prefill = contact && "prefill" in contact ? contact.prefill : undefined;
  return (
    <div className="mt-2 grid w-full justify-items-start gap-3">
      {message.booking && <BookingBox booking={message.booking} texts={texts} lang={lang} />}
      {has("handoff") && <HandoffLinks texts={texts} />}
      {/* Said by the reply above; the controls are not read out again as they appear. */}
      <div aria-live="off" className="grid w-full justify-items-start gap-3">
        {slots && (
          <SlotButtons
            slots={slots}
            texts={texts}
            lang={lang}
            timeZone={props.timeZone}
            disabled={props.loading}
            onPick={props.onPick}
          />
        )}
        {latest && has("contact") && (
          <ContactForm
            texts={texts}
            lang={lang}
            booking={props.picked}
            prefill={prefill}
            disabled={props.loading}
            onSubmit={props.onContact}
          />
        )}
        {latest && has("book") && (
          <ScheduleButton variant="outline" size="sm">
            {slots ? texts.moreTimes : texts.pickTime}
          </ScheduleButton>
        )}
      </div>
    </div>
  );
}
