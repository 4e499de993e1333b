import { Outlet } from "react-router";

/** /iacoding has no shared header or footer and a dark theme of its own (spec §2). */
export default function IacodingLayout() {
  return (
    <div className="dark min-h-screen bg-night text-white">
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
    </div>
  );
}
