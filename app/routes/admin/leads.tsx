import { data } from "react-router";
import { adminOf } from "../../admin/admin.server.ts";
import { contactFilterOf } from "../../admin/lead-params.server.ts";
import { leadView } from "../../admin/lead-view.server.ts";
import { pageOf } from "../../admin/params.server.ts";
import { LeadList } from "../../sections/admin/lead-list.tsx";
import { adminMeta } from "./layout.tsx";
import type { Route } from "./+types/leads";

const PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, texts, lang } = adminOf(context);
  const parsed = pageOf(request);
  const contactOnly = contactFilterOf(request);
  if (!parsed.success || !contactOnly.success) throw data(texts.notFound, { status: 404 });
  const page = parsed.data;
  const { leads, total } = await services.leads.page(page, PER_PAGE, {
    contactOnly: contactOnly.data,
  });
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  if (page > pages) throw data(texts.notFound, { status: 404 });
  // The business zone of each meeting type, read only when a lead on this page has a booking.
  const availability = leads.some((l) => l.contact?.booking)
    ? await services.bookings.availability()
    : undefined;
  const zoneOf = (type: "demo" | "ai-development") => availability?.[type].timezone ?? "UTC";
  return {
    title: texts.titles.leads,
    leads: leads.map((lead) => leadView(lead, { lang, texts, zoneOf })),
    contactOnly: contactOnly.data,
    page,
    pages,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return <LeadList {...loaderData} />;
}
