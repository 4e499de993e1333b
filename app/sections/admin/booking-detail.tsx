import { Form, Link, useNavigation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { fill } from "../../i18n/runtime-text.ts";
import { DeliveryTable, type DeliveryRow } from "./delivery-table.tsx";
import { CsrfField, Field, Notice, TextArea } from "./fields.tsx";
import { useAdminData } from "./use-admin.ts";

type Booking = {
  id: string;
  type: "demo" | "ai-development";
  status: "confirmed" | "cancelled";
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  interest: string | null;
  message: string | null;
  language: "es" | "en";
  timezone: string;
  cancelReason: string | null;
  sequence: number;
  seat: number;
  capacity: number;
};

/** One booking: every field, how the visitor may still manage it, its notifications, cancel. */
export function BookingDetail(props: Props) {
  const { texts, paths } = useAdminData();
  const { booking: b, result } = props;
  const t = texts.booking;
  const f = t.fields;
  const busy = useNavigation().state === "submitting";
  const rows: [string, string | null][] = [
    [f.id, b.id],
    [f.type, texts.bookings.types[b.type]],
    [f.status, texts.bookings.statuses[b.status]],
    [fill(f.when, { timezone: props.zone }), props.when],
    [fill(f.visitorWhen, { timezone: b.timezone }), props.visitorWhen],
    [f.name, b.name],
    [f.email, b.email],
    [f.company, b.company],
    [f.phone, b.phone],
    [f.interest, b.interest],
    [f.message, b.message],
    [f.language, texts.bookings.languages[b.language]],
    [f.created, props.created],
    [f.updated, props.updated],
    [f.sequence, String(b.sequence)],
    [f.seat, fill(f.seatValue, { seat: String(b.seat + 1), capacity: String(b.capacity) })],
    [f.cancelledAt, props.cancelledAt],
    [f.cancelReason, b.cancelReason],
    [f.manage, t.manageStates[props.manage]],
  ];
  return (
    <div className="grid max-w-4xl gap-6">
      <div>
        <Link to={paths.bookings} className="text-sm text-primary underline">
          {t.back}
        </Link>
        <h1 className="mt-2 text-3xl font-extrabold">{props.heading}</h1>
      </div>
      {result?.cancelled && <Notice tone="ok">{t.cancelled}</Notice>}
      {result?.error && <Notice tone="error">{result.error}</Notice>}
      <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-line bg-white p-5 sm:grid-cols-[minmax(0,16rem)_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="break-words whitespace-pre-line">{value || t.none}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="deliveries" className="grid gap-3">
        <h2 id="deliveries" className="text-xl font-bold">
          {t.deliveries}
        </h2>
        {props.deliveries.length === 0 ? (
          <p className="text-muted">{t.deliveriesEmpty}</p>
        ) : (
          <DeliveryTable rows={props.deliveries} caption={t.deliveries} />
        )}
      </section>
      {props.manage === "open" && (
        <section
          aria-labelledby="cancel"
          className="grid gap-4 rounded-2xl border border-line bg-white p-5"
        >
          <h2 id="cancel" className="text-xl font-bold">
            {t.cancelHeading}
          </h2>
          <p className="text-muted">{t.cancelIntro}</p>
          <Form method="post" className="grid gap-4">
            <CsrfField />
            <Field label={t.note} hint={t.noteHint}>
              {(p) => (
                <TextArea
                  {...p}
                  name="note"
                  rows={4}
                  maxLength={1000}
                  defaultValue={result?.note ?? ""}
                  className="font-sans"
                />
              )}
            </Field>
            <div>
              <Button type="submit" variant="accent" disabled={busy}>
                {t.cancel}
              </Button>
            </div>
          </Form>
        </section>
      )}
    </div>
  );
}

type Props = {
  heading: string;
  booking: Booking;
  zone: string;
  when: string;
  visitorWhen: string;
  created: string;
  updated: string;
  cancelledAt: string | null;
  manage: "open" | "past" | "cancelled";
  deliveries: DeliveryRow[];
  result: { cancelled: boolean; error: string | undefined; note: string } | undefined;
};
