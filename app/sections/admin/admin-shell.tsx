import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { cn } from "../../lib/cn.ts";
import { CsrfField } from "./fields.tsx";
import { useAdmin } from "./use-admin.ts";

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2",
    isActive ? "bg-primary text-white" : "text-ink hover:bg-surface",
  );

/** Header with the admin's navigation (when signed in) and the page in a main landmark. */
export function AdminShell({ children }: { children: ReactNode }) {
  const admin = useAdmin();
  if (!admin) return <>{children}</>;
  const { texts, paths, email, lang } = admin;
  return (
    <div className="min-h-screen bg-surface">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
          <p className="mr-auto text-lg font-extrabold text-primary">{texts.brand}</p>
          {email && (
            <nav aria-label={texts.nav.label} className="flex flex-wrap items-center gap-1">
              <NavLink to={paths.posts} end className={navLink}>
                {texts.nav.posts}
              </NavLink>
              <NavLink to={paths.settings} className={navLink}>
                {texts.nav.settings}
              </NavLink>
              <NavLink to={paths.leads} className={navLink}>
                {texts.nav.leads}
              </NavLink>
              <NavLink to={paths.bookings} className={navLink}>
                {texts.nav.bookings}
              </NavLink>
              <NavLink to={paths.availability} className={navLink}>
                {texts.nav.availability}
              </NavLink>
              <NavLink to={paths.outbox} className={navLink}>
                {texts.nav.outbox}
              </NavLink>
              <Link to={lang === "en" ? "/en" : "/"} className={navLink({ isActive: false })}>
                {texts.nav.site}
              </Link>
              <Form method="post" action={paths.logout}>
                <CsrfField />
                <button type="submit" className={navLink({ isActive: false })}>
                  {texts.nav.logout}
                </button>
              </Form>
            </nav>
          )}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
    </div>
  );
}
