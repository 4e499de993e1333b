import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { adminPaths } from "../../admin/paths.ts";
import { useLanguage } from "../../i18n/language.tsx";
import type { loader } from "../../routes/admin/layout.tsx";

export type AdminData = Awaited<ReturnType<typeof loader>> & {
  paths: ReturnType<typeof adminPaths>;
};

/** The admin layout's data: texts, CSRF token, signed-in e-mail and paths, in the page's language. */
export function useAdmin(): AdminData | undefined {
  const { lang } = useLanguage();
  const data = useRouteLoaderData(`admin-layout.${lang}`) as
    Awaited<ReturnType<typeof loader>> | undefined;
  return useMemo(() => data && { ...data, paths: adminPaths(data.lang) }, [data]);
}

export function useAdminData(): AdminData {
  const data = useAdmin();
  if (!data) throw new Error("useAdminData outside the admin");
  return data;
}
