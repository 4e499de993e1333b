import { useRouteLoaderData } from "react-router";
import { useLanguage } from "../../i18n/language.tsx";
import type { loader } from "../../routes/admin/layout.tsx";

export type AdminData = Awaited<ReturnType<typeof loader>>;

/** The admin layout's data: texts, CSRF token, signed-in e-mail and paths, in the page's language. */
export function useAdmin(): AdminData | undefined {
  const { lang } = useLanguage();
  return useRouteLoaderData(`admin-layout.${lang}`) as AdminData | undefined;
}

export function useAdminData(): AdminData {
  const data = useAdmin();
  if (!data) throw new Error("useAdminData outside the admin");
  return data;
}
