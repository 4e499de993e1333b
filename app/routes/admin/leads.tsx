import { data } from "react-router";
import { adminOf } from "../../admin/admin.server.ts";
import { pageOf } from "../../admin/params.server.ts";
import { LeadList } from "../../sections/admin/lead-list.tsx";
import { adminMeta } from "./layout.tsx";
import type { Route } from "./+types/leads";

const PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, texts } = adminOf(context);
  const parsed = pageOf(request);
  if (!parsed.success) throw data(texts.notFound, { status: 404 });
  const page = parsed.data;
  const { leads, total } = await services.leads.page(page, PER_PAGE);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  if (page > pages) throw data(texts.notFound, { status: 404 });
  return { title: texts.titles.leads, leads, page, pages };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return <LeadList {...loaderData} />;
}
