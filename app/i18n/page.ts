import { useMemo, useSyncExternalStore } from "react";
import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { href } from "./href.ts";
import { liveBookingUrls, onLiveBookingUrls } from "../integrations/runtime.ts";
import {
  langOfUnknownPath,
  languages as allLanguages,
  parseRouteKey,
  untranslatedFallback,
  type Lang,
  type RouteId,
} from "../content/routes.ts";
import type { SiteConfig } from "../content/site.ts";
import type { RootData } from "./root-data.ts";

export type CurrentPage = {
  /** The screen, or undefined on the not-found page. */
  id: RouteId | undefined;
  lang: Lang;
  params: Record<string, string>;
  /**
   * The languages this page is written in, when its loader says so (`languages` in its data, e.g.
   * a blog post in one language only); undefined = every language. Both the hreflang alternates
   * and the language switch follow it.
   */
  languages?: readonly Lang[];
};

/** Which screen and language the URL matched; the route id decides the language. */
export function pageFromMatches(
  matches: ReadonlyArray<{
    id: string;
    params: Record<string, string | undefined>;
    loaderData?: unknown;
  }>,
  pathname: string,
): CurrentPage {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const parsed = parseRouteKey(match.id);
    if (parsed) {
      const params = Object.fromEntries(
        Object.entries(match.params).filter((e): e is [string, string] => e[1] !== undefined),
      );
      const languages = languagesOf(match.loaderData);
      return { ...parsed, params, ...(languages ? { languages } : {}) };
    }
  }
  return { id: undefined, lang: langOfUnknownPath(pathname), params: {} };
}

function languagesOf(loaderData: unknown): readonly Lang[] | undefined {
  const value = (loaderData as { languages?: unknown } | undefined)?.languages;
  return Array.isArray(value)
    ? value.filter((l): l is Lang => allLanguages.includes(l))
    : undefined;
}

/** Whether the page exists in every language (so it has hreflang alternates). */
export function inEveryLanguage(page: CurrentPage): boolean {
  return !page.languages || allLanguages.every((l) => page.languages!.includes(l));
}

/**
 * Where the language switch leads: the same screen in the other language or, when the page is
 * not written in it, the screen that stands in for it (a blog post → the other language's blog).
 */
export function pathInLanguage(page: CurrentPage, lang: Lang): string {
  if (!page.id) return href("home", lang);
  if (page.languages && !page.languages.includes(lang))
    return href(untranslatedFallback(page.id), lang);
  return href(page.id, lang, page.params);
}

export function useCurrentPage(): CurrentPage {
  const matches = useMatches();
  const { pathname } = useLocation();
  return pageFromMatches(matches, pathname);
}

const noBooking = () => undefined;

/** The live booking URLs, only when they differ from what the page was rendered with. */
function changedBooking(site: SiteConfig | undefined) {
  const live = liveBookingUrls();
  if (!site || !live) return undefined;
  const { demoBookingUrl, aiDevBookingUrl } = site.integrations;
  const changed =
    (live.mode && live.mode !== site.integrations.schedulingMode) ||
    (live.demoUrl && live.demoUrl !== demoBookingUrl) ||
    (live.aiDevUrl && live.aiDevUrl !== aiDevBookingUrl);
  return changed ? live : undefined;
}

/**
 * The site config the server resolved (defaults + environment), from the root loader; once
 * /integrations.json has answered, with the booking URLs the owner set in the admin (ADR 014).
 * Every schedule button reads this, so /integrations.json re-renders them only on a real change.
 */
export function useSiteConfig(): SiteConfig {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const site = data?.site;
  const live = useSyncExternalStore(onLiveBookingUrls, () => changedBooking(site), noBooking);
  const merged = useMemo(
    () =>
      site && live
        ? {
            ...site,
            integrations: {
              ...site.integrations,
              demoBookingUrl: live.demoUrl || site.integrations.demoBookingUrl,
              aiDevBookingUrl: live.aiDevUrl || site.integrations.aiDevBookingUrl,
              schedulingMode: live.mode || site.integrations.schedulingMode,
            },
          }
        : site,
    [site, live],
  );
  if (!merged) throw new Error("useSiteConfig: root loader data missing");
  return merged;
}
