import { Outlet } from "react-router";
import { useLanguage } from "../i18n/language.tsx";
import { useCurrentPage } from "../i18n/page.ts";
import { CtaBanner } from "./cta-banner.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** Shared layout of every page except /iacoding: header, page, CTA banner (not on contact), footer. */
export default function SiteLayout() {
  const { m } = useLanguage();
  const page = useCurrentPage();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {m.common.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      {page.id !== "contact" && <CtaBanner />}
      <SiteFooter />
    </>
  );
}
