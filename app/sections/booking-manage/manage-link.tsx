import { ArrowRight } from "lucide-react";
import { useNavigate } from "react-router";
import type { Lang } from "../../content/routes.ts";
import { href } from "../../i18n/href.ts";

type Props = { token: string; lang: Lang; children: string; className?: string };

/**
 * The private manage link. Its href is the whole link, token included, so it can be copied or
 * opened in a new tab; a plain click hands the token over in the navigation's state instead, so
 * it never enters the address bar (nor the history that analytics may watch).
 */
export function ManageLink({ token, lang, children, className }: Props) {
  const navigate = useNavigate();
  const path = href("scheduleManage", lang);
  return (
    <a
      href={`${path}?${new URLSearchParams({ token })}`}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        void navigate(path, { state: { bookingToken: token } });
      }}
    >
      {children}
      <ArrowRight aria-hidden />
    </a>
  );
}
