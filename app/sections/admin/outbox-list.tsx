import { Form, Link, useNavigation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { fill } from "../../i18n/runtime-text.ts";
import { cn } from "../../lib/cn.ts";
import { DeliveryTable, type DeliveryRow } from "./delivery-table.tsx";
import { CsrfField, Notice } from "./fields.tsx";
import { Pager } from "./pager.tsx";
import { useAdminData } from "./use-admin.ts";

type Status = "pending" | "sent" | "failed";

/** The outbox: what waits, what went, what failed, with "retry now" where it can help. */
export function OutboxList(props: Props) {
  const { texts, paths } = useAdminData();
  const t = texts.outbox;
  const busy = useNavigation().state === "submitting";
  const filters: [Status | undefined, string][] = [
    [undefined, t.all],
    ["pending", t.statuses.pending],
    ["failed", t.statuses.failed],
    ["sent", t.statuses.sent],
  ];
  const current = props.status ? t.statuses[props.status] : t.all;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-extrabold">{t.heading}</h1>
        <p className="mt-2 text-muted">{t.intro}</p>
      </div>
      {!props.smtpConfigured && <Notice tone="error">{t.smtpMissing}</Notice>}
      {!props.webhookConfigured && <p className="text-sm text-muted">{t.webhookMissing}</p>}
      {props.result && (
        <Notice tone={props.result.ok ? "ok" : "error"}>{props.result.message}</Notice>
      )}
      <nav aria-label={t.filterLabel} className="flex flex-wrap gap-2">
        {filters.map(([status, label]) => (
          <Link
            key={label}
            to={status ? `${paths.outbox}?status=${status}` : paths.outbox}
            aria-current={status === props.status ? "page" : undefined}
            className={cn(
              "rounded-full border border-line px-3 py-1.5 text-sm font-semibold",
              status === props.status
                ? "bg-primary text-white"
                : "bg-white text-ink hover:bg-surface",
            )}
          >
            {label}
          </Link>
        ))}
      </nav>
      {props.rows.length === 0 ? (
        <p className="text-muted">{t.empty}</p>
      ) : (
        <DeliveryTable
          rows={props.rows}
          caption={fill(t.caption, { filter: current })}
          action={(d) =>
            d.status !== "sent" && (
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="delivery" value={d.id} />
                <Button
                  type="submit"
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={fill(t.retryLabel, { id: String(d.id) })}
                >
                  {t.retry}
                </Button>
              </Form>
            )
          }
        />
      )}
      <Pager
        page={props.page}
        pages={props.pages}
        query={props.status ? { status: props.status } : {}}
      />
    </div>
  );
}

type Props = {
  status: Status | undefined;
  page: number;
  pages: number;
  smtpConfigured: boolean;
  webhookConfigured: boolean;
  rows: DeliveryRow[];
  result: { ok: boolean; message: string } | undefined;
};
