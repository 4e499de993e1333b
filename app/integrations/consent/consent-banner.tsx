import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button.tsx";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";
import type { Consent } from "./store.ts";

type Props = {
  /** Opened from the footer link: the choices show at once and focus moves to the banner. */
  expanded: boolean;
  categories: { analytics: boolean; chat: boolean };
  initial: Consent | undefined;
  onDecide: (consent: Consent) => void;
  onClose: () => void;
};

const button = buttonVariants({ variant: "primary", size: "sm" });

/**
 * The consent banner: a small non-modal region at the bottom corner (fixed, so it shifts no
 * layout), in the page's language. Rejecting is one click, like accepting.
 */
export default function ConsentBanner({ expanded, categories, initial, onDecide, onClose }: Props) {
  const { lang, m } = useLanguage();
  const c = m.consent;
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const [choosing, setChoosing] = useState(expanded);
  const [choice, setChoice] = useState<Consent>(initial ?? { analytics: false, chat: false });
  const anything = categories.analytics || categories.chat;

  useEffect(() => {
    if (expanded) ref.current?.focus();
  }, [expanded]);

  const all = (value: boolean) => onDecide({ analytics: value, chat: value });
  const toggle = (key: keyof Consent, label: string, text: string) =>
    categories[key] && (
      <div className="flex items-start gap-3 rounded-lg border border-line p-3">
        <input
          id={`${titleId}-${key}`}
          type="checkbox"
          checked={choice[key]}
          aria-describedby={`${titleId}-${key}-text`}
          onChange={(e) => setChoice({ ...choice, [key]: e.target.checked })}
          className="mt-0.5 size-4 accent-primary"
        />
        <div className="grid gap-0.5">
          <label htmlFor={`${titleId}-${key}`} className="text-sm font-semibold">
            {label}
          </label>
          <span id={`${titleId}-${key}-text`} className="text-xs text-muted">
            {text}
          </span>
        </div>
      </div>
    );

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-consent-banner=""
      className="fixed inset-x-2 bottom-[calc(var(--consent-offset,0px)+0.5rem)] z-[90] max-h-[70vh] overflow-y-auto rounded-2xl border border-line bg-white p-4 text-ink shadow-2xl outline-none sm:right-auto sm:left-4 sm:max-w-md sm:p-5"
    >
      <h2 id={titleId} className="text-base font-bold">
        {c.title}
      </h2>
      <p className="mt-1 text-sm leading-5 text-muted">
        {anything ? c.text : c.necessary}{" "}
        <Link to={href("terms", lang)} className="font-medium text-primary underline">
          {c.policy}
        </Link>
      </p>
      {choosing && anything && (
        <fieldset className="mt-3 grid gap-2">
          <legend className="sr-only">{c.choose}</legend>
          {toggle("analytics", c.analytics, c.analyticsText)}
          {toggle("chat", c.chat, c.chatText)}
        </fieldset>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {anything ? (
          <>
            <button type="button" className={button} onClick={() => all(false)}>
              {c.rejectAll}
            </button>
            <button type="button" className={button} onClick={() => all(true)}>
              {c.acceptAll}
            </button>
            <button
              type="button"
              className={buttonVariants({ variant: "outline", size: "sm" })}
              onClick={() => (choosing ? onDecide(choice) : setChoosing(true))}
            >
              {choosing ? c.save : c.choose}
            </button>
          </>
        ) : (
          <button type="button" className={button} onClick={onClose}>
            {m.common.close}
          </button>
        )}
      </div>
    </section>
  );
}
