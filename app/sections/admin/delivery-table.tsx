import type { ReactNode } from "react";
import { useAdminData } from "./use-admin.ts";
import { AdminTable } from "./admin-table.tsx";

export type DeliveryRow = {
  id: number;
  eventType: string;
  channel: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  /** Already formatted by the loader. */
  nextAttemptAt?: string;
  lastError: string | null;
  createdAt: string;
};

/** Outbox deliveries as a table; `action` adds a last column (the outbox's retry button). */
export function DeliveryTable({ rows, caption, action }: Props) {
  const { texts } = useAdminData();
  const t = texts.outbox;
  const c = t.columns;
  const withNext = rows.some((r) => r.nextAttemptAt !== undefined);
  const heads = [
    c.event,
    c.channel,
    c.status,
    c.attempts,
    ...(withNext ? [c.next] : []),
    c.error,
    c.created,
    ...(action ? [c.actions] : []),
  ];
  return (
    <AdminTable caption={caption} headings={heads}>
      {rows.map((d) => (
        <tr key={d.id} className="border-b border-line last:border-0">
          <th scope="row" className="px-4 py-3 font-mono text-xs font-semibold">
            {d.eventType}
          </th>
          <td className="px-4 py-3">
            {t.channels[d.channel as keyof typeof t.channels] ?? d.channel}
          </td>
          <td className="px-4 py-3">{t.statuses[d.status]}</td>
          <td className="px-4 py-3">{d.attempts}</td>
          {withNext && <td className="px-4 py-3 whitespace-nowrap">{d.nextAttemptAt ?? ""}</td>}
          <td className="max-w-xs px-4 py-3 break-words text-muted">{d.lastError ?? ""}</td>
          <td className="px-4 py-3 whitespace-nowrap">{d.createdAt}</td>
          {action && <td className="px-4 py-3">{action(d)}</td>}
        </tr>
      ))}
    </AdminTable>
  );
}

type Props = { rows: DeliveryRow[]; caption: string; action?: (row: DeliveryRow) => ReactNode };
