import { useId } from "react";
import type { ChatTexts } from "../../../content/es/chat.ts";
import type { Lang } from "../../../content/routes.ts";
import { fill } from "../../../i18n/runtime-text.ts";
import { readableZone, slotLabel } from "../../booking/zoned.ts";
import type { ChatSlot } from "./ask.ts";

type Props = {
  slots: ChatSlot[];
  texts: ChatTexts;
  lang: Lang;
  timeZone: string;
  disabled: boolean;
  onPick: (slot: ChatSlot, label: string) => void;
};

/**
 * The free demo times the assistant offers, one button each. A button's name is the full date
 * and time in the visitor's zone and language, as in the booking widget, and it is also what the
 * visitor's message says once picked.
 */
export function SlotButtons({ slots, texts, lang, timeZone, disabled, onPick }: Props) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="w-full max-w-sm">
      <p id={id} className="text-xs font-semibold text-muted">
        {texts.slotsLabel}
      </p>
      <ul className="mt-1.5 grid gap-2">
        {slots.map((slot) => {
          const label = slotLabel(slot.start, timeZone, lang);
          return (
            <li key={slot.start}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(slot, label)}
                className="min-h-11 w-full rounded-xl border border-primary bg-white px-3 py-2 text-left text-sm font-medium text-primary transition-colors first-letter:uppercase hover:bg-primary-soft disabled:opacity-60"
              >
                {label}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="mt-1.5 text-xs text-muted">
        {fill(texts.slotsZone, { zone: readableZone(timeZone) })}
      </p>
    </div>
  );
}
