import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button.tsx";
import { format } from "../../i18n/translate.ts";
import { useAdminData } from "./use-admin.ts";

type Lead = {
  id: string;
  language: "es" | "en";
  createdAt: string;
  messageCount: number;
  messages: { role: "user" | "assistant"; content: string; at: string }[];
};

/** The sales assistant's conversations, newest first, each with its messages. */
export function LeadList({ leads, page, pages }: { leads: Lead[]; page: number; pages: number }) {
  const { texts, paths, lang } = useAdminData();
  const t = texts.leads;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "UTC",
    }).format(new Date(iso));
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold">{t.heading}</h1>
          <p className="mt-2 text-muted">{t.intro}</p>
        </div>
        <a href={paths.leadsCsv} download className={buttonVariants({ variant: "outline" })}>
          {t.export}
        </a>
      </div>
      {leads.length === 0 && <p className="text-muted">{t.empty}</p>}
      <ol className="grid gap-4">
        {leads.map((lead) => (
          <li key={lead.id}>
            <article
              className="rounded-2xl border border-line bg-white p-5"
              aria-label={format(t.lead, { date: when(lead.createdAt) })}
            >
              <h2 className="font-bold">{format(t.lead, { date: when(lead.createdAt) })}</h2>
              <p className="text-sm text-muted">
                {format(t.language, { language: t.languages[lead.language] })} ·{" "}
                {format(t.count, { count: String(lead.messageCount) })}
              </p>
              <ul className="mt-3 grid gap-2 text-sm">
                {lead.messages.map((m, i) => (
                  <li
                    key={i}
                    lang={lead.language}
                    className={m.role === "user" ? "font-semibold" : "text-muted"}
                  >
                    <span className="text-xs text-muted">{when(m.at)} · </span>
                    {t.roles[m.role]}: {m.content}
                  </li>
                ))}
              </ul>
              {lead.messages.length < lead.messageCount && (
                <p className="mt-3 text-sm text-muted">
                  {format(t.truncated, { shown: String(lead.messages.length) })}
                </p>
              )}
            </article>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav aria-label={texts.pagination.label} className="flex items-center gap-4">
          {page > 1 && <Link to={`?page=${page - 1}`}>{texts.pagination.previous}</Link>}
          <span>{format(texts.pagination.page, { page: String(page), pages: String(pages) })}</span>
          {page < pages && <Link to={`?page=${page + 1}`}>{texts.pagination.next}</Link>}
        </nav>
      )}
    </div>
  );
}
