import { data } from "react-router";
import { adminOf } from "../../admin/admin.server.ts";
import { LeadList } from "../../sections/admin/lead-list.tsx";
import { adminMeta } from "./layout.tsx";
import type { Route } from "./+types/leads";

const PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, texts } = adminOf(context);
  const page = Math.max(
    1,
    Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1,
  );
  const { leads, total } = await services.leads.page(page, PER_PAGE);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  if (page > pages) throw data(texts.notFound, { status: 404 });
  return { title: texts.titles.leads, leads, page, pages };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return <LeadList {...loaderData} />;
}
