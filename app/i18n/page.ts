import { useLocation, useMatches } from "react-router";
import { href } from "./href.ts";
import {
  langOfUnknownPath,
  languages as allLanguages,
  parseRouteKey,
  untranslatedFallback,
  type Lang,
  type RouteId,
} from "../content/routes.ts";

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
