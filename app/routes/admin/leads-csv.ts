import { data } from "react-router";
import { adminOf } from "../../admin/admin.server.ts";
import { contactFilterOf } from "../../admin/lead-params.server.ts";
import type { Route } from "./+types/leads-csv";

/**
 * Streamed as it is read from the database: any number of leads in constant memory. `?contact=1`
 * exports what the filtered list shows, as the list's export button asks.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { services, texts } = adminOf(context);
  const contactOnly = contactFilterOf(request);
  if (!contactOnly.success) throw data(texts.notFound, { status: 404 });
  const day = new Date().toISOString().slice(0, 10);
  const name = contactOnly.data ? `leads-contact-${day}.csv` : `leads-${day}.csv`;
  return new Response(services.leads.csv({ contactOnly: contactOnly.data }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}
