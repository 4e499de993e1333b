import { Outlet } from "react-router";
import { CtaBanner } from "./cta-banner.tsx";
import { SiteFooter } from "./site-footer.tsx";

/**
 * /iacoding: a dark theme of its own and no shared header (docs/product/spec.md §2), but the site's CTA banner and
 * footer like every other page (docs/product/design.md §3). Its fixed terms bar (sections/iacoding/terms-bar.tsx)
 * would cover the end of the page, so the page reserves the bar's height below the footer: at
 * 390 px the bar wraps to two rows (checkbox, then a full-width button), from 640 px it is one.
 */
export default function IacodingLayout() {
  return (
    <div className="dark min-h-screen bg-night pb-36 text-white sm:pb-24">
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <CtaBanner />
      <SiteFooter />
    </div>
  );
}
