import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { useLocation, useNavigate, type NavigateFunction } from "react-router";

const neverChanges = () => () => {};
const keepServerHtml = { __html: "" };

/**
 * Content that needs no scripts, kept as the server rendered it instead of being hydrated.
 *
 * React hydrates every element it is given, static or not, and on a phone that is most of the
 * page's blocking time (docs/decisions/022-static-islands.md). On the first load this renders an
 * empty `dangerouslySetInnerHTML`, which React leaves alone during hydration, so the server's HTML
 * stays and costs nothing. After a client-side navigation there is no server HTML, so it renders
 * its children like any element.
 *
 * Only for content without event handlers or effects: links inside it still navigate in the app,
 * through one delegated click handler, but nothing else in it runs.
 */
export function StaticIsland({
  as: Tag = "div",
  className,
  children,
}: {
  /** Table sections too: a table can have several bodies, one of them hydrated. */
  as?: "div" | "thead" | "tbody";
  className?: string;
  children: ReactNode;
}) {
  // The server snapshot is used only while hydrating, which is how we tell hydration apart from a
  // client render (a navigation, or React re-rendering the page after a hydration error).
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  const { pathname } = useLocation();
  // Layouts, and a route component across another post or the other language, stay mounted
  // through a navigation. The server's HTML belongs to the page it was rendered for, and once it
  // has been replaced there is no way back to it, even on returning to that page.
  const [serverPathname, setServerPathname] = useState(() => (hydrating ? pathname : undefined));
  if (serverPathname !== undefined && pathname !== serverPathname) setServerPathname(undefined);
  const onServer = typeof document === "undefined";
  const kept = !onServer && pathname === serverPathname;
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const node = ref.current;
    if (!kept || !node) return;
    const onClick = (event: MouseEvent) => followInApp(event, navigate);
    node.addEventListener("click", onClick);
    return () => node.removeEventListener("click", onClick);
  }, [kept, navigate]);
  if (kept) {
    return (
      <Tag
        key="server"
        ref={ref as never}
        className={className}
        suppressHydrationWarning
        dangerouslySetInnerHTML={keepServerHtml}
      />
    );
  }
  return (
    <Tag key={onServer ? "server" : "client"} className={className}>
      {children}
    </Tag>
  );
}

/** What `<Link>` does on a plain click: same-origin page links navigate in the app, no reload. */
function followInApp(event: MouseEvent, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
  if (link.target && link.target !== "_self") return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  // A link to a place on this same page is the browser's job.
  if (
    url.pathname === window.location.pathname &&
    url.search === window.location.search &&
    url.hash
  )
    return;
  event.preventDefault();
  void navigate(url.pathname + url.search + url.hash);
}
