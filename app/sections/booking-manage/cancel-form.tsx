import { LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button.tsx";
import type { BookingManageTexts } from "../../content/es/booking-manage.ts";
import type { Lang } from "../../content/routes.ts";
import { cancelBooking, type ApiResult } from "./booking-api.ts";

type Props = {
  token: string;
  lang: Lang;
  texts: BookingManageTexts["cancel"];
  network: string;
  /** The function's answer: the cancelled booking, or why it refused. */
  onDone: (result: ApiResult) => void;
  onKeep: () => void;
};

/** The cancel step: what happens, an optional reason, then one confirming button. */
export function CancelForm({ token, lang, texts, network, onDone, onKeep }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const reason = new FormData(event.currentTarget).get("reason");
    const result = await cancelBooking(
      token,
      typeof reason === "string" ? reason : "",
      lang,
      network,
    );
    setBusy(false);
    // A refusal the visitor can fix (connection, a reason too long, too many tries) keeps the form.
    if (
      !result.ok &&
      ["network", "invalid_reason", "rate_limited", "unavailable"].includes(result.code)
    )
      setError(result.message);
    else onDone(result);
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="mx-auto mt-8 max-w-5xl rounded-2xl border border-red-200 bg-red-50/40 p-6 sm:p-8"
    >
      <h2
        ref={heading}
        id={`${id}-title`}
        tabIndex={-1}
        className="text-xl font-bold focus:outline-none"
      >
        {texts.title}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-muted">
        {texts.text}
      </p>
      <label htmlFor={`${id}-reason`} className="mt-6 block font-semibold">
        {texts.reason}
      </label>
      <textarea
        id={`${id}-reason`}
        name="reason"
        rows={3}
        maxLength={1000}
        aria-describedby={`${id}-hint`}
        className="mt-2 block w-full rounded-xl border border-slate-400 bg-white px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
        {texts.reasonHint}
      </p>
      {error && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-red-200 bg-white px-4 py-3 text-sm font-medium text-danger"
        >
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          type="submit"
          disabled={busy}
          variant={null}
          className="bg-danger text-white hover:bg-red-800"
        >
          {busy && <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />}
          {busy ? texts.cancelling : texts.confirm}
        </Button>
        <Button type="button" variant="outline" onClick={onKeep} disabled={busy}>
          {texts.keep}
        </Button>
      </div>
    </form>
  );
}
