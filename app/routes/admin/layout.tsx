import { isRouteErrorResponse, Outlet, useRouteError, type MetaDescriptor } from "react-router";
import { adminMiddleware, adminOf } from "../../admin/admin.server.ts";
import { AdminShell } from "../../sections/admin/admin-shell.tsx";
import { useAdmin } from "../../sections/admin/use-admin.ts";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  const { lang, texts, csrf, session } = adminOf(context);
  return { lang, texts, csrf, email: session?.email };
}

/** Every admin page: its own title, never indexed. */
export function adminMeta(title: string | undefined): MetaDescriptor[] {
  return [{ title: title ?? "Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const admin = useAdmin();
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : (admin?.texts.notFound ?? "Error");
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{isRouteErrorResponse(error) ? error.status : 500}</h1>
      <p className="mt-4 text-muted">{message}</p>
    </main>
  );
}
