import { useEffect, type FormEvent } from "react";
import {
  ConsentField,
  FieldError,
  FormAlert,
  Honeypot,
  SubmitButton,
} from "../../../components/form-parts.tsx";
import { useVisitorForm } from "../../../components/use-visitor-form.ts";
import type { ChatTexts } from "../../../content/es/chat.ts";
import type { Lang } from "../../../content/routes.ts";
import { cn } from "../../../lib/cn.ts";
import type { AskOutcome, ContactFields } from "./ask.ts";
import {
  contactBody,
  contactFieldOf,
  contactProblems,
  contactSummary,
  emailRequired,
  emptyContact,
  type ContactFieldName,
} from "./contact-fields.ts";

type Props = {
  texts: ChatTexts;
  lang: Lang;
  /** A time is picked: the form books it, so the e-mail is required. */
  booking: boolean;
  /** Details the visitor already gave in the chat: the form starts with them. */
  prefill?: { name?: string; email?: string; phone?: string };
  /** Another turn is under way. */
  disabled: boolean;
  /** Sends the contact; a refusal (400) comes back here, other failures are the card's. */
  onSubmit: (contact: ContactFields, summary: string) => Promise<AskOutcome | undefined>;
};

const errorKey = {
  name: "errorName",
  email: "errorEmail",
  phone: "errorPhone",
  company: "errorCompany",
  consent: "errorConsent",
} as const satisfies Record<ContactFieldName, keyof ChatTexts>;

/**
 * The chat's compact contact form (issue 23, item 6): name, e-mail, WhatsApp or phone, company,
 * the privacy consent as the booking form words and links it, and a honeypot. Checked here with
 * the function's rules first; a refusal of the function is shown beside its field, announced,
 * with focus on it, and nothing typed is lost. It takes focus when it appears: the reply above
 * it asked for these details.
 */
export function ContactForm({ texts, lang, booking, prefill, disabled, onSubmit }: Props) {
  const visitor = useVisitorForm({ ...emptyContact, ...prefill });
  const { form, values, set, website, errors, sending, id } = visitor;

  useEffect(() => {
    form.current?.querySelector<HTMLElement>("input")?.focus({ preventScroll: true });
  }, [form]); // the same ref throughout: once, when the form appears

  const label = (field: ContactFieldName) =>
    ({
      name: texts.formName,
      email: texts.formEmail,
      phone: texts.formPhone,
      company: texts.formCompany,
      consent: texts.consentLink,
    })[field];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || disabled) return;
    const bad = contactProblems(values, booking);
    if (visitor.refuseInvalid(bad, (f) => texts[errorKey[f]], label, texts.fixFields)) return;
    visitor.start();
    const body = contactBody(values, website);
    const outcome = await onSubmit(body, contactSummary(body));
    visitor.setSending(false);
    // Answered: the card moves on (this form leaves with the reply it belonged to). Failed
    // otherwise than by a refusal: the card's error toast; the form is kept as typed.
    if (!outcome || outcome.ok || outcome.status !== 400) return;
    const field = contactFieldOf(outcome.field);
    const message = outcome.message ?? (field ? texts[errorKey[field]] : texts.errorText);
    visitor.showErrors(field ? { [field]: message } : {}, message);
  }

  const text = (
    field: Exclude<ContactFieldName, "consent">,
    type: "text" | "email" | "tel",
    autoComplete: string,
    required = false,
  ) => {
    const error = errors[field];
    return (
      <div>
        <label htmlFor={id(field)} className="text-xs font-semibold">
          {label(field)}
        </label>
        <input
          id={id(field)}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? id(`${field}-error`) : undefined}
          className={cn(
            "mt-0.5 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-ink",
            error && "border-red-700",
          )}
        />
        <FieldError id={id(`${field}-error`)} error={error} size="xs" />
      </div>
    );
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-labelledby={id("title")}
      className="grid w-full max-w-sm gap-2.5 rounded-xl border border-slate-200 bg-white p-3"
    >
      <h3 id={id("title")} className="text-sm font-semibold">
        {texts.formTitle}
      </h3>
      {text("name", "text", "name", true)}
      {text("email", "email", "email", emailRequired(values, booking))}
      {text("phone", "tel", "tel")}
      {text("company", "text", "organization")}
      <ConsentField
        id={id("consent")}
        checked={values.consent}
        onChange={(checked) => set("consent", checked)}
        error={errors.consent}
        texts={texts}
        lang={lang}

        size="xs"
      />
      <Honeypot
        id={id("website")}
        label={texts.honeypot}
        value={website}
        onChange={visitor.setWebsite}
      />
      <FormAlert message={visitor.alert} size="xs" />
      <SubmitButton sending={sending} disabled={sending || disabled}>
        {sending ? texts.formSending : booking ? texts.formBook : texts.formSend}
      </SubmitButton>
    </form>
  );
}
