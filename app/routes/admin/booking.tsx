import { data } from "react-router";
import { adminOf } from "../../admin/admin.server.ts";
import { bookingIdSchema, cancelNoteSchema } from "../../admin/booking-params.server.ts";
import { whenIn } from "../../admin/when.server.ts";
import { fill } from "../../i18n/runtime-text.ts";
import { BookingDetail } from "../../sections/admin/booking-detail.tsx";
import { adminMeta } from "./layout.tsx";
import type { Route } from "./+types/booking";

function bookingId(params: { id: string }, notFound: string): string {
  const id = bookingIdSchema.safeParse(params.id);
  if (!id.success) throw data(notFound, { status: 404 });
  return id.data;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, texts, lang } = adminOf(context);
  const id = bookingId(params, texts.notFound);
  const booking = await services.bookings.get(id);
  if (!booking) throw data(texts.notFound, { status: 404 });
  const [deliveries, availability] = await Promise.all([
    services.bookings.deliveries(id),
    services.bookings.availability(),
  ]);
  const zone = availability[booking.type].timezone;
  const at = (iso: string | null) => (iso ? whenIn(iso, lang, zone) : null);
  return {
    title: `${texts.titles.booking}: ${booking.name}`,
    heading: fill(texts.booking.heading, { name: booking.name }),
    booking,
    zone,
    when: `${at(booking.start)} – ${at(booking.end)}`,
    visitorWhen: `${whenIn(booking.start, lang, booking.timezone)} – ${whenIn(booking.end, lang, booking.timezone)}`,
    created: at(booking.createdAt)!,
    updated: at(booking.updatedAt)!,
    cancelledAt: at(booking.cancelledAt),
    manage:
      booking.status === "cancelled"
        ? ("cancelled" as const)
        : booking.upcoming
          ? ("open" as const)
          : ("past" as const),
    deliveries: deliveries.map((d) => ({
      ...d,
      nextAttemptAt: d.status === "pending" ? whenIn(d.nextAttemptAt, lang, zone) : "",
      createdAt: whenIn(d.createdAt, lang, zone),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services, texts } = adminOf(context);
  const id = bookingId(params, texts.notFound);
  const form = await request.formData();
  const raw = form.get("note");
  const note = cancelNoteSchema.safeParse(typeof raw === "string" ? raw : "");
  if (!note.success)
    return { cancelled: false, error: texts.booking.errors.note, note: String(raw) };
  const result = await services.bookings.cancel(id, note.data);
  if (result.ok) return { cancelled: true, error: undefined, note: "" };
  if (result.reason === "not_found") throw data(texts.notFound, { status: 404 });
  // Refused is an answer (200 with the reason), like the other admin forms.
  return { cancelled: false, error: texts.booking.errors[result.reason], note: "" };
}

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingDetail {...loaderData} result={actionData} />;
}
