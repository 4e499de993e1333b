import { data } from "react-router";
import { adminOf } from "../../admin/admin.server.ts";
import { deliveryIdSchema, statusSchema } from "../../admin/booking-params.server.ts";
import { pageOf } from "../../admin/params.server.ts";
import { whenIn } from "../../admin/when.server.ts";
import { bookingDefaults } from "../../content/business.ts";
import { fill } from "../../i18n/runtime-text.ts";
import { OutboxList } from "../../sections/admin/outbox-list.tsx";
import { adminMeta } from "./layout.tsx";
import type { Route } from "./+types/outbox";

const PER_PAGE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, texts, lang } = adminOf(context);
  const parsed = pageOf(request);
  const status = statusSchema.safeParse(new URL(request.url).searchParams.get("status"));
  if (!parsed.success || !status.success) throw data(texts.notFound, { status: 404 });
  const page = parsed.data;
  const { deliveries, total } = await services.outbox.page(status.data, page, PER_PAGE);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  if (page > pages) throw data(texts.notFound, { status: 404 });
  // The owner reads times in the business zone, as in their e-mails.
  const zone = bookingDefaults.demo.timezone;
  return {
    title: texts.titles.outbox,
    status: status.data,
    page,
    pages,
    smtpConfigured: services.outbox.smtpConfigured,
    webhookConfigured: services.outbox.webhookConfigured,
    zone,
    rows: deliveries.map((d) => ({
      ...d,
      nextAttemptAt: d.status === "pending" ? whenIn(d.nextAttemptAt, lang, zone) : "",
      createdAt: whenIn(d.createdAt, lang, zone),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export async function action({ request, context }: Route.ActionArgs) {
  const { services, texts } = adminOf(context);
  const form = await request.formData();
  const raw = form.get("delivery");
  const id = deliveryIdSchema.safeParse(typeof raw === "string" ? raw : "");
  if (!id.success) throw data(texts.notFound, { status: 404 });
  const retried = await services.outbox.retry(id.data);
  const vars = { id: String(id.data) };
  return retried
    ? { ok: true, message: fill(texts.outbox.retried, vars) }
    : { ok: false, message: fill(texts.outbox.notRetried, vars) };
}

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
  return <OutboxList {...loaderData} result={actionData} />;
}
