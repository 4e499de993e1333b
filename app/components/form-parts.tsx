/**
 * Parts every visitor form shares (the booking widget's form and the chat's contact form): a
 * field's error tied to it, the privacy consent with its link to the terms, the honeypot, the
 * announced summary and the submit button (their state: ./use-visitor-form.ts).
 */
import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import type { Lang } from "../content/routes.ts";
import { href } from "../i18n/href.ts";
import { useLanguage } from "../i18n/language.tsx";
import { cn } from "../lib/cn.ts";
import { Button } from "./ui/button.tsx";

type Size = "sm" | "xs";

export function FieldError({
  id,
  error,
  size = "sm",
}: {
  id: string;
  error?: string;
  size?: Size;
}) {
  return error ? (
    <p
      id={id}
      className={cn("mt-1 font-medium text-red-700", size === "sm" ? "text-sm" : "text-xs")}
    >
      {error}
    </p>
  ) : null;
}

export type ConsentTexts = {
  consentBefore: string;
  consentLink: string;
  consentAfter: string;
  /** The privacy section's id on the terms page. */
  privacyAnchor: string;
};

/** The required privacy consent: a checkbox whose label links the privacy terms (new tab). */
export function ConsentField(props: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  texts: ConsentTexts;
  lang: Lang;
  /** The form explains asterisks as required. */
  requiredMark?: boolean;
  size?: Size;
}) {
  const { m } = useLanguage();
  const { id, texts, size = "sm" } = props;
  return (
    <div>
      <div className={cn("flex items-start", size === "sm" ? "gap-3" : "gap-2.5")}>
        <input
          id={id}
          name="consent"
          type="checkbox"
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
          aria-required="true"
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <label htmlFor={id} className={size === "sm" ? "text-sm" : "text-xs leading-snug"}>
          {texts.consentBefore}
          <a
            href={`${href("terms", props.lang)}#${texts.privacyAnchor}`}
            target="_blank"
            rel="noopener"
            className="font-semibold text-primary underline underline-offset-2"
          >
            {texts.consentLink}
            <span className="sr-only"> {m.common.newTab}</span>
          </a>
          {texts.consentAfter}
          {props.requiredMark && (
            <>
              {" "}
              <span aria-hidden className="font-bold text-accent">
                *
              </span>
            </>
          )}
        </label>
      </div>
      <FieldError id={`${id}-error`} error={props.error} size={size} />
    </div>
  );
}

/** A field people never see or reach; bots that fill every input fill it too. */
export function Honeypot(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

/** The form's summary of what to fix, or the function's refusal: always in the page, so what is put in it is announced. */
export function FormAlert({ message, size = "sm" }: { message: string; size?: Size }) {
  return (
    <div role="alert">
      {message && (
        <p
          className={
            size === "sm"
              ? "mb-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
              : "rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-xs font-medium text-red-800"
          }
        >
          {message}
        </p>
      )}
    </div>
  );
}

/** The accent submit button, full width, with a spinner while sending. */
export function SubmitButton(props: {
  sending: boolean;
  disabled: boolean;
  size?: "lg";
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="accent"
      size={props.size}
      disabled={props.disabled}
      className="w-full"
    >
      {props.sending && (
        <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
      )}
      {props.children}
    </Button>
  );
}
