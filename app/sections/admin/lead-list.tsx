import { Link } from "react-router";
import type { LeadView } from "../../admin/lead-view.server.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import { fill } from "../../i18n/runtime-text.ts";
import { cn } from "../../lib/cn.ts";
import { LeadContact } from "./lead-contact.tsx";
import { Pager } from "./pager.tsx";
import { useAdminData } from "./use-admin.ts";

/**
 * The sales assistant's conversations, newest first, each with the contact details the visitor
 * left (when they did) above its messages; or, filtered, only those with contact details.
 */
export function LeadList({ leads, contactOnly, page, pages }: Props) {
  const { texts, paths, lang } = useAdminData();
  const t = texts.leads;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "UTC",
    }).format(new Date(iso));
  const filters = [
    ["all", paths.leads, !contactOnly],
    ["contact", `${paths.leads}?contact=1`, contactOnly],
  ] as const;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold">{t.heading}</h1>
          <p className="mt-2 text-muted">{contactOnly ? t.contactIntro : t.intro}</p>
        </div>
        <a
          href={contactOnly ? `${paths.leadsCsv}?contact=1` : paths.leadsCsv}
          download
          className={buttonVariants({ variant: "outline" })}
        >
          {t.export}
        </a>
      </div>
      <nav aria-label={t.filterLabel} className="flex flex-wrap gap-2">
        {filters.map(([key, to, current]) => (
          <Link
            key={key}
            to={to}
            aria-current={current ? "page" : undefined}
            className={cn(
              "rounded-full border border-line px-3 py-1.5 text-sm font-semibold",
              current ? "bg-primary text-white" : "bg-white text-ink hover:bg-surface",
            )}
          >
            {t.filters[key]}
          </Link>
        ))}
      </nav>
      {leads.length === 0 && <p className="text-muted">{contactOnly ? t.emptyContact : t.empty}</p>}
      <ol className="grid gap-4">
        {leads.map((lead) => {
          const date = when(lead.createdAt);
          const title = lead.contact
            ? fill(t.leadWithContact, { name: lead.contact.name, date })
            : fill(t.lead, { date });
          return (
            <li key={lead.id}>
              <article className="rounded-2xl border border-line bg-white p-5" aria-label={title}>
                <h2 className="font-bold">{title}</h2>
                <p className="text-sm text-muted">
                  {fill(t.language, { language: t.languages[lead.language] })} ·{" "}
                  {fill(t.count, { count: String(lead.messageCount) })}
                </p>
                {lead.contact && <LeadContact contact={lead.contact} when={when} />}
                {!lead.hasConversation && (
                  <p className="mt-3 text-sm text-muted">{t.noConversation}</p>
                )}
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
                    {fill(t.truncated, { shown: String(lead.messages.length) })}
                  </p>
                )}
              </article>
            </li>
          );
        })}
      </ol>
      <Pager page={page} pages={pages} query={contactOnly ? { contact: "1" } : {}} />
    </div>
  );
}

type Props = { leads: LeadView[]; contactOnly: boolean; page: number; pages: number };
