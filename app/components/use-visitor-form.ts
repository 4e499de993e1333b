import { useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { fill } from "../i18n/runtime-text.ts";

type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * What the visitor forms share (the booking widget's form and the chat's contact form): the
 * values, the honeypot, each field's error and the announced summary, the sending state, and ids
 * from one base (`id(field)`). An error clears when its field changes. Errors are shown at once
 * and focus moves to the first field named, so a screen reader hears the summary and lands where
 * to fix it.
 */
export function useVisitorForm<V extends Record<string, string | boolean>>(initial: V) {
  type F = keyof V & string;
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<Errors<F>>({});
  const [alert, setAlert] = useState("");
  const [sending, setSending] = useState(false);
  const base = useId();
  const id = (field: string) => `${base}-${field}`;

  const set = (field: F, value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest as Errors<F>);
  };

  /** Shows these errors and the summary, then focuses the first field named. */
  const showErrors = (found: Errors<F>, summary: string) => {
    flushSync(() => {
      setErrors(found);
      setAlert(summary);
    });
    const first = Object.keys(found)[0];
    if (first) form.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
  };

  /**
   * The form's own check: the invalid fields, each with its message, and the summary naming them
   * (`fixFields` with `{fields}`). Says whether any was found.
   */
  const refuseInvalid = (
    bad: F[],
    message: (field: F) => string,
    label: (field: F) => string,
    fixFields: string,
  ) => {
    if (!bad.length) return false;
    const found = Object.fromEntries(bad.map((f) => [f, message(f)])) as Errors<F>;
    showErrors(found, fill(fixFields, { fields: bad.map(label).join(", ") }));
    return true;
  };

  /** Sending: what was shown is cleared. */
  const start = () => {
    setErrors({});
    setAlert("");
    setSending(true);
  };

  return {
    form,
    values,
    set,
    website,
    setWebsite,
    errors,
    alert,
    sending,
    setSending,
    id,
    showErrors,
    refuseInvalid,
    start,
  };
}
