import { adminOf } from "../../admin/admin.server.ts";
import type { Route } from "./+types/bookings-csv";

/** Streamed as it is read from the database: any number of bookings in constant memory. */
export function loader({ context }: Route.LoaderArgs) {
  const { services } = adminOf(context);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(services.bookings.csv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bookings-${day}.csv"`,
    },
  });
}
