import { Link } from "react-router";
import { fill } from "../../i18n/runtime-text.ts";
import { useAdminData } from "./use-admin.ts";

/** Previous / next for an admin list; `query` keeps the list's filter in the links. */
export function Pager({ page, pages, query = {} }: Props) {
  const { texts } = useAdminData();
  if (pages <= 1) return null;
  const to = (n: number) => `?${new URLSearchParams({ ...query, page: String(n) })}`;
  return (
    <nav aria-label={texts.pagination.label} className="flex items-center gap-4">
      {page > 1 && <Link to={to(page - 1)}>{texts.pagination.previous}</Link>}
      <span>{fill(texts.pagination.page, { page: String(page), pages: String(pages) })}</span>
      {page < pages && <Link to={to(page + 1)}>{texts.pagination.next}</Link>}
    </nav>
  );
}

type Props = { page: number; pages: number; query?: Record<string, string> };
