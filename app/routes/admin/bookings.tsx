import { data } from "react-router";
import { adminOf } from "../../admin/admin.server.ts";
import { viewSchema } from "../../admin/booking-params.server.ts";
import { pageOf } from "../../admin/params.server.ts";
import { whenIn } from "../../admin/when.server.ts";
import { BookingList } from "../../sections/admin/booking-list.tsx";
import { adminMeta } from "./layout.tsx";
import type { Route } from "./+types/bookings";

const PER_PAGE = 25;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, texts, lang } = adminOf(context);
  const parsed = pageOf(request);
  const view = viewSchema.safeParse(new URL(request.url).searchParams.get("view"));
  if (!parsed.success || !view.success) throw data(texts.notFound, { status: 404 });
  const page = parsed.data;
  const [{ bookings, total }, availability] = await Promise.all([
    services.bookings.page(view.data, page, PER_PAGE),
    services.bookings.availability(),
  ]);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  if (page > pages) throw data(texts.notFound, { status: 404 });
  return {
    title: texts.titles.bookings,
    view: view.data,
    page,
    pages,
    rows: bookings.map((b) => ({
      id: b.id,
      type: b.type,
      status: b.status,
      name: b.name,
      email: b.email,
      company: b.company,
      when: whenIn(b.start, lang, availability[b.type].timezone),
      visitorWhen: `${whenIn(b.start, lang, b.timezone)} (${b.timezone})`,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  return <BookingList {...loaderData} />;
}
