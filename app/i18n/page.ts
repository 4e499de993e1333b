import { useMemo, useSyncExternalStore } from "react";
import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { liveBookingUrls, onLiveBookingUrls } from "../integrations/runtime.ts";
import { langOfUnknownPath, parseRouteKey, type Lang, type RouteId } from "../content/routes.ts";
import type { SiteConfig } from "../content/site.ts";
import type { RootData } from "./root-data.ts";

export type CurrentPage = {
  /** The screen, or undefined on the not-found page. */
  id: RouteId | undefined;
  lang: Lang;
  params: Record<string, string>;
};

/** Which screen and language the URL matched; the route id decides the language. */
export function pageFromMatches(
  matches: ReadonlyArray<{ id: string; params: Record<string, string | undefined> }>,
  pathname: string,
): CurrentPage {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const parsed = parseRouteKey(match.id);
    if (parsed) {
      const params = Object.fromEntries(
        Object.entries(match.params).filter((e): e is [string, string] => e[1] !== undefined),
      );
      return { ...parsed, params };
    }
  }
  return { id: undefined, lang: langOfUnknownPath(pathname), params: {} };
}

export function useCurrentPage(): CurrentPage {
  const matches = useMatches();
  const { pathname } = useLocation();
  return pageFromMatches(matches, pathname);
}

const noBooking = () => undefined;

/**
 * The site config the server resolved (defaults + environment), from the root loader; once
 * /integrations.json has answered, with the booking URLs the owner set in the admin (ADR 014).
 */
export function useSiteConfig(): SiteConfig {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const live = useSyncExternalStore(onLiveBookingUrls, liveBookingUrls, noBooking);
  const site = data?.site;
  const merged = useMemo(
    () =>
      site && live
        ? {
            ...site,
            integrations: {
              ...site.integrations,
              demoBookingUrl: live.demoUrl || site.integrations.demoBookingUrl,
              aiDevBookingUrl: live.aiDevUrl || site.integrations.aiDevBookingUrl,
            },
          }
        : site,
    [site, live],
  );
  if (!merged) throw new Error("useSiteConfig: root loader data missing");
  return merged;
}
