import type { FormEvent, ReactNode } from "react";
import {
  ConsentField,
  FieldError,
  FormAlert,
  Honeypot,
  SubmitButton,
} from "../../components/form-parts.tsx";
import { useVisitorForm } from "../../components/use-visitor-form.ts";
import type { MeetingType } from "../../content/business.ts";
import type { BookingWidgetTexts } from "../../content/es/booking-widget.ts";
import type { Lang } from "../../content/routes.ts";
import { cn } from "../../lib/cn.ts";
import { cleaned, fieldOfError, invalidFields, type FieldName } from "./form-fields.ts";
import type { Slot } from "./use-month-slots.ts";

const ENDPOINT = "/functions/v1/booking";

type Props = {
  type: MeetingType;
  lang: Lang;
  texts: BookingWidgetTexts["form"];
  slot: Slot;
  timeZone: string;
  /** Prefilled "what you are interested in" (the page's service, plan or subject). */
  interest?: string;
  /** The time was taken meanwhile (or can no longer be booked): the function's words. */
  onTaken: (message: string) => void;
  /** Booked: the manage link the function answered. */
  onBooked: (manageUrl: string) => void;
};

type Answer = { manageUrl?: string; error?: { code?: string; message?: string } };

/**
 * The visitor's details for the chosen time. Checked here with the function's own limits first
 * (each error beside its field, the list announced, focus on the first); then sent, and the
 * function's refusals shown in the visitor's language, on their field when they name one.
 */
export function BookingForm(props: Props) {
  const { texts, lang } = props;
  const visitor = useVisitorForm({
    name: "",
    email: "",
    company: "",
    phone: "",
    interest: props.interest ?? "",
    message: "",
    consent: false,
  });
  const { form, values, set, website, errors, sending, id, showErrors } = visitor;
  const label = (field: FieldName) => (field === "consent" ? texts.consentLink : texts[field]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const bad = invalidFields(values);
    if (visitor.refuseInvalid(bad, (f) => texts.fieldErrors[f], label, texts.fixFields)) return;
    visitor.start();
    try {
      const res = await fetch(ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          ...cleaned(values),
          type: props.type,
          start: props.slot.start,
          language: lang,
          timezone: props.timeZone,
          website,
        }),
      });
      const answer = (await res.json().catch(() => ({}))) as Answer;
      if (res.status === 201 && answer.manageUrl) return props.onBooked(answer.manageUrl);
      const code = answer.error?.code ?? "";
      const message = answer.error?.message ?? texts.network;
      if (code === "slot_taken" || code === "slot_unavailable") return props.onTaken(message);
      const field = fieldOfError(code);
      showErrors(field ? { [field]: message } : {}, message);
    } catch {
      showErrors({}, texts.network);
    } finally {
      visitor.setSending(false);
    }
  }

  const text = (field: Exclude<FieldName, "consent">, options: TextOptions = {}) => (
    <TextField
      id={id(field)}
      label={texts[field]}
      required={options.required}
      hint={options.hint}
      error={errors[field]}
    >
      {(aria) => {
        const common = {
          ...aria,
          id: id(field),
          name: field,
          value: values[field],
          autoComplete: options.autoComplete,
          onChange: (e: { target: { value: string } }) => set(field, e.target.value),
          className: cn(inputClass, errors[field] && "border-red-700"),
        };
        return field === "message" ? (
          <textarea {...common} rows={3} />
        ) : (
          <input {...common} type={options.type ?? "text"} inputMode={options.inputMode} />
        );
      }}
    </TextField>
  );

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted">{texts.requiredNote}</p>
      <div className="grid gap-4 @xl:grid-cols-2">
        {text("name", { required: true, autoComplete: "name" })}
        {text("email", { required: true, type: "email", autoComplete: "email" })}
        {text("company", { autoComplete: "organization" })}
        {text("phone", { type: "tel", autoComplete: "tel", hint: texts.phoneHint })}
      </div>
      {text("interest")}
      {text("message", { hint: texts.messageHint })}
      <ConsentField
        id={id("consent")}
        checked={values.consent}
        onChange={(checked) => set("consent", checked)}
        error={errors.consent}
        texts={texts}
        lang={lang}
        requiredMark
        size="sm"
      />
      <Honeypot
        id={id("website")}
        label={texts.honeypot}
        value={website}
        onChange={visitor.setWebsite}
      />
      <div>
        <FormAlert message={visitor.alert} />
        <SubmitButton sending={sending} disabled={sending} size="lg">
          {sending ? texts.submitting : texts.submit}
        </SubmitButton>
      </div>
    </form>
  );
}

type TextOptions = {
  required?: boolean;
  type?: "text" | "email" | "tel";
  inputMode?: "text" | "email" | "tel";
  autoComplete?: string;
  hint?: string;
};

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-sm text-ink min-h-11";

type Aria = {
  "aria-required"?: true;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

/** A labelled control with its hint and its error, tied to it with aria-describedby. */
function TextField(props: {
  id: string;
  label: string;
  /** Marked with an asterisk (explained above the form) and aria-required. */
  required?: boolean;
  hint?: string;
  error?: string;
  children: (aria: Aria) => ReactNode;
}) {
  const described = [props.error && `${props.id}-error`, props.hint && `${props.id}-hint`]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={props.id} className="text-sm font-semibold">
        {props.label}
        {props.required && (
          <>
            {" "}
            <span aria-hidden className="font-bold text-accent">
              *
            </span>
          </>
        )}
      </label>
      {props.children({
        "aria-required": props.required ? true : undefined,
        "aria-invalid": props.error ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      <FieldError id={`${props.id}-error`} error={props.error} />
      {props.hint && (
        <p id={`${props.id}-hint`} className="mt-1 text-xs text-muted">
          {props.hint}
        </p>
      )}
    </div>
  );
}
