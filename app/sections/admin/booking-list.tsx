import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button.tsx";
import { fill } from "../../i18n/runtime-text.ts";
import { cn } from "../../lib/cn.ts";
import { Pager } from "./pager.tsx";
import { useAdminData } from "./use-admin.ts";
import { AdminTable } from "./admin-table.tsx";

type View = "upcoming" | "past" | "cancelled";
type Row = {
  id: string;
  type: "demo" | "ai-development";
  status: "confirmed" | "cancelled";
  name: string;
  email: string;
  company: string | null;
  when: string;
  visitorWhen: string;
};

/** Bookings by view (upcoming, past, cancelled), each linking to its detail. */
export function BookingList({ view, rows, page, pages }: Props) {
  const { texts, paths } = useAdminData();
  const t = texts.bookings;
  const c = t.columns;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold">{t.heading}</h1>
          <p className="mt-2 text-muted">{t.intro}</p>
        </div>
        <a href={paths.bookingsCsv} download className={buttonVariants({ variant: "outline" })}>
          {t.export}
        </a>
      </div>
      <nav aria-label={t.viewsLabel} className="flex flex-wrap gap-2">
        {(["upcoming", "past", "cancelled"] as const).map((v) => (
          <Link
            key={v}
            to={`${paths.bookings}?view=${v}`}
            aria-current={v === view ? "page" : undefined}
            className={cn(
              "rounded-full border border-line px-3 py-1.5 text-sm font-semibold",
              v === view ? "bg-primary text-white" : "bg-white text-ink hover:bg-surface",
            )}
          >
            {t.views[v]}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="text-muted">{t.empty}</p>
      ) : (
        <AdminTable
          caption={fill(t.caption, { view: t.views[view] })}
          headings={[c.when, c.visitorWhen, c.type, c.name, c.email, c.company, c.status]}
        >
          {rows.map((b) => (
            <tr key={b.id} className="border-b border-line last:border-0">
              <td className="px-4 py-3 whitespace-nowrap">{b.when}</td>
              <td className="px-4 py-3 whitespace-nowrap text-muted">{b.visitorWhen}</td>
              <td className="px-4 py-3">{t.types[b.type]}</td>
              <th scope="row" className="px-4 py-3 font-semibold">
                <Link to={paths.booking(b.id)} className="text-primary underline">
                  {b.name}
                </Link>
              </th>
              <td className="px-4 py-3">{b.email}</td>
              <td className="px-4 py-3">{b.company ?? ""}</td>
              <td className="px-4 py-3">{t.statuses[b.status]}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pager page={page} pages={pages} query={{ view }} />
    </div>
  );
}

type Props = { view: View; rows: Row[]; page: number; pages: number };
