import { adminOf } from "../../admin/admin.server.ts";
import type { Route } from "./+types/leads-csv";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = adminOf(context);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await services.leads.csv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
