import { routeTable, languages, type Lang, type RouteId } from "../content/routes.ts";

type Params = Record<string, string>;

/** The path of a page in a language; `:name` segments are filled from params. */
export function href(id: RouteId, lang: Lang, params: Params = {}): string {
  return routeTable[id][lang].replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`href(${id}): missing param ${name}`);
    return encodeURIComponent(value);
  });
}

export type Alternate = { lang: Lang | "x-default"; path: string };

/** hreflang alternates of a page: one per language plus x-default (Spanish, the default). */
export function alternates(id: RouteId, params: Params = {}): Alternate[] {
  return [
    ...languages.map((lang) => ({ lang, path: href(id, lang, params) })),
    { lang: "x-default" as const, path: href(id, "es", params) },
  ];
}

export function otherLang(lang: Lang): Lang {
  return lang === "es" ? "en" : "es";
}
