import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LeadView } from "../../admin/lead-view.server.ts";
import { fill } from "../../i18n/runtime-text.ts";
import { useAdminData } from "./use-admin.ts";

type Contact = NonNullable<LeadView["contact"]>;

/** The contact details a visitor left in the conversation, shown above its transcript. */
export function LeadContact({
  contact,
  when,
}: {
  contact: Contact;
  when: (iso: string) => string;
}) {
  const { texts } = useAdminData();
  const t = texts.leads.contact;
  const rows: [string, ReactNode][] = [
    [t.name, contact.name],
    [t.email, contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>],
    [
      t.phone,
      contact.phone && (
        <>
          <a href={`tel:${contact.phone}`}>{contact.phone}</a>
          {contact.whatsapp && (
            <>
              {" · "}
              <a href={contact.whatsapp} rel="noreferrer noopener" target="_blank">
                {t.whatsapp}
              </a>
            </>
          )}
        </>
      ),
    ],
    [t.company, contact.company],
    [t.interest, contact.interest],
    [t.score, contact.score],
    [t.needs, contact.needs.length > 0 && contact.needs.join(" · ")],
    [
      t.booking,
      contact.booking && (
        <Link to={contact.booking.href} className="text-primary underline">
          {contact.booking.label}
        </Link>
      ),
    ],
  ];
  return (
    <section aria-label={t.heading} className="mt-3 rounded-xl bg-surface p-4 text-sm">
      <h3 className="font-semibold">{t.heading}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows
          .filter(([, value]) => Boolean(value))
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
      </dl>
      <p className="mt-2 text-xs text-muted">
        {fill(t.captured, { date: when(contact.capturedAt) })}
      </p>
    </section>
  );
}
